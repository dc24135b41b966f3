import type { ShownResult } from '#app/components/results/result-lines.ts'

/**
 * What a compute function returns beside its figures so a person can check and act on them (issues #17 and #27):
 * the lines its results show, each with its working, and the things to buy. Both come from compute itself, so the
 * working cannot drift from the results: it is the shown line's own steps and value.
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

/** What compute returns beside its figures: the lines its results render, and what to buy. */
export type Estimated = {
	shown: ShownResult
	purchases: ReadonlyArray<Purchase>
}

/** The working and purchases, as the tools under a result show them (`workedOut`). */
export type Worked = {
	working: ReadonlyArray<WorkingLine>
	purchases: ReadonlyArray<Purchase>
}

/** What the runtime hands the tools under a result: its lines shown and what to buy. */
export type Estimate = { shown?: ShownResult; purchases: ReadonlyArray<Purchase> }

/**
 * A result's lines and purchases; none for something that gives none. Nothing to buy is no line to buy (openings as
 * big as the wall leave 0 tiles): it would only clutter the shopping list. The working of the lines is derived with
 * the tools (`workedOut`), which load after the page.
 */
export function estimateOf(result: unknown): Estimate {
	const { shown, purchases = [] } = (typeof result === 'object' && result !== null ? result : {}) as Partial<Estimated>
	return { shown, purchases: purchases.filter(({ quantity }) => quantity > 0) }
}
