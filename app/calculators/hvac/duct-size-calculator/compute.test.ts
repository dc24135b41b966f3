import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatCount, formatNumber } from '#app/lib/format.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { computeDuctSize, equivalentDiameter, FRICTION_K_SI, PA_M_PER_IN_WC_100FT } from './compute.ts'
import { noRoundSizeMessage } from './shown.ts'
import { createDuctSchema, type DuctInput, ductDefaults, ductValuesForUnits } from './schema.ts'

const metric: DuctInput = {
	unit: 'metric',
	airflow: 100,
	airflowUnit: 'ls',
	method: 'friction',
	friction: 0.8,
	velocity: 0,
	hasRectangular: false,
	fixedSide: 0,
}
const imperial: DuctInput = { ...metric, unit: 'imperial', airflow: 400, friction: 0.1 }

/** Computes, and checks the working reads no impossible amount and nothing is bought. */
function computeShown(input: DuctInput) {
	const result = computeDuctSize(input)
	expectSoundEstimate(result)
	expect(result.purchases).toEqual([])
	return result
}

test('the SI friction constant is the imperial equation in SI units', () => {
	// K_SI = 0.109136 × 8.172208 × 0.4719474432^(−1.9) × 25.4^5.02 = 4.189622e7
	expect(PA_M_PER_IN_WC_100FT).toBeCloseTo(8.172208, 6)
	expect(FRICTION_K_SI / 1e7).toBeCloseTo(4.189622, 5)
})

test('D1 metric: 500 m³/h at 0.8 Pa/m is a 250 mm duct, or 200 × 250 mm', () => {
	// 500 / 3.6 = 138.889 L/s (294.29 CFM); Q^1.9 = 11,777.91; D_req = (4.189622e7 × 11,777.91 / 0.8)^(1/5.02) = 223.17 mm
	// → 250 mm; A = π/4 × 0.25² = 0.049087 m²; V = 0.138889 / 0.049087 = 2.83 m/s; f = K_SI × Q^1.9 / 250^5.02 = 0.45 Pa/m
	const result = computeShown({ ...metric, airflow: 500, airflowUnit: 'm3h', hasRectangular: true, fixedSide: 200 })
	expect(stepsOf(result).slice(0, 2)).toEqual([
		'Round duct: 223.2 mm → 250 mm',
		'Required exact diameter: (41,896,217 × 138.8889^1.9 ÷ 0.8)^(1/5.02) = 223.2 mm (8.79 in)',
	])
	expect(shownValue(result, 'Airflow')).toBe('294.29 CFM, 138.89 L/s, 500.00 m³/h')
	expect(shownValue(result, 'Rectangular duct')).toBe('200 × 250 mm')
	expect(result.airflowLs).toBeCloseTo(138.889, 3)
	expect(formatNumber(result.airflowCfm)).toBe('294.29')
	expect(result.requiredDiameter).toBeCloseTo(223.17, 2)
	expect(result.standardSize).toBe(250)
	expect(result.areaM2).toBeCloseTo(0.049087, 6)
	expect(formatNumber(result.round.velocity)).toBe('2.83')
	expect(formatNumber(result.round.friction)).toBe('0.45')
	// 200 × 200 gives De 218.63 < 223.17; 200 × 250 gives 244.06 → 200 × 250 mm; V = 0.138889 / 0.05 = 2.78 m/s
	expect(equivalentDiameter(200, 200)).toBeCloseTo(218.63, 2)
	const rectangle = result.rectangular
	expect(rectangle?.width).toBe(250)
	expect(rectangle?.equivalentDiameter).toBeCloseTo(244.06, 2)
	expect(formatNumber(rectangle?.flow.velocity ?? 0)).toBe('2.78')
	expect(formatNumber(rectangle?.flow.friction ?? 0)).toBe('0.51')
	expect(rectangle?.aspectRatio).toBe(1.25)
	expect(rectangle?.isTooFlat).toBe(false)
})

test('D2 imperial: 400 CFM at 0.1 in/100 ft is a 10 in duct, or 8 × 12 in', () => {
	// q^1.9 = 87,884.84; d_req = (0.109136 × 87,884.84 / 0.1)^(1/5.02) = 9.83 in → 10 in; A = 0.545415 ft²
	// V = 400 / 0.545415 = 733 fpm (3.73 m/s); f = 0.109136 × 87,884.84 / 104,712.85 = 0.092 (0.75 Pa/m)
	const result = computeShown({ ...imperial, hasRectangular: true, fixedSide: 8 })
	// A flow in CFM over an area in in² is × 144 in fpm.
	expect(stepsOf(result)).toEqual([
		'Round duct: 9.83 in → 10 in',
		'Required exact diameter: (0.1091 × 400^1.9 ÷ 0.1)^(1/5.02) = 9.83 in (249.6 mm)',
		'Standard size: 9.83 in → 10 in',
		'Velocity: 400 CFM × 144 ÷ (π/4 × 10²) = 733 fpm (3.73 m/s)',
		'Friction: 0.1091 × 400^1.9 ÷ 10^5.02 = 0.092 in. w.c./100 ft (0.75 Pa/m)',
		'Cross-section area: π/4 × (10 in ÷ 12)² = 0.545 ft² (0.0507 m²)',
		'Rectangular duct: 10.66 in ≥ 9.83 in → 8 × 12 in',
		'Equivalent diameter: 1.3 × (8 × 12)^0.625 ÷ (8 + 12)^0.25 = 10.66 in',
		'Velocity: 400 CFM × 144 ÷ (8 × 12) = 600 fpm (3.05 m/s)',
		'Friction: 0.1091 × 400^1.9 ÷ 10.6563^5.02 = 0.067 in. w.c./100 ft (0.54 Pa/m)',
		'Aspect ratio: 12 ÷ 8 = 1.50',
	])
	expect(formatNumber(result.requiredDiameter)).toBe('9.83')
	expect(result.standardSize).toBe(10)
	expect(result.areaFt2).toBeCloseTo(0.545415, 6)
	expect(formatCount(result.round.velocity)).toBe('733')
	expect(formatNumber(result.round.velocityMs)).toBe('3.73')
	expect(formatNumber(result.round.friction, 3)).toBe('0.092')
	expect(formatNumber(result.round.frictionPaM)).toBe('0.75')
	expect(result.round.isTooFast).toBe(false)
	// 8 × 10 gives De 9.76 < 9.83; 8 × 12 gives 10.66 → 8 × 12 in; V = 400 / 0.666667 = 600 fpm; f = 0.067
	expect(equivalentDiameter(8, 10)).toBeCloseTo(9.76, 2)
	expect(result.rectangular?.width).toBe(12)
	expect(formatNumber(result.rectangular?.equivalentDiameter ?? 0)).toBe('10.66')
	expect(result.rectangular?.flow.velocity).toBeCloseTo(600, 9)
	expect(formatNumber(result.rectangular?.flow.friction ?? 0, 3)).toBe('0.067')
	expect(result.rectangular?.aspectRatio).toBe(1.5)
})

test('D3 imperial velocity: 1,200 CFM at 900 fpm is a 16 in duct', () => {
	// d_req = 12 × √(4 × 1,200 / (π × 900)) = 15.64 in → 16 in; A = 1.396263 ft²; V = 859 fpm
	// f = 0.109136 × 708,670.5 / 1,108,363.7 = 0.070 (0.57 Pa/m)
	const result = computeShown({ ...imperial, airflow: 1200, method: 'velocity', friction: 0, velocity: 900 })
	expect(stepsOf(result)[1]).toBe(
		'Required exact diameter: √(4 × 1,200 CFM × 144 ÷ (π × 900 fpm)) = 15.64 in (397.1 mm)',
	)
	expect(formatNumber(result.requiredDiameter)).toBe('15.64')
	expect(result.standardSize).toBe(16)
	expect(result.areaFt2).toBeCloseTo(1.396263, 6)
	expect(formatCount(result.round.velocity)).toBe('859')
	expect(formatNumber(result.round.friction, 3)).toBe('0.070')
	expect(formatNumber(result.round.frictionPaM)).toBe('0.57')
})

test('D4 edge: 20,000 CFM at 0.1 needs 43.20 in, above the 36 in list; 24 in is too low a side, 36 × 44 in fits', () => {
	// d_req = (0.109136 × 1.485788e8 / 0.1)^(1/5.02) = 43.20 in > 36: no standard size; at d_req V = 1,965 fpm
	const result = computeShown({ ...imperial, airflow: 20_000, hasRectangular: true, fixedSide: 24 })
	// No standard size and no width: no size lines; the round figures are at the required diameter.
	expect(stepsOf(result).map((line) => line.split(':')[0])).toEqual([
		'Required exact diameter',
		'Velocity',
		'Friction',
		'Cross-section area',
	])
	expect(stepsOf(result)[1]).toBe(
		'Velocity: 20,000 CFM × 144 ÷ (π/4 × 43.196²) = 1,965 fpm (9.98 m/s) at the required diameter',
	)
	expect(result.shown.headline).toEqual({
		label: 'Round duct',
		value: noRoundSizeMessage(36, 'imperial'),
		isMessage: true,
	})
	expect(shownValue(result, 'Standard size')).toBe('–')
	expect(result.shown.tables).toHaveLength(1)
	expect(formatNumber(result.requiredDiameter)).toBe('43.20')
	expect(result.standardSize).toBeNull()
	expect(result.largestStandardSize).toBe(36)
	expect(formatCount(result.round.velocity)).toBe('1,965')
	expect(result.round.isTooFast).toBe(true)
	// De(24, 60) = 40.44 < 43.20: the width would exceed 60 in
	expect(equivalentDiameter(24, 60)).toBeCloseTo(40.44, 2)
	expect(result.rectangular?.width).toBeNull()
	expect(result.rectangular?.widestWidth).toBe(60)
	// a = 36: De(36, 42) = 42.48, De(36, 44) = 43.45 → 36 × 44 in; V = 20,000 / 11 = 1,818 fpm; f = 0.097; 1.22
	const wide = computeShown({ ...imperial, airflow: 20_000, hasRectangular: true, fixedSide: 36 }).rectangular
	expect(equivalentDiameter(36, 42)).toBeCloseTo(42.48, 2)
	expect(wide?.width).toBe(44)
	expect(formatNumber(wide?.equivalentDiameter ?? 0)).toBe('43.45')
	expect(formatCount(wide?.flow.velocity ?? 0)).toBe('1,818')
	expect(wide?.flow.isTooFast).toBe(true)
	expect(formatNumber(wide?.flow.friction ?? 0, 3)).toBe('0.097')
	expect(formatNumber(wide?.aspectRatio ?? 0)).toBe('1.22')
})

test('a flat rectangle warns above 4:1, and the metric velocity limit is 900 fpm in m/s (4.572)', () => {
	const flat = computeDuctSize({ ...imperial, airflow: 2000, hasRectangular: true, fixedSide: 6 }).rectangular
	expect(flat?.aspectRatio).toBeGreaterThan(4)
	expect(flat?.isTooFlat).toBe(true)
	// 0.5 m³/s at 10 m/s needs 252.3 mm → 300 mm at 7.07 m/s; at 4.572 m/s, 373.2 mm → 400 mm at 3.98 m/s
	const fast = computeDuctSize({ ...metric, airflow: 500, method: 'velocity', velocity: 10 })
	expect(fast.standardSize).toBe(300)
	expect(formatNumber(fast.round.velocity)).toBe('7.07')
	expect(fast.round.isTooFast).toBe(true)
	const slow = computeDuctSize({ ...metric, airflow: 500, method: 'velocity', velocity: 4.572 })
	expect(slow.standardSize).toBe(400)
	expect(formatNumber(slow.round.velocity)).toBe('3.98')
	expect(slow.round.isTooFast).toBe(false)
})

test('a required diameter a hair above a standard size from float noise takes that size, not the next', () => {
	// q = 600 × π × (9/12)² / 4 = 265.07 CFM at 600 fpm: 12 × √(4q / (π × 600)) is 9.000000000000002 in floating point
	const q = (600 * Math.PI * (9 / 12) ** 2) / 4
	const result = computeDuctSize({ ...imperial, airflow: q, method: 'velocity', velocity: 600 })
	expect(result.requiredDiameter).toBe(9.000000000000002)
	expect(result.standardSize).toBe(9)
})

test('the schema: the spec’s messages, per airflow unit; hidden fields are not read', () => {
	const values = { ...ductDefaults('metric'), airflow: '0', friction: '', hasRectangular: true, fixedSide: '50' }
	expect(parseWith(createDuctSchema(values), values).errors).toEqual({
		airflow: 'Must be between 0.5 and 25,000 L/s',
		friction: 'Required',
		fixedSide: 'Must be between 75 and 2,000 mm',
	})
	const perHour = { ...values, airflowUnit: 'm3h' as const, airflow: '1', method: 'velocity' as const, velocity: 'x' }
	expect(parseWith(createDuctSchema(perHour), perHour).errors).toEqual({
		airflow: 'Must be between 1.8 and 90,000 m³/h',
		velocity: 'Enter a number',
		fixedSide: 'Must be between 75 and 2,000 mm',
	})
	const feet = { ...ductDefaults('imperial'), friction: '2', velocity: 'x' }
	expect(parseWith(createDuctSchema(feet), feet).errors).toEqual({
		friction: 'Must be between 0.01 and 1 in. w.c./100 ft',
	})
})

test('the airflow unit converts the typed airflow; the unit system starts again from its defaults', () => {
	const values = { ...ductDefaults('metric'), airflow: '100', method: 'velocity' as const }
	expect(ductValuesForUnits(values, { airflowUnit: 'm3h' })).toMatchObject({ airflowUnit: 'm3h', airflow: '360' })
	expect(ductValuesForUnits({ ...values, airflowUnit: 'm3h', airflow: '500' }, { airflowUnit: 'ls' }).airflow).toBe(
		'138.8889',
	)
	expect(ductValuesForUnits(values, { unit: 'imperial' })).toEqual({ ...ductDefaults('imperial'), method: 'velocity' })
})

const flows = fc.record({
	airflowLs: fc.integer({ min: 5, max: 250_000 }).map((value) => value / 10),
	friction: fc.integer({ min: 10, max: 800 }).map((value) => value / 100),
	velocity: fc.integer({ min: 5, max: 200 }).map((value) => value / 10),
	method: fc.constantFrom('friction' as const, 'velocity' as const),
	fixedSide: fc.integer({ min: 75, max: 2000 }),
	hasRectangular: fc.boolean(),
})
type Flow = typeof flows extends fc.Arbitrary<infer T> ? T : never

function metricDuct({ airflowLs, ...rest }: Flow): DuctInput {
	return { ...metric, ...rest, airflow: airflowLs }
}

test('property: every line worked out has its working, with no NaN or negative in it', () => {
	fc.assert(
		fc.property(flows, fc.constantFrom('ls' as const, 'm3h' as const, 'cfm' as const), (flow, airflowUnit) => {
			const input = metricDuct(flow)
			const result =
				airflowUnit === 'cfm'
					? computeShown({
							...input,
							unit: 'imperial',
							airflow: Math.max(1, Math.round(input.airflow * 2.11888)),
							friction: Math.min(1, input.friction / 8),
							velocity: input.velocity * 196.85,
							fixedSide: Math.max(3, Math.round(input.fixedSide / 25.4)),
						})
					: computeShown({ ...input, airflowUnit, airflow: input.airflow * (airflowUnit === 'm3h' ? 3.6 : 1) })
			expect(stepsOf(result).length).toBeGreaterThanOrEqual(4)
		}),
	)
})

test('property: every figure is finite and positive; the standard size is never below the need', () => {
	fc.assert(
		fc.property(flows, (flow) => {
			const result = computeDuctSize(metricDuct(flow))
			const figures = [result.requiredDiameter, result.areaM2, result.round.velocity, result.round.friction]
			for (const value of figures) expect(Number.isFinite(value) && value > 0).toBe(true)
			if (result.standardSize !== null)
				expect(result.standardSize).toBeGreaterThanOrEqual(result.requiredDiameter * (1 - 1e-9))
			const width = result.rectangular?.width
			if (result.rectangular && width)
				expect(equivalentDiameter(result.rectangular.fixedSide, width)).toBeGreaterThanOrEqual(
					result.requiredDiameter * (1 - 1e-9),
				)
		}),
	)
})

test('property: more airflow never needs a smaller duct; a lower friction rate or velocity never a smaller one', () => {
	const size = (input: DuctInput) => {
		const result = computeDuctSize(input)
		return [result.requiredDiameter, result.standardSize ?? Infinity, result.rectangular?.width ?? Infinity]
	}
	fc.assert(
		fc.property(flows, fc.integer({ min: 0, max: 5000 }), (flow, extra) => {
			const base = size(metricDuct(flow))
			const more = size(metricDuct({ ...flow, airflowLs: Math.min(25_000, flow.airflowLs + extra / 10) }))
			const gentler = size(
				metricDuct({ ...flow, friction: Math.max(0.1, flow.friction / 2), velocity: Math.max(0.5, flow.velocity / 2) }),
			)
			for (const bigger of [more, gentler]) {
				expect(bigger[0]).toBeGreaterThanOrEqual((base[0] ?? 0) * (1 - 1e-12))
				expect(bigger[1]).toBeGreaterThanOrEqual(base[1] ?? 0)
				expect(bigger[2]).toBeGreaterThanOrEqual(base[2] ?? 0)
			}
		}),
	)
})

test('property: the same airflow and rate in metric and imperial need the same diameter', () => {
	fc.assert(
		fc.property(flows, (flow) => {
			const inMetric = computeDuctSize(metricDuct(flow))
			const inImperial = computeDuctSize({
				...imperial,
				method: flow.method,
				airflow: (flow.airflowLs / 0.3048 ** 3 / 1000) * 60,
				friction: flow.friction / PA_M_PER_IN_WC_100FT,
				velocity: (flow.velocity * 60) / 0.3048,
			})
			expect(inImperial.requiredDiameterMm).toBeCloseTo(inMetric.requiredDiameterMm, 6)
			expect(inImperial.airflowLs).toBeCloseTo(inMetric.airflowLs, 6)
			expect(inImperial.airflowM3h).toBeCloseTo(inMetric.airflowM3h, 6)
		}),
	)
})
