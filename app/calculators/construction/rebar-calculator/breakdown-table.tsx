import resultStyles from '#app/components/results/results.module.css'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatNumber } from '#app/lib/format.ts'
import type { RebarRow } from './compute.ts'
import styles from './rebar.module.css'

/** One row per entry (or the grid's one row): size, quantity, length per piece, total length and weight. */
export function BreakdownTable({
	rows,
	lengthUnit,
	weightUnit,
}: {
	rows: ReadonlyArray<RebarRow>
	lengthUnit: string
	weightUnit: string
}) {
	return (
		// On a narrow phone the table scrolls sideways; the box takes focus so arrow keys can scroll it.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
		<div className={`${resultStyles.block} ${styles.scroll}`} role="region" aria-label="Rebar Breakdown" tabIndex={0}>
			<table className={`${resultStyles.table} ${styles.breakdown}`}>
				<caption>Rebar Breakdown</caption>
				<thead>
					<tr>
						<th scope="col">Size</th>
						<th scope="col">Quantity</th>
						<th scope="col">Length per Piece</th>
						<th scope="col">Total Length</th>
						<th scope="col">Total Weight</th>
					</tr>
				</thead>
				<tbody>
					{rows.map((row, index) => (
						<tr key={`${row.size}-${index}`}>
							<th scope="row">{row.size}</th>
							<td>{formatCount(row.quantity)}</td>
							<td>{formatLengths([row.lengthPerPiece], lengthUnit, formatNumber)}</td>
							<td>{formatLengths([row.totalLength], lengthUnit, formatNumber)}</td>
							<td>{`${formatNumber(row.totalWeight)} ${weightUnit}`}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
