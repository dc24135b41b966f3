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

const cmuWall: BrickInput = {
	...usModularHouse,
	preset: 'us-cmu',
	walls: [{ name: 'Wall 1', length: 12.5, height: 8 }],
	openings: [],
	waste: 0,
	mortarWaste: 0,
}

test('CMU example: 12.5 × 8 ft at 1.125 blocks per ft² is 113 blocks, bedded at the full 7 5/8 in', () => {
	const result = computeBrick(cmuWall)
	// 100 ft² × 144 ÷ (16 × 8) = 112.5 → 113
	expect(result.unitsBeforeWaste).toBeCloseTo(112.5, 9)
	expect(shownValue(result, 'Per ft² of one skin')).toBe('1.13 per ft²')
	expect(result.shown.headline).toMatchObject({ label: 'Blocks needed', value: '113' })
	expect(shownValue(result, 'Blocks to buy')).toBe('113 with 0 % waste')
	// fraction 1 − 119.140625 ÷ 128 = 0.069214; V = 100 × (7.625 ÷ 12) × 0.069214 = 4.398 ft³ (× 0.0283168 = 0.125 m³)
	expect(result.mortarFraction).toBeCloseTo(0.069214, 6)
	expect(result.mortarNetFt3).toBeCloseTo(4.398, 3)
	expect(shownValue(result, 'Mortar (net)')).toBe('4.40 ft³ (0.125 m³)')
	expect(result.purchases[0]).toEqual({
		key: 'concrete-block-cmu-8-8-16-in-nominal',
		item: 'Concrete block (CMU), 8 × 8 × 16 in nominal',
		quantity: 113,
		unit: 'block',
	})
})

test('face-shell bedding, as a custom unit bedded on its two 1 1/4 in shells, gives 1.44 ft³ for the same CMU wall', () => {
	const result = computeBrick({
		...cmuWall,
		preset: 'custom',
		customLength: 15.625,
		customHeight: 7.625,
		customBedDepth: 2.5,
	})
	// V = 100 × (2.5 ÷ 12) × 0.069214 = 1.442 ft³; the count is the CMU's
	expect(result.mortarNetFt3).toBeCloseTo(1.442, 3)
	expect(result.shown.headline).toMatchObject({ label: 'Bricks or blocks needed', value: '113' })
	expect(shownValue(result, 'Bricks or blocks to buy')).toBe('113 with 0 % waste')
	expect(result.purchases[0]).toMatchObject({ item: 'Brick or block, 15.625 × 7.625 in, 2.5 in bed', unit: 'piece' })
})

test('edge: a UK brick pier face 1.35 × 0.375 m is 30 bricks, not the 31 Math.ceil gives on 30.000000000000004', () => {
	const result = computeBrick({ ...ukGardenWall, walls: [{ name: 'Pier', length: 1.35, height: 0.375 }], waste: 0 })
	// 1.35 × 0.375 = 0.5062500000000001; ÷ 0.016875 = 30.000000000000004
	expect(1.35 * 0.375).toBe(0.5062500000000001)
	expect(result.unitsWithWaste).toBeGreaterThan(30)
	expect(Math.ceil(result.unitsWithWaste)).toBe(31)
	expect(result.units).toBe(30)
})

test('edge: openings Equal to the walls leave 0 m², 0 bricks and 0 bags, with the results still shown', () => {
	// 0.3 × 0.7 − 0.1 × 0.7 − 0.2 × 0.7 is 2.8e-17 in floating point (the specification prints it −2.8e-17; it is
	// above 0, so without the Equal rule it would buy a brick and a bag): Equal to 0, so 0.
	const openings = [
		{ width: 0.1, height: 0.7 },
		{ width: 0.2, height: 0.7 },
	]
	expect(0.3 * 0.7 - (0.1 * 0.7 + 0.2 * 0.7)).toBeCloseTo(2.8e-17, 18)
	const result = computeBrick({ ...ukGardenWall, walls: [{ name: 'Wall 1', length: 0.3, height: 0.7 }], openings })
	expect(result.netAreaM2).toBe(0)
	expect(result.units).toBe(0)
	expect(shownValue(result, 'Net wall area')).toBe('0.00 m² (0.00 ft²)')
	expect(shownValue(result, 'Cement')).toBe('0.00 kg (0.00 lb): 0 × 25 kg bags')
	expect(shownValue(result, 'Sand')).toBe('0.00 kg (0.00 lb), 0.00 t (0.00 US tons): 0 × 850 kg bulk bags')
	expect(result.purchases.map((purchase) => purchase.quantity)).toEqual([0, 0, 0])
})

test('UK block: 9.88 per m², bedded across the chosen thickness', () => {
	const block = { ...ukGardenWall, preset: 'uk-block' } as const
	const result = computeBrick(block)
	// u = 1 ÷ (0.45 × 0.225) = 9.8765; 9.6 × 9.8765 = 94.81 × 1.1 = 104.30 → 105
	expect(shownValue(result, 'Per m² of one skin')).toBe('9.88 per m²')
	expect(result.shown.headline).toMatchObject({ label: 'Blocks needed', value: '105' })
	// fraction 1 − 440 × 215 ÷ (450 × 225) = 0.065679; V = 9.6 × 0.1 × 0.065679 = 0.063052 m³
	expect(result.mortarNetM3).toBeCloseTo(0.063052, 6)
	expect(result.purchases[0]).toMatchObject({ item: 'Concrete block, 440 × 215 × 100 mm', unit: 'block' })
	// 140 mm blocks take 1.4 times the mortar, and the same count
	const thick = computeBrick({ ...block, blockThickness: '140' })
	expect(thick.units).toBe(105)
	expect(thick.mortarNetM3).toBeCloseTo(0.063052 * 1.4, 6)
})

test('double skin: both kinds count two skins; the solid wall adds its filled collar joint, A × j', () => {
	const cavity = computeBrick({ ...ukGardenWall, construction: 'cavity' })
	// 9.6 × 2 ÷ 0.016875 = 1,137.78; × 1.1 = 1,251.56 → 1,252
	expect(shownValue(cavity, 'Skins')).toBe('2')
	expect(cavity.units).toBe(1252)
	// 2 × 0.169102 = 0.338204 m³
	expect(cavity.mortarNetM3).toBeCloseTo(0.338204, 6)
	const solid = computeBrick({ ...ukGardenWall, construction: 'solid' })
	expect(solid.units).toBe(1252)
	// 0.338204 + 9.6 × 0.01 = 0.434204 m³
	expect(solid.mortarNetM3).toBeCloseTo(0.434204, 6)
	expect(stepsOf(solid)[5]).toBe(
		'Mortar (net): 9.60 m² × 0.1025 m × (1 − 215 mm × 65 mm ÷ (225 mm × 75 mm)) × 2 + 9.60 m² × 0.01 m = 0.434 m³ (15.33 ft³)',
	)
})

const presetOf = (unit: 'metric' | 'imperial') =>
	unit === 'metric'
		? fc.constantFrom('uk-brick', 'uk-block', 'custom')
		: fc.constantFrom('us-modular', 'us-cmu', 'custom')

/** Any input the form accepts, in either system. */
const anyInput: fc.Arbitrary<BrickInput> = fc.constantFrom('metric' as const, 'imperial' as const).chain((unit) => {
	const isMetric = unit === 'metric'
	const size = isMetric ? fc.double({ min: 20, max: 1000, noNaN: true }) : fc.double({ min: 1, max: 40, noNaN: true })
	const bed = isMetric ? fc.double({ min: 20, max: 400, noNaN: true }) : fc.double({ min: 1, max: 16, noNaN: true })
	const [lengthMax, heightMax, min] = isMetric ? [100, 10, 0.1] : [330, 33, 0.5]
	const wall = fc.record({
		name: fc.constant('Wall'),
		length: fc.double({ min, max: lengthMax, noNaN: true }),
		height: fc.double({ min, max: heightMax, noNaN: true }),
	})
	return fc.record({
		unit: fc.constant(unit),
		preset: presetOf(unit),
		blockThickness: fc.constantFrom('100', '140', '215'),
		customLength: size,
		customHeight: size,
		customBedDepth: bed,
		joint: isMetric ? fc.double({ min: 3, max: 20, noNaN: true }) : fc.double({ min: 0.125, max: 0.75, noNaN: true }),
		construction: fc.constantFrom('single', 'cavity', 'solid'),
		walls: fc.array(wall, { minLength: 1, maxLength: 4 }),
		// Openings small enough never to add up to more than the walls.
		openings: fc.array(fc.record({ width: fc.constant(min), height: fc.constant(min) }), { maxLength: 1 }),
		waste: fc.integer({ min: 0, max: 30 }),
		mortarWaste: fc.integer({ min: 0, max: 50 }),
		mix: isMetric ? fc.constantFrom('4', '5', '6') : fc.constantFrom('2.25', '2.5', '3'),
	}) as fc.Arbitrary<BrickInput>
})

test('property: every figure is finite and not negative, counts are whole, nothing shown is broken', () => {
	fc.assert(
		fc.property(anyInput, (input) => {
			const result = computeBrick(input)
			const numbers = Object.values(result).filter((value) => typeof value === 'number')
			for (const value of numbers) {
				expect(Number.isFinite(value)).toBe(true)
				expect(value).toBeGreaterThanOrEqual(0)
			}
			expect(Number.isInteger(result.units)).toBe(true)
			expect(Number.isInteger(result.materials.cementBags)).toBe(true)
			const text = JSON.stringify(result.shown)
			expect(text).not.toMatch(/NaN|Infinity|undefined|(^|[\s(])-\d/)
		}),
	)
})

test('property: a longer wall or more waste never needs fewer units, less mortar or fewer bags', () => {
	fc.assert(
		fc.property(anyInput, fc.double({ min: 0, max: 50, noNaN: true }), (input, extra) => {
			const [first, ...rest] = input.walls
			if (!first) return
			const longer = { ...input, walls: [{ ...first, length: first.length + extra }, ...rest] }
			const base = computeBrick(input)
			for (const bigger of [computeBrick(longer), computeBrick({ ...input, waste: 30, mortarWaste: 50 })]) {
				expect(bigger.units).toBeGreaterThanOrEqual(base.units)
				expect(bigger.mortarM3).toBeGreaterThanOrEqual(base.mortarM3 * (1 - 1e-12))
				expect(bigger.materials.cementBags).toBeGreaterThanOrEqual(base.materials.cementBags)
			}
		}),
	)
})

test('property: the same wall and unit in metric and imperial give the same count and mortar', () => {
	const sizes = fc.record({
		lengthMm: fc.double({ min: 50, max: 1000, noNaN: true }),
		heightMm: fc.double({ min: 20, max: 400, noNaN: true }),
		bedMm: fc.double({ min: 50, max: 400, noNaN: true }),
		jointMm: fc.double({ min: 3.175, max: 19, noNaN: true }),
		wallM: fc.double({ min: 0.2, max: 100, noNaN: true }),
		heightM: fc.double({ min: 0.2, max: 10, noNaN: true }),
		construction: fc.constantFrom('single' as const, 'cavity' as const, 'solid' as const),
	})
	fc.assert(
		fc.property(sizes, (size) => {
			const metric = computeBrick({
				...ukGardenWall,
				preset: 'custom',
				construction: size.construction,
				customLength: size.lengthMm,
				customHeight: size.heightMm,
				customBedDepth: size.bedMm,
				joint: size.jointMm,
				walls: [{ name: 'Wall 1', length: size.wallM, height: size.heightM }],
				mix: '3',
			})
			const inches = (mm: number) => mm / inToMm(1)
			const imperial = computeBrick({
				...usModularHouse,
				preset: 'custom',
				construction: size.construction,
				customLength: inches(size.lengthMm),
				customHeight: inches(size.heightMm),
				customBedDepth: inches(size.bedMm),
				joint: inches(size.jointMm),
				walls: [{ name: 'Wall 1', length: mToFt(size.wallM), height: mToFt(size.heightM) }],
				openings: [],
				waste: ukGardenWall.waste,
				mortarWaste: ukGardenWall.mortarWaste,
				mix: '3',
			})
			// The site's factors (1 m = 3.28084 ft, 1 ft³ = 0.0283168 m³) agree to about 1 part in 10⁵.
			const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-4 * Math.max(a, b))
			close(metric.unitsBeforeWaste, imperial.unitsBeforeWaste)
			close(metric.netAreaM2, imperial.netAreaM2)
			close(metric.mortarNetM3, imperial.mortarNetM3)
			close(metric.cementM3, imperial.cementM3)
			close(metric.sandM3, imperial.sandM3)
		}),
	)
})

test('the conversions the property relies on: 1 ft = 0.3048 m, so a 3.048 m wall is about 10 ft', () => {
	expect(mToFt(3.048)).toBeCloseTo(10, 4)
	expect(ftToM(10)).toBeCloseTo(3.048, 9)
	expect(M_PER_FT).toBe(0.3048)
})

/** The values of a form, parsed as the page parses them. */
function parse(patch: Partial<BrickValues>) {
	const values = { ...BRICK_SYSTEM_DEFAULTS.metric, ...patch }
	return parseWith(createBrickSchema(values), values)
}

test('a parsed form computes: the walls and openings typed, the unit sizes of the preset', () => {
	const { data, errors } = parse({
		walls: [{ id: 'w', name: 'Wall 1', length: '8', height: '1.2' }],
		customLength: 'not asked',
	})
	expect(errors).toEqual({})
	expect(data && computeBrick(data).units).toBe(626)
})
