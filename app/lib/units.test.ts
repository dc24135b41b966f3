import { expect, test } from 'vitest'
import {
	BTU_H_PER_TON,
	btuHToW,
	cfmToLs,
	inToMm,
	KPA_PER_M_WATER,
	lengthToMm,
	lsToCfm,
	LS_PER_CFM,
	M3H_PER_LS,
	mm2ToM2,
	mmToIn,
	mmToLength,
	PA_PER_IN_WATER,
	wToBtuH,
} from './units.ts'

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

test('the derived air and water factors are the values the HVAC and plumbing calculator docs give', () => {
	expect(LS_PER_CFM).toBeCloseTo(0.4719474432, 12)
	expect(M3H_PER_LS).toBeCloseTo(3.6, 12)
	expect(KPA_PER_M_WATER).toBeCloseTo(9.80665, 12)
	expect(PA_PER_IN_WATER).toBeCloseTo(249.08891, 5)
	expect(cfmToLs(lsToCfm(37.5))).toBeCloseTo(37.5, 12)
	expect(btuHToW(12_000)).toBeCloseTo(3516.85284, 5)
	expect(wToBtuH(btuHToW(7637.4))).toBeCloseTo(7637.4, 9)
	expect(BTU_H_PER_TON).toBe(12_000)
})
