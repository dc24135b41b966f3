import resultStyles from '#app/components/results/results.module.css'
import { formatCount } from '#app/lib/format.ts'
import styles from './lumber.module.css'

export type MaterialRow = { item: string; size: string; quantity: number }

/** The cut list to buy: Item | Size × length | Qty. */
export function MaterialsTable({ rows }: { rows: ReadonlyArray<MaterialRow> }) {
	return (
		<div className={resultStyles.block}>
			<table className={`${resultStyles.table} ${styles.materials}`}>
				<caption>Timber to Buy</caption>
				<thead>
					<tr>
						<th scope="col">Item</th>
						<th scope="col">Size × length</th>
						<th scope="col">Qty</th>
					</tr>
				</thead>
				<tbody>
					{rows.map((row, index) => (
						<tr key={`${row.item}-${index}`}>
							<th scope="row">{row.item}</th>
							<td>{row.size}</td>
							<td>{formatCount(row.quantity)}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
