// Reading typed numbers, without valibot: number-input.ts builds the valibot schema helpers on it, and
// a schema that reads a field by hand (the tile size, a wallpaper skirting) calls it directly.

import { formatEntered } from './format.ts'
import { isLengthUnit, LENGTH_MESSAGES, parseLength } from './parse-length.ts'
import { type DecimalParse, readNumber } from './read-number.ts'

export type { DecimalParse } from './read-number.ts'

export type DecimalBounds = {
	min: number
	max: number
	/** Shown in range messages: 'Must be at least 100 mm'. A length unit also lets the field take '12' 6"' or '240 cm'. */
	unit?: string
	/** Allow only whole numbers (coats, quantities). */
	isWhole?: boolean
	/**
	 * The generic wording of SPEC-NEXT's calculators: 'Enter a number' for text that is not one, and
	 * 'Must be between {min} and {max} {unit}' out of bounds. A length written with a mistake in its
	 * feet, inches or fraction keeps the message that says which (decision 039).
	 */
	plainMessages?: boolean
	/**
	 * An empty field reads 'Required', shown under the field (SPEC-NEXT plumbing-and-hvac §0), in place of
	 * 'Enter a value', which only the line under Calculate shows.
	 */
	isRequiredShown?: boolean
}

/** Longest text we try to read as a number; anything longer is not a measurement. */
const MAX_INPUT_LENGTH = 32

/** The message of an empty field: never shown under it; the line under Calculate says what is missing. */
export const EMPTY_MESSAGE = 'Enter a value'

/** SPEC-NEXT's message for text that is not a number (with `plainMessages`). */
export const NUMBER_MESSAGE = 'Enter a number'

/** The message of an empty field with `isRequiredShown`: shown under the field. */
export const REQUIRED_MESSAGE = 'Required'

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

/** How a text reads: as a plain number, and as the field reads it (a length in a length unit's field). */
export type Reading = { plain: DecimalParse; read: DecimalParse }

/** More than two lists of 200 entries with a few fields each; past it the readings start again. */
const MAX_READINGS = 2000
const readings = new Map<string, Reading>()

/**
 * The reading of trimmed text in a field of `unit`, once per text and unit (decision 074): the schema
 * reads every field at each change and the field reads its own text again for its hint, so all but the
 * text just typed are read from here.
 */
export function readTyped(trimmed: string, unit: string | undefined): Reading {
	const lengthUnit = isLengthUnit(unit) ? unit : undefined
	const key = `${lengthUnit ?? ''} ${trimmed}`
	const known = readings.get(key)
	if (known) return known
	const plain = readNumber(trimmed)
	const reading = { plain, read: plain.ok || !lengthUnit ? plain : parseLength(trimmed, lengthUnit) }
	if (readings.size >= MAX_READINGS) readings.clear()
	readings.set(key, reading)
	return reading
}

/**
 * Reads what a person typed (SPEC-NOTES §2 'Typing numbers'). Commas grouping digits in threes are
 * thousands separators ('1,000' = 1000); any other single comma is a decimal point ('1,5' = 1.5,
 * '0,125' = 0.125). A field whose unit is a length unit also takes lengths as builders write them
 * (lib/parse-length.ts: '12' 6 1/2"', '240 cm'), in its unit. Exponents, 'Infinity' and other units
 * are refused with a message, never guessed at: a wrong guess costs money.
 */
export function parseDecimal(text: string, bounds: DecimalBounds): DecimalParse {
	const trimmed = text.trim()
	if (trimmed === '') return { ok: false, message: bounds.isRequiredShown ? REQUIRED_MESSAGE : EMPTY_MESSAGE }
	if (trimmed.length > MAX_INPUT_LENGTH) return { ok: false, message: 'Enter a shorter number' }
	const { read, plain } = readTyped(trimmed, bounds.unit)
	if (!read.ok) {
		// A negative length (-12' 6") is a value outside the bounds, as SPEC-NEXT words it.
		if (bounds.plainMessages && read.message === LENGTH_MESSAGES.negative) {
			return { ok: false, message: `Must be between ${signed(bounds.min)} and ${signed(bounds.max, bounds.unit)}` }
		}
		// The plain reading's own message means no length notation was found to say more about.
		const isPlainFailure = bounds.plainMessages && !plain.ok && read.message === plain.message
		return isPlainFailure ? { ok: false, message: NUMBER_MESSAGE } : read
	}
	const { value } = read
	// SPEC-NEXT lists the range before wholeness: '100.5' coats out of 0–100 says 'Must be between 0 and 100'.
	if (bounds.plainMessages && (value < bounds.min || value > bounds.max)) {
		return {
			ok: false,
			message: `Must be between ${signed(bounds.min)} and ${signed(bounds.max, bounds.unit)}`,
		}
	}
	if (bounds.isWhole && !Number.isInteger(value)) return { ok: false, message: 'Enter a whole number' }
	if (value < bounds.min) return { ok: false, message: `Must be at least ${withUnit(bounds.min, bounds.unit)}` }
	if (value > bounds.max) return { ok: false, message: `Must be at most ${withUnit(bounds.max, bounds.unit)}` }
	return { ok: true, value }
}
