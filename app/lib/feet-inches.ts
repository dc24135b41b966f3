import { formatCount, formatEntered } from './format.ts'
import { ftToIn, IN_PER_FT } from './units.ts'

/** Results read to the nearest 1/16 inch, as a tape does. */
const PARTS_PER_INCH = 16

function greatestCommonDivisor(a: number, b: number): number {
	return b === 0 ? a : greatestCommonDivisor(b, a % b)
}

/**
 * A length in feet or inches as builders write it, to the nearest 1/16" in lowest terms (issue #15):
 * feet give feet and inches from a foot up (10.97 ft → 10' 11 5/8", 0.5 ft → 6", 16 ft → 16' 0"),
 * inches stay inches (20.5 in → 20 1/2"). As site-rules.md §4 rounds, the sixteenths are cut to 12
 * significant digits before rounding half up, so sums' noise does not tip a half.
 */
export function formatFeetInches(value: number, unit: 'ft' | 'in') {
	if (!Number.isFinite(value)) return '–'
	const inches = unit === 'ft' ? ftToIn(value) : value
	const sixteenths = Math.round(Number(Math.abs(inches * PARTS_PER_INCH).toPrecision(12)))
	const wholeInches = Math.floor(sixteenths / PARTS_PER_INCH)
	const feet = unit === 'ft' ? Math.floor(wholeInches / IN_PER_FT) : 0
	const shownInches = wholeInches - feet * IN_PER_FT
	const rest = sixteenths % PARTS_PER_INCH
	const divisor = greatestCommonDivisor(rest, PARTS_PER_INCH)
	const fraction = rest ? `${rest / divisor}/${PARTS_PER_INCH / divisor}` : ''
	const inchesText = `${shownInches || !fraction ? formatCount(shownInches) : ''}${shownInches && fraction ? ' ' : ''}${fraction}"`
	const sign = inches < 0 && sixteenths > 0 ? '-' : ''
	return `${sign}${feet ? `${formatCount(feet)}' ` : ''}${inchesText}`
}

function isWholeSixteenths(value: number, unit: 'ft' | 'in') {
	const sixteenths = Number(((unit === 'ft' ? ftToIn(value) : value) * PARTS_PER_INCH).toPrecision(12))
	return Number.isInteger(sixteenths)
}

/**
 * Lengths in one unit as the results print them: '4 × 2.4 m'; feet and inches also as builders write
 * them, beside the decimal figure: '16 × 12.5 ft (16' 0" × 12' 6")', '10.97 ft (10' 11 5/8")'.
 * With the default figure, lengths as typed (formatEntered): one that is not whole sixteenths says its
 * reading is rounded, 'about 12' 6 5/16"' for a typed 12' 6 1/3" (issue #37), as the decimal shows what was typed.
 */
export function formatLengths(values: ReadonlyArray<number>, unit: string, figure = formatEntered) {
	const text = `${values.map((value) => figure(value)).join(' × ')} ${unit}`
	if (unit !== 'ft' && unit !== 'in') return text
	const isTyped = figure === formatEntered
	const reading = (value: number) =>
		`${isTyped && !isWholeSixteenths(value, unit) ? 'about ' : ''}${formatFeetInches(value, unit)}`
	return `${text} (${values.map(reading).join(' × ')})`
}
