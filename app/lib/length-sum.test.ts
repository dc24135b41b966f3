import fc from 'fast-check'
import { expect, test } from 'vitest'
import { lengthMessageOf as messageOf, lengthOf as totalOf } from '../../tests/support/lengths.ts'
import { MAX_SUM_TERMS, SUM_MESSAGES } from './length-sum.ts'
import { LENGTH_MESSAGES, type LengthUnit, parseLength, parseOneLength } from './parse-length.ts'

// docs/calculators/site-rules.md §5: a short sum in any length field (issue #39).

test("the rule's examples, worked by hand", () => {
	// 12' 6" + 3' 2 1/2" = 15' 8 1/2" = 15 + 8.5 / 12 = 15.708333… ft
	expect(totalOf(`12' 6" + 3' 2 1/2"`, 'ft')).toBeCloseTo(15 + 8.5 / 12, 12)
	// the same in inches: 150 + 38.5 = 188.5
	expect(totalOf(`12' 6" + 3' 2 1/2"`, 'in')).toBe(188.5)
	// 4 m − 600 mm = 4 − 0.6 = 3.4 m
	expect(totalOf('4 m - 600 mm', 'm')).toBe(3.4)
	// 3 × 2.4 = 7.2 (7.199999999999999 in binary, 7.2 to 15 digits)
	expect(totalOf('3 * 2.4', 'm')).toBe(7.2)
	// 2' 6" × 4 = 2.5 × 4 = 10 ft
	expect(totalOf(`2' 6" × 4`, 'ft')).toBe(10)
	// 4 × 900 mm = 3,600 mm = 3.6 m
	expect(totalOf('4 x 900 mm', 'm')).toBe(3.6)
	// 12' 6" − 3' 2" = 150 − 38 = 112" = 9' 4" = 9.333… ft
	expect(totalOf(`12' 6" - 3' 2"`, 'ft')).toBeCloseTo(9 + 4 / 12, 12)
	// 10' − 3' = 7'; 14 − 2.5 = 11.5
	expect(totalOf(`10' - 3'`, 'ft')).toBe(7)
	expect(totalOf('14 - 2.5', 'ft')).toBe(11.5)
	// the typographic minus: 3.6 − 0.9 = 2.7
	expect(totalOf('3.6 − 0.9', 'm')).toBe(2.7)
})

test('multiplication comes before addition, and each term is in the field unit unless it says otherwise', () => {
	// 2 × 3.6 + 2 × 2.4 = 7.2 + 4.8 = 12 m: a room's four walls
	expect(totalOf('2 * 3.6 + 2 * 2.4', 'm')).toBe(12)
	// 3.6 + 2.4 × 2 = 3.6 + 4.8 = 8.4, not 6 × 2
	expect(totalOf('3.6 + 2.4 * 2', 'm')).toBe(8.4)
	// in a millimetre field: 2,400 + 0.6 m = 2,400 + 600 = 3,000 mm; 1,200 is grouped, 2,5 has a decimal comma
	expect(totalOf('2,400 + 0.6 m', 'mm')).toBe(3000)
	expect(totalOf('1,200 + 2,5', 'mm')).toBe(1202.5)
	// in a centimetre field: 2.4 m + 30 cm + 5 mm = 240 + 30 + 0.5 = 270.5 cm
	expect(totalOf('2.4 m + 30 cm + 5 mm', 'cm')).toBe(270.5)
	// in feet: 10 ft + 6 in + 3 = 10 + 0.5 + 3 = 13.5 ft; an unmarked term is in feet
	expect(totalOf('10 ft + 6 in + 3', 'ft')).toBe(13.5)
	// in inches: 1' + 6 1/2 = 12 + 6.5 = 18.5 in
	expect(totalOf(`1' + 6 1/2`, 'in')).toBe(18.5)
	// no spaces around + or *: 1.2+0.8 = 2; 2*1.5 = 3; 2×1.5 = 3
	expect(totalOf('1.2+0.8', 'm')).toBe(2)
	expect(totalOf('2*1.5', 'm')).toBe(3)
	expect(totalOf('2×1.5', 'm')).toBe(3)
	// a plain number on either side of a length, and two plain numbers: 2 × 3 × 0.5 m = 3 m
	expect(totalOf('0.5 m * 2 * 3', 'm')).toBe(3)
	// a fraction is a length in a feet field, a decimal a plain number: 2.4 × 1/2 ft = 1.2 ft
	expect(totalOf('2.4 * 1/2', 'ft')).toBe(1.2)
})

test('text the one-length reader takes keeps its meaning: a hyphen joining feet to inches or a whole to a fraction', () => {
	// 12' 6" = 12.5 ft, however the hyphen is spaced
	expect(totalOf(`12'-6"`, 'ft')).toBe(12.5)
	expect(totalOf(`12' - 6"`, 'ft')).toBe(12.5)
	// 6 1/2 = 6.5 in
	expect(totalOf('6-1/2', 'in')).toBe(6.5)
	expect(totalOf('6 - 1/2"', 'in')).toBe(6.5)
	// 10 ft 7 1/2 in = 10 + 7.5 / 12 = 10.625 ft, as before: a whole text that is one length is not a sum
	expect(totalOf('10 ft - 7 1/2 in', 'ft')).toBe(10.625)
	// and a plain number with a sign is still a plain number, for the field's bounds to judge
	expect(totalOf('+3', 'm')).toBe(3)
	expect(totalOf('-3', 'm')).toBe(-3)
	for (const text of [`12'-6"`, `12' - 6"`, '10 ft - 7 1/2 in', '+3'])
		expect(parseLength(text, 'ft').isSum).toBeUndefined()
})

test('inside a sum every spaced minus subtracts; write the inches to subtract from feet', () => {
	// 10' + 3' − 6" = 10 + 3 − 0.5 = 12.5 ft: the text is not one length, so the minus subtracts
	expect(totalOf(`10' + 3' - 6"`, 'ft')).toBe(12.5)
	// 10' 0" − 7 1/2" = 120 − 7.5 = 112.5" = 9.375 ft
	expect(totalOf(`10' 0" - 7 1/2"`, 'ft')).toBe(9.375)
})

test('the three messages: a negative total, a length times a length, an operator with nothing after it', () => {
	expect(messageOf('3 - 5', 'm')).toBe('A length cannot be negative')
	expect(messageOf(`2' - 2' 6"`, 'ft')).toBe('A length cannot be negative')
	// a term with a sign of its own is a negative length too
	expect(messageOf('10 + -3', 'm')).toBe('A length cannot be negative')
	for (const text of ['3 m * 2 m', '1/2 * 3/4', `12' x 10'`, '4 m x 900 mm', `2' 6" × 4"`]) {
		expect(messageOf(text, text.includes('m') ? 'm' : 'ft'), text).toBe(
			'Multiply a length by a plain number, e.g. 3 * 2.4',
		)
	}
	for (const text of ['3 +', '3+', `12' 6" -`, '3.6 + 2.4 -', '3 + + 4', '3 - + 4', '3.6 −']) {
		expect(messageOf(text, 'ft'), text).toBe('Put a length after each + or -')
	}
	// nothing after a multiplication sign
	expect(messageOf('3 *', 'm')).toBe(SUM_MESSAGES.product)
	expect(messageOf('3 x', 'm')).toBe(SUM_MESSAGES.product)
	expect(SUM_MESSAGES.negative).toBe(LENGTH_MESSAGES.negative)
})

test("a term's own notation message, and the one-length messages where nothing makes a sum", () => {
	expect(messageOf(`5' 13" + 1'`, 'ft')).toBe(`Inches after feet must be under 12; did you mean 6' 1"?`)
	expect(messageOf('2 m + 3 ft', 'm')).toBe('Enter a number')
	expect(messageOf('3 + 1/0', 'in')).toBe(LENGTH_MESSAGES.zero)
	// an operator first is no sum: the one-length reader's message, as before
	expect(messageOf('+ 3', 'm')).toBe('Enter a number')
	expect(messageOf('* 3', 'm')).toBe('Enter a number')
	// '12-6' (no spaces) and '12 -6' (a sign) are not a minus between two lengths
	expect(messageOf('12-6', 'ft')).toBe(LENGTH_MESSAGES.hyphen)
	expect(messageOf('12 -6', 'ft')).toBe(LENGTH_MESSAGES.negative)
	// an x with no spaces is not a multiplication
	expect(messageOf('4x900', 'mm')).toBe('Enter a number')
})

test('at most 20 terms; a product counts as one term', () => {
	// 20 × 0.5 = 10
	expect(totalOf(Array(MAX_SUM_TERMS).fill('0.5').join(' + '), 'm')).toBe(10)
	expect(
		messageOf(
			Array(MAX_SUM_TERMS + 1)
				.fill('0.5')
				.join(' + '),
			'm',
		),
	).toBe('Give at most 20 lengths in a sum')
	// 20 products of 2 × 0.25 = 20 × 0.5 = 10
	expect(totalOf(Array(MAX_SUM_TERMS).fill('2 * 0.25').join(' + '), 'm')).toBe(10)
})

test('binary noise is not a length: 0.3 − 0.1 − 0.2 is 0, and 0.1 + 0.2 is 0.3', () => {
	expect(totalOf('0.3 - 0.1 - 0.2', 'm')).toBe(0)
	expect(totalOf('0.1 + 0.2', 'm')).toBe(0.3)
	expect(totalOf('4 m - 4000 mm', 'm')).toBe(0)
})

test('a sum too large for a number is refused, never Infinity', () => {
	const huge = '9'.repeat(200)
	expect(messageOf(`${huge} * ${huge}`, 'mm')).toBe('Enter a number')
})

const LENGTH_UNITS: ReadonlyArray<LengthUnit> = ['ft', 'in', 'm', 'cm', 'mm']
const METRIC_PER_M: Record<string, number> = { m: 1, cm: 100, mm: 1000 }

/** A length as typed and what it is worth in `unit`. */
type Typed = { text: string; value: number }

/** A decimal in the field's own unit: 12, 2.45. */
const decimalLength = fc
	.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99 }))
	.map(([whole, hundredths]): Typed => ({
		text: `${whole}.${String(hundredths).padStart(2, '0')}`,
		value: whole + hundredths / 100,
	}))

/** Feet, inches under 12 and sixteenths, as builders write them: 12' 6 3/16". */
function feetInchesLength(unit: 'ft' | 'in') {
	return fc
		.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 15 }))
		.map(([feet, inches, sixteenths]): Typed => {
			const totalInches = feet * 12 + inches + sixteenths / 16
			return { text: `${feet}' ${inches} ${sixteenths}/16"`, value: unit === 'ft' ? totalInches / 12 : totalInches }
		})
}

/** Whole millimetres typed in m, cm or mm: 2.4 m, 35.5 cm, 600 mm. */
function metricLength(unit: 'm' | 'cm' | 'mm') {
	return fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.constantFrom('m', 'cm', 'mm')).map(([mm, typed]): Typed => {
		const perMm = (METRIC_PER_M[typed] ?? 1) / 1000
		return { text: `${Number((mm * perMm).toFixed(3))} ${typed}`, value: (mm / 1000) * (METRIC_PER_M[unit] ?? 1) }
	})
}

/** Every notation a field of `unit` takes. */
function lengthIn(unit: LengthUnit) {
	return unit === 'ft' || unit === 'in'
		? fc.oneof(decimalLength, feetInchesLength(unit))
		: fc.oneof(decimalLength, metricLength(unit))
}

const withUnit = fc
	.constantFrom(...LENGTH_UNITS)
	.chain((unit) => fc.tuple(fc.constant(unit), lengthIn(unit), lengthIn(unit), fc.integer({ min: 1, max: 50 })))

test("for random lengths a, b and a count n: 'a + b' is a + b, 'n * a' is n × a, 'a - b' is a − b where not negative", () => {
	fc.assert(
		fc.property(withUnit, ([unit, a, b, n]) => {
			const closeTo = (text: string, value: number) =>
				expect(Math.abs(totalOf(text, unit) - value), text).toBeLessThanOrEqual(1e-9 * Math.max(1, value))
			closeTo(`${a.text} + ${b.text}`, a.value + b.value)
			closeTo(`${n} * ${a.text}`, n * a.value)
			closeTo(`${a.text} × ${n}`, n * a.value)
			closeTo(`${a.text} + ${n} x ${b.text}`, a.value + n * b.value)
			const difference = `${a.text} - ${b.text}`
			const one = parseOneLength(difference, unit)
			// Text that is one length keeps that meaning ('12' - 6"'); otherwise the minus subtracts.
			if (one.ok) expect(totalOf(difference, unit)).toBe(one.value)
			else if (a.value - b.value >= 1e-9 * a.value) closeTo(difference, a.value - b.value)
			else if (b.value - a.value > 1e-9 * b.value) expect(messageOf(difference, unit)).toBe(SUM_MESSAGES.negative)
		}),
		{ numRuns: 2000 },
	)
})

/** Anything made of lengths' characters and the operators, mostly malformed. */
const sumSoup = fc.string({
	unit: fc.constantFrom(...`0123456789 '"/-.,ftinmc+*x×−`.split('')),
	maxLength: 32,
})

test('every text the one-length reader takes reads the same; nothing reads as NaN, Infinity or a negative sum', () => {
	fc.assert(
		fc.property(sumSoup, fc.constantFrom(...LENGTH_UNITS), (text, unit) => {
			const one = parseOneLength(text, unit)
			const read = parseLength(text, unit)
			if (one.ok) expect(read).toEqual(one)
			if (read.ok) expect(Number.isFinite(read.value)).toBe(true)
			if (read.ok && read.isSum) expect(read.value).toBeGreaterThanOrEqual(0)
			if (!read.ok) expect(read.message.length).toBeGreaterThan(0)
		}),
		{ numRuns: 3000 },
	)
})
