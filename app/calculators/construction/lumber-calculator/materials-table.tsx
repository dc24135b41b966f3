import resultStyles from '#app/components/results/results.module.css'
import type { CutLine } from './compute.ts'
import styles from './lumber.module.css'

/** The cut list to buy, as computed: Item | Size × length | Qty. */
export function MaterialsTable({ caption, lines }: { caption: string; lines: ReadonlyArray<CutLine> }) {
	return (
		<div className={resultStyles.block}>
			<table className={`${resultStyles.table} ${styles.materials}`}>
				<caption>{caption}</caption>
				<thead>
					<tr>
						<th scope="col">Item</th>
						<th scope="col">Size × length</th>
						<th scope="col">Qty</th>
					</tr>
				</thead>
				<tbody>
					{lines.map((line, index) => (
						<tr key={`${line.label}-${index}`}>
							<th scope="row">{line.label}</th>
							<td>{line.size}</td>
							<td>{line.value}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
