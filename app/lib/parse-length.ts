import { formatEntered } from './format.ts'
import { readLengthSum, SUM_MESSAGES } from './length-sum.ts'
import { type DecimalParse, readNumber } from './read-number.ts'
import { CM_PER_M, ftToIn, IN_PER_FT, inToFt, MM_PER_M } from './units.ts'

// Lengths as builders write them (issue #15, docs/decisions/039-feet-inches-and-fractions.md): every
// length field reads its text here, so each calculator's fields take the notation with no change of
// their own. Every accepted text has one meaning; anything else is a message, never a guess.

export type LengthUnit = 'ft' | 'in' | 'm' | 'cm' | 'mm'

const UNITS_PER_M: Record<string, number> = { m: 1, cm: CM_PER_M, mm: MM_PER_M }

/** Feet and inches marks (typed, typographic and primes) and words; '' (two foot marks) is not inches. */
const FEET = /^(['’‘′]|ft|foot|feet)$/i
const INCHES = /^(["”“″]|in|inch|inches)$/i
const METRIC = /^[cm]?m$/i

const HELP = {
	ft: `Enter feet and inches, e.g. 12' 6 1/2" or 12.5`,
	in: 'Enter inches, e.g. 6 1/2" or 6.5',
}

export const LENGTH_MESSAGES = {
	negative: SUM_MESSAGES.negative,
	doubleMark: `Write inches with ", not ''`,
	doubleSlash: 'Write a fraction with one /, e.g. 5/8',
	fraction: 'Write a fraction as two whole numbers, e.g. 5/8',
	zero: 'The number under / must be above 0',
	whole: 'Put a whole number before a fraction, e.g. 6 1/2',
	twoFractions: 'Give one fraction per number, e.g. 6 1/2',
	hyphen: `Use - only between feet and inches (12'-6") or in a fraction (6-1/2)`,
	order: `Write feet, then inches, e.g. 12' 6 1/2"`,
	mark: `Mark feet and inches, e.g. 12' 6"`,
	noNumber: 'Put a number before each mark or unit',
}

function unitOf(word: string): LengthUnit | undefined {
	if (FEET.test(word)) return 'ft'
	if (INCHES.test(word)) return 'in'
	return METRIC.test(word) ? (word.toLowerCase() as LengthUnit) : undefined
}

function isImperial(unit: LengthUnit | undefined): unit is 'ft' | 'in' {
	return unit === 'ft' || unit === 'in'
}

/** Whether a field's unit is a length unit, whose text parseLength reads. */
export function isLengthUnit(unit: string | undefined): unit is LengthUnit {
	return unit !== undefined && unitOf(unit) === unit
}

type Token = { text: string; unit?: LengthUnit | undefined }

/** A fraction part: whole digits only. */
const WHOLE = /^\d+$/

/** A minus sign: a hyphen that starts the text, or has a space before it and a number right after it. */
const MINUS = /^-|\s-[\d.,]/

type Failed = { ok: false; message: string }

/** A length read, and whether it was a sum ('12' 6" + 3' 2 1/2"', lib/length-sum.ts). */
export type LengthParse = DecimalParse & { isSum?: true }

/**
 * The length a field's text gives, in the field's unit: one length (parseOneLength), or else a short sum of them
 * ('12' 6" + 3' 2 1/2"', '4 m - 600 mm', '3 * 2.4'; lib/length-sum.ts). Text that reads as one length keeps that
 * meaning ('12' - 6"', '6 - 1/2"'); text with no operator keeps its message. Not bounds-checked.
 */
export function parseLength(text: string, unit: LengthUnit): LengthParse {
	const one = parseOneLength(text, unit)
	return one.ok ? one : (readLengthSum(text, (term) => parseOneLength(term, unit)) ?? one)
}

function fail(message: string): Failed {
	return { ok: false, message }
}

/**
 * One length: reads '12' 6 1/2"', '12'-6"', '12 ft. 6 in.', '6-1/2"', '3/4', '12 1/2' (in the field's own unit) in
 * a feet or inches field, and '2.4 m', '240 cm', '2400 mm' in a metric one, as a value in `unit`.
 * Plain numbers read as they always have (docs/calculators/site-rules.md §5, commas included), in every number of the
 * notation too ('6,5"'). Spaces separate, and more of them change nothing; a hyphen is a minus sign
 * (refused) only at the start or with a space before it and a number right after it ('12' -6"').
 * Fractions are whole numbers, proper and over more than 0 ('11/4' asks for '2 3/4': it is how
 * '1 1/4' goes wrong); marks come feet first, each once, and inches after feet are under 12 ('5' 13"'
 * asks for 6' 1"). The value is not bounds-checked.
 */
export function parseOneLength(text: string, unit: LengthUnit): DecimalParse {
	const trimmed = text.trim()
	const plain = readNumber(trimmed)
	if (plain.ok) return plain
	const help = isImperial(unit) ? HELP[unit] : plain.message
	if (MINUS.test(trimmed)) return fail(LENGTH_MESSAGES.negative)
	// A word may end with a period ('12 ft. 6 in.'); unitOf reads the word without it.
	const tokens: Array<Token> = (trimmed.match(/[\d.,]+|[a-z]+\.?|['’‘′]{2}|\S/gi) ?? []).map((text) => ({
		text,
		unit: unitOf(text.replace(/\.$/, '')),
	}))
	const unknown = tokens.find((token) => !token.unit && !/^[\d.,/-]/.test(token.text))
	if (unknown)
		return fail(unknown.text.length === 2 && !/[a-z]/i.test(unknown.text) ? LENGTH_MESSAGES.doubleMark : help)

	if (!isImperial(unit)) {
		const [number, typed, ...rest] = tokens
		const read = readNumber(number?.text ?? '')
		if (!read.ok || !typed?.unit || isImperial(typed.unit) || rest.length > 0) {
			return fail(read.ok ? plain.message : read.message)
		}
		const shift = Math.round(Math.log10((UNITS_PER_M[unit] ?? 1) / (UNITS_PER_M[typed.unit] ?? 1)))
		return { ok: true, value: Number(`${read.digits}e${shift}`) }
	}

	let index = 0
	const peek = (offset = 0) => tokens[index + offset]?.text
	/** One number: '6', '6.5', '3/4', '6 1/2', '6-1/2'. */
	function quantity(): DecimalParse {
		const first = peek() ?? ''
		if (!/^[\d.,]/.test(first)) return fail(first === '/' ? LENGTH_MESSAGES.fraction : LENGTH_MESSAGES.noNumber)
		index += 1
		if (peek() === '/') return fraction(first, 0)
		const isJoined = peek() === '-'
		if (isJoined || peek(1) === '/') {
			if (isJoined) index += 1
			// Whole, grouped as results print it ('1,234 1/2"'), but never a decimal ('6.5 1/2').
			const whole = readNumber(first)
			if (!whole.ok || !Number.isInteger(whole.value)) return fail(LENGTH_MESSAGES.whole)
			const numerator = peek() ?? ''
			if (peek(1) !== '/') return fail(isJoined ? LENGTH_MESSAGES.hyphen : LENGTH_MESSAGES.mark)
			index += 1
			return fraction(numerator, whole.value)
		}
		return readNumber(first)
	}
	/** 'numerator/denominator', the slash next, after `whole`. */
	function fraction(numeratorText: string, whole: number): DecimalParse {
		index += 1
		if (peek() === '/') return fail(LENGTH_MESSAGES.doubleSlash)
		const denominatorText = peek() ?? ''
		index += 1
		if (!WHOLE.test(numeratorText) || !WHOLE.test(denominatorText)) return fail(LENGTH_MESSAGES.fraction)
		const [numerator, denominator] = [Number(numeratorText), Number(denominatorText)]
		if (denominator === 0) return fail(LENGTH_MESSAGES.zero)
		if (numerator >= denominator) {
			const rest = numerator % denominator
			const mixed = `${Math.floor(numerator / denominator)}${rest ? ` ${rest}/${denominator}` : ''}`
			return fail(`Write ${numerator}/${denominator} as ${mixed}`)
		}
		if (peek() === '/') return fail(LENGTH_MESSAGES.doubleSlash)
		if (/^[\d.,]/.test(peek() ?? '') && peek(1) === '/') return fail(LENGTH_MESSAGES.twoFractions)
		return { ok: true, value: (whole * denominator + numerator) / denominator }
	}

	const parts: Array<{ value: number; unit?: LengthUnit | undefined }> = []
	while (index < tokens.length) {
		const read = quantity()
		if (!read.ok) return read
		const mark = tokens[index]?.unit
		if (mark) index += 1
		if (mark && !isImperial(mark)) return fail(help)
		parts.push({ value: read.value, unit: mark })
		if (mark === 'ft' && peek() === '-') {
			index += 1
			if (index === tokens.length) return fail(LENGTH_MESSAGES.hyphen)
		}
		if (peek() === '-') return fail(LENGTH_MESSAGES.hyphen)
	}
	const [first, second, third] = parts
	if (!first) return fail(help)
	if (second && (third || first.unit !== 'ft' || second.unit === 'ft')) {
		return fail(first.unit ? LENGTH_MESSAGES.order : LENGTH_MESSAGES.mark)
	}
	// 5' 13" is a slip, most likely for 6' 1"; reading it as 6' 1" would be a guess (issue #26).
	if (second && second.value >= IN_PER_FT) {
		const feet = formatEntered(first.value + Math.floor(second.value / IN_PER_FT))
		return fail(
			`Inches after feet must be under 12; did you mean ${feet}' ${formatEntered(second.value % IN_PER_FT)}"?`,
		)
	}
	// A number after the feet is inches, marked or not ('12' 6'); each part in the field's unit.
	const inField = (value: number, from: LengthUnit | undefined) => {
		if (from === 'ft' && unit === 'in') return ftToIn(value)
		return from === 'in' && unit === 'ft' ? inToFt(value) : value
	}
	return { ok: true, value: inField(first.value, first.unit) + (second ? inField(second.value, 'in') : 0) }
}
