import { expect, test } from 'vitest'
import { inToMm, lengthToMm, mm2ToM2, mmToIn, mmToLength } from './units.ts'

test('fine lengths convert to and from millimetres with 25.4 mm to the inch', () => {
	expect(inToMm(12)).toBeCloseTo(304.8, 10)
	expect(mmToIn(304.8)).toBeCloseTo(12, 10)
	expect(lengthToMm(2.4, 'm')).toBe(2400)
	expect(lengthToMm(2400, 'mm')).toBe(2400)
	expect(lengthToMm(96, 'in')).toBeCloseTo(2438.4, 10)
	for (const unit of ['mm', 'm', 'in'] as const) expect(mmToLength(lengthToMm(7.5, unit), unit)).toBeCloseTo(7.5, 10)
})

test('square millimetres to square metres', () => {
	expect(mm2ToM2(3000 * 2400)).toBeCloseTo(7.2, 12)
})
