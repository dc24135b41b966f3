import { formatEntered } from '#app/lib/format.ts'
import { type Currency, formatMoney } from './money.ts'
import type { PricedLine } from './pricing.ts'
import styles from './estimate-tools.module.css'

type ListLine = PricedLine & { currency?: Currency }

/** Things to buy with their prices and costs, and the total in each currency used. */
export function ShoppingList({
	caption,
	lines,
	currency,
	totals,
	totalLabel = 'Total',
}: {
	caption: string
	lines: ReadonlyArray<ListLine>
	/** The currency of lines that do not name their own. */
	currency: Currency
	totals: ReadonlyArray<[Currency, number]>
	totalLabel?: string
}) {
	const money = (amount: number | null, code: Currency) => (amount === null ? '–' : formatMoney(amount, code))
	return (
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
				{lines.map((line) => (
					<tr key={`${line.key}|${line.unit}|${line.currency ?? ''}`}>
						<th scope="row">{line.item}</th>
						<td>{`${formatEntered(line.quantity)} ${line.unit}`}</td>
						<td>{money(line.unitPrice, line.currency ?? currency)}</td>
						<td>{money(line.cost, line.currency ?? currency)}</td>
					</tr>
				))}
			</tbody>
			{totals.length ? (
				<tfoot>
					{totals.map(([code, total]) => (
						<tr key={code}>
							<th scope="row" colSpan={3}>
								{totals.length > 1 ? `${totalLabel} (${code})` : totalLabel}
							</th>
							<td>{formatMoney(total, code)}</td>
						</tr>
					))}
				</tfoot>
			) : null}
		</table>
	)
}
