import styles from './results.module.css'

export type ResultRow = { label: string; value: string }

export function ResultsTable({ caption, rows }: { caption: string; rows: ReadonlyArray<ResultRow> }) {
	return (
		<div className={styles.block}>
			<table className={styles.table}>
				<caption>{caption}</caption>
				<tbody>
					{rows.map((row) => (
						<tr key={row.label}>
							<th scope="row">{row.label}</th>
							<td>{row.value}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
