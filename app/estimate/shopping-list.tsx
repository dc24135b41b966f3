import { formatEntered } from '#app/lib/format.ts'
import { formatMoney } from './money.ts'
import { costText, type ShownList, totalName, totalText, unitPriceText } from './shown-list.ts'
import wideTable from '#app/components/results/wide-table.module.css'
import styles from './estimate-tools.module.css'

/** Things to buy with their prices and costs, and the total in each currency used: as the CSV and text list them. */
export function ShoppingList({
	caption,
	list,
	totalLabel = 'Total',
}: {
	caption: string
	list: ShownList
	totalLabel?: string
}) {
	// On a narrow phone the four columns can be wider than the card: the table scrolls sideways in its own box.
	return (
		<div className={wideTable.scroll} role="region" aria-label={caption} tabIndex={0}>
			<table className={styles.list}>
				<caption>{caption}</caption>
				<thead>
					<tr>
						<th scope="col">Item</th>
						<th scope="col">Quantity</th>
						<th scope="col">Unit price</th>
						<th scope="col">Cost</th>
					</tr>
				</thead>
				<tbody>
					{list.lines.map((line, index) => (
						<tr key={index}>
							<th scope="row">{line.item}</th>
							<td>{`${formatEntered(line.quantity)} ${line.unit}`}</td>
							<td>{unitPriceText(line, formatMoney) || '–'}</td>
							<td>{costText(line, formatMoney) || '–'}</td>
						</tr>
					))}
				</tbody>
				{list.totals.length ? (
					<tfoot>
						{list.totals.map((total) => (
							<tr key={total.currency}>
								<th scope="row" colSpan={3}>
									{totalName(totalLabel, total, list)}
								</th>
								<td>{totalText(total, formatMoney)}</td>
							</tr>
						))}
					</tfoot>
				) : null}
			</table>
		</div>
	)
}
