// Reading typed numbers, without valibot: a page that validates by hand (tile) loads this alone and
// keeps the schema library out of its JS. number-input.ts builds the valibot schema helpers on it.

import { formatEntered } from './format.ts'

export type DecimalBounds = {
	min: number
	max: number
	/** Shown in range messages: 'Must be at least 100 mm'. */
	unit?: string
	/** Allow only whole numbers (coats, quantities). */
	isWhole?: boolean
}

/** Longest text we try to read as a number; anything longer is not a measurement. */
const MAX_INPUT_LENGTH = 32

const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/

/** The message of an empty field: never shown under it; the line under Calculate says what is missing. */
export const EMPTY_MESSAGE = 'Enter a value'

export type DecimalParse = { ok: true; value: number } | { ok: false; message: string }

function withUnit(value: number, unit: string | undefined) {
	const text = formatEntered(value)
	if (!unit) return text
	return unit === '%' ? `${text}%` : `${text} ${unit}`
}

/**
 * Reads what a person typed as a plain decimal. Exponents, 'Infinity', units ('12 ft') and
 * thousands separators are refused with a message, never guessed at: a wrong guess costs money.
 * A single comma with other than three digits after it is read as a decimal point ('2,5').
 */
export function parseDecimal(text: string, bounds: DecimalBounds): DecimalParse {
	const trimmed = text.trim()
	if (trimmed === '') return { ok: false, message: EMPTY_MESSAGE }
	if (trimmed.length > MAX_INPUT_LENGTH) return { ok: false, message: 'Enter a shorter number' }
	const normalised = /^[+-]?\d*,\d{0,2}$|^[+-]?\d*,\d{4,}$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed
	if (!PLAIN_DECIMAL.test(normalised)) {
		return {
			ok: false,
			message: /,/.test(trimmed)
				? 'Enter the number without thousands separators, e.g. 1200'
				: 'Enter a number using digits only, e.g. 2.5',
		}
	}
	const value = Number(normalised)
	if (!Number.isFinite(value)) return { ok: false, message: 'Enter a number using digits only, e.g. 2.5' }
	if (bounds.isWhole && !Number.isInteger(value)) return { ok: false, message: 'Enter a whole number' }
	if (value < bounds.min) return { ok: false, message: `Must be at least ${withUnit(bounds.min, bounds.unit)}` }
	if (value > bounds.max) return { ok: false, message: `Must be at most ${withUnit(bounds.max, bounds.unit)}` }
	return { ok: true, value }
}
