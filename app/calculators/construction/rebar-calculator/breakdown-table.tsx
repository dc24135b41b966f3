import { ScrollBox } from '#app/components/results/scroll-box.tsx'
import resultStyles from '#app/components/results/results.module.css'
import type { BreakdownLine } from './types.ts'
import styles from './rebar.module.css'

/** One row per entry (or the grid's one row), as computed: size, quantity, length per piece, total length and weight. */
export function BreakdownTable({ caption, lines }: { caption: string; lines: ReadonlyArray<BreakdownLine> }) {
	return (
		<ScrollBox label={caption} isBlock>
			<table className={`${resultStyles.table} ${styles.breakdown}`}>
				<caption>{caption}</caption>
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
					{lines.map((line, index) => (
						<tr key={`${line.label}-${index}`}>
							<th scope="row">{line.label}</th>
							<td>{line.quantity}</td>
							<td>{line.lengthPerPiece}</td>
							<td>{line.totalLength}</td>
							<td>{line.value}</td>
						</tr>
					))}
				</tbody>
			</table>
		</ScrollBox>
	)
}
