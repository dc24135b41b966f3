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

/** Bounds that take any finite number: for reading what was typed before checking it. */
export const ANY_NUMBER: DecimalBounds = { min: -Number.MAX_VALUE, max: Number.MAX_VALUE }

export type DecimalParse = { ok: true; value: number } | { ok: false; message: string }

function withUnit(value: number, unit: string | undefined) {
	const text = formatEntered(value)
	if (!unit) return text
	return unit === '%' ? `${text}%` : `${text} ${unit}`
}

/** '1,000', '12,500.5', '1,250,000': digits grouped in threes after a first group of 1-3 not starting with 0. */
const THOUSANDS_GROUPED = /^[+-]?[1-9]\d{0,2}(,\d{3})+(\.\d*)?$/
/** '1,5', '0,125', '2,': one comma, no point. */
const DECIMAL_COMMA = /^[+-]?\d*,\d*$/

/** The text with SPEC-NOTES §2's commas resolved: thousands separators dropped, a decimal comma made a point. */
function normaliseCommas(text: string) {
	if (THOUSANDS_GROUPED.test(text)) return text.replaceAll(',', '')
	if (DECIMAL_COMMA.test(text)) return text.replace(',', '.')
	return text
}

/**
 * Reads what a person typed as a plain decimal (SPEC-NOTES §2 'Typing numbers'). Commas grouping
 * digits in threes are thousands separators ('1,000' = 1000); any other single comma is a decimal
 * point ('1,5' = 1.5, '0,125' = 0.125). Exponents, 'Infinity' and units ('12 ft') are refused with a
 * message, never guessed at: a wrong guess costs money.
 */
export function parseDecimal(text: string, bounds: DecimalBounds): DecimalParse {
	const trimmed = text.trim()
	if (trimmed === '') return { ok: false, message: EMPTY_MESSAGE }
	if (trimmed.length > MAX_INPUT_LENGTH) return { ok: false, message: 'Enter a shorter number' }
	const normalised = normaliseCommas(trimmed)
	if (!PLAIN_DECIMAL.test(normalised)) {
		return {
			ok: false,
			message: /,/.test(trimmed)
				? 'Use a comma only between groups of three digits (1,250) or as the decimal point (2,5)'
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
