import fc from 'fast-check'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { formatCount, formatNumber } from '#app/lib/format.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { computeBtu, computeCooling, computeHeating } from './compute.ts'
import { CLIMATES, INSULATIONS, ROOM_TYPES, SUN_EXPOSURES } from './options.ts'
import { AREA_TOO_LARGE_MESSAGE, type BtuInput, btuDefaults, createBtuSchema } from './schema.ts'

const room: BtuInput = {
	unit: 'metric',
	load: 'cooling',
	area: 20,
	height: 2.4,
	sun: 'average',
	occupants: 2,
	hasKitchen: false,
	roomType: 'living',
	insulation: 'average',
	hasLargeGlazing: false,
	climate: 'uk',
}

/** Computes, and checks the working reads no impossible amount and nothing is bought. */
function computeShown(input: BtuInput) {
	const result = computeBtu(input)
	expectSoundEstimate(result)
	expect(result.purchases).toEqual([])
	return result
}

test('B1 metric cooling: 20 m², 2.6 m, very sunny, 3 occupants is 2.24 kW', () => {
	// A = 20 × 10.764 = 215.28 ft² → ≤ 250 → 6,000; f_h = 2.6 / 2.4384 = 1.066273
	// 6,000 × 1.066273 × 1.1 = 7,037.40; + 600 × 1 = 7,637.40 BTU/h → × 0.29307107 = 2,238.30 W
	const result = computeCooling({ ...room, height: 2.6, sun: 'sunny', occupants: 3 })
	expect(result.areaFt2).toBeCloseTo(215.28, 9)
	expect(result.chartBand).toEqual({ maxFt2: 250, btuH: 6000 })
	expect(result.heightFactor).toBeCloseTo(1.066273, 6)
	expect(result.adjustedChartBtuH).toBeCloseTo(7037.4, 1)
	expect(result.occupantsBtuH).toBe(600)
	expect(result.btuH).toBeCloseTo(7637.4, 1)
	expect(result.watts).toBeCloseTo(2238.3, 1)
	expect(formatNumber(result.kW)).toBe('2.24')
	expect(formatCount(result.btuH)).toBe('7,637')
	expect(formatCount(result.watts)).toBe('2,238')
	expect(formatNumber(result.tons)).toBe('0.64')
	expect(stepsOf(computeShown({ ...room, height: 2.6, sun: 'sunny', occupants: 3 }))).toEqual([
		'Cooling capacity needed: 2,238 W ÷ 1,000 = 2.24 kW (7,637 BTU/h)',
		'BTU per hour: 6,000 BTU/h × 1.07 × 1.10 + 600 × 1 = 7,637 BTU/h',
		'Watts: 7,637 BTU/h × 0.2931 = 2,238 W',
		'Kilowatts: 2,238 W ÷ 1,000 = 2.24 kW',
		'Tons: 7,637 BTU/h ÷ 12,000 = 0.64 tons',
	])
	// The chart's row and its adjustments are looked up: shown, with no working.
	expect(shownValue(result, 'Cooling capacity needed')).toBe('2.24 kW (7,637 BTU/h)')
	expect(shownValue(result, 'ENERGY STAR chart band')).toBe('215.28 ft² (20 m²): up to 250 ft² → 6,000 BTU/h')
	expect(shownValue(result, 'Ceiling height adjustment')).toBe('× 1.07 (2.6 m against the chart’s 8 ft)')
	expect(shownValue(result, 'Sun exposure adjustment')).toBe('× 1.10 (+10 %)')
	expect(shownValue(result, 'Occupants adjustment')).toBe('+600 BTU/h (1 beyond two)')
	expect(shownValue(result, 'Kitchen adjustment')).toBe('None')
})

test('B2 imperial cooling: 320 ft², 8 ft, average, 2 occupants, kitchen is 12,000 BTU/h', () => {
	// B = 8,000 (≤ 350); f_h = 8 / 8 = 1; 8,000 + 0 + 4,000 = 12,000 BTU/h = 3,517 W = 3.52 kW = 1.00 ton
	const result = computeCooling({ ...room, unit: 'imperial', area: 320, height: 8, hasKitchen: true })
	expect(result.chartBand.btuH).toBe(8000)
	expect(result.heightFactor).toBe(1)
	expect(result.kitchenBtuH).toBe(4000)
	expect(result.btuH).toBe(12_000)
	expect(formatCount(result.watts)).toBe('3,517')
	expect(formatNumber(result.kW)).toBe('3.52')
	expect(formatNumber(result.tons)).toBe('1.00')
	const shown = computeShown({ ...room, unit: 'imperial', area: 320, height: 8, hasKitchen: true })
	expect(stepsOf(shown)[0]).toBe('Cooling capacity needed: 8,000 BTU/h × 1.00 × 1.00 + 4,000 = 12,000 BTU/h')
	expect(shownValue(shown, 'Kitchen adjustment')).toBe('+4,000 BTU/h')
	expect(shownValue(shown, 'Tons')).toBe('1.00 tons')
})

test('B3 edge: exactly 150 ft² is in the ≤ 150 row; 6,262.5 BTU/h shows as 6,263 (half rounds up)', () => {
	// 5,000 × (9 / 8 = 1.125) × 0.9 = 5,062.5; + 600 × (4 − 2) = 6,262.5 BTU/h; × 0.29307107 = 1,835.36 W
	const result = computeCooling({ ...room, unit: 'imperial', area: 150, height: 9, sun: 'shaded', occupants: 4 })
	expect(result.chartBand).toEqual({ maxFt2: 150, btuH: 5000 })
	expect(result.adjustedChartBtuH).toBeCloseTo(5062.5, 9)
	expect(result.btuH).toBeCloseTo(6262.5, 9)
	expect(formatCount(result.btuH)).toBe('6,263')
	expect(formatCount(result.watts)).toBe('1,835')
	expect(formatNumber(result.kW)).toBe('1.84')
	expect(formatNumber(result.tons)).toBe('0.52')
})

test('B4 metric heating: a 16 m² × 2.4 m living room, north-facing, is 2,057 W', () => {
	// V = 38.4 m³; k_W = 5 × 0.29307107 / 0.0283168 = 51.748621 W/m³; 38.4 × 51.748621 = 1,987.15
	// × 0.9 (average insulation) × 1.15 (north-facing) × 1 × 1 = 2,056.70 W → 2.06 kW; / 0.29307107 = 7,018 BTU/h
	const result = computeHeating({ ...room, load: 'heating', area: 16, sun: 'shaded' })
	expect(result.volumeM3).toBeCloseTo(38.4, 12)
	expect(result.wattsPerM3).toBeCloseTo(51.748621, 6)
	expect(result.insulationFactor).toBe(0.9)
	expect(result.sunFactor).toBe(1.15)
	expect(result.climateFactor).toBe(1)
	expect(result.watts).toBeCloseTo(2056.7, 1)
	expect(formatCount(result.watts)).toBe('2,057')
	expect(formatNumber(result.kW)).toBe('2.06')
	expect(formatCount(result.btuH)).toBe('7,018')
	expect(stepsOf(computeShown({ ...room, load: 'heating', area: 16, sun: 'shaded' }))).toEqual([
		'Radiator output needed (catalogue ΔT50 rating): 38.40 m³ × 51.75 W/m³ × 0.90 × 1.15 × 1.00 × 1.00 = 2,057 W',
		'Watts: 38.40 m³ × 51.75 W/m³ × 0.90 × 1.15 × 1.00 × 1.00 = 2,057 W',
		'BTU per hour: 2,057 W ÷ 0.2931 = 7,018 BTU/h',
		'Kilowatts: 2,057 W ÷ 1,000 = 2.06 kW',
		'Room volume: 16 m² × 2.4 m = 38.40 m³ (1,356.08 ft³)',
		'Climate factor: (21 + 3) ÷ (21 + 3) = 1.00 (room 21 °C, outside −3 °C)',
	])
})

test('B5 imperial heating: a 180 ft² × 8 ft bedroom, good insulation, cold climate is 6,144 BTU/h', () => {
	// V = 1,440 ft³; f_clim = (18 + 10) / (18 + 3) = 1.333333; 1,440 × 4 × 0.8 × 1.333333 = 6,144 BTU/h
	// × 0.29307107 = 1,800.63 W → 1.80 kW
	const input: BtuInput = {
		...room,
		unit: 'imperial',
		load: 'heating',
		area: 180,
		height: 8,
		roomType: 'bedroom',
		insulation: 'good',
		climate: 'cold',
	}
	const result = computeHeating(input)
	expect(stepsOf(computeShown(input)).slice(0, 3)).toEqual([
		'Radiator output needed (catalogue ΔT50 rating): 1,440.00 ft³ × 4.00 BTU/h per ft³ × 0.80 × 1.00 × 1.00 × 1.33 = 6,144 BTU/h',
		'Watts: 6,144 BTU/h × 0.2931 = 1,801 W',
		'BTU per hour: 1,440.00 ft³ × 4.00 BTU/h per ft³ × 0.80 × 1.00 × 1.00 × 1.33 = 6,144 BTU/h',
	])
	expect(stepsOf(result).at(-1)).toBe('Climate factor: (18 + 10) ÷ (18 + 3) = 1.33 (room 18 °C, outside −10 °C)')
	expect(shownValue(result, 'Room volume')).toBe('1,440.00 ft³ (40.78 m³)')
	expect(shownValue(result, 'Heat per volume')).toBe('4.00 BTU/h per ft³ (41.40 W/m³)')
	expect(result.volumeFt3).toBe(1440)
	expect(result.climateFactor).toBeCloseTo(1.333333, 6)
	expect(result.btuH).toBeCloseTo(6144, 9)
	expect(formatCount(result.btuH)).toBe('6,144')
	expect(formatCount(result.watts)).toBe('1,801')
	expect(formatNumber(result.kW)).toBe('1.80')
})

test('the other heating factors: poor insulation 1.0, large glazing 1.2, a mild climate less than the UK', () => {
	const heating = { ...room, load: 'heating' as const }
	expect(computeHeating({ ...heating, insulation: 'poor' }).insulationFactor).toBe(1)
	expect(computeHeating({ ...heating, hasLargeGlazing: true }).glazingFactor).toBe(1.2)
	expect(stepsOf(computeShown({ ...heating, climate: 'mild' })).at(-1)).toBe(
		'Climate factor: (21 − 5) ÷ (21 + 3) = 0.67 (room 21 °C, outside 5 °C)',
	)
	// living room 21 °C: (21 − 5) / (21 + 3) = 0.666667; bathroom 22 °C at −20 °C: (22 + 20) / (22 + 3) = 1.68
	expect(computeHeating({ ...heating, climate: 'mild' }).climateFactor).toBeCloseTo(2 / 3, 12)
	expect(computeHeating({ ...heating, roomType: 'bathroom', climate: 'very-cold' }).climateFactor).toBeCloseTo(1.68, 12)
	// The rule gives no reduction for sun when heating.
	expect(computeHeating({ ...heating, sun: 'sunny' }).sunFactor).toBe(1)
})

test('the chart: under 100 ft² uses the first row, and the last row is ≤ 2,000 ft²', () => {
	expect(computeCooling({ ...room, unit: 'imperial', area: 10, height: 8 }).chartBand.btuH).toBe(5000)
	expect(computeCooling({ ...room, unit: 'imperial', area: 1500.5, height: 8 }).chartBand.btuH).toBe(30_000)
	expect(computeCooling({ ...room, unit: 'imperial', area: 2000, height: 8 }).chartBand.btuH).toBe(30_000)
	// 185 m² × 10.764 = 1,991.34 ft², the metric maximum, is still in the chart.
	expect(computeCooling({ ...room, area: 185 }).chartBand.btuH).toBe(30_000)
})

test('float noise: an area that converts to a band limit plus noise stays in that band', () => {
	// 13.935340022296549 m² × 10.764 is 150.00000000000003 ft² in floating point: still ≤ 150 → 5,000, not 6,000
	const area = 13.935340022296549
	expect(area * 10.764).toBe(150.00000000000003)
	expect(computeCooling({ ...room, area }).chartBand.btuH).toBe(5000)
	expect(computeCooling({ ...room, area: 13.94 }).chartBand.btuH).toBe(6000)
})

test('the schema: the spec’s messages, its own message above the maximum area, hidden fields not read', () => {
	const values = { ...btuDefaults('metric'), area: '186', height: '1.9', occupants: '2.5' }
	expect(parseWith(createBtuSchema(values), values).errors).toEqual({
		area: AREA_TOO_LARGE_MESSAGE,
		height: 'Must be between 2 and 6 m',
		occupants: 'Enter a whole number',
	})
	const imperial = { ...btuDefaults('imperial'), area: '0', height: '', occupants: 'x' }
	expect(parseWith(createBtuSchema(imperial), imperial).errors).toEqual({
		area: 'Must be between 10 and 2,000 ft²',
		height: 'Required',
		occupants: 'Enter a number',
	})
	// Heating hides the occupants: whatever was typed there is not validated.
	const heating = { ...btuDefaults('metric'), load: 'heating' as const, occupants: 'x' }
	expect(v.safeParse(createBtuSchema(heating), heating).success).toBe(true)
})

const bothSystems = fc.record({
	areaM2: fc.integer({ min: 100, max: 18_500 }).map((value) => value / 100),
	heightM: fc.integer({ min: 200, max: 600 }).map((value) => value / 100),
	sun: fc.constantFrom(...SUN_EXPOSURES),
	occupants: fc.integer({ min: 1, max: 20 }),
	hasKitchen: fc.boolean(),
	roomType: fc.constantFrom(...ROOM_TYPES),
	insulation: fc.constantFrom(...INSULATIONS),
	hasLargeGlazing: fc.boolean(),
	climate: fc.constantFrom(...CLIMATES),
	load: fc.constantFrom('cooling' as const, 'heating' as const),
})

type Sample = typeof bothSystems extends fc.Arbitrary<infer T> ? T : never

function metricRoom({ areaM2, heightM, ...choices }: Sample): BtuInput {
	return { ...choices, unit: 'metric', area: areaM2, height: heightM }
}

test('property: every line worked out has its working, with no NaN or negative in it', () => {
	fc.assert(
		fc.property(bothSystems, fc.boolean(), (sample, isImperial) => {
			const metric = metricRoom(sample)
			const input: BtuInput = isImperial
				? { ...metric, unit: 'imperial', area: sample.areaM2 * 10.764, height: sample.heightM / 0.3048 }
				: metric
			expect(stepsOf(computeShown(input)).length).toBeGreaterThanOrEqual(5)
		}),
	)
})

test('property: every figure is finite and positive', () => {
	fc.assert(
		fc.property(bothSystems, (sample) => {
			const result = computeBtu(metricRoom(sample))
			for (const value of [result.btuH, result.watts, result.kW]) expect(Number.isFinite(value) && value > 0).toBe(true)
		}),
	)
})

test('property: a larger or taller room, more occupants or a colder climate never needs less', () => {
	fc.assert(
		fc.property(bothSystems, fc.integer({ min: 0, max: 5000 }), (sample, extra) => {
			const base = computeBtu(metricRoom(sample)).btuH
			const larger = { ...sample, areaM2: Math.min(185, sample.areaM2 + extra / 100) }
			const taller = { ...sample, heightM: Math.min(6, sample.heightM + extra / 1000) }
			const crowded = { ...sample, occupants: Math.min(20, sample.occupants + 1) }
			for (const bigger of [larger, taller, crowded, { ...sample, climate: 'very-cold' as const }])
				expect(computeBtu(metricRoom(bigger)).btuH).toBeGreaterThanOrEqual(base - 1e-9)
		}),
	)
})

test('property: the same room in metric and in imperial gives the same load', () => {
	fc.assert(
		fc.property(bothSystems, (sample) => {
			const metric = computeBtu(metricRoom(sample))
			const imperial = computeBtu({
				...metricRoom(sample),
				unit: 'imperial',
				area: sample.areaM2 * 10.764,
				height: sample.heightM / 0.3048,
			})
			// Cooling uses the same ft² and the same height ratio; heating's ft³ differ from m³ × 35.3147 by
			// 10.764 / 0.3048 against 1 / 0.0283168 (6 parts in a million).
			expect(Math.abs(imperial.btuH - metric.btuH)).toBeLessThanOrEqual(1e-5 * metric.btuH)
			expect(Math.abs(imperial.watts - metric.watts)).toBeLessThanOrEqual(1e-5 * metric.watts)
		}),
	)
})
