import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { ftToM, inToMm, M_PER_FT, mToFt } from '#app/lib/units.ts'
import { expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { computeBrick as computeOnly } from './compute.ts'
import { type BrickInput, type BrickValues, BRICK_SYSTEM_DEFAULTS, createBrickSchema } from './schema.ts'

/** Every result here is also checked for a broken amount in its working and what it buys. */
function computeBrick(input: BrickInput) {
	const result = computeOnly(input)
	expectSoundEstimate(result, { zero: true, decimal: ['US ton'] })
	return result
}

const ukGardenWall: BrickInput = {
	unit: 'metric',
	preset: 'uk-brick',
	blockThickness: '100',
	customLength: null,
	customHeight: null,
	customBedDepth: null,
	joint: 10,
	construction: 'single',
	walls: [{ name: 'Wall 1', length: 8, height: 1.2 }],
	openings: [],
	waste: 10,
	mortarWaste: 15,
	mix: '5',
}

const usModularHouse: BrickInput = {
	unit: 'imperial',
	preset: 'us-modular',
	blockThickness: '100',
	customLength: null,
	customHeight: null,
	customBedDepth: null,
	joint: 0.375,
	construction: 'single',
	walls: [
		{ name: 'Wall 1', length: 30, height: 8 },
		{ name: 'Wall 2', length: 20, height: 8 },
	],
	openings: [
		{ width: 3, height: 4 },
		{ width: 3, height: 4 },
		{ width: 3, height: 6.8 },
	],
	waste: 5,
	mortarWaste: 20,
	mix: '3',
}

test('metric example: a UK brick garden wall 8.0 × 1.2 m takes 626 bricks, 3 bags of cement and 1 bulk bag of sand', () => {
	const result = computeBrick(ukGardenWall)
	// A = 8 × 1.2 = 9.60 m² (× 10.764 = 103.33 ft²); u = 1 ÷ (0.225 × 0.075) = 59.259
	expect(result.netAreaM2).toBeCloseTo(9.6, 12)
	expect(shownValue(result, 'Net wall area')).toBe('9.60 m² (103.33 ft²)')
	expect(shownValue(result, 'Per m² of one skin')).toBe('59.26 per m²')
	expect(shownValue(result, 'Skins')).toBe('1')
	// 9.6 × 59.259 = 568.89; × 1.1 = 625.78 → 626
	expect(result.unitsBeforeWaste).toBeCloseTo(568.8889, 4)
	expect(shownValue(result, 'Before waste')).toBe('568.89')
	expect(result.units).toBe(626)
	expect(result.shown.headline).toMatchObject({ label: 'Bricks needed', value: '626' })
	expect(shownValue(result, 'Bricks to buy')).toBe('626 with 10 % waste')
	// fraction 1 − 0.013975 ÷ 0.016875 = 0.171852; V = 9.6 × 0.1025 × 0.171852 = 0.169 m³ (5.97 ft³)
	expect(result.mortarFraction).toBeCloseTo(0.171852, 6)
	expect(shownValue(result, 'Mortar (net)')).toBe('0.169 m³ (5.97 ft³)')
	// Vm = 0.169102 × 1.15 = 0.1945 m³, shown 0.194 m³ (6.87 ft³)
	expect(result.mortarM3).toBeCloseTo(0.19447, 5)
	expect(shownValue(result, 'Mortar to make')).toBe('0.194 m³ (6.87 ft³) with 15 % waste')
	// dry 0.2431; cement 0.2431 ÷ 6 = 0.04051 m³ × 1,440 = 58.34 kg (128.62 lb) → ⌈2.33⌉ = 3 bags
	expect(shownValue(result, 'Cement')).toBe('58.34 kg (128.62 lb): 3 × 25 kg bags')
	// sand 0.20257 m³ × 1,600 = 324.11 kg (714.55 lb) = 0.32 t (0.36 US tons) → 1 bulk bag
	expect(shownValue(result, 'Sand')).toBe('324.11 kg (714.55 lb), 0.32 t (0.36 US tons): 1 × 850 kg bulk bags')
	expect(result.purchases).toEqual([
		{ key: 'uk-brick-215-102-5-65-mm', item: 'UK brick, 215 × 102.5 × 65 mm', quantity: 626, unit: 'brick' },
		{ key: 'cement-25-kg-bag', item: 'Cement, 25 kg bag', quantity: 3, unit: 'bag' },
		{ key: 'building-sand-850-kg-bulk-bag', item: 'Building sand, 850 kg bulk bag', quantity: 1, unit: 'bulk bag' },
	])
	expect(stepsOf(result)).toEqual([
		'Bricks needed: 9.60 m² × 1 + 10 % waste ÷ (0.225 m × 0.075 m) = 625.7778 → 626',
		'Net wall area: 8 m × 1.2 m = 9.60 m² (103.33 ft²)',
		'Per m² of one skin: 1 ÷ (0.225 m × 0.075 m) = 59.26 per m²',
		'Before waste: 9.60 m² × 1 ÷ (0.225 m × 0.075 m) = 568.89',
		'Bricks to buy: 9.60 m² × 1 + 10 % waste ÷ (0.225 m × 0.075 m) = 625.7778 → 626 with 10 % waste',
		'Mortar (net): 9.60 m² × 0.1025 m × (1 − 215 mm × 65 mm ÷ (225 mm × 75 mm)) × 1 = 0.169 m³ (5.97 ft³)',
		'Mortar to make: 0.169 m³ + 15 % waste = 0.194 m³ (6.87 ft³) with 15 % waste',
		'Cement: 0.194 m³ × 1.25 ÷ (1 + 5) × 1,440 kg/m³ = 58.34 kg (128.62 lb): 3 × 25 kg bags',
		'Sand: 0.194 m³ × 1.25 × 5 ÷ (1 + 5) × 1,600 kg/m³ = 324.11 kg (714.55 lb), 0.32 t (0.36 US tons): 1 × 850 kg bulk bags',
	])
})

test('imperial example: US modular walls 30 × 8 and 20 × 8 ft less three openings take 2,561 bricks', () => {
	const result = computeBrick(usModularHouse)
	// A = 240 + 160 − 12 − 12 − 20.4 = 355.60 ft² (× 0.092903 = 33.04 m²); u = 144 ÷ (8 × 2.625) = 6.857143
	expect(result.netAreaFt2).toBeCloseTo(355.6, 9)
	expect(shownValue(result, 'Net wall area')).toBe('355.60 ft² (33.04 m²)')
	expect(result.unitsPerArea).toBeCloseTo(6.857143, 6)
	expect(shownValue(result, 'Per ft² of one skin')).toBe('6.86 per ft²')
	// 355.6 × 6.857143 = 2,438.4; × 1.05 = 2,560.32 → 2,561
	expect(shownValue(result, 'Before waste')).toBe('2,438.40')
	expect(result.shown.headline).toMatchObject({ label: 'Bricks needed', value: '2,561' })
	expect(shownValue(result, 'Bricks to buy')).toBe('2,561 with 5 % waste')
	// fraction 1 − 17.15625 ÷ 21 = 0.183036; V = 355.6 × (3.625 ÷ 12) × 0.183036 = 19.66 ft³ (0.557 m³)
	expect(result.mortarFraction).toBeCloseTo(0.183036, 6)
	expect(shownValue(result, 'Mortar (net)')).toBe('19.66 ft³ (0.557 m³)')
	// Vm × 1.2 = 23.59 ft³ (0.668 m³)
	expect(shownValue(result, 'Mortar to make')).toBe('23.59 ft³ (0.668 m³) with 20 % waste')
	// dry 29.49; cement 29.49 ÷ 4 = 7.37 ft³ (0.209 m³) → 8 bags
	expect(shownValue(result, 'Cement')).toBe('Masonry cement 7.37 ft³ (0.209 m³): 8 × 70 lb bags')
	// sand 22.12 ft³ × 99.8845 = 2,209.40 lb (1,002.17 kg) = 1.10 US tons (1.00 t)
	expect(shownValue(result, 'Sand')).toBe('2,209.40 lb (1,002.17 kg), 1.10 US tons (1.00 t)')
	expect(result.purchases).toEqual([
		{
			key: 'modular-brick-7-5-8-2-1-4-3-5-8-in',
			item: 'Modular brick, 7 5/8 × 2 1/4 × 3 5/8 in',
			quantity: 2561,
			unit: 'brick',
		},
		{ key: 'masonry-cement-70-lb-bag', item: 'Masonry cement, 70 lb bag', quantity: 8, unit: 'bag' },
		{ key: 'mason-sand-us-ton', item: 'Mason sand', quantity: 1.1, unit: 'US ton' },
	])
	expect(stepsOf(result).slice(0, 2)).toEqual([
		'Bricks needed: 355.60 ft² × 1 + 5 % waste ÷ (8 in × 2.625 in ÷ 144) = 2,560.32 → 2,561',
		'Net wall area: 30 ft × 8 ft + 20 ft × 8 ft − 3 ft × 4 ft − 3 ft × 4 ft − 3 ft × 6.8 ft = 355.60 ft² (33.04 m²)',
	])
	expect(stepsOf(result).slice(5)).toEqual([
		'Mortar (net): 355.60 ft² × 3.625 in ÷ 12 × (1 − 7.625 in × 2.25 in ÷ (8 in × 2.625 in)) × 1 = 19.66 ft³ (0.557 m³)',
		'Mortar to make: 19.66 ft³ + 20 % waste = 23.59 ft³ (0.668 m³) with 20 % waste',
		'Cement: 23.59 ft³ × 1.25 ÷ (1 + 3) = Masonry cement 7.37 ft³ (0.209 m³): 8 × 70 lb bags',
		'Sand: 23.59 ft³ × 1.25 × 3 ÷ (1 + 3) × 99.8845 lb/ft³ = 2,209.40 lb (1,002.17 kg), 1.10 US tons (1.00 t)',
	])
})
