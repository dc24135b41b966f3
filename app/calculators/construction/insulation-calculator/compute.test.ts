import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectSoundEstimate, shownValue } from '../../../../tests/support/estimated.ts'
import { computeInsulation as computeOnly } from './compute.ts'
import {
	CLIMATE_ZONES,
	defaultTargetR,
	IECC_2021_R_VALUES,
	ieccCellText,
	MEETS_TARGET_MESSAGE,
	ONE_LAYER_MESSAGE,
} from './options.ts'
import {
	createInsulationSchema,
	INSULATION_SYSTEM_DEFAULTS,
	type InsulationInput,
	type InsulationValues,
	withClimateZone,
	withLocation,
	withRollThickness,
} from './schema.ts'

/** Every result here is also checked for a broken amount in its working and what it buys. */
function computeInsulation(input: InsulationInput) {
	const result = computeOnly(input)
	expectSoundEstimate(result, { zero: true })
	expect(result.purchases.map((purchase) => purchase.quantity)).toEqual([result.units])
	return result
}

const metricLoft: InsulationInput = {
	unit: 'metric',
	location: 'loft',
	areas: [{ length: 8, width: 6 }],
	openings: [],
	targetMode: 'thickness',
	targetThickness: 270,
	targetU: null,
	conductivity: 0.044,
	rollThickness: 100,
	rollCoverage: 9.6,
	climateZone: 'none',
	targetR: null,
	productR: null,
	packCoverage: null,
	existing: 0,
	waste: 5,
}

test('metric loft example by thickness: 8 × 6 m to 270 mm takes 3 layers, 16 rolls', () => {
	const result = computeInsulation(metricLoft)
	// 8 × 6 = 48 m² (516.67 ft²)
	expect(result.netAreaM2).toBe(48)
	expect(result.netAreaFt2).toBeCloseTo(516.67, 2)
	// layers ceilTol(270 / 100 = 2.7) = 3; 48 × 3 × 1.05 / 9.6 = 15.75 → 16 rolls
	expect(result.layers).toBe(3)
	expect(result.units).toBe(16)
	expect(result.coverageBought).toBeCloseTo(153.6, 9)
	// installed 300 mm; RSI 0.3 / 0.044 = 6.82 (US R 38.71); U ≈ 0.15
	expect(result.installedMm).toBe(300)
	expect(result.rsi).toBeCloseTo(6.818, 3)
	expect(result.usR).toBeCloseTo(38.71, 2)
	expect(result.uValue).toBeCloseTo(0.1467, 4)
	expect(result.message).toBeNull()
	// 'Coverage bought' is shown as its own sum: no working line for it.
	expect(workedOut(result).working).toEqual([
		{ label: 'Rolls needed', steps: '48.00 m² × 3 + 5 % waste ÷ 9.6 m² = 15.75 → 16' },
		{ label: 'Net area', steps: '8 m × 6 m = 48.00 m² (516.67 ft²)' },
		{ label: 'Layers', steps: '270 mm − 0 mm = 270 mm ÷ 100 mm = 2.7 → 3 × 100 mm roll' },
		{ label: 'Rolls', steps: '48.00 m² × 3 + 5 % waste ÷ 9.6 m² = 15.75 → 16' },
		{ label: 'Installed thickness', steps: '0 mm + 3 × 100 mm = 300 mm' },
		{ label: 'Insulation R', steps: '0 m ÷ 0.044 + 3 × 0.1 m ÷ 0.044 = RSI 6.82 (US R-38.71)' },
		{ label: 'Approx. U', steps: '1 ÷ RSI 6.82 = 0.15 W/m²K' },
	])
	expect(result.purchases).toEqual([
		{
			key: 'insulation-roll-100-mm-9-6-m-0-044',
			item: 'Insulation roll, 100 mm, 9.6 m², λ 0.044',
			quantity: 16,
			unit: 'roll',
		},
	])
})

test('metric loft example by U-value: U 0.16 over 100 mm at λ 0.037 takes one 170 mm layer, 8 rolls', () => {
	const result = computeInsulation({
		...metricLoft,
		targetMode: 'uValue',
		targetThickness: null,
		targetU: 0.16,
		existing: 100,
		conductivity: 0.037,
		rollThickness: 170,
		rollCoverage: 7.12,
	})
	// R_target 6.25, R_exist 0.1 / 0.044 = 2.2727; need 3.9773 × 0.037 × 1000 = 147.16 mm → 1 layer
	expect(result.layers).toBe(1)
	// 48 × 1 × 1.05 / 7.12 = 7.08 → 8 rolls
	expect(result.units).toBe(8)
	// 100 + 170 = 270 mm; RSI 2.2727 + 0.17 / 0.037 = 6.87; U ≈ 0.15
	expect(result.installedMm).toBe(270)
	expect(result.rsi).toBeCloseTo(6.8673, 4)
	expect(result.uValue).toBeCloseTo(0.1456, 4)
	expect(workedOut(result).working[2]?.steps).toBe(
		'(1 ÷ 0.16 − 2.2727) × 0.037 × 1000 = 147.1591 mm ÷ 170 mm = 0.8656 → 1 × 170 mm roll',
	)
})

const imperialAttic: InsulationInput = {
	unit: 'imperial',
	location: 'loft',
	areas: [{ length: 40, width: 30 }],
	openings: [],
	targetMode: 'thickness',
	targetThickness: null,
	targetU: null,
	conductivity: null,
	rollThickness: null,
	rollCoverage: null,
	climateZone: 'none',
	targetR: 49,
	productR: 30,
	packCoverage: 50,
	existing: 19,
	waste: 5,
}

test('imperial attic example: R-19 up to R-49 with R-30 is one layer, 26 packs', () => {
	const result = computeInsulation(imperialAttic)
	// 40 × 30 = 1,200 ft² (111.48 m²)
	expect(result.netAreaFt2).toBe(1200)
	expect(result.netAreaM2).toBeCloseTo(111.48, 2)
	// need R-30 → 1 layer; 1,200 × 1.05 / 50 = 25.2 → 26 packs
	expect(result.layers).toBe(1)
	expect(result.units).toBe(26)
	expect(result.coverageBought).toBe(1300)
	// total R-49 (RSI 49 / 5.678 = 8.63)
	expect(result.usR).toBe(49)
	expect(result.rsi).toBeCloseTo(8.63, 2)
	expect(result.installedMm).toBeNull()
	expect(result.uValue).toBeNull()
	expect(result.message).toBeNull()
	expect(workedOut(result).working.map((line) => line.steps)).toEqual([
		'1,200.00 ft² × 1 + 5 % waste ÷ 50 ft² = 25.2 → 26',
		'40 ft × 30 ft = 1,200.00 ft² (111.48 m²)',
		'R-49 − R-19 = R-30 ÷ R-30 = 1 → 1 × R-30',
		'1,200.00 ft² × 1 + 5 % waste ÷ 50 ft² = 25.2 → 26',
		'R-19 + 1 × R-30 = R-49.00 (RSI 8.63)',
	])
	expect(result.purchases).toEqual([
		{ key: 'insulation-pack-r-30-50-ft', item: 'Insulation pack, R-30, 50 ft²', quantity: 26, unit: 'pack' },
	])
})

test('edge example: 1,500 ft² × 1.1 / 50 = 33.00000000000001 is 33 packs; existing R-38 needs nothing', () => {
	const attic = { ...imperialAttic, areas: [{ length: 50, width: 30 }], targetR: 30, existing: 0, waste: 10 }
	expect((1500 * 1.1) / 50).toBe(33.00000000000001)
	expect(computeInsulation(attic).units).toBe(33)
	// need max(0, 30 − 38) = 0 → 0 layers, 0 packs and the message
	const insulated = computeInsulation({ ...attic, existing: 38 })
	expect(insulated.layers).toBe(0)
	expect(insulated.units).toBe(0)
	expect(insulated.coverageBought).toBe(0)
	expect(insulated.usR).toBe(38)
	expect(insulated.message).toBe(MEETS_TARGET_MESSAGE)
	expect(workedOut(insulated).working[2]?.steps).toBe('max(0, R-30 − R-38) = R-0 ÷ R-30 = 0 → 0 × R-30')
	// Equal is a need of 0: existing equal to the target in either system
	expect(computeInsulation({ ...attic, existing: 30 }).layers).toBe(0)
	expect(computeInsulation({ ...metricLoft, existing: 270 }).message).toBe(MEETS_TARGET_MESSAGE)
})

test('openings are deducted, the net area never goes below 0, and a wall needing two layers says so', () => {
	// 2 walls of 4 × 2.4 = 19.2 m² less a 1.2 × 1 window and a 0.9 × 2 door = 19.2 − 1.2 − 1.8 = 16.2 m²
	const walls = {
		...metricLoft,
		location: 'walls' as const,
		areas: [
			{ length: 4, width: 2.4 },
			{ length: 4, width: 2.4 },
		],
		openings: [
			{ width: 1.2, height: 1 },
			{ width: 0.9, height: 2 },
		],
		targetThickness: 100,
	}
	const result = computeInsulation(walls)
	expect(result.netAreaM2).toBeCloseTo(16.2, 9)
	// one 100 mm layer: 16.2 × 1.05 / 9.6 = 1.77 → 2 rolls
	expect(result.layers).toBe(1)
	expect(result.units).toBe(2)
	expect(result.message).toBeNull()
	// Part L's 0.18 needs 1 / 0.18 × 0.044 × 1000 = 244.4 mm → 3 layers of 100 mm: the one-layer message
	const partL = computeInsulation({ ...walls, targetMode: 'uValue', targetThickness: null, targetU: 0.18 })
	expect(partL.layers).toBe(3)
	expect(partL.message).toBe(ONE_LAYER_MESSAGE)
	// the same need in a loft says nothing
	expect(computeInsulation({ ...walls, location: 'loft', targetThickness: 270 }).message).toBeNull()
	expect(computeInsulation({ ...walls, openings: [{ width: 10, height: 10 }] }).netAreaM2).toBe(0)
})

function values(patch: Partial<InsulationValues>, unit: 'metric' | 'imperial' = 'metric'): InsulationValues {
	return {
		...INSULATION_SYSTEM_DEFAULTS[unit],
		areas: [{ id: 'area-1', name: 'Area 1', length: '8', width: '6' }],
		...patch,
	}
}

const errors = (form: InsulationValues) => parseWith(createInsulationSchema(form), form).errors

test('the schema checks what each system and target mode asks for, with the spec messages', () => {
	expect(errors(values({}))).toEqual({})
	expect(errors(values({}, 'imperial'))).toEqual({})
	// the metric targets are not asked in imperial, the U-value only in its own mode
	expect(errors(values({ targetU: 'x', rollCoverage: '0' }, 'imperial'))).toEqual({})
	expect(errors(values({ targetMode: 'uValue', targetThickness: 'x', targetU: '2.5' }))).toEqual({
		targetU: 'Must be between 0.1 and 2 W/m²K',
	})
	expect(
		errors(values({ targetThickness: '20', rollCoverage: '51', existing: '501', waste: '31', targetR: '0' })),
	).toEqual({
		targetThickness: 'Must be between 25 and 600 mm',
		rollCoverage: 'Must be between 1 and 50 m²',
		existing: 'Must be between 0 and 500 mm',
		waste: 'Must be between 0 and 30%',
	})
	expect(
		errors(
			values(
				{
					targetR: '101',
					packCoverage: '4',
					existing: 'abc',
					areas: [{ id: 'area-1', name: 'Area 1', length: '0.4', width: '166' }],
				},
				'imperial',
			),
		),
	).toEqual({
		targetR: 'Must be between 1 and 100',
		packCoverage: 'Must be between 5 and 500 ft²',
		existing: 'Enter a number',
		'areas.0.length': 'Must be between 0.5 and 165 ft',
		'areas.0.width': 'Must be between 0.5 and 165 ft',
	})
	expect(errors(values({ areas: [{ id: 'a', name: 'Area 1', length: '', width: '6' }] }))).toEqual({
		'areas.0.length': 'Required',
	})
})

test('openings adding up to more than the areas are an error on the last opening; equal is allowed', () => {
	const opening = (id: string, width: string, height: string) => ({ id, name: id, width, height })
	// 8 × 6 = 48 m²; 6 × 4 + 4.8 × 5 = 48: equal, allowed
	expect(errors(values({ openings: [opening('o1', '6', '4'), opening('o2', '4.8', '5')] }))).toEqual({})
	expect(errors(values({ openings: [opening('o1', '6', '4'), opening('o2', '4.9', '5')] }))).toEqual({
		'openings.1.width': 'Openings add up to more than the areas',
	})
	expect(errors(values({ openings: [opening('o1', '0.05', '1')] }))).toEqual({
		'openings.0.width': 'Must be between 0.1 and 10 m',
	})
})

test('the targets follow the location, and the coverage the roll thickness, until typed over', () => {
	const loft = INSULATION_SYSTEM_DEFAULTS.metric
	expect(withLocation(loft, 'walls')).toEqual({
		location: 'walls',
		targetThickness: '100',
		targetU: '0.44',
		targetR: '13',
		productR: '13',
	})
	expect(withLocation({ ...loft, targetThickness: '300' }, 'floor')).toEqual({
		location: 'floor',
		targetU: '0.44',
		targetR: '19',
		productR: '19',
	})
	expect(withRollThickness(loft, '170')).toEqual({ rollThickness: '170', rollCoverage: '7.12' })
	expect(withRollThickness({ ...loft, rollCoverage: '8' }, '200')).toEqual({ rollThickness: '200' })
})

test('IECC 2021 Table R402.1.3 as transcribed: ceiling, wood-frame wall (first cavity-only value) and floor by zone', () => {
	const column = (location: 'loft' | 'walls' | 'floor') =>
		(['1', '2', '3', '4', '5', '6', '7', '8'] as const).map((zone) => IECC_2021_R_VALUES[zone][location][0])
	expect(column('loft')).toEqual(['30', '49', '49', '60', '60', '60', '60', '60'])
	expect(column('walls')).toEqual(['13', '13', '20', '30', '30', '30', '30', '30'])
	expect(column('floor')).toEqual(['13', '13', '19', '19', '30', '30', '38', '38'])
	// The cells with their continuous-insulation alternatives, as the page reads them.
	expect(ieccCellText('1', 'walls')).toBe('R-13, or 0+10ci')
	expect(ieccCellText('3', 'walls')).toBe('R-20, or 13+5ci or 0+15ci')
	expect(ieccCellText('4', 'walls')).toBe('R-30, or 20+5ci, 13+10ci or 0+20ci')
	expect(ieccCellText('8', 'walls')).toBe('R-30, or 20+5ci, 13+10ci or 0+20ci')
	expect(ieccCellText('4', 'loft')).toBe('R-60')
	expect(ieccCellText('7', 'floor')).toBe('R-38')
})

test('the climate zone sets the default target R for the location until it is typed over; Not chosen keeps the site’s', () => {
	const attic = INSULATION_SYSTEM_DEFAULTS.imperial
	expect(defaultTargetR('loft', 'none')).toBe('49')
	expect(withClimateZone(attic, '4')).toEqual({ climateZone: '4', targetR: '60' })
	expect(withClimateZone(attic, '1')).toEqual({ climateZone: '1', targetR: '30' })
	const zone4 = { ...attic, climateZone: '4' as const, targetR: '60' }
	// the location follows the zone: wall 30, floor 19 in zone 4
	expect(withLocation(zone4, 'walls')).toMatchObject({ location: 'walls', targetR: '30', productR: '13' })
	expect(withLocation(zone4, 'floor')).toMatchObject({ location: 'floor', targetR: '19' })
	expect(withClimateZone({ ...zone4, location: 'floor', targetR: '19' }, '7')).toEqual({
		climateZone: '7',
		targetR: '38',
	})
	// back to Not chosen: the site's R-49 again
	expect(withClimateZone(zone4, 'none')).toEqual({ climateZone: 'none', targetR: '49' })
	// a target typed over stays, whatever the zone or location
	const typed = { ...zone4, targetR: '55' }
	expect(withClimateZone(typed, '7')).toEqual({ climateZone: '7' })
	expect(withLocation(typed, 'walls')).not.toHaveProperty('targetR')
})

test('imperial attic in zone 4: R-60 with R-30 batts is two layers, 51 packs, and the code minimum shown', () => {
	// 40 × 30 = 1,200 ft²; need R-60 − R-0 = 60 ÷ 30 = 2 layers; 1,200 × 2 × 1.05 ÷ 50 = 50.4 → 51 packs
	const result = computeInsulation({ ...imperialAttic, climateZone: '4', targetR: 60, existing: 0 })
	expect(result.layers).toBe(2)
	expect(result.units).toBe(51)
	expect(result.usR).toBe(60)
	expect(shownValue(result, 'IECC 2021 minimum')).toBe('Zone 4 ceiling: R-60')
	// zone 4 walls: the cell and its continuous-insulation alternatives
	const walls = computeInsulation({
		...imperialAttic,
		location: 'walls',
		climateZone: '4',
		targetR: 30,
		productR: 13,
		existing: 0,
	})
	expect(shownValue(walls, 'IECC 2021 minimum')).toBe('Zone 4 wood-frame wall: R-30, or 20+5ci, 13+10ci or 0+20ci')
	// 30 ÷ 13 = 2.31 → 3 layers of R-13: more than a cavity takes, and the page says so
	expect(walls.layers).toBe(3)
	expect(walls.message).toBe(ONE_LAYER_MESSAGE)
	// none chosen, or metric: no code line
	expect(shownValue(computeInsulation(imperialAttic), 'IECC 2021 minimum')).toBeUndefined()
	expect(shownValue(computeInsulation({ ...metricLoft, climateZone: '4' }), 'IECC 2021 minimum')).toBeUndefined()
})

const metricInput: fc.Arbitrary<InsulationInput> = fc.record({
	unit: fc.constant<InsulationInput['unit']>('metric'),
	location: fc.constantFrom('loft' as const, 'walls' as const, 'floor' as const),
	areas: fc.array(
		fc
			.record({ length: fc.integer({ min: 10, max: 5000 }), width: fc.integer({ min: 10, max: 5000 }) })
			.map((area) => ({
				length: area.length / 100,
				width: area.width / 100,
			})),
		{ minLength: 1, maxLength: 4 },
	),
	openings: fc.constant<InsulationInput['openings']>([]),
	targetMode: fc.constant<InsulationInput['targetMode']>('thickness'),
	targetThickness: fc.integer({ min: 5, max: 120 }).map((steps) => steps * 5),
	targetU: fc.constant<number | null>(null),
	conductivity: fc.constantFrom<number | null>(0.044, 0.037),
	rollThickness: fc.constantFrom(100, 170, 200),
	rollCoverage: fc.integer({ min: 100, max: 5000 }).map((cents) => cents / 100),
	climateZone: fc.constantFrom(...CLIMATE_ZONES),
	targetR: fc.constant(null),
	productR: fc.constant(null),
	packCoverage: fc.constant(null),
	existing: fc.integer({ min: 0, max: 100 }).map((steps) => steps * 5),
	waste: fc.integer({ min: 0, max: 30 }),
})

test('property: whole non-negative counts, finite figures; more area, target or waste never needs fewer rolls', () => {
	fc.assert(
		fc.property(metricInput, (input) => {
			const result = computeInsulation(input)
			for (const count of [result.layers, result.units]) {
				expect(Number.isInteger(count)).toBe(true)
				expect(count).toBeGreaterThanOrEqual(0)
			}
			for (const figure of [result.netAreaM2, result.netAreaFt2, result.coverageBought, result.rsi, result.usR]) {
				expect(Number.isFinite(figure)).toBe(true)
				expect(figure).toBeGreaterThanOrEqual(0)
			}
			expect(result.installedMm ?? 0).toBeGreaterThanOrEqual(input.targetThickness ?? 0)
			expect(result.coverageBought).toBeGreaterThanOrEqual(result.netAreaM2 * result.layers - 1e-9)
			const more = [
				{ ...input, areas: [...input.areas, { length: 1, width: 1 }] },
				{ ...input, targetThickness: (input.targetThickness ?? 0) + 50 },
				{ ...input, waste: input.waste + 5 },
			]
			for (const bigger of more) expect(computeInsulation(bigger).units).toBeGreaterThanOrEqual(result.units)
		}),
	)
})

test('property: a thickness target and the U-value that thickness gives ask for the same layers', () => {
	fc.assert(
		fc.property(metricInput, (input) => {
			const byThickness = computeInsulation({ ...input, existing: 0, conductivity: 0.044 })
			const targetU = 0.044 / ((input.targetThickness ?? 0) / 1000)
			const byU = computeInsulation({
				...input,
				existing: 0,
				conductivity: 0.044,
				targetMode: 'uValue',
				targetThickness: null,
				targetU,
			})
			expect(byU.layers).toBe(byThickness.layers)
			expect(byU.units).toBe(byThickness.units)
		}),
	)
})

test('property: a metric area and the same area in feet agree on net area; packs are the exact ceiling', () => {
	fc.assert(
		fc.property(
			fc.integer({ min: 1, max: 165 }),
			fc.integer({ min: 1, max: 165 }),
			fc.integer({ min: 0, max: 30 }),
			fc.integer({ min: 5, max: 500 }),
			(length, width, waste, coverage) => {
				const result = computeInsulation({
					...imperialAttic,
					areas: [{ length, width }],
					existing: 0,
					targetR: 30,
					waste,
					packCoverage: coverage,
				})
				// one R-30 layer: packs = ⌈L × W × (100 + w) / (100 × coverage)⌉ in whole numbers, no float noise
				const numerator = length * width * (100 + waste)
				const denominator = 100 * coverage
				expect(result.units).toBe(Math.floor((numerator + denominator - 1) / denominator))
				const metric = computeInsulation({ ...metricLoft, areas: [{ length: length * 0.3048, width: width * 0.3048 }] })
				expect(Math.abs(metric.netAreaFt2 - result.netAreaFt2)).toBeLessThanOrEqual(1e-3 * length * width)
			},
		),
	)
})

test('property: every computed line has its working, never NaN or a negative', () => {
	// computeInsulation here checks each result for broken amounts and what it buys.
	const opening = fc.record({
		width: fc.double({ min: 0.1, max: 2, noNaN: true }),
		height: fc.double({ min: 0.1, max: 2, noNaN: true }),
	})
	const withOpenings = (input: fc.Arbitrary<InsulationInput>) =>
		fc.tuple(input, fc.array(opening, { maxLength: 2 })).map(([base, openings]) => ({ ...base, openings }))
	const byU = metricInput.chain((input) =>
		fc
			.double({ min: 0.1, max: 2, noNaN: true })
			.map((targetU) => ({ ...input, targetMode: 'uValue' as const, targetThickness: null, targetU })),
	)
	const imperial = fc
		.record({
			areas: fc.array(
				fc.record({ length: fc.integer({ min: 1, max: 165 }), width: fc.integer({ min: 1, max: 165 }) }),
				{ minLength: 1, maxLength: 3 },
			),
			targetR: fc.integer({ min: 1, max: 100 }),
			productR: fc.constantFrom(11, 13, 15, 19, 21, 30, 38),
			packCoverage: fc.double({ min: 5, max: 500, noNaN: true }),
			existing: fc.integer({ min: 0, max: 100 }),
			waste: fc.integer({ min: 0, max: 30 }),
		})
		.map((patch): InsulationInput => ({ ...imperialAttic, ...patch }))
	fc.assert(
		fc.property(fc.oneof(withOpenings(metricInput), withOpenings(byU), withOpenings(imperial)), (input) => {
			expect(workedOut(computeInsulation(input)).working.length).toBeGreaterThanOrEqual(5)
		}),
	)
})
