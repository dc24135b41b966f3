import { type CalculatorEntry, calculators } from './calculators.ts'

export const MAX_SUGGESTIONS = 8

/** Case-insensitive match of the term against name or description; a blank term matches nothing. */
export function searchCatalogue(term: string, entries: ReadonlyArray<CalculatorEntry> = calculators) {
	const needle = term.trim().toLowerCase()
	if (!needle) return []
	return entries.filter(
		(entry) => entry.name.toLowerCase().includes(needle) || entry.description.toLowerCase().includes(needle),
	)
}
