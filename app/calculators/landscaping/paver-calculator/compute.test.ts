import { expect, test } from 'vitest'
import { boughtBy, expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { computePaver } from './compute.ts'
import { IMPERIAL_PATIO, METRIC_PATIO, paverInput } from './test-input.ts'

test('metric slabs (spec example): 5.0 × 4.0 m of 600 × 600 slabs, stack 3 %, 100 mm sub-base, 40 mm 5:1 mortar bed', () => {
	const result = computePaver(paverInput(METRIC_PATIO))
	// A = 5 × 4 = 20 m² (× 10.764 = 215.28 ft²); M = (0.6 + 0.01)² = 0.3721 m² → 1 ÷ 0.3721 = 2.687 per m²
	expect(result.area).toBeCloseTo(20, 12)
	expect(result.module).toBeCloseTo(0.3721, 12)
	expect(result.isSlab).toBe(true)
	// 20 × 1.03 = 20.6 m² (221.74 ft²); 20.6 ÷ 0.3721 = 55.36 → 56
	expect(result.count).toBe(56)
	expect(result.shown.headline).toEqual({
		label: 'Slabs to buy',
		value: '56',
		steps: '20.6 m² ÷ 0.3721 m² = 55.3615 →',
	})
	expect(shownValue(result, 'Area')).toBe('20.00 m² (215.28 ft²)')
	expect(shownValue(result, 'Per m²')).toBe('2.69')
	expect(shownValue(result, 'Area with waste')).toBe('20.60 m² (221.74 ft²) with 3 % waste')
	// Vs = 20 × 0.1 × 1.1 = 2.2 m³ (× 35.3147 = 77.69 ft³; × 1.30795 = 2.88 yd³); × 2,200 = 4,840 kg = 4.84 t
	// (× 1.10231 = 5.34 US tons); 4,840 ÷ 850 = 5.69 → 6 bulk bags
	expect(shownValue(result, 'Sub-base')).toBe(
		'2.200 m³ (77.69 ft³, 2.88 yd³), 4.84 t (5.34 US tons): 6 × 850 kg bulk bags',
	)
	// Vb = 20 × 0.04 × 1.1 = 0.88 m³ (31.08 ft³); dry 1.1; cement 1.1 ÷ 6 × 1,440 = 264 kg (582.02 lb) → 10.56 → 11;
	// sand 1.1 × 5 ÷ 6 = 0.91667 m³ × 1,600 = 1,466.67 kg (3,233.44 lb) = 1.47 t (1.62 US tons) → 1.73 → 2
	expect(shownValue(result, 'Bedding')).toBe('Mortar bed 5:1, 0.880 m³ (31.08 ft³)')
	expect(shownValue(result, 'Sharp sand')).toBe(
		'1,466.67 kg (3,233.44 lb), 1.47 t (1.62 US tons): 2 × 850 kg bulk bags',
	)
	expect(shownValue(result, 'Cement')).toBe('264.00 kg (582.02 lb): 11 × 25 kg bags')
	// 2 × (5 + 4) − 5 = 13 m (× 3.28084 = 42.65 ft)
	expect(shownValue(result, 'Edge restraint')).toBe('13.00 m (42.65 ft)')
	expect(boughtBy(result)).toEqual({
		'paving-slab-600-600-mm': 56,
		'mot-type-1-sub-base-850-kg-bulk-bag': 6,
		'sharp-sand-850-kg-bulk-bag': 2,
		'cement-25-kg-bag': 11,
	})
	expectSoundEstimate(result)
})

test('the metric example shows its working with the numbers typed', () => {
	expect(stepsOf(computePaver(paverInput(METRIC_PATIO)))).toEqual([
		'Slabs to buy: 20.6 m² ÷ 0.3721 m² = 55.3615 → 56',
		'Area: 5 m × 4 m = 20.00 m² (215.28 ft²)',
		'Per m²: 1 ÷ ((600 + 10) mm × (600 + 10) mm) = 1 ÷ 0.3721 m² = 2.69',
		'Area with waste: 20 m² + 3 % waste = 20.60 m² (221.74 ft²) with 3 % waste',
		'Sub-base: 20 m² × 100 mm ÷ 1,000 + 10 % allowance = 2.2 m³ × 2,200 kg/m³ = 4,840 kg; 4,840 kg ÷ 850 kg = 5.6941 → 2.200 m³ (77.69 ft³, 2.88 yd³), 4.84 t (5.34 US tons): 6 × 850 kg bulk bags',
		'Bedding: 20 m² × 40 mm ÷ 1,000 + 10 % allowance = Mortar bed 5:1, 0.880 m³ (31.08 ft³)',
		'Sharp sand: 0.88 m³ × 1.25 × 5 ÷ 6 = 0.9167 m³ × 1,600 kg/m³ = 1,466.6667 kg; 1,466.6667 kg ÷ 850 kg = 1.7255 → 1,466.67 kg (3,233.44 lb), 1.47 t (1.62 US tons): 2 × 850 kg bulk bags',
		'Cement: 0.88 m³ × 1.25 ÷ 6 = 0.1833 m³ × 1,440 kg/m³ = 264 kg; 264 kg ÷ 25 kg = 10.56 → 264.00 kg (582.02 lb): 11 × 25 kg bags',
		'Edge restraint: 2 × (5 m + 4 m) − 5 m = 13.00 m (42.65 ft)',
	])
})

test('imperial pavers (spec example): 16 × 12 ft of 4 × 8 in pavers, 1/8 in joints, herringbone 90° 10 %, sand bed', () => {
	const result = computePaver(paverInput(IMPERIAL_PATIO))
	// A = 192 ft² (× 0.092903 = 17.84 m²); M = 4.125 × 8.125 ÷ 144 = 0.232747 ft² → 4.30 per ft²
	expect(result.module).toBeCloseTo(0.232747, 6)
	expect(result.isSlab).toBe(false)
	// 192 × 1.1 ÷ 0.232747 = 907.42 → 908
	expect(result.shown.headline).toMatchObject({ label: 'Pavers to buy', value: '908' })
	expect(shownValue(result, 'Area')).toBe('192.00 ft² (17.84 m²)')
	expect(shownValue(result, 'Per ft²')).toBe('4.30')
	expect(shownValue(result, 'Pavers to buy')).toBe('908')
	// Vs = 192 × 4/12 × 1.1 = 70.4 ft³ = 2.61 yd³ (1.994 m³); × 137.3412 = 9,668.82 lb = 4.83 US tons (4.39 t);
	// 9,668.82 ÷ 50 = 193.38 → 194 bags
	expect(shownValue(result, 'Sub-base')).toBe(
		'70.40 ft³, 2.61 yd³ (1.994 m³), 4.83 US tons (4.39 t): 194 × 50 lb (0.5 ft³) bags',
	)
	// Vb = 192 × 1/12 × 1.1 = 17.6 ft³ (0.498 m³); × 99.8845 = 1,757.97 lb (797.40 kg) = 0.88 US tons (0.80 t);
	// 17.6 ÷ 0.5 = 35.2 → 36 bags
	expect(shownValue(result, 'Bedding')).toBe('Sand bed, 17.60 ft³ (0.498 m³)')
	expect(shownValue(result, 'Bedding sand')).toBe('1,757.97 lb (797.40 kg), 0.88 US tons (0.80 t): 36 × 0.5 ft³ bags')
	expect(shownValue(result, 'Cement')).toBeUndefined()
	// 2 × (16 + 12) = 56 ft (× 0.3048 = 17.07 m)
	expect(shownValue(result, 'Edge restraint')).toBe(`56.00 ft (56' 0"; 17.07 m)`)
	expect(boughtBy(result)).toEqual({
		'brick-paver-4-8-in': 908,
		'paver-base-50-lb-0-5-ft-bag': 194,
		'bedding-sand-0-5-ft-bag': 36,
	})
	expectSoundEstimate(result)
})

test('edge (spec): 3.6 × 2.4 m of 600 × 600 at joint 0 and waste 0 is 8.64 ÷ 0.36 = 24.000000000000004 → 24 slabs', () => {
	const result = computePaver(paverInput({ areas: [['3.6', '2.4']], joint: '0', waste: '0' }))
	expect(result.areaWithWaste / result.module).toBeGreaterThan(24)
	expect(Math.ceil(result.areaWithWaste / result.module)).toBe(25)
	expect(result.count).toBe(24)
	expect(result.shown.headline.value).toBe('24')
})

test('edge (spec): a sub-base depth of 0 leaves the sub-base out of the results and the shopping list', () => {
	const result = computePaver(paverInput({ areas: [['3.6', '2.4']], subBaseDepth: '0' }))
	expect(result.subBase).toBeNull()
	expect(shownValue(result, 'Sub-base')).toBeUndefined()
	expect(Object.keys(boughtBy(result))).not.toContain('mot-type-1-sub-base-850-kg-bulk-bag')
})

test('edge (spec): 12 m of edges not needing restraint on a 12 m perimeter (Equal) leaves 0.00 m of edge restraint', () => {
	const result = computePaver(paverInput({ areas: [['3.6', '2.4']], edgesWithoutRestraint: '12' }))
	// P = 2 × (3.6 + 2.4) = 12 m
	expect(result.perimeter).toBeCloseTo(12, 12)
	expect(result.edgeRestraint).toBe(0)
	expect(shownValue(result, 'Edge restraint')).toBe('0.00 m (0.00 ft)')
	// 0.1 + 0.2 m sides: P = 0.6000000000000001, a typed 0.6 is Equal: 0, never a negative
	const noisy = computePaver(paverInput({ areas: [['0.1', '0.2']], edgesWithoutRestraint: '0.6' }))
	expect(noisy.edgeRestraint).toBe(0)
})

test('edge (spec): a Custom 300 × 300 mm unit is a paver with the 3 mm joint; 301 × 200 mm is a slab', () => {
	const paver = computePaver(
		paverInput({ areas: [['3', '2']], paver: 'custom', customLength: '300', customWidth: '300', joint: '3' }),
	)
	expect(paver.isSlab).toBe(false)
	// 6 m² × 1.03 ÷ 0.303² = 67.31 → 68 pavers
	expect(paver.shown.headline).toMatchObject({ label: 'Pavers to buy', value: '68' })
	expect(boughtBy(paver)).toMatchObject({ 'paver-300-300-mm': 68 })
	const slab = computePaver(
		paverInput({ areas: [['3', '2']], paver: 'custom', customLength: '301', customWidth: '200' }),
	)
	expect(slab.isSlab).toBe(true)
	// 6 × 1.03 ÷ (0.311 × 0.21) = 94.63 → 95 slabs
	expect(slab.shown.headline).toMatchObject({ label: 'Slabs to buy', value: '95' })
	expect(boughtBy(slab)).toMatchObject({ 'paving-slab-301-200-mm': 95 })
})

test('imperial: a Custom 12 × 12 in unit is a paver (Equal is not over); 12 1/16 × 6 in is a slab', () => {
	const custom = (customLength: string, customWidth: string) =>
		computePaver(paverInput({ unit: 'imperial', areas: [['10', '10']], paver: 'custom', customLength, customWidth }))
	expect(custom('12', '12').isSlab).toBe(false)
	expect(custom('12 1/16', '6').isSlab).toBe(true)
	expect(custom('12 1/16', '6').shown.headline.label).toBe('Slabs to buy')
})

test('a mortar bed mix n:1 puts dry ÷ (n + 1) into cement: 4:1 and 6:1 on the metric example', () => {
	// dry = 0.88 × 1.25 = 1.1 m³; 4:1 cement 1.1 ÷ 5 = 0.22 m³ × 1,440 = 316.8 kg → 12.67 → 13 bags; sand 0.88 m³
	// × 1,600 = 1,408 kg → 1.66 → 2
	const four = computePaver(paverInput({ ...METRIC_PATIO, mix: '4' }))
	expect(shownValue(four, 'Bedding')).toBe('Mortar bed 4:1, 0.880 m³ (31.08 ft³)')
	expect(shownValue(four, 'Cement')).toBe('316.80 kg (698.42 lb): 13 × 25 kg bags')
	expect(shownValue(four, 'Sharp sand')).toBe('1,408.00 kg (3,104.10 lb), 1.41 t (1.55 US tons): 2 × 850 kg bulk bags')
	// 6:1 cement 1.1 ÷ 7 × 1,440 = 226.29 kg (× 2.20462 = 498.87 lb) → 9.05 → 10 bags
	const six = computePaver(paverInput({ ...METRIC_PATIO, mix: '6' }))
	expect(shownValue(six, 'Cement')).toBe('226.29 kg (498.87 lb): 10 × 25 kg bags')
})

test('imperial mortar bed: cement in 94 lb bags at 89.8961 lb/ft³, sharp sand in 0.5 ft³ bags', () => {
	const result = computePaver(paverInput({ ...IMPERIAL_PATIO, bedding: 'mortar' }))
	// Vb = 17.6 ft³, dry 22 ft³; cement 22 ÷ 6 = 3.6667 ft³ × 89.8961 = 329.62 lb (149.51 kg) → 3.51 → 4 bags;
	// sand 22 × 5 ÷ 6 = 18.3333 ft³ × 99.8845 = 1,831.22 lb (830.63 kg) → 18.3333 ÷ 0.5 = 36.67 → 37 bags
	expect(shownValue(result, 'Cement')).toBe('329.62 lb (149.51 kg): 4 × 94 lb bags')
	expect(shownValue(result, 'Sharp sand')).toBe('1,831.22 lb (830.63 kg), 0.92 US tons (0.83 t): 37 × 0.5 ft³ bags')
	expect(boughtBy(result)).toMatchObject({ 'portland-cement-94-lb-bag': 4, 'sharp-sand-0-5-ft-bag': 37 })
})

test('a metric sand bed is bedding sand by weight in 850 kg bulk bags; no cement', () => {
	const result = computePaver(paverInput({ ...METRIC_PATIO, paver: 'block-200x100', joint: '3', bedding: 'sand' }))
	// 20 × 0.04 × 1.1 = 0.88 m³ × 1,600 = 1,408 kg → 1.66 → 2 bulk bags
	expect(shownValue(result, 'Bedding')).toBe('Sand bed, 0.880 m³ (31.08 ft³)')
	expect(shownValue(result, 'Bedding sand')).toBe(
		'1,408.00 kg (3,104.10 lb), 1.41 t (1.55 US tons): 2 × 850 kg bulk bags',
	)
	expect(shownValue(result, 'Cement')).toBeUndefined()
	// 20 × 1.03 ÷ (0.203 × 0.103) = 985.17 → 986 block pavers
	expect(result.shown.headline).toMatchObject({ label: 'Pavers to buy', value: '986' })
	expect(boughtBy(result)).toMatchObject({ 'block-paver-200-100-mm': 986, 'bedding-sand-850-kg-bulk-bag': 2 })
})

test('several areas add their areas and perimeters; the working names each', () => {
	const result = computePaver(
		paverInput({
			areas: [
				['5', '4'],
				['2', '1.5'],
			],
			edgesWithoutRestraint: '3',
		}),
	)
	// A = 20 + 3 = 23 m²; P = 18 + 7 = 25 m; edge 25 − 3 = 22 m (72.18 ft)
	expect(shownValue(result, 'Area')).toBe('23.00 m² (247.57 ft²)')
	expect(shownValue(result, 'Edge restraint')).toBe('22.00 m (72.18 ft)')
	expect(stepsOf(result)).toContain('Area: 5 m × 4 m + 2 m × 1.5 m = 23.00 m² (247.57 ft²)')
	expect(stepsOf(result)).toContain('Edge restraint: 2 × (5 m + 4 m) + 2 × (2 m + 1.5 m) − 3 m = 22.00 m (72.18 ft)')
})

test('a tiny job shows < 0.01 rather than 0.00, and still buys whole bags', () => {
	const result = computePaver(
		paverInput({ unit: 'imperial', areas: [['0.5', '0.5']], subBaseDepth: '0.0625', beddingDepth: '0.5' }),
	)
	// 0.25 ft² × 0.0625 in ÷ 12 × 1.1 = 0.00143 ft³
	expect(shownValue(result, 'Sub-base')).toMatch(/^< 0\.01 ft³, < 0\.01 yd³ \(< 0\.001 m³\)/)
	expect(result.subBase?.bags).toBe(1)
	expectSoundEstimate(result)
})
