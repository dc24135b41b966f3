import { expect, test } from 'vitest'
import {
	BTU_H_PER_TON,
	degreesToRadians,
	kgPerM3ToLbPerFt3,
	radiansToDegrees,
	btuHToW,
	cfmToLs,
	inToMm,
	KG_PER_M2_PER_LB_PER_FT2,
	KPA_PER_M_WATER,
	lbPerFt2ToKgPerM2,
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

test('densities in lb/ft³ come from the kg/m³ figure and the site factors', () => {
	// 1,440 × 2.20462 ÷ 35.3147 = 89.8961; 1,600 → 99.8845; 2,200 → 137.3412
	expect(kgPerM3ToLbPerFt3(1440)).toBeCloseTo(89.8961, 4)
	expect(kgPerM3ToLbPerFt3(1600)).toBeCloseTo(99.8845, 4)
	expect(kgPerM3ToLbPerFt3(2200)).toBeCloseTo(137.3412, 4)
})

test('degrees and radians', () => {
	expect(Math.tan(degreesToRadians(45))).toBeCloseTo(1, 12)
	expect(radiansToDegrees(Math.atan(0.5))).toBeCloseTo(26.565051, 6)
	expect(radiansToDegrees(degreesToRadians(35))).toBeCloseTo(35, 12)
})

test("a surface weight in lb/ft² is 4.88243 times as many kg/m², from the site's kg per lb and m² per ft²", () => {
	// 0.453592 ÷ 0.092903 = 4.8824258; the exact definitions (0.45359237 ÷ 0.09290304) give 4.8824276
	expect(KG_PER_M2_PER_LB_PER_FT2).toBeCloseTo(4.88243, 5)
	expect(KG_PER_M2_PER_LB_PER_FT2).toBeCloseTo(0.45359237 / 0.09290304, 5)
	// docs/calculators/drywall-estimator.md §3: ½ in standard 1.6 lb/ft², lightweight 1.2, ⅝ in 2.0
	expect(lbPerFt2ToKgPerM2(1.6)).toBeCloseTo(7.8119, 4)
	expect(lbPerFt2ToKgPerM2(1.2)).toBeCloseTo(5.8589, 4)
	expect(lbPerFt2ToKgPerM2(2)).toBeCloseTo(9.7649, 4)
})
