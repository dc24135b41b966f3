/**
 * The cells of a Markdown table's rows as the spec prints them ('| 1/2 (16) | 0.304 |' → ['1/2 (16)', '0.304']), so
 * the tables' unit tests compare the data modules with the spec's own text.
 */
export function specTableRows(table: string) {
	return table
		.trim()
		.split('\n')
		.map((line) =>
			line
				.split('|')
				.slice(1, -1)
				.map((cell) => cell.trim()),
		)
}
