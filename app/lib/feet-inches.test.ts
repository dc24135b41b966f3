import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatFeetInches, formatLengths } from './feet-inches.ts'
import { formatNumber } from './format.ts'

test("the issue's example: 10.97 ft is 10' 11 5/8\"", () => {
	// 10.97 ft × 12 = 131.64 in; × 16 = 2,106.24 sixteenths → 2,106 = 131 in + 10/16;
	// 131 in = 10 ft 11 in; 10/16 = 5/8 in lowest terms
	expect(formatFeetInches(10.97, 'ft')).toBe(`10' 11 5/8"`)
})

test('feet give feet and inches from a foot up; inches stay inches', () => {
	expect(formatFeetInches(16, 'ft')).toBe(`16' 0"`)
	// 12.5 ft = 12 ft + 0.5 × 12 in = 12' 6"
	expect(formatFeetInches(12.5, 'ft')).toBe(`12' 6"`)
	// 0.5 ft × 12 = 6 in
	expect(formatFeetInches(0.5, 'ft')).toBe('6"')
	// 1/8" is 0.0104166… ft; 0.0104 ft × 192 = 1.9968 sixteenths → 2/16 = 1/8
	expect(formatFeetInches(0.0104, 'ft')).toBe('1/8"')
	expect(formatFeetInches(20.5, 'in')).toBe('20 1/2"')
	// 150 in stays 150 in: an inches figure is not turned into feet
	expect(formatFeetInches(150, 'in')).toBe('150"')
	expect(formatFeetInches(0, 'ft')).toBe('0"')
	expect(formatFeetInches(1234.5, 'ft')).toBe(`1,234' 6"`)
})

test('to the nearest 1/16" in lowest terms, carrying into inches and feet', () => {
	// 0.03125 in = 1/32: half a sixteenth rounds up to 1/16
	expect(formatFeetInches(0.03125, 'in')).toBe('1/16"')
	expect(formatFeetInches(0.03, 'in')).toBe('0"')
	// 4/16 = 1/4, 12/16 = 3/4, 14/16 = 7/8, 15/16 stays
	expect(formatFeetInches(2.25, 'in')).toBe('2 1/4"')
	expect(formatFeetInches(2.75, 'in')).toBe('2 3/4"')
	expect(formatFeetInches(2.875, 'in')).toBe('2 7/8"')
	expect(formatFeetInches(2.9375, 'in')).toBe('2 15/16"')
	// 11.99 ft = 143.88 in → 2,302.08 sixteenths → 2,302 = 143 in 14/16 = 11' 11 7/8"
	expect(formatFeetInches(11.99, 'ft')).toBe(`11' 11 7/8"`)
	// 11.999 ft = 143.988 in → 2,303.808 → 2,304 sixteenths = 144 in: a whole 12' 0", never 11' 12"
	expect(formatFeetInches(11.999, 'ft')).toBe(`12' 0"`)
	// Arithmetic noise does not tip a half: 15/32 in × 1.1 ÷ 1.1 is 0.46874999999999994 in, × 16 =
	// 7.499999999999999 sixteenths; cut to 12 significant digits it is 7.5, which rounds up to 8/16 = 1/2
	expect(formatFeetInches(((15 / 32) * 1.1) / 1.1, 'in')).toBe('1/2"')
})

test('never NaN or Infinity', () => {
	expect(formatFeetInches(Number.NaN, 'ft')).toBe('–')
	expect(formatFeetInches(Number.POSITIVE_INFINITY, 'in')).toBe('–')
})

test('results print imperial lengths with their feet and inches beside them, metric ones as before', () => {
	expect(formatLengths([16, 12.5], 'ft')).toBe(`16 × 12.5 ft (16' 0" × 12' 6")`)
	expect(formatLengths([10.97], 'ft', formatNumber)).toBe(`10.97 ft (10' 11 5/8")`)
	expect(formatLengths([20.5, 33], 'in')).toBe(`20.5 × 33 in (20 1/2" × 33")`)
	expect(formatLengths([4800, 3600], 'mm')).toBe('4,800 × 3,600 mm')
	expect(formatLengths([3.3], 'm', formatNumber)).toBe('3.30 m')
})

test('a length as typed that is not whole sixteenths says its reading is rounded', () => {
	// 12' 6 1/3" = 12 + 6.3333 / 12 = 12.527777… ft = 150.3333 in = 2,405.33 sixteenths → 2,405 = 150 5/16"
	expect(formatLengths([12 + (6 + 1 / 3) / 12], 'ft')).toBe(`12.5278 ft (about 12' 6 5/16")`)
	expect(formatLengths([12 + 6.5 / 12, 3], 'ft')).toBe(`12.5417 × 3 ft (12' 6 1/2" × 3' 0")`)
	expect(formatLengths([2.3], 'in')).toBe(`2.3 in (about 2 5/16")`)
	// A worked-out figure is read to the nearest 1/16" as decision 039 has it, its decimal rounded too.
	expect(formatLengths([10.97], 'ft', formatNumber)).toBe(`10.97 ft (10' 11 5/8")`)
})

test('every figure is whole sixteenths in lowest terms', () => {
	fc.assert(
		fc.property(
			fc.double({ min: 0, max: 1e5, noNaN: true }),
			fc.constantFrom('ft' as const, 'in' as const),
			(value, unit) => {
				const text = formatFeetInches(value, unit)
				expect(text).toMatch(/^(\d{1,3}(,\d{3})*' )?(\d{1,3}(,\d{3})*( \d+\/\d+)?|\d+\/\d+)"$/)
				const fraction = /(\d+)\/(\d+)"$/.exec(text)
				if (fraction) {
					const [numerator, denominator] = [Number(fraction[1]), Number(fraction[2])]
					expect([2, 4, 8, 16]).toContain(denominator)
					expect(numerator % 2).toBe(1)
				}
				const wholeInches = /^([\d,]+)[ "]/.exec(text.replace(/^.*' /, ''))?.[1] ?? '0'
				if (unit === 'ft') expect(Number(wholeInches)).toBeLessThan(12)
			},
		),
	)
})
