import { type CalculatorEntry, type CalculatorId, calculators } from './calculators.ts'
import { calculatorDescriptions } from './descriptions.ts'

export const MAX_SUGGESTIONS = 8

/**
 * How well an entry matches, best first: the name starts with the term, a word of the name does,
 * the name holds it elsewhere, only the description holds it. Null: no match.
 */
function matchRank(entry: CalculatorEntry, needle: string) {
	const name = entry.name.toLowerCase()
	if (name.startsWith(needle)) return 0
	if (name.split(/\s+/).some((word) => word.startsWith(needle))) return 1
	if (name.includes(needle)) return 2
	return calculatorDescriptions[entry.id as CalculatorId].toLowerCase().includes(needle) ? 3 : null
}

/**
 * Case-insensitive match of the term against name or description; a blank term matches nothing.
 * Better matches come first; on an equal match, calculators that are built come before Coming Soon
 * ones, then catalogue order.
 */
export function searchCatalogue(term: string, entries: ReadonlyArray<CalculatorEntry> = calculators) {
	const needle = term.trim().toLowerCase()
	if (!needle) return []
	return entries
		.map((entry, index) => ({ entry, index, rank: matchRank(entry, needle) }))
		.filter((match): match is { entry: CalculatorEntry; index: number; rank: number } => match.rank !== null)
		.sort((a, b) => a.rank - b.rank || Number(b.entry.isBuilt) - Number(a.entry.isBuilt) || a.index - b.index)
		.map((match) => match.entry)
}
