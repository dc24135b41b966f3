// Reading typed numbers, without valibot: number-input.ts builds the valibot schema helpers on it, and
// a schema that reads a field by hand (the tile size, a wallpaper skirting) calls it directly.

import { formatEntered } from './format.ts'
import { sumParts } from './length-sum.ts'
import { isLengthUnit, LENGTH_MESSAGES, type LengthParse, parseLength } from './parse-length.ts'
import { type DecimalParse, NUMBER_MESSAGE, readNumber } from './read-number.ts'

export { type DecimalParse, NUMBER_MESSAGE } from './read-number.ts'

export type DecimalBounds = {
	min: number
	/** The value must be more than `min` (0 < current), not at least it. */
	isMinExclusive?: boolean
	max: number
	/**
	 * Shown in range messages: 'Must be between 100 and 2,000 mm'. The same unit typed after the number is
	 * taken ('16 A', '3 %'); a length unit also lets the field take '12' 6"' or '240 cm'.
	 */
	unit?: string
	/** Allow only whole numbers (coats, quantities). */
	isWhole?: boolean
}

/** Longest text we try to read as a number; anything longer is not a measurement. */
const MAX_INPUT_LENGTH = 32
/**
 * Longest sum a length field reads ('12' 6" + 3' 2 1/2" + …, lib/length-sum.ts): room for 20 terms of a few
 * characters, and no longer than a link keeps (MAX_TEXT, app/kept-state/address.ts), so a sum survives a link.
 */
export const MAX_SUM_LENGTH = 200

// The one set of field messages of all 27 calculators (docs/decisions/075-one-number-reader.md).

/** An empty field: shown under it once the person empties it; the line under Calculate says what is missing. */
export const REQUIRED_MESSAGE = 'Required'

const WHOLE_MESSAGE = 'Enter a whole number'

/** Bounds that take any finite number: for reading what was typed before checking it. */
export const ANY_NUMBER: DecimalBounds = { min: -Number.MAX_VALUE, max: Number.MAX_VALUE }

function withUnit(value: number, unit: string | undefined) {
	const text = formatEntered(value)
	if (!unit) return text
	return unit === '%' ? `${text}%` : `${text} ${unit}`
}

/** A bound with a true minus sign ('−300'), so the message never shows a hyphen-minus before a digit. */
function signed(value: number, unit?: string) {
	return withUnit(value, unit).replace(/^-/, '−')
}

/** 'Must be between 0.1 and 100 m'; one side only where the other is unbounded; 'more than' for an exclusive minimum. */
function rangeMessage({ min, max, unit, isMinExclusive }: DecimalBounds) {
	const hasMin = min > -Number.MAX_VALUE
	const hasMax = max < Number.MAX_VALUE
	if (isMinExclusive)
		return `Must be more than ${signed(min, hasMax ? undefined : unit)}${hasMax ? ` and at most ${signed(max, unit)}` : ''}`
	if (hasMin && hasMax) return `Must be between ${signed(min)} and ${signed(max, unit)}`
	return hasMax ? `Must be at most ${signed(max, unit)}` : `Must be at least ${signed(min, unit)}`
}

/** A number with something after it: '16 A', '3%', '12 volts'. */
const NUMBER_THEN_WORD = /^([+-]?[\d.,]+)\s*([^\d\s.,].*)$/

/** '1e12' is an exponent, not a unit: the plain reading refuses it as not a number. */
const EXPONENT = /^e[+-]?\d/i

/** The same unit, however it is spaced or capitalised: 'm3/h' is not 'm³/h', but 'cfm' is 'CFM'. */
function isSameUnit(typed: string, unit: string) {
	const plain = (text: string) => text.replace(/\s+/g, '').toLowerCase()
	return plain(typed) === plain(unit)
}

/** How a text reads: as a plain number, and as the field reads it (a length, or a number and the field's unit). */
type Reading = { plain: DecimalParse; read: LengthParse }

/** More than two lists of 200 entries with a few fields each; past it the readings start again. */
const MAX_READINGS = 2000
const readings = new Map<string, Reading>()

/**
 * The reading of trimmed text in a field of `unit`, once per text and unit (decisions 074, 075): the schema
 * reads every field at each change and the field reads its own text again for its hint, so all but the
 * text just typed are read from here.
 */
export function readTyped(trimmed: string, unit: string | undefined): Reading {
	const key = `${unit ?? ''} ${trimmed}`
	const known = readings.get(key)
	if (known) return known
	const plain = readNumber(trimmed)
	const reading = { plain, read: plain.ok ? plain : readField(trimmed, unit) }
	if (readings.size >= MAX_READINGS) readings.clear()
	readings.set(key, reading)
	return reading
}

/**
 * The number of a text with the field's own unit after it ('16 A' in amps, '3 %'), or a message for
 * another unit ('16 V' in amps); the text unchanged where nothing follows the number.
 */
function withoutOwnUnit(
	text: string,
	unit: string | undefined,
): { ok: true; text: string } | { ok: false; message: string } {
	const match = NUMBER_THEN_WORD.exec(text)
	if (!match) return { ok: true, text }
	const [, number = '', word = ''] = match
	if (EXPONENT.test(word)) return { ok: true, text }
	if (unit && isSameUnit(word, unit)) return { ok: true, text: number }
	return { ok: false, message: unit ? `Enter the number in ${unit}` : NUMBER_MESSAGE }
}

/**
 * Reads what a person typed in any number field of the site (docs/calculators/site-rules.md §5). Commas
 * grouping digits in threes are thousands separators ('1,000' = 1000); any other single comma is a
 * decimal point ('1,5' = 1.5, '0,125' = 0.125). The field's own unit may follow the number ('16 A');
 * a field whose unit is a length unit also takes lengths as builders write them (lib/parse-length.ts:
 * '12' 6 1/2"', '240 cm'), in its unit. Exponents, 'Infinity' and other units are refused with a
 * message, never guessed at: a wrong guess costs money. Range before wholeness: '100.5' coats out
 * of 0–100 says the range.
 */
export function parseDecimal(text: string, bounds: DecimalBounds): DecimalParse {
	const trimmed = text.trim()
	if (trimmed === '') return { ok: false, message: REQUIRED_MESSAGE }
	if (trimmed.length > MAX_INPUT_LENGTH && !isShortSum(trimmed, bounds.unit))
		return { ok: false, message: 'Enter a shorter number' }
	const { read } = readTyped(trimmed, bounds.unit)
	// A negative single length gets the bounds, as '-3' does; a sum below zero says so (site-rules.md §5).
	if (!read.ok)
		return read.message === LENGTH_MESSAGES.negative && !read.isSum
			? { ok: false, message: rangeMessage(bounds) }
			: read
	const { value } = read
	const isBelow = bounds.isMinExclusive ? value <= bounds.min : value < bounds.min
	if (isBelow || value > bounds.max) return { ok: false, message: rangeMessage(bounds) }
	if (bounds.isWhole && !Number.isInteger(value)) return { ok: false, message: WHOLE_MESSAGE }
	return { ok: true, value }
}

/** A sum in a length field, within the length a sum may have. */
function isShortSum(trimmed: string, unit: string | undefined) {
	return trimmed.length <= MAX_SUM_LENGTH && isLengthUnit(unit) && sumParts(trimmed) !== null
}

/** The number typed: a length in a length field, else a plain number with at most the field's own unit after it. */
function readField(text: string, unit: string | undefined): LengthParse {
	if (isLengthUnit(unit)) return parseLength(text, unit)
	const number = withoutOwnUnit(text, unit)
	return number.ok ? readNumber(number.text) : number
}
