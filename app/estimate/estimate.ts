/**
 * What a compute function returns beside its figures so a person can check and act on them (issue #17):
 * the working of each result line, and the things to buy. Both come from compute itself, so they cannot
 * drift from the results: unit tests check that each line's final number is the result's.
 */

/** One result line's working, with the person's own numbers: '30 drops ÷ 3 drops per roll = 10 rolls'. */
export type WorkingLine = {
	/** The result label it explains, as the results show it: 'Rolls Needed'. */
	label: string
	/** The arithmetic, ending with '= <result>' or '→ <result>' exactly as the results show it. */
	steps: string
}

/** One thing to buy: a whole count of boards, tiles, bags, tins or rolls, or a volume of ready-mix. */
export type Purchase = {
	/** Names the product across calculators and in the address (`price.<key>`): lowercase, digits, '-'. */
	key: string
	/** What it is, for the shopping list and the price field: 'Paint, 5 L tin'. */
	item: string
	quantity: number
	/** What a price is per, singular: 'tin', 'roll', 'bag', 'm³'. */
	unit: string
}

export type Estimated = {
	working: ReadonlyArray<WorkingLine>
	purchases: ReadonlyArray<Purchase>
}

const EMPTY: Estimated = { working: [], purchases: [] }

/**
 * A result's working and purchases; none for a calculator that does not give them. Nothing to buy is
 * no line to buy (openings as big as the wall leave 0 tiles): it would only clutter the shopping list.
 */
export function estimateOf(result: unknown): Estimated {
	if (typeof result !== 'object' || result === null) return EMPTY
	const { working, purchases } = result as Partial<Estimated>
	return { working: working ?? [], purchases: (purchases ?? []).filter(({ quantity }) => quantity > 0) }
}

/** The result a working line arrives at: what follows its last '= ' or '→ '. */
export function resultOfSteps(steps: string) {
	const at = Math.max(steps.lastIndexOf('= '), steps.lastIndexOf('→ '))
	return at < 0 ? steps : steps.slice(at + 2)
}
