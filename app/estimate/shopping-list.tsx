import { formatMoney } from './money.ts'
import { quantityText } from './quantity-text.ts'
import { costText, type ShownList, totalName, totalText, unitPriceText } from './shown-list.ts'
import { ScrollBox } from '#app/components/results/scroll-box.tsx'
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
	// On a 320 px phone the four columns can be wider than the card (roofing, concrete, deck): the list scrolls instead.
	return (
		<ScrollBox label={caption}>
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
							<td>{quantityText(line.quantity, line.unit)}</td>
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
		</ScrollBox>
	)
}
