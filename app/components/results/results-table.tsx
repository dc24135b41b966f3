import type { ResultTable } from './result-lines.ts'
import styles from './results.module.css'

export type ResultRow = { label: string; value: string }

export function ResultsTable({ caption, lines }: { caption: string; lines: ReadonlyArray<ResultRow> }) {
	return (
		<div className={styles.block}>
			<table className={styles.table}>
				<caption>{caption}</caption>
				<tbody>
					{lines.map((row) => (
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

/** A result's tables as its compute built them (`ShownResult.tables`), in order. */
export function ResultTables({ tables }: { tables: ReadonlyArray<ResultTable> }) {
	return tables.map((table) => <ResultsTable key={table.caption} {...table} />)
}
