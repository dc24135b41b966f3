/**
 * The field messages of SPEC-NEXT electrical §0 'Validation': empty → 'Enter {field}.'; not a number, Infinity or an
 * exponent → 'Enter a number.'; ≤ 0 where more than 0 is required → 'Must be more than 0.'; above the maximum →
 * 'Must be at most {max} {unit}.'; below the minimum (a typed 0 included) → 'Must be at least {min} {unit}.';
 * counts → 'Enter a whole number from 1 to 200.'. Bounds are checked exactly. Text is read by the site's reader
 * (lib/parse-decimal.ts): '9,600' = 9600, '1,5' = 1.5; a length in feet also takes 12' 6" (decision 039).
 */
import * as v from 'valibot'
import { formatEntered } from '#app/lib/format.ts'
import { ANY_NUMBER, parseDecimal } from '#app/lib/parse-decimal.ts'
import { LENGTH_MESSAGES } from '#app/lib/parse-length.ts'
import { readNumber } from '#app/lib/read-number.ts'

/** {field} of 'Enter {field}.', as §0 lists them. */
export type ElectricalField =
	| 'load current'
	| 'load power'
	| 'power factor'
	| 'length'
	| 'maximum voltage drop'
	| 'voltage'
	| 'run length'
	| 'number of bends'

export type ElectricalBounds = {
	field: ElectricalField
	/** Inclusive minimum; with `isMinExclusive` the value must be more than it (0 < I). */
	min: number
	isMinExclusive?: boolean
	max: number
	/** Written after {min}/{max} ('A', 'ft', '%'); left out where the field has none (power factor). */
	unit?: string
}

export const NUMBER_MESSAGE = 'Enter a number.'
export const MORE_THAN_ZERO_MESSAGE = 'Must be more than 0.'
export const COUNT_MESSAGE = 'Enter a whole number from 1 to 200.'

export function emptyMessage(field: ElectricalField) {
	return `Enter ${field}.`
}

/** Whether a message is an empty field's 'Enter {field}.' (every {field} is lower-case words; 'Enter a number.' is not one). */
export function isEmptyMessage(message: string | undefined) {
	return /^Enter [a-z ]+\.$/.test(message ?? '') && message !== NUMBER_MESSAGE
}

/** {min}/{max} with thousands separators and no trailing zeros, then ' {unit}' where there is one: '10,000 ft', '0.5'. */
function bound(value: number, unit: string | undefined) {
	return unit ? `${formatEntered(value)} ${unit}` : formatEntered(value)
}

/** A length unit lets the field take builders' notation; a mistake in it keeps the message that says which part. */
const LENGTH_UNITS = new Set(['ft', 'm'])

export type ElectricalParse = { ok: true; value: number } | { ok: false; message: string }

/** Reads one typed number with §0's messages, first that applies. */
export function parseElectrical(text: string, bounds: ElectricalBounds): ElectricalParse {
	const trimmed = text.trim()
	if (trimmed === '') return { ok: false, message: emptyMessage(bounds.field) }
	const unit = bounds.unit && LENGTH_UNITS.has(bounds.unit) ? bounds.unit : undefined
	const read = parseDecimal(trimmed, { ...ANY_NUMBER, unit })
	if (!read.ok) {
		// '-12' 6"' is a negative length: out of bounds like '-3', not a misspelt one.
		if (read.message === LENGTH_MESSAGES.negative)
			return outOfBounds(-1, bounds) ?? { ok: false, message: NUMBER_MESSAGE }
		return { ok: false, message: isNotationMistake(trimmed, read.message) ? read.message : NUMBER_MESSAGE }
	}
	return outOfBounds(read.value, bounds) ?? read
}

/** A feet-and-inches or fraction mistake ('12' 6 1/2/3"'), whose own message says which part is wrong. */
function isNotationMistake(text: string, message: string) {
	return /['"’′/]/.test(text) && (Object.values(LENGTH_MESSAGES) as Array<string>).includes(message)
}

function outOfBounds(value: number, bounds: ElectricalBounds): { ok: false; message: string } | undefined {
	if (bounds.isMinExclusive && value <= bounds.min) {
		return {
			ok: false,
			message: bounds.min === 0 ? MORE_THAN_ZERO_MESSAGE : `Must be more than ${bound(bounds.min, bounds.unit)}.`,
		}
	}
	if (value > bounds.max) return { ok: false, message: `Must be at most ${bound(bounds.max, bounds.unit)}.` }
	if (value < bounds.min) return { ok: false, message: `Must be at least ${bound(bounds.min, bounds.unit)}.` }
	return undefined
}

/** Schema for one number field of §0: the typed text in, the number out, or the field's message. */
export function electricalNumber(bounds: ElectricalBounds) {
	return v.pipe(
		v.string(),
		v.rawTransform<string, number>(({ dataset, addIssue, NEVER }) => {
			const parsed = parseElectrical(dataset.value, bounds)
			if (parsed.ok) return parsed.value
			addIssue({ message: parsed.message })
			return NEVER
		}),
	)
}

/** Schema for a count (§0): a whole number from 1 to 200, anything else (empty included) 'Enter a whole number from 1 to 200.'. */
export function electricalCount() {
	return v.pipe(
		v.string(),
		v.rawTransform<string, number>(({ dataset, addIssue, NEVER }) => {
			const read = readNumber(dataset.value.trim())
			if (read.ok && Number.isInteger(read.value) && read.value >= 1 && read.value <= 200) return read.value
			addIssue({ message: COUNT_MESSAGE })
			return NEVER
		}),
	)
}

/**
 * The line under a disabled Calculate (decision 063): the first empty field's 'Enter {field}.', so a field left empty
 * from the start is named without a message under it; undefined leaves the runtime's own line.
 */
export function electricalPendingMessage(errors: Partial<Record<string, string>>) {
	return Object.values(errors).find(isEmptyMessage)
}
