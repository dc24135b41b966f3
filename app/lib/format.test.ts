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
				const expected = Math.abs(value) < 0.5 ? '0' : intl.format(value)
				expect(formatCount(value)).toBe(expected)
			},
		),
	)
})
