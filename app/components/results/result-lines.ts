/**
 * What a result shows, built once by its compute (issue #27): the results, 'Show working', the project, CSV, text
 * and print all read these lines, so no figure is derived twice.
 */

/** One line a result shows: 'Voltage drop' and '6.34 V', with the working that arrives at it. */
export type ResultLine = {
	/** As the results label it: 'Rolls Needed'. */
	label: string
	/** The value with its unit, exactly as shown: '6.34 V', '12 rolls', 'PASS'. */
	value: string
	/**
	 * The arithmetic with the person's own numbers, up to the value: '30 drops ÷ 3 drops per roll =', ending with '='
	 * or '→'. None for a figure looked up or typed.
	 */
	steps?: string
}

/** A table of result lines under its caption: 'Sizing', 'Voltage drop along the run'. */
export type ResultTable = {
	caption: string
	lines: ReadonlyArray<ResultLine>
	/** One of a table repeated for each entry (a room): its lines' working is named '<caption>: <label>' ('Room 1: Drops'). */
	isPerEntry?: boolean
}

/** A result's lines: the key figure, shown big, then its tables in order. */
export type ShownResult = {
	/** `isMessage`: the headline is a sentence in place of the key figure ('No single conductor … meets both limits'). */
	headline: ResultLine & { isMessage?: boolean }
	tables: ReadonlyArray<ResultTable>
}
