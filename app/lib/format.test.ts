import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatCount, formatEntered, formatNumber } from './format.ts'

test('quantities get separators and two decimals', () => {
	expect(formatNumber(186.00192)).toBe('186.00')
	expect(formatNumber(1234567.891)).toBe('1,234,567.89')
	expect(formatCount(1100)).toBe('1,100')
})

test('never shows a negative zero, NaN or Infinity', () => {
	expect(formatNumber(-0.001)).toBe('0.00')
	expect(formatNumber(Number.NaN)).toBe('–')
	expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('–')
})

test('entered values are shown as typed', () => {
	expect(formatEntered(4800)).toBe('4,800')
	expect(formatEntered(0.005)).toBe('0.005')
})

test('whole numbers read exactly as en-GB Intl would write them, without loading Intl', () => {
	const intl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })
	expect(formatCount(1234567.5)).toBe('1,234,568') // half away from zero, like Intl
	expect(formatCount(-2.5)).toBe('-3')
	fc.assert(
		fc.property(
			fc.oneof(
				fc.double({ min: -1e16, max: 1e16, noNaN: true }),
				fc.integer().map((n) => n + 0.5),
			),
			(value) => {
				const expected = Math.abs(value) < 0.5 ? '0' : intl.format(Number(value.toPrecision(12)))
				expect(formatCount(value)).toBe(expected)
			},
		),
	)
})

const finiteDouble = fc.oneof(
	fc.double({ min: -1e25, max: 1e25, noNaN: true, noDefaultInfinity: true }),
	fc.double({ min: -1e4, max: 1e4, noNaN: true }),
	fc.double({ min: -1e-3, max: 1e-3, noNaN: true }),
	fc.integer({ min: -1e9, max: 1e9 }).chain((n) => fc.constantFrom(n / 8, n / 1000, n / 10000 + 0.00005, n + 0.5)),
)

/**
 * Intl on the value cut to 12 significant digits (docs/calculators/site-rules.md §4). Intl writes '-0.00' for a
 * negative that rounds away; the site writes '0.00'.
 */
const intlWithoutNegativeZero = (intl: Intl.NumberFormat, value: number) =>
	intl.format(Number(value.toPrecision(12))).replace(/^-(?=[0.]*$)/, '')

/** What formatNumber shows: Intl's digits, or '< 0.01' for a real amount that would read as zero. */
const expectedQuantity = (intl: Intl.NumberFormat, value: number, decimals: number) => {
	const text = intlWithoutNegativeZero(intl, value)
	if (value < 1e-9 || /[1-9]/.test(text)) return text
	return decimals === 0 ? '< 1' : `< 0.${'0'.repeat(decimals - 1)}1`
}

test('numbers with decimals read exactly as en-GB Intl would write them', () => {
	for (const decimals of [0, 1, 2, 3, 4]) {
		const intl = new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
		fc.assert(
			fc.property(finiteDouble, (value) => {
				expect(formatNumber(value, decimals)).toBe(expectedQuantity(intl, value, decimals))
			}),
			{ numRuns: 1000 },
		)
	}
	expect(formatNumber(1.005)).toBe('1.01') // the digits shown are rounded, as Intl does (site-rules.md §4)
	expect(formatNumber(0.125)).toBe('0.13') // a half goes away from zero
	expect(formatNumber(-0.004)).toBe('0.00')
	expect(formatNumber(999.995)).toBe('1,000.00')
	expect(formatNumber(2 ** 70, 1)).toBe('1,180,591,620,720,000,000,000.0') // 12 significant digits
})

test('site rules §4: the value is cut to 12 significant digits before it is rounded', () => {
	// 4.004999999999999 is 4.005 to 12 digits, so it rounds up, as 4.005 typed would
	expect((4.004999999999999).toFixed(2)).toBe('4.00')
	expect(formatNumber(4.004999999999999)).toBe('4.01')
	expect(formatNumber(534.435)).toBe('534.44')
	expect(formatNumber(0.1 + 0.2)).toBe('0.30')
})

test('a real amount that rounds to nothing reads < 0.01, float noise and zero read 0.00', () => {
	// topsoil 0.1 × 0.1 m × 1 cm × 1.1 = 0.00011 m³ × 1.4 t/m³ = 0.000154 t: 1 bag, so not '0.00 tonnes'
	expect(formatNumber(0.000154)).toBe('< 0.01')
	expect(formatNumber(0.0004, 3)).toBe('< 0.001')
	expect(formatNumber(0.005)).toBe('0.01')
	expect(formatNumber(0)).toBe('0.00')
	expect(formatNumber(1e-15)).toBe('0.00')
	expect(formatNumber(-0.001)).toBe('0.00')
})

test('entered values read exactly as en-GB Intl would write them, up to four decimals', () => {
	const intl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 })
	fc.assert(
		fc.property(finiteDouble, (value) => {
			expect(formatEntered(value)).toBe(intlWithoutNegativeZero(intl, value))
		}),
		{ numRuns: 1000 },
	)
	expect(formatEntered(1e21)).toBe('1,000,000,000,000,000,000,000')
	expect(formatEntered(2.5e-5)).toBe('0')
	expect(formatEntered(5e-5)).toBe('0.0001')
	expect(formatEntered(Number.NaN)).toBe('–')
})
