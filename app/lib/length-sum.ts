import { type DecimalParse, NUMBER_MESSAGE, readNumber } from './read-number.ts'

// A short sum in a length field, the way a tape is read off wall by wall (issue #39,
// docs/calculators/site-rules.md §5, docs/decisions/086-sums-in-a-length-field.md): '12' 6" + 3' 2 1/2"',
// '4 m - 600 mm', '3 * 2.4'. Each term is read by the field's own one-length reader, so a sum takes exactly
// the notation the field takes.

export const SUM_MESSAGES = {
	negative: 'A length cannot be negative',
	product: 'Multiply a length by a plain number, e.g. 3 * 2.4',
	dangling: 'Put a length after each + or -',
	terms: 'Give at most 20 lengths in a sum',
}

/** Relative size under which a total is binary noise (docs/calculators/site-rules.md §2's tolerance). */
const NOISE = 1e-9

/** The most terms (lengths joined by + or -) a sum takes. */
export const MAX_SUM_TERMS = 20

/**
 * The operators, captured: +, a minus with a space each side ('-' or '−'), *, × and an x with a space each side.
 * A hyphen without those spaces is not a minus: it joins feet to inches ('12'-6"') or a whole to a fraction.
 */
const OPERATOR = /(\+|\s[-−]\s|[*×]|\s[xX]\s)/

/** A reading that came from a sum: its total, or what is wrong with it. */
export type SumParse = DecimalParse & { isSum: true }

function failed(message: string): SumParse {
	return { ok: false, message, isSum: true }
}

/**
 * A text split at its operators, trimmed, each between the texts it joins ('3 + 2' → '3', '+', '2'); null when it has no
 * operator or starts with one ('+ 3' keeps the one-length reader's message). A space is added at the end so a minus
 * or x typed last ('12' 6" -') still counts as an operator with nothing after it.
 */
export function sumParts(text: string): Array<string> | null {
	const parts = `${text.trim()} `.split(OPERATOR).map((part) => part.trim())
	return parts.length > 1 && parts[0] ? parts : null
}

/**
 * The total of a sum of lengths, in the field's unit, with each length read by `readLength` (the field's one-length
 * reader). Called only for text the reader does not take as one length, so '12' - 6"' and '6 - 1/2"' keep their
 * meaning; in a sum every spaced minus subtracts ('10' + 3' - 6"' is 12' 6"). Multiplication before addition; a
 * product holds at most one length, the rest plain numbers. Null for a text that is not a sum.
 */
export function readLengthSum(text: string, readLength: (text: string) => DecimalParse): SumParse | null {
	const parts = sumParts(text)
	if (!parts) return null
	// Each term is added at the next + or - (or the end): sign × product, the product of its factors.
	let total = 0
	let size = 0
	let terms = 0
	let sign = 0
	let product = 0
	let lengths = 0
	let operator = '+'
	for (const [index, part] of parts.entries()) {
		if (index % 2) {
			operator = part
			continue
		}
		const isTimes = /[*×x]/i.test(operator)
		if (!part) return failed(isTimes ? SUM_MESSAGES.product : SUM_MESSAGES.dangling)
		if (part.startsWith('-')) return failed(SUM_MESSAGES.negative)
		const plain = readNumber(part)
		const read = plain.ok ? plain : readLength(part)
		if (!read.ok) return failed(read.message)
		if (isTimes) {
			product *= read.value
		} else {
			total += sign * product
			size += Math.abs(product)
			if (++terms > MAX_SUM_TERMS) return failed(SUM_MESSAGES.terms)
			sign = operator === '+' ? 1 : -1
			product = read.value
			lengths = 0
		}
		if (!plain.ok && ++lengths > 1) return failed(SUM_MESSAGES.product)
	}
	total += sign * product
	size += Math.abs(product)
	if (!Number.isFinite(total)) return failed(NUMBER_MESSAGE)
	// Binary noise: 0.3 − 0.1 − 0.2 is −2.8e-17, which is 0, not a negative length; 0.1 + 0.2 is 0.3, not
	// 0.30000000000000004 (over a bound of 0.3). 15 digits keep every figure the results show (12 digits).
	if (Math.abs(total) <= size * NOISE) return { ok: true, value: 0, isSum: true }
	if (total < 0) return failed(SUM_MESSAGES.negative)
	return { ok: true, value: Number(total.toPrecision(15)), isSum: true }
}
