import * as v from 'valibot'
import { type DecimalParse, readNumber } from '#app/lib/read-number.ts'

export const NOT_A_NUMBER_MESSAGE = 'Enter a number.'
export const COUNT_MESSAGE = 'Enter a whole number from 1 to 200.'
const MAX_COUNT = 200

/** A count (§0): anything but a whole number from 1 to 200, empty included, gets the one message. */
export function readCount(text: string): DecimalParse {
	const read = readNumber(text.trim())
	return read.ok && Number.isInteger(read.value) && read.value >= 1 && read.value <= MAX_COUNT
		? { ok: true, value: read.value }
		: { ok: false, message: COUNT_MESSAGE }
}

/**
 * A number that must be more than 0 (§0): empty → `empty` ('Enter run length.'), not a number (Infinity and
 * exponents included) → 'Enter a number.', ≤ 0 → 'Must be more than 0.', above `max` → `over`.
 */
export function readPositive(text: string, { empty, max, over }: { empty: string; max: number; over: string }) {
	const trimmed = text.trim()
	if (trimmed === '') return { ok: false, message: empty } as const
	const read = readNumber(trimmed)
	if (!read.ok) return { ok: false, message: NOT_A_NUMBER_MESSAGE } as const
	if (read.value <= 0) return { ok: false, message: 'Must be more than 0.' } as const
	if (read.value > max) return { ok: false, message: over } as const
	return { ok: true, value: read.value } as const
}

/** A valibot schema for a text field read by `read`: a number out, or the reader's message as the issue. */
export function readField(read: (text: string) => DecimalParse) {
	return v.pipe(
		v.string(),
		v.rawTransform<string, number>(({ dataset, addIssue, NEVER }) => {
			const parsed = read(dataset.value)
			if (parsed.ok) return parsed.value
			addIssue({ message: parsed.message })
			return NEVER
		}),
	)
}
