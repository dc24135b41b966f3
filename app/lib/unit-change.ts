import { parseDecimal } from './parse-decimal.ts'

/**
 * The one rule for a unit system (or metric sub-unit) change, on every calculator
 * (docs/decisions/036-one-unit-rule.md): what was measured in the old unit starts again from the calculator's
 * defaults (one default entry, no openings); the choices named in `keep` do not depend on units and stay.
 * Keeping the numbers would silently re-read 3000 mm as 3000 m.
 */
export function valuesForNewUnit<TValues extends object, TKey extends keyof TValues>(
	defaults: TValues,
	previous: TValues,
	selection: Partial<TValues>,
	keep: ReadonlyArray<TKey>,
): TValues {
	const kept = Object.fromEntries(keep.map((key) => [key, previous[key]])) as Pick<TValues, TKey>
	return { ...defaults, ...kept, ...selection }
}

/** A calculator's `reset.unitChange` under the one rule: the defaults, with the choices in `keep` carried over. */
export function keepingOnUnitChange<TValues extends object, TKey extends keyof TValues>(
	defaults: TValues,
	keep: ReadonlyArray<TKey>,
) {
	return (previous: TValues, selection: Partial<TValues>) => valuesForNewUnit(defaults, previous, selection, keep)
}

/**
 * A value typed beside a unit select, in the newly chosen unit (docs/decisions/036-one-unit-rule.md: such a
 * change converts the typed value): '100' m² becomes '1076.4' ft². Kept to 4 decimals; text that is not a number
 * stays as typed.
 */
export function convertTyped(text: string, convert: (value: number) => number) {
	const parsed = parseDecimal(text, { min: -Number.MAX_VALUE, max: Number.MAX_VALUE })
	return parsed.ok ? String(Number(convert(parsed.value).toFixed(4))) : text
}
