import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
	ceilCount,
	floorCount,
	isAtLeastTol,
	isAtMostTol,
	isEqualTol,
	isWithinUpperBound,
	smallestThatFits,
} from './rounding.ts'

test('100 tiles with 10% waste is 110, not 111', () => {
	expect(100 * 1.1).toBe(110.00000000000001)
	expect(ceilCount(100 * 1.1)).toBe(110)
})

test('1.1 m over 90 mm boards and 10 mm gaps is 11 boards, not 12', () => {
	expect(1.1 / (0.09 + 0.01)).toBe(11.000000000000002)
	expect(ceilCount(1.1 / (0.09 + 0.01))).toBe(11)
})

test('a real fraction still rounds up', () => {
	expect(ceilCount(10.01)).toBe(11)
	expect(ceilCount(0.000001)).toBe(1)
})

test('floor ignores noise just under a whole number', () => {
	expect(0.3 * 3).toBe(0.8999999999999999)
	expect(floorCount((0.3 * 3) / 0.3)).toBe(3)
	expect(floorCount(2.5)).toBe(2)
})

test('whole numbers are unchanged and results stay whole', () => {
	fc.assert(
		fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (value) => {
			expect(Number.isInteger(ceilCount(value))).toBe(true)
			expect(ceilCount(value)).toBeGreaterThanOrEqual(Math.floor(value))
			expect(floorCount(value)).toBeLessThanOrEqual(Math.ceil(value))
		}),
	)
	fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => ceilCount(n) === n && floorCount(n) === n))
})

test('equal within 1e-9 relative: sums that differ only by noise tie, real differences do not', () => {
	expect(2 * (4 + 0.1)).toBe(8.2)
	expect(isEqualTol(5.9 + 0.1 + 8.6, 14.6)).toBe(true)
	expect(isEqualTol(0.1 + 0.2, 0.3)).toBe(true)
	expect(isEqualTol(8.2, 8.21)).toBe(false)
	expect(isEqualTol(1e12, 1e12 + 1)).toBe(true)
	expect(isEqualTol(0, 1e-10)).toBe(true)
})

test('the smallest listed size that fits allows for noise; none fits above the largest', () => {
	const sizes = [4, 5, 6, 8]
	const size = (value: number) => value
	expect(smallestThatFits(sizes, 5, size)).toBe(5)
	expect(smallestThatFits(sizes, 5 * (1 + 1e-12), size)).toBe(5)
	expect(smallestThatFits(sizes, 5.0001, size)).toBe(6)
	expect(smallestThatFits(sizes, 0.1, size)).toBe(4)
	expect(smallestThatFits(sizes, 8.01, size)).toBeUndefined()
})

test('an inclusive upper bound takes a value a hair above it from arithmetic', () => {
	// 150 ft² itself, and 150 with arithmetic noise, are in the ≤ 150 band
	expect(isWithinUpperBound(150, 150)).toBe(true)
	expect(isWithinUpperBound(150.00000000001, 150)).toBe(true)
	expect(isWithinUpperBound(150.001, 150)).toBe(false)
})

test('the starred comparisons allow 1e-9 of the bound, and at least 1e-9', () => {
	// 3.0000000000000004 % is within a 3 % limit; 3.00001 % is not
	expect(isAtMostTol(3.0000000000000004, 3)).toBe(true)
	expect(isAtMostTol(3.00001, 3)).toBe(false)
	// below 1 the slack is 1e-9 absolute: 0.5 + 5e-10 ≤* 0.5, 0.5 + 2e-9 is not
	expect(isAtMostTol(0.5 + 5e-10, 0.5)).toBe(true)
	expect(isAtMostTol(0.5 + 2e-9, 0.5)).toBe(false)
	expect(isAtLeastTol(49.99999999999999, 50)).toBe(true)
	expect(isAtLeastTol(49.9999, 50)).toBe(false)
	expect(isAtLeastTol(0.5 - 5e-10, 0.5)).toBe(true)
})
