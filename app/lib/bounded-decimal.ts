import * as v from 'valibot'
import { formatEntered } from './format.ts'
import { ANY_NUMBER, type DecimalBounds, type DecimalParse, EMPTY_MESSAGE, parseDecimal } from './parse-decimal.ts'

// The field messages of the SPEC-NEXT calculators (docs/decisions/058-plumbing-validation.md): one range
// message with both bounds, 'Enter a number' for text that is not one, and range before wholeness.

export const NOT_A_NUMBER_MESSAGE = 'Enter a number'
export const WHOLE_NUMBER_MESSAGE = 'Enter a whole number'

/** Feet and inches marks and fractions: text written in builders' notation keeps the notation's own advice. */
const NOTATION = /['’‘′"”“″/]/

/** A bound as a person reads it, with a true minus sign: '−300', '60,000'. */
function boundText(value: number) {
	return formatEntered(value).replace(/^-/, '−')
}

export function rangeMessage({ min, max, unit }: DecimalBounds) {
	return `Must be between ${boundText(min)} and ${boundText(max)}${unit ? ` ${unit}` : ''}`
}

/**
 * Reads a field and checks it, giving the first message that applies: empty (EMPTY_MESSAGE, shown under
 * Calculate, decision 002), not a number, outside the bounds (a typed 0 included), not whole for counts.
 */
export function parseBounded(text: string, bounds: DecimalBounds): DecimalParse {
	const read = parseDecimal(text, { ...ANY_NUMBER, unit: bounds.unit })
	if (!read.ok) {
		const isNotation = (bounds.unit === 'ft' || bounds.unit === 'in') && NOTATION.test(text)
		const message = read.message === EMPTY_MESSAGE || isNotation ? read.message : NOT_A_NUMBER_MESSAGE
		return { ok: false, message }
	}
	if (read.value < bounds.min || read.value > bounds.max) return { ok: false, message: rangeMessage(bounds) }
	if (bounds.isWhole && !Number.isInteger(read.value)) return { ok: false, message: WHOLE_NUMBER_MESSAGE }
	return read
}

/** Schema for one numeric text field with these messages: a string in, a number within bounds out. */
export function boundedDecimal(bounds: DecimalBounds) {
	return v.pipe(
		v.string(),
		v.rawTransform<string, number>(({ dataset, addIssue, NEVER }) => {
			const parsed = parseBounded(dataset.value, bounds)
			if (parsed.ok) return parsed.value
			addIssue({ message: parsed.message })
			return NEVER
		}),
	)
}
