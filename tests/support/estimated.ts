import { expect } from 'vitest'
import type { Estimated, Purchase } from '#app/estimate/estimate.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'

/** What a result buys, quantity by key ('deck-board-145-3600-mm': 25), or by unit ('bulk bag': 2). */
export function boughtBy(result: unknown, by: 'key' | 'unit' = 'key') {
	return Object.fromEntries(workedOut(result).purchases.map((purchase) => [purchase[by], purchase.quantity]))
}

/** Each working line as one text, '<label>: <steps>', to compare a result's whole working at once. */
export function stepsOf(result: unknown) {
	return workedOut(result).working.map(({ label, steps }) => `${label}: ${steps}`)
}

/**
 * A quantity below zero: a minus sign starting a number ('-2', '(−2'), not the ' − ' of a subtraction, nor 'R-13',
 * nor a temperature below zero ('−3 °C', a signed value rather than a quantity).
 */
const NEGATIVE = /(^|[\s(])-\d|−(?![\d.,]+\s?°)\d/

/** What a calculator may buy besides whole, positive counts. */
export type Bought = {
	/** The units bought by a volume, weight or area as shown, not a count: 'm³', 'tonne'. */
	decimal?: ReadonlyArray<string>
	/** Whether a purchase may be 0 (the results show none needed, as they show the count). */
	zero?: boolean
}

/**
 * Issue #17: no working step reads NaN, Infinity, undefined or a negative amount; every purchase has a key of
 * lowercase words and digits joined by '-', and is a whole, positive count (0 too where `zero`) or, for the
 * `decimal` units, a positive amount.
 */
export function expectSoundEstimate(
	result: { purchases: ReadonlyArray<unknown> },
	{ decimal = [], zero = false }: Bought = {},
) {
	const { working } = workedOut(result)
	for (const line of working) {
		expect(line.steps, line.label).not.toMatch(/NaN|Infinity|undefined/)
		expect(line.steps, line.label).not.toMatch(NEGATIVE)
	}
	// Not workedOut's purchases: it leaves out what is 0, which is what `zero` checks.
	for (const purchase of result.purchases as ReadonlyArray<Purchase>) {
		expect(purchase.key).toMatch(/^[a-z\d]+(-[a-z\d]+)*$/)
		expect(Number.isFinite(purchase.quantity), purchase.key).toBe(true)
		if (zero) expect(purchase.quantity, purchase.key).toBeGreaterThanOrEqual(0)
		else expect(purchase.quantity, purchase.key).toBeGreaterThan(0)
		if (!decimal.includes(purchase.unit)) expect(Number.isInteger(purchase.quantity), purchase.key).toBe(true)
	}
}

/** The value a result shows under a label, the headline's or a table line's: '2.20 m³ (77.69 ft³)'. */
export function shownValue({ shown }: Estimated, label: string) {
	return [shown.headline, ...shown.tables.flatMap((table) => table.lines)].find((line) => line.label === label)?.value
}
