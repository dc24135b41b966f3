import { formatFeetInches } from '#app/lib/feet-inches.ts'
import { formatNumber } from '#app/lib/format.ts'
import { inToFt, inToMm, mmToIn, mmToM } from '#app/lib/units.ts'
import type { StairUnit } from './schema.ts'

/**
 * How the stair's lengths are written (docs/calculators/stair-calculator.md §3): mm to 1 decimal, in to 2; m and ft
 * to 2; imperial lengths also in feet and inches to 1/16".
 */

/** A length written plain, in messages and the 'Also compliant' line: '2,647.0 mm', '140.00 in'. */
export function plainLength(value: number, unit: StairUnit) {
	return unit === 'mm' ? `${formatNumber(value, 1)} mm` : `${formatNumber(value, 2)} in`
}

/** The same length in the other unit. */
export function otherUnit(value: number, unit: StairUnit) {
	return unit === 'mm' ? mmToIn(value) : inToMm(value)
}

/** A riser, going or tread board: '216.7 mm (8.53 in)', '7.71 in (7 11/16"; 195.9 mm)'. */
export function shortLength(value: number, unit: StairUnit) {
	const other = plainLength(otherUnit(value, unit), unit === 'mm' ? 'in' : 'mm')
	return unit === 'mm'
		? `${plainLength(value, unit)} (${other})`
		: `${plainLength(value, unit)} (${formatFeetInches(value, 'in')}; ${other})`
}

/** A run, stringer or opening: '2,750.0 mm (2.75 m; 108.27 in)', '130.00 in (10.83 ft, 10' 10"; 3,302.0 mm)'. */
export function longLength(value: number, unit: StairUnit) {
	const other = plainLength(otherUnit(value, unit), unit === 'mm' ? 'in' : 'mm')
	if (unit === 'mm') return `${plainLength(value, unit)} (${formatNumber(mmToM(value))} m; ${other})`
	const feet = inToFt(value)
	return `${plainLength(value, unit)} (${formatNumber(feet)} ft, ${formatFeetInches(feet, 'ft')}; ${other})`
}

/** The headline's riser, in the user's unit only: '216.7 mm', '7.71 in (7 11/16")'. */
export function headlineRiser(value: number, unit: StairUnit) {
	return unit === 'mm' ? plainLength(value, unit) : `${plainLength(value, unit)} (${formatFeetInches(value, 'in')})`
}

/** An angle to 1 decimal: '40.9°'. */
export function degrees(value: number) {
	return `${formatNumber(value, 1)}°`
}
