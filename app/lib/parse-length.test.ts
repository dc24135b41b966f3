import fc from 'fast-check'
import { expect, test } from 'vitest'
import { lengthMessageOf as messageOf, lengthOf as valueOf } from '../../tests/support/lengths.ts'
import { formatFeetInches } from './feet-inches.ts'
import { isLengthUnit, LENGTH_MESSAGES, type LengthUnit, parseLength } from './parse-length.ts'

/**
 * Each text reads as its worked value in `unit`: exactly where the value is a finite binary fraction
 * or what a person would type for it (12.5, 2.4), to 12 decimals where it repeats (12 13/24).
 */
function expectReads(unit: LengthUnit, cases: ReadonlyArray<readonly [text: string, value: number]>) {
	for (const [text, value] of cases) {
		const read = valueOf(text, unit)
		if (Number.isInteger(value * 1000)) expect(read, text).toBe(value)
		else expect(read, text).toBeCloseTo(value, 12)
	}
}

test("the issue's examples in a feet field: feet plus inches ÷ 12", () => {
	expectReads('ft', [
		// 12 + (6 + 1/2) / 12 = 12 + 6.5 / 12 = 12 13/24 = 12.541666…
		[`12' 6 1/2"`, 12 + 13 / 24],
		// 12 + 6 / 12 = 12.5, exactly the decimal a person would type for it
		[`12'6"`, 12.5],
		['12 ft 6 in', 12.5],
		[`12' 6-1/2"`, 12 + 13 / 24],
		// (6 + 1/2) / 12 = 13/24 = 0.541666…
		['6 1/2"', 13 / 24],
		// 3/4 ÷ 12 = 0.0625
		['3/4"', 0.0625],
		// 1/8 ÷ 12 = 1/96 = 0.0104166…
		['1/8"', 1 / 96],
		// unmarked, in the field's own unit: 12 + 1/2 = 12.5 ft
		['12 1/2', 12.5],
	])
})

test('in an inches field: feet × 12 plus inches', () => {
	expectReads('in', [
		// 12 × 12 + 6 = 150
		[`12' 6"`, 150],
		// 1 × 12 + 2 = 14
		[`1' 2"`, 14],
		['6 1/2"', 6.5],
		['12 1/2', 12.5],
		['3/4', 0.75],
		// (3 × 16 + 5) / 16 = 53 / 16 = 3.3125
		['3 5/16 in', 3.3125],
		// 1 × 12 + 3
		['1 foot 3 inch', 15],
		['6 - 1/2"', 6.5],
	])
})

test("how builders write it: architects' hyphen, typographic marks, words, no spaces, a number after the feet", () => {
	expectReads('ft', [
		[`12'-6"`, 12.5],
		[`12' - 6"`, 12.5],
		['12’ 6”', 12.5],
		['12′ 6″', 12.5],
		['12FT6IN', 12.5],
		['12 feet 6 inches', 12.5],
		// after the feet the only length left is inches: 12' 6 is 12' 6"
		[`12' 6`, 12.5],
		[`12 1/2'`, 12.5],
		['12.5 ft', 12.5],
	])
})

test('abbreviations with periods read as without: 12 ft. 6 in., 12 ft., 6 in.', () => {
	expectReads('ft', [
		// 12 + 6 / 12 = 12.5
		['12 ft. 6 in.', 12.5],
		['12 ft.', 12],
		// 6 / 12 = 0.5
		['6 in.', 0.5],
		// 1 + 3 / 12 = 1.25
		['1 foot. 3 inches.', 1.25],
		// a period after a word ends the word, as in '12 ft. 6 in.': not the decimal point of '.6'
		['12 ft.6 in.', 12.5],
		// 12 + (6 + 1/2) / 12
		['12ft.6 1/2in.', 12 + 13 / 24],
	])
	expectReads('in', [
		// 12 × 12 + 6 = 150
		['12 ft. 6 in.', 150],
		['6 1/2 in.', 6.5],
	])
	expectReads('cm', [['2.4 m.', 240]])
})

test('inches after feet are under 12; 12 or more is refused with the feet and inches meant', () => {
	// 5' 13" = 5 × 12 + 13 = 73" = 6' 1"
	expect(messageOf(`5'13"`, 'ft')).toBe(`Inches after feet must be under 12; did you mean 6' 1"?`)
	expect(messageOf(`5' 13"`, 'in')).toBe(`Inches after feet must be under 12; did you mean 6' 1"?`)
	// unmarked inches after the feet too: 12 + 12 = 24" = 13' 0"
	expect(messageOf(`12' 12`, 'ft')).toBe(`Inches after feet must be under 12; did you mean 13' 0"?`)
	// 25 1/2" = 2 × 12 + 1.5: 10' 25 1/2" = 12' 1.5"
	expect(messageOf(`10' 25 1/2"`, 'ft')).toBe(`Inches after feet must be under 12; did you mean 12' 1.5"?`)
	expect(messageOf('12 ft. 14 in.', 'ft')).toBe(`Inches after feet must be under 12; did you mean 13' 2"?`)
	// 11 15/16" is the most a tape shows before the next foot; inches alone may be any length
	expectReads('ft', [
		[`5' 11 15/16"`, 5 + (11 + 15 / 16) / 12],
		['13"', 13 / 12],
	])
})

test('plain numbers read as before, and every number of the notation follows the site rules §5 commas', () => {
	// '-3' is a plain number: the field's bounds say what is wrong with it, as before
	expectReads('ft', [
		['12.5', 12.5],
		['-3', -3],
		// 12 + 6.5 / 12
		[`12' 6,5"`, 12 + 13 / 24],
		['1,250 ft', 1250],
	])
	expectReads('in', [
		['1,000', 1000],
		['1,234 1/2"', 1234.5],
	])
})

test('a metric field takes a metric unit and converts by moving the decimal point, exactly', () => {
	// 2.4 × 100 would be 240.00000000000003
	expectReads('cm', [
		['2.4 m', 240],
		['2400 MM', 240],
	])
	expectReads('mm', [
		['2.4m', 2400],
		['0.0000001 m', 0.0001],
	])
	expectReads('m', [
		['240 cm', 2.4],
		['2400 mm', 2.4],
		['2,4 m', 2.4],
		['1,250 mm', 1.25],
	])
})

test("malformed entries say what is wrong, never a guess (the issue's list first)", () => {
	expect(messageOf('1/0', 'in')).toBe(LENGTH_MESSAGES.zero)
	expect(messageOf('5//8', 'in')).toBe(LENGTH_MESSAGES.doubleSlash)
	expect(messageOf(`12'' 6"`, 'ft')).toBe(LENGTH_MESSAGES.doubleMark)
	expect(messageOf(`12' 6 1/2 3/4"`, 'ft')).toBe(LENGTH_MESSAGES.twoFractions)
	for (const negative of [`-12' 6"`, `12' -6"`, '-6"', '6 -1/2', '- 3/4', '-2 m']) {
		expect(messageOf(negative, negative.endsWith('m') ? 'm' : 'in')).toBe(LENGTH_MESSAGES.negative)
	}
	// '1 1/4' typed without its space: asked for as a mixed number, not read as 2.75
	expect(messageOf('11/4', 'in')).toBe('Write 11/4 as 2 3/4')
	expect(messageOf('8/8"', 'in')).toBe('Write 8/8 as 1')
	expect(messageOf('1/2/3', 'in')).toBe(LENGTH_MESSAGES.doubleSlash)
	for (const text of ['1.5/2', '/8', '5/', '1/x']) expect(messageOf(text, 'in')).not.toMatch(/^read as/)
	expect(messageOf('6.5 1/2', 'in')).toBe(LENGTH_MESSAGES.whole)
	expect(messageOf('12 6', 'ft')).toBe(LENGTH_MESSAGES.mark)
	// '12 - 6' is a sum now (12 − 6 = 6 ft, lib/length-sum.ts); a hyphen with no spaces is still no minus
	expect(messageOf('12-6', 'ft')).toBe(LENGTH_MESSAGES.hyphen)
	expect(messageOf(`12'-`, 'ft')).toBe(LENGTH_MESSAGES.hyphen)
	expect(messageOf(`6" 12'`, 'ft')).toBe(LENGTH_MESSAGES.order)
	expect(messageOf(`12' 6'`, 'ft')).toBe(LENGTH_MESSAGES.order)
	expect(messageOf(`12' 6" 3"`, 'ft')).toBe(LENGTH_MESSAGES.order)
	expect(messageOf('12 ft ft', 'ft')).toBe(LENGTH_MESSAGES.noNumber)
	expect(messageOf(`'6"`, 'ft')).toBe(LENGTH_MESSAGES.noNumber)
	expect(messageOf('2 m', 'ft')).toBe(`Enter feet and inches, e.g. 12' 6 1/2" or 12.5`)
	expect(messageOf('abc', 'in')).toBe('Enter inches, e.g. 6 1/2" or 6.5')
	expect(messageOf(`12', 6"`, 'ft')).toMatch(/comma/)
})

test('a metric field refuses feet, inches and fractions as it refused any unit before', () => {
	for (const text of ['12 ft', '2"', '1/2', '2 m 40 cm', '2 m m', 'abc', '1e400', 'Infinity']) {
		expect(messageOf(text, 'mm')).toBe('Enter a number')
	}
	expect(messageOf('1,000,5 mm', 'mm')).toMatch(/comma/)
})

test('only ft, in, m, cm and mm are length units', () => {
	for (const unit of ['ft', 'in', 'm', 'cm', 'mm']) expect(isLengthUnit(unit)).toBe(true)
	for (const unit of [undefined, '', '%', 'ft²', 'kg', 'feet', "'", 'constructor', 'toString']) {
		expect(isLengthUnit(unit)).toBe(false)
	}
})

const IMPERIAL: ReadonlyArray<'ft' | 'in'> = ['ft', 'in']
const LENGTH_UNITS: ReadonlyArray<LengthUnit> = ['ft', 'in', 'm', 'cm', 'mm']

const whole = fc.integer({ min: 0, max: 999 }).map(String)
const properFraction = fc
	.integer({ min: 2, max: 64 })
	.chain((denominator) =>
		fc.integer({ min: 0, max: denominator - 1 }).map((numerator) => `${numerator}/${denominator}`),
	)
/** A number as builders write one, its whole part from `wholes`: 12, 12.5, 3/4, 6 1/2, 6-1/2. */
function quantityOf(wholes: fc.Arbitrary<string>) {
	return fc.oneof(
		wholes,
		fc.tuple(wholes, fc.integer({ min: 1, max: 99 })).map(([units, hundredths]) => `${units}.${hundredths}`),
		properFraction,
		fc.tuple(wholes, fc.constantFrom(' ', '-'), properFraction).map((parts) => parts.join('')),
	)
}
const quantity = quantityOf(whole)
/** Inches after feet: under 12. */
const inchesAfterFeet = quantityOf(fc.integer({ min: 0, max: 11 }).map(String))
const feetMark = fc.constantFrom("'", '’', ' ft', 'ft', ' feet')
const inchMark = fc.constantFrom('"', '”', ' in', ' inches', ' in.')
/** Lengths the parser must accept: one number, marked or not, or feet then inches. */
const builderLength = fc.oneof(
	quantity,
	fc.tuple(quantity, feetMark).map((parts) => parts.join('')),
	fc.tuple(quantity, inchMark).map((parts) => parts.join('')),
	fc
		.tuple(quantity, feetMark, fc.constantFrom(' ', '', '-', ' - '), inchesAfterFeet, fc.option(inchMark, { nil: '' }))
		.map((parts) => parts.join('')),
	fc.tuple(quantity, fc.constantFrom(' ft. ', ' ft.-'), inchesAfterFeet, inchMark).map((parts) => parts.join('')),
)
/** Anything made of the notation's own characters, mostly malformed. */
const notationSoup = fc.string({
	unit: fc.constantFrom(...`0123456789 '"/-.,ftinmc’”`.split('')),
	maxLength: 24,
})

test('parse never returns NaN or Infinity, whatever is typed, in any length unit', () => {
	fc.assert(
		fc.property(fc.oneof(fc.string(), notationSoup, builderLength), fc.constantFrom(...LENGTH_UNITS), (text, unit) => {
			const parsed = parseLength(text, unit)
			if (parsed.ok) expect(Number.isFinite(parsed.value)).toBe(true)
			else expect(parsed.message.length).toBeGreaterThan(0)
		}),
		{ numRuns: 2000 },
	)
})

test('every builder length is accepted, and any text with a mark means one length in feet and inches fields', () => {
	fc.assert(
		fc.property(fc.oneof(builderLength, notationSoup), (text) => {
			const inFeet = parseLength(text, 'ft')
			const inInches = parseLength(text, 'in')
			if (!/['"’”a-z]/.test(text)) return
			expect(inFeet.ok).toBe(inInches.ok)
			if (inFeet.ok && inInches.ok) expect(inFeet.value * 12).toBeCloseTo(inInches.value, 9)
		}),
		{ numRuns: 2000 },
	)
	fc.assert(
		fc.property(builderLength, fc.constantFrom(...IMPERIAL), (text, unit) => {
			expect(parseLength(text, unit).ok).toBe(true)
		}),
	)
})

test('inches of 12 or more after feet are refused with a length that reads the same', () => {
	fc.assert(
		fc.property(whole, fc.integer({ min: 12, max: 999 }), fc.constantFrom(...IMPERIAL), (feet, inches, unit) => {
			const parsed = parseLength(`${feet}' ${inches}"`, unit)
			const meant = parsed.ok ? '' : (/did you mean (.+)\?$/.exec(parsed.message)?.[1] ?? '')
			// The length meant is the same feet and inches, with the inches under 12.
			expect(valueOf(meant, 'in')).toBe(Number(feet) * 12 + inches)
			expect(meant).toMatch(/ (\d|1[01])"$/)
		}),
	)
})

test('format then parse gives the length back within 1/32", and the canonical text reads one way', () => {
	fc.assert(
		fc.property(fc.double({ min: 0, max: 4000, noNaN: true }), fc.constantFrom(...IMPERIAL), (value, unit) => {
			const text = formatFeetInches(value, unit)
			const read = valueOf(text, unit)
			const inchesPer = unit === 'ft' ? 12 : 1
			expect(Math.abs(read - value) * inchesPer).toBeLessThanOrEqual(1 / 32 + 1e-9)
			// Read back and written again, the text is the same text: it has one meaning.
			expect(formatFeetInches(read, unit)).toBe(text)
			// And it means the same length in the other imperial unit.
			const other = unit === 'ft' ? 'in' : 'ft'
			expect(valueOf(text, other) * (other === 'ft' ? 12 : 1)).toBeCloseTo(read * inchesPer, 9)
		}),
		{ numRuns: 1000 },
	)
})

test('extra spaces change nothing: runs of spaces, spaces at the ends, spaces around marks and slashes', () => {
	const widen = (text: string, width: number) => `${' '.repeat(width)}${text.replaceAll(' ', ' '.repeat(width + 1))} `
	const spaceMarks = (text: string) => text.replace(/(['"’”/])/g, ' $1 ')
	fc.assert(
		fc.property(
			fc.oneof(builderLength, notationSoup),
			fc.constantFrom(...LENGTH_UNITS),
			fc.integer({ min: 1, max: 3 }),
			(text, unit, width) => {
				const once = parseLength(text, unit)
				expect(parseLength(widen(text, width), unit)).toEqual(once)
				if (!/\d\s*[/'"’”]|[/'"’”]\s*\d/.test(text) || /-/.test(text)) return
				const spaced = parseLength(spaceMarks(text), unit)
				expect(spaced.ok && spaced.value).toEqual(once.ok && once.value)
			},
		),
		{ numRuns: 2000 },
	)
})

test('a metric length means the same in every metric field', () => {
	fc.assert(
		fc.property(
			fc.double({ min: 0, max: 1e5, noNaN: true }).map((value) => String(Number(value.toFixed(3)))),
			fc.constantFrom('m', 'cm', 'mm'),
			(digits, typed) => {
				const metres = valueOf(`${digits} ${typed}`, 'm')
				expect(valueOf(`${digits}${typed}`, 'cm') / 100).toBeCloseTo(metres, 9)
				expect(valueOf(`${digits} ${typed}`, 'mm') / 1000).toBeCloseTo(metres, 9)
			},
		),
	)
})
