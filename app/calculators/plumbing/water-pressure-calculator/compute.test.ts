import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { computeWaterPressure, type WaterPressureResult } from './compute.ts'
import { K_US } from './hazen-williams.ts'
import {
	createWaterPressureSchema,
	waterPressureDefaults,
	waterPressureValuesForUnit,
	type WaterPressureInput,
	type WaterPressureValues,
} from './schema.ts'

const noFittings = { elbows90: 0, elbows45: 0, teesRun: 0, teesBranch: 0, valves: 0 }
const base: WaterPressureInput = {
	unit: 'metric',
	mode: 'pressure',
	pressureUnit: 'bar',
	pipeType: 'uk-copper',
	pipeSize: '22',
	customDiameter: 0,
	head: 0,
	pressure: 0,
	inletPressure: 0,
	flowRate: 0,
	hazenC: 140,
	pipeLength: 0,
	...noFittings,
	otherLength: 0,
	outletHeight: 0,
}
/** P3's run: 3 bar, 20 L/min, 22 mm copper, C 140, 20 m, 4 elbows + tee run + tee branch + valve, outlet 3 m up. */
const p3: WaterPressureInput = {
	...base,
	mode: 'loss',
	inletPressure: 3,
	flowRate: 20,
	pipeLength: 20,
	elbows90: 4,
	teesRun: 1,
	teesBranch: 1,
	valves: 1,
	outletHeight: 3,
}

/** Computes, and checks the working reads no impossible amount and nothing is bought. */
function computeShown(input: WaterPressureInput) {
	const result = computeWaterPressure(input)
	expectSoundEstimate(result)
	expect(result.purchases).toEqual([])
	return result
}

function loss(result: WaterPressureResult) {
	if (result.mode !== 'loss') throw new Error('expected the loss mode')
	return result
}

function head(result: WaterPressureResult) {
	if (result.mode === 'loss') throw new Error('expected a static mode')
	return result.head
}

test('P1: 10 m of water is 0.98 bar', () => {
	// 10 × 9.80665 = 98.0665 kPa → 0.98 bar; ÷ 6.894757 = 14.22 psi; 10 / 0.3048 = 32.81 ft
	const computed = computeShown({ ...base, head: 10 })
	// Each figure from the typed 10 m: × 9.80665 / 100, × 9.80665, × 9.80665 / 6.894757, ÷ 0.3048
	expect(stepsOf(computed)).toEqual([
		'Pressure: 10 m ÷ 10.1972 = 0.98 bar',
		'Pressure in bar: 10 m ÷ 10.1972 = 0.98 bar',
		'Pressure in kPa: 10 m × 9.8067 = 98.07 kPa',
		'Pressure in psi: 10 m × 1.4223 = 14.22 psi',
		'Head in feet: 10 m × 3.2808 = 32.81 ft',
	])
	const result = head(computed)
	expect(result.kPa).toBeCloseTo(98.0665, 9)
	expect(result.bar).toBeCloseTo(0.980665, 9)
	expect(result.psi).toBeCloseTo(14.223344, 6)
	expect(result.feet).toBeCloseTo(32.808399, 6)
	expect(result.metres).toBe(10)
})

test('P2: 60 psi holds up 138.40 ft of water', () => {
	// h = 60 / 0.4335275 = 138.40 ft (× 0.3048 = 42.18 m)
	const computed = computeShown({ ...base, unit: 'imperial', mode: 'height', pressure: 60 })
	// The heights first, as shown; the typed psi has no working.
	expect(stepsOf(computed)).toEqual([
		'Height: 60 psi × 2.3067 = 138.40 ft',
		'Head in metres: 60 psi ÷ 1.4223 = 42.18 m',
		'Head in feet: 60 psi × 2.3067 = 138.40 ft',
		'Pressure in bar: 60 psi ÷ 14.5038 = 4.14 bar',
		'Pressure in kPa: 60 psi × 6.8948 = 413.69 kPa',
	])
	expect(shownValue(computed, 'Pressure in psi')).toBe('60.00 psi')
	const result = head(computed)
	expect(result.feet).toBeCloseTo(138.399518, 6)
	expect(result.metres).toBeCloseTo(42.184173, 6)
	expect(result.kPa).toBeCloseTo(413.68542, 6)
})

test('height from a pressure in bar or kPa is the same height', () => {
	// 3 bar = 300 kPa; 300 / 9.80665 = 30.59 m
	const inBar = head(computeShown({ ...base, mode: 'height', pressure: 3 }))
	const inKPa = head(computeShown({ ...base, mode: 'height', pressureUnit: 'kPa', pressure: 300 }))
	expect(inBar.metres).toBeCloseTo(30.591486, 6)
	expect(inKPa.metres).toBeCloseTo(inBar.metres, 12)
})

test('P3: 3 bar through 20 m of 22 mm copper leaves 2.53 bar', () => {
	// Q = 3.333333e-4 m³/s; A = 3.204739e-4 m²; v = 1.04 m/s; ΣL/D = 4·30 + 20 + 60 + 8 = 208
	// L_fit = 208 × 0.0202 = 4.2016 m; L_tot = 24.2016 m; h_f = 10.67 × 24.2016 × 3.633887e-7 / (9,432.550 × 5.576777e-9)
	// = 1.7839 m → 17.49 kPa; Δp_z = 3 × 9.80665 = 29.42 kPa; P_out = 300 − 17.4940 − 29.4200 = 253.09 kPa = 2.53 bar
	const result = loss(computeShown(p3))
	expect(stepsOf(result)).toEqual([
		'Outlet pressure: 3.00 bar − 0.17 bar − 0.29 bar = 2.53 bar (36.71 psi)',
		'Velocity: 20 L/min ÷ 0.06 ÷ (π/4 × (20.2 mm)²) = 1.04 m/s (3.41 ft/s)',
		'Fittings equivalent length: (4 × 30 + 1 × 20 + 1 × 60 + 1 × 8) × 20.2 mm ÷ 1,000 = 4.20 m',
		'Total equivalent length: 20.00 m + 4.20 m + 0.00 m = 24.20 m',
		'Friction loss (head): 10.67 × 24.20 m × (20 ÷ 60,000)^1.852 ÷ (140^1.852 × (20.2 ÷ 1,000)^4.8704) = 1.78 m',
		'Friction loss (pressure): 1.78 m ÷ 10.1972 = 0.17 bar (17.49 kPa, 2.54 psi)',
		'Elevation loss: 3.00 m ÷ 10.1972 = 0.29 bar (4.27 psi)',
	])
	expect(result.metresPerSecond).toBeCloseTo(1.040126, 6)
	expect(result.fittingsLength).toBeCloseTo(4.2016, 12)
	expect(result.totalLength).toBeCloseTo(24.2016, 12)
	expect(result.frictionHead).toBeCloseTo(1.783888, 6)
	expect(result.friction.kPa).toBeCloseTo(17.493962, 6)
	expect(result.friction.bar).toBeCloseTo(0.17494, 5)
	expect(result.elevation.kPa).toBeCloseTo(29.41995, 9)
	expect(result.outlet.kPa).toBeCloseTo(253.086088, 6)
	expect(result.outlet.bar).toBeCloseTo(2.530861, 6)
	expect(result.outlet.psi).toBeCloseTo(36.707035, 6)
	expect(result.inlet.psi).toBeCloseTo(43.511323, 6)
	expect(result.isAboveVelocityLimit).toBe(false)
})

test('P4: 50 psi through 60 ft of 3/4" copper L leaves 43.40 psi', () => {
	// A = 0.00336099 ft²; v = 3.31 ft/s; L_fit = 208 × 0.785 / 12 = 13.6067 ft; L_tot = 73.6067 ft
	// Δp_f = 4.526978 × 73.6067 × 19.70119 / (9,432.550 × 0.3075907) = 2.26 psi (5.22 ft); Δp_z = 10 × 0.4335275 = 4.34
	// P_out = 50 − 2.2626 − 4.3353 = 43.40 psi (2.99 bar)
	expect(K_US).toBeCloseTo(4.526978, 6)
	const result = loss(
		computeShown({
			...p3,
			unit: 'imperial',
			pipeType: 'us-copper-l',
			pipeSize: '3/4',
			inletPressure: 50,
			flowRate: 5,
			pipeLength: 60,
			outletHeight: 10,
		}),
	)
	expect(stepsOf(result).find((line) => line.startsWith('Friction loss (pressure)'))).toBe(
		'Friction loss (pressure): 4.527 × 73.61 ft × 5^1.852 ÷ (140^1.852 × 0.785^4.8704) = 2.26 psi (0.16 bar, 15.60 kPa)',
	)
	expect(shownValue(result, 'Inlet pressure')).toBe('50.00 psi (3.45 bar)')
	expect(result.feetPerSecond).toBeCloseTo(3.314517, 6)
	expect(result.fittingsLength).toBeCloseTo(13.606667, 6)
	expect(result.totalLength).toBeCloseTo(73.606667, 6)
	expect(result.friction.psi).toBeCloseTo(2.262641, 6)
	expect(result.frictionHead).toBeCloseTo(5.21914, 5)
	expect(result.elevation.psi).toBeCloseTo(4.335275, 6)
	expect(result.outlet.psi).toBeCloseTo(43.402084, 6)
	expect(result.outlet.bar).toBeCloseTo(2.992468, 6)
})

test('P5: 1 bar cannot push 30 L/min through 30 m of 15 mm copper', () => {
	// ΣL/D = 6 × 30 + 8 = 188 → L_fit = 2.5568 m, L_tot = 32.5568 m; v = 3.44 m/s (above 2.4: warning)
	// h_f = 34.92 m → 342.45 kPa; Δp_z = 49.03 kPa; P_out = 100 − 342.45 − 49.03 = −291.49 kPa: 2.91 bar short
	const result = loss(
		computeShown({
			...base,
			mode: 'loss',
			pipeSize: '15',
			inletPressure: 1,
			flowRate: 30,
			pipeLength: 30,
			elbows90: 6,
			valves: 1,
			outletHeight: 5,
		}),
	)
	expect(stepsOf(result)[0]).toBe('Outlet pressure: 1.00 bar − 3.42 bar − 0.49 bar ≤ 0 → Not enough pressure')
	// The table's outlet line shows none left.
	expect(result.shown.tables[0]?.lines.at(-1)).toEqual({ label: 'Outlet pressure', value: '0.00 bar (0.00 psi)' })
	expect(result.metresPerSecond).toBeCloseTo(3.441932, 6)
	expect(result.isAboveVelocityLimit).toBe(true)
	expect(result.totalLength).toBeCloseTo(32.5568, 12)
	expect(result.frictionHead).toBeCloseTo(34.920589, 6)
	expect(result.friction.kPa).toBeCloseTo(342.453992, 6)
	expect(result.elevation.kPa).toBeCloseTo(49.03325, 9)
	expect(result.outlet.kPa).toBeCloseTo(-291.487242, 6)
	expect(result.outlet.bar).toBeCloseTo(-2.914872, 6)
})

test('an outlet below the inlet gains pressure', () => {
	// 300 − 17.49 + 29.42 = 311.93 kPa = 3.12 bar (÷ 6.894757 = 45.24 psi)
	const result = loss(computeShown({ ...p3, outletHeight: -3 }))
	expect(stepsOf(result).at(-1)).toBe('Elevation gain: 3.00 m ÷ 10.1972 = 0.29 bar (4.27 psi)')
	expect(stepsOf(result)[0]).toBe('Outlet pressure: 3.00 bar − 0.17 bar + 0.29 bar = 3.12 bar (45.24 psi)')
	expect(result.elevation.kPa).toBeCloseTo(-29.41995, 9)
	expect(result.outlet.kPa).toBeCloseTo(300 - 17.493962 + 29.41995, 5)
})

test('only the mode’s fields are validated, with the spec’s messages', () => {
	const values: WaterPressureValues = { ...waterPressureDefaults('metric'), pressure: 'x', head: '0' }
	expect(parseWith(createWaterPressureSchema(values), values).errors).toEqual({
		head: 'Must be between 0.01 and 1,000 m',
	})
	const lossValues: WaterPressureValues = {
		...waterPressureDefaults('metric'),
		mode: 'loss',
		elbows90: '2.5',
		teesRun: '101',
		outletHeight: '-301',
		hazenC: '50',
		otherLength: '0',
	}
	expect(parseWith(createWaterPressureSchema(lossValues), lossValues).errors).toEqual({
		elbows90: 'Enter a whole number',
		teesRun: 'Must be between 0 and 100',
		outletHeight: 'Must be between −300 and 300 m',
		hazenC: 'Must be between 60 and 160',
	})
	const kPa = { ...values, mode: 'height' as const, pressureUnit: 'kPa' as const, pressure: '10,001' }
	expect(parseWith(createWaterPressureSchema(kPa), kPa).errors).toEqual({
		pressure: 'Must be between 0.1 and 10,000 kPa',
	})
})

test('the bar / kPa select converts the typed pressure; the unit system gives its defaults, same mode', () => {
	const values = { ...waterPressureDefaults('metric'), mode: 'height' as const, pressure: '2.5' }
	expect(waterPressureValuesForUnit(values, { pressureUnit: 'kPa' })).toMatchObject({
		pressureUnit: 'kPa',
		pressure: '250',
	})
	expect(waterPressureValuesForUnit(values, { unit: 'imperial' })).toEqual({
		...waterPressureDefaults('imperial'),
		mode: 'height',
	})
})

const lossInput: fc.Arbitrary<WaterPressureInput> = fc
	.record({
		unit: fc.constantFrom('metric' as const, 'imperial' as const),
		pipe: fc.constantFrom(
			{ pipeType: 'uk-copper', pipeSize: '15' },
			{ pipeType: 'uk-mdpe', pipeSize: '32' },
			{ pipeType: 'pvc-40', pipeSize: '4' },
			{ pipeType: 'pex', pipeSize: '1/2' },
		),
		inletPressure: fc.double({ min: 1, max: 16, noNaN: true }),
		flowRate: fc.double({ min: 0.1, max: 1500, noNaN: true }),
		hazenC: fc.integer({ min: 60, max: 160 }),
		pipeLength: fc.double({ min: 0.3, max: 10_000, noNaN: true }),
		elbows90: fc.integer({ min: 0, max: 100 }),
		teesBranch: fc.integer({ min: 0, max: 100 }),
		otherLength: fc.double({ min: 0, max: 10_000, noNaN: true }),
		outletHeight: fc.double({ min: -300, max: 300, noNaN: true }),
	})
	.map(({ pipe, ...rest }) => ({ ...base, mode: 'loss' as const, ...pipe, ...rest }))

test('property: every loss is finite, friction never negative', () => {
	fc.assert(
		fc.property(lossInput, (input) => {
			const result = loss(computeWaterPressure(input))
			for (const value of [
				result.metresPerSecond,
				result.totalLength,
				result.frictionHead,
				...Object.values(result.friction),
			])
				expect(Number.isFinite(value) && value >= 0).toBe(true)
			for (const value of Object.values(result.outlet)) expect(Number.isFinite(value)).toBe(true)
		}),
	)
})

test('property: a longer run, more flow or more fittings never loses less pressure', () => {
	fc.assert(
		fc.property(
			lossInput,
			fc.double({ min: 0, max: 1000, noNaN: true }),
			fc.integer({ min: 0, max: 10 }),
			(input, extra, more) => {
				const before = loss(computeWaterPressure(input)).friction.kPa
				const after = (patch: Partial<WaterPressureInput>) =>
					loss(computeWaterPressure({ ...input, ...patch })).friction.kPa
				expect(after({ pipeLength: input.pipeLength + extra })).toBeGreaterThanOrEqual(before)
				expect(after({ flowRate: input.flowRate + extra })).toBeGreaterThanOrEqual(before)
				expect(after({ elbows90: input.elbows90 + more })).toBeGreaterThanOrEqual(before)
				expect(after({ hazenC: Math.max(60, input.hazenC - more) })).toBeGreaterThanOrEqual(before)
			},
		),
	)
})

test('property: metric and imperial agree on the same run', () => {
	fc.assert(
		fc.property(lossInput, (input) => {
			const metric = loss(computeWaterPressure({ ...input, unit: 'metric', inletPressure: input.inletPressure }))
			const imperial = loss(
				computeWaterPressure({
					...input,
					unit: 'imperial',
					inletPressure: (input.inletPressure * 100) / 6.894757,
					flowRate: input.flowRate / 3.785411784,
					pipeLength: input.pipeLength / 0.3048,
					otherLength: input.otherLength / 0.3048,
					outletHeight: input.outletHeight / 0.3048,
				}),
			)
			const close = (a: number, b: number) =>
				expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(a)))
			close(imperial.friction.kPa, metric.friction.kPa)
			close(imperial.outlet.kPa, metric.outlet.kPa)
			close(imperial.metresPerSecond, metric.metresPerSecond)
		}),
	)
})

test('property: a height of water and the pressure it gives convert back, in both systems', () => {
	fc.assert(
		fc.property(
			fc.double({ min: 0.01, max: 1000, noNaN: true }),
			fc.constantFrom('metric' as const, 'imperial' as const),
			(height, unit) => {
				const pressure = head(computeWaterPressure({ ...base, unit, head: height }))
				const back = head(
					computeWaterPressure({
						...base,
						unit,
						mode: 'height',
						pressure: unit === 'metric' ? pressure.bar : pressure.psi,
					}),
				)
				expect(back.metres).toBeCloseTo(pressure.metres, 9)
				expect(pressure.psi).toBeCloseTo(pressure.kPa / 6.894757, 9)
			},
		),
	)
})

test('property: every line worked out has its working, with no NaN or negative in it', () => {
	const staticInput = fc.record({
		unit: fc.constantFrom('metric' as const, 'imperial' as const),
		mode: fc.constantFrom('pressure' as const, 'height' as const),
		pressureUnit: fc.constantFrom('bar' as const, 'kPa' as const),
		head: fc.double({ min: 0.01, max: 1000, noNaN: true }),
		pressure: fc.double({ min: 0.001, max: 100, noNaN: true }),
	})
	fc.assert(
		fc.property(fc.oneof(lossInput, staticInput), (patch) => {
			expect(stepsOf(computeShown({ ...base, ...patch })).length).toBeGreaterThan(4)
		}),
	)
})
