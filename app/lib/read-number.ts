// One number as a person typed it (docs/calculators/site-rules.md §5), with no bounds: parse-decimal.ts
// reads a field with it, and parse-length.ts reads each number of '12' 6 1/2"' with it.

export type DecimalParse = { ok: true; value: number } | { ok: false; message: string }

/** A number read, with its digits as JavaScript reads them ('1000' for '1,000'), for exact shifts of the point. */
export type NumberRead = { ok: true; value: number; digits: string } | { ok: false; message: string }

/** Text that is not a number: the one wording of every field (docs/decisions/075-one-number-reader.md). */
export const NUMBER_MESSAGE = 'Enter a number'

const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/

/** '1,000', '12,500.5', '1,250,000': digits grouped in threes after a first group of 1-3 not starting with 0. */
const THOUSANDS_GROUPED = /^[+-]?[1-9]\d{0,2}(,\d{3})+(\.\d*)?$/
/** '1,5', '0,125', '2,': one comma, no point. */
const DECIMAL_COMMA = /^[+-]?\d*,\d*$/

/** The text with site-rules.md §5's commas resolved: thousands separators dropped, a decimal comma made a point. */
function normaliseCommas(text: string) {
	if (THOUSANDS_GROUPED.test(text)) return text.replaceAll(',', '')
	if (DECIMAL_COMMA.test(text)) return text.replace(',', '.')
	return text
}

/**
 * A plain decimal, trimmed text in: commas grouping digits in threes are thousands separators
 * ('1,000' = 1000); any other single comma is a decimal point ('1,5' = 1.5, '0,125' = 0.125).
 * Exponents, 'Infinity' and anything else are refused with a message, never guessed at.
 */
export function readNumber(text: string): NumberRead {
	const digits = normaliseCommas(text)
	if (!PLAIN_DECIMAL.test(digits)) {
		return {
			ok: false,
			message: text.includes(',')
				? 'Use a comma only between groups of three digits (1,250) or as the decimal point (2,5)'
				: NUMBER_MESSAGE,
		}
	}
	const value = Number(digits)
	return Number.isFinite(value) ? { ok: true, value, digits } : { ok: false, message: NUMBER_MESSAGE }
}
