import fc from 'fast-check'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { formatNumber } from '#app/lib/format.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { computeCfm } from './compute.ts'
import { NO_FIXTURE_MESSAGE, NO_US_UTILITY_MESSAGE } from './fields.ts'
import { ACH_PRESETS, EXTRACT_ROOMS, EXTRACT_RULES, KITCHEN_FANS, OPERATIONS } from './options.ts'
import { asksForFixtures, type CfmInput, cfmDefaults, cfmValuesForUnits, createCfmSchema } from './schema.ts'

const metricRoom: CfmInput = {
	unit: 'metric',
	mode: 'airChanges',
	length: 4,
	width: 3,
	height: 2.4,
	achPreset: 'general',
	ach: 4,
	rules: 'uk',
	room: 'bathroom',
	operation: 'intermittent',
	kitchenFan: 'hood',
	toilets: 0,
	showers: 0,
	bathtubs: 0,
	jettedTubs: 0,
}
const imperialRoom: CfmInput = { ...metricRoom, unit: 'imperial', length: 12, width: 10, height: 8, rules: 'us' }

/** Computes, and checks the working reads no impossible amount and nothing is bought. */
function computeShown(input: CfmInput) {
	const result = computeCfm(input)
	expectSoundEstimate(result)
	expect(result.purchases).toEqual([])
	return result
}

const cfmSteps = (input: CfmInput) => stepsOf(computeShown(input))

function airflowOf(input: CfmInput) {
	const { airflow } = computeShown(input)
	if (!airflow) throw new Error('expected an airflow')
	return airflow
}

test('C1 metric air changes: 4 × 3.5 × 2.4 m at 4 ACH is 37.33 L/s, a 38 L/s fan', () => {
	// V = 4 × 3.5 × 2.4 = 33.6 m³; 33.6 × 4 = 134.4 m³/h; 134.4 / 3.6 = 37.333 L/s; / 0.4719474432 = 79.10 CFM
	const result = computeCfm({ ...metricRoom, width: 3.5 })
	expect(result.volumeM3).toBeCloseTo(33.6, 12)
	expect(cfmSteps({ ...metricRoom, width: 3.5 })).toEqual([
		'Airflow needed: 33.60 m³ × 4 ÷ 3.6 = 37.33 L/s',
		'CFM: 37.33 L/s ÷ 0.4719 = 79.10 CFM',
		'Litres per second: 33.60 m³ × 4 ÷ 3.6 = 37.33 L/s',
		'Cubic metres per hour: 37.33 L/s × 3.6 = 134.40 m³/h',
		'Room volume: 4 m × 3.5 m × 2.4 m = 33.60 m³ (1,186.57 ft³)',
		'Floor area: 4 m × 3.5 m = 14.00 m² (150.70 ft²)',
		'Minimum fan rating: 37.3333 → 38 L/s',
	])
	expect(shownValue(result, 'Rule applied')).toBe('4 air changes per hour of the room’s volume')
	const airflow = airflowOf({ ...metricRoom, width: 3.5 })
	expect(airflow.m3h).toBeCloseTo(134.4, 9)
	expect(formatNumber(airflow.ls)).toBe('37.33')
	expect(formatNumber(airflow.cfm)).toBe('79.10')
	expect(airflow.fanRating).toBe(38)
})

test('C2 imperial air changes: 12 × 14 × 8 ft at 4 ACH is 89.60 CFM, a 90 CFM fan', () => {
	// V = 12 × 14 × 8 = 1,344 ft³; 1,344 × 4 / 60 = 89.6 CFM; × 0.4719474432 = 42.287 L/s; × 3.6 = 152.23 m³/h
	const airflow = airflowOf({ ...imperialRoom, width: 14 })
	expect(airflow.cfm).toBeCloseTo(89.6, 9)
	expect(formatNumber(airflow.ls)).toBe('42.29')
	expect(formatNumber(airflow.m3h)).toBe('152.23')
	expect(airflow.fanRating).toBe(90)
})

test('C3 imperial US bathroom 9 × 5 ft: HVI 45 CFM, the 50 CFM minimum governs', () => {
	// A = 9 × 5 = 45 ft² ≤ 100 → HVI 45; max(45, 50) = 50 CFM; × 0.4719474432 = 23.60 L/s; × 3.6 = 84.95 m³/h
	const input: CfmInput = { ...imperialRoom, mode: 'extract', length: 9, width: 5 }
	const result = computeCfm(input)
	expect(cfmSteps(input).slice(0, 2)).toEqual([
		'Airflow needed: max(45.00 ft² × 1, 50) = 50.00 CFM',
		'CFM: max(45.00 ft² × 1, 50) = 50.00 CFM',
	])
	expect(shownValue(result, 'Rule applied')).toBe(
		'HVI 1 CFM per ft² (45.00 ft², up to 100 ft²) gives 45.00 CFM, not above the 50 CFM minimum: 50 CFM governs',
	)
	expect(result.rule).toEqual({ kind: 'hviArea', areaFt2: 45, hviCfm: 45, isMinimumGoverning: true })
	const airflow = airflowOf(input)
	expect(airflow.cfm).toBe(50)
	expect(formatNumber(airflow.ls)).toBe('23.60')
	expect(formatNumber(airflow.m3h)).toBe('84.95')
	expect(airflow.fanRating).toBe(50)
})

test('C4 metric UK kitchen, hood, intermittent: 30 L/s = 108 m³/h = 63.57 CFM', () => {
	// Table C2: 30 L/s; × 3.6 = 108.00 m³/h; 30 / 0.4719474432 = 63.566 CFM
	const input: CfmInput = { ...metricRoom, mode: 'extract', room: 'kitchen' }
	expect(computeCfm(input).rule).toEqual({ kind: 'ukTable', ls: 30 })
	// A table's figure has no working: the headline and L/s lines are left out.
	expect(cfmSteps(input)).toEqual([
		'CFM: 30.00 L/s ÷ 0.4719 = 63.57 CFM',
		'Cubic metres per hour: 30.00 L/s × 3.6 = 108.00 m³/h',
		'Room volume: 4 m × 3 m × 2.4 m = 28.80 m³ (1,017.06 ft³)',
		'Floor area: 4 m × 3 m = 12.00 m² (129.17 ft²)',
		'Minimum fan rating: 30 → 30 L/s',
	])
	expect(shownValue(computeCfm(input), 'Airflow needed')).toBe('30.00 L/s')
	expect(shownValue(computeCfm(input), 'Rule applied')).toBe(
		'Approved Document F kitchen, intermittent (boost): 30 L/s',
	)
	const airflow = airflowOf(input)
	expect(airflow.ls).toBe(30)
	expect(formatNumber(airflow.m3h)).toBe('108.00')
	expect(formatNumber(airflow.cfm)).toBe('63.57')
	expect(airflow.fanRating).toBe(30)
})

test('C5 edge: a 10.5 × 10 ft US bathroom is over 100 ft²: 1 toilet + 1 shower = 100 CFM', () => {
	// A = 105 ft² > 100 → 50 × (1 + 1) = 100; max(100, 50) = 100 CFM; 47.19 L/s; 169.90 m³/h
	const input: CfmInput = { ...imperialRoom, mode: 'extract', length: 10.5, width: 10, toilets: 1, showers: 1 }
	expect(cfmSteps(input)[0]).toBe('Airflow needed: max(50 × 2 + 100 × 0, 50) = 100.00 CFM')
	expect(computeCfm(input).rule).toEqual({
		kind: 'hviFixtures',
		fixtures: 2,
		jettedTubs: 0,
		hviCfm: 100,
		isMinimumGoverning: false,
	})
	const airflow = airflowOf(input)
	expect(airflow.cfm).toBe(100)
	expect(formatNumber(airflow.ls)).toBe('47.19')
	expect(formatNumber(airflow.m3h)).toBe('169.90')
	// The same room with every count 0 keeps Calculate disabled, the message under Toilets.
	const values = {
		...cfmDefaults('imperial'),
		mode: 'extract' as const,
		length: '10.5',
		width: '10',
		toilets: '0',
		showers: '0',
	}
	expect(asksForFixtures(values)).toBe(true)
	expect(parseWith(createCfmSchema(values), values)).toEqual({ data: null, errors: { toilets: NO_FIXTURE_MESSAGE } })
})

test('a US rule under Metric is rated in L/s rounded up: 50 CFM = 23.60 L/s → 24 L/s', () => {
	// 9 m² × 10.764 = 96.9 ft² ≤ 100 → HVI 96.9 CFM (above 50); a 2 × 2 m room: 43.06 ft² → 50 CFM
	const airflow = airflowOf({ ...metricRoom, mode: 'extract', rules: 'us', length: 2, width: 2 })
	expect(airflow.cfm).toBe(50)
	expect(airflow.fanRating).toBe(24)
})

test('HVI: exactly 100 ft² is by area (tolerance), 50 CFM is the minimum governing; jetted tubs 100 each', () => {
	const bathroom: CfmInput = { ...imperialRoom, mode: 'extract', length: 10, width: 10 }
	expect(computeCfm(bathroom).rule).toMatchObject({ kind: 'hviArea', hviCfm: 100, isMinimumGoverning: false })
	// 0.1 × 3 × 10 × 33.333… is 100 with noise: still by area
	expect(computeCfm({ ...bathroom, length: 0.1 * 3 * 10, width: 100 / 3 }).rule.kind).toBe('hviArea')
	const exactly50: CfmInput = { ...bathroom, length: 10, width: 5 }
	expect(computeCfm(exactly50).rule).toMatchObject({ hviCfm: 50, isMinimumGoverning: true })
	const tubs: CfmInput = { ...bathroom, length: 12, toilets: 1, jettedTubs: 1 }
	expect(airflowOf(tubs).cfm).toBe(150)
	const oneFixture: CfmInput = { ...bathroom, length: 12, toilets: 1 }
	expect(computeCfm(oneFixture).rule).toMatchObject({ kind: 'hviFixtures', hviCfm: 50, isMinimumGoverning: true })
})

test('Table C2, US: bathroom continuous 20, kitchen 100 / 300 / 5 ACH, WC 50 / 20, utility none', () => {
	const us: CfmInput = { ...imperialRoom, mode: 'extract' }
	expect(airflowOf({ ...us, operation: 'continuous' }).cfm).toBe(20)
	expect(airflowOf({ ...us, room: 'kitchen' }).cfm).toBe(100)
	expect(airflowOf({ ...us, room: 'kitchen', kitchenFan: 'elsewhere' }).cfm).toBe(300)
	// 12 × 10 × 8 = 960 ft³ × 5 / 60 = 80 CFM
	expect(airflowOf({ ...us, room: 'kitchen', operation: 'continuous' }).cfm).toBeCloseTo(80, 9)
	// Metric: 4 × 3 × 2.4 = 28.8 m³ × 5 / 3.6 = 40 L/s
	expect(
		airflowOf({ ...metricRoom, mode: 'extract', rules: 'us', room: 'kitchen', operation: 'continuous' }).ls,
	).toBeCloseTo(40, 9)
	expect(airflowOf({ ...us, room: 'wc' }).cfm).toBe(50)
	expect(airflowOf({ ...us, room: 'wc', operation: 'continuous' }).cfm).toBe(20)
	const utility = computeShown({ ...us, room: 'utility' })
	expect(utility.airflow).toBeNull()
	expect(stepsOf(utility).map((line) => line.split(':')[0])).toEqual(['Room volume', 'Floor area'])
	expect(utility.shown.headline).toEqual({ label: 'Airflow needed', value: NO_US_UTILITY_MESSAGE, isMessage: true })
	expect(shownValue(utility, 'Rule applied')).toBe(NO_US_UTILITY_MESSAGE)
	expect(utility.rule).toEqual({ kind: 'noUsMinimum' })
})

test('Table C2, UK: bathroom 15 / 8, kitchen 30 / 60 / 13, utility 30 / 8, WC 6 / 6 L/s', () => {
	const uk: CfmInput = { ...metricRoom, mode: 'extract' }
	const ls = (input: Partial<CfmInput>) => airflowOf({ ...uk, ...input }).ls
	expect([ls({}), ls({ operation: 'continuous' })]).toEqual([15, 8])
	expect([ls({ room: 'kitchen' }), ls({ room: 'kitchen', kitchenFan: 'elsewhere' })]).toEqual([30, 60])
	expect(ls({ room: 'kitchen', operation: 'continuous' })).toBe(13)
	expect([ls({ room: 'utility' }), ls({ room: 'utility', operation: 'continuous' })]).toEqual([30, 8])
	expect([ls({ room: 'wc' }), ls({ room: 'wc', operation: 'continuous' })]).toEqual([6, 6])
	// UK rules under Imperial: rated in CFM, rounded up: 15 L/s = 31.78 CFM → 32 CFM
	expect(airflowOf({ ...imperialRoom, mode: 'extract', rules: 'uk' }).fanRating).toBe(32)
})

test('the fan rating ignores float noise: 0.1 × 3 × 10 ft × 60 ACH / 60 is 3 CFM, not 4', () => {
	// V = 0.1 × 3 × 10 = 3.0000000000000004 ft³; × 60 / 60 → 3.0000000000000004 CFM
	const airflow = airflowOf({ ...imperialRoom, length: 0.1 * 3, width: 10, height: 1, ach: 60 })
	expect(airflow.fanRating).toBe(3)
})

test('the schema: the spec’s messages; hidden fields are not read', () => {
	const values = { ...cfmDefaults('metric'), length: '0', width: '', height: 'x', ach: '61' }
	expect(parseWith(createCfmSchema(values), values).errors).toEqual({
		length: 'Must be between 0.15 and 150 m',
		width: 'Required',
		height: 'Enter a number',
		ach: 'Must be between 0.1 and 60',
	})
	// Extract mode hides the air changes; the fixtures show only for a US bathroom over 100 ft².
	const extract = { ...cfmDefaults('imperial'), mode: 'extract' as const, ach: 'x', toilets: 'x' }
	expect(asksForFixtures(extract)).toBe(true)
	expect(parseWith(createCfmSchema(extract), extract).errors).toEqual({ toilets: 'Enter a number' })
	const small = { ...extract, length: '9', width: '5' }
	expect(asksForFixtures(small)).toBe(false)
	expect(v.safeParse(createCfmSchema(small), small).success).toBe(true)
	expect(asksForFixtures({ ...extract, operation: 'continuous' })).toBe(false)
	expect(asksForFixtures({ ...extract, rules: 'uk' })).toBe(false)
	const decimals = { ...extract, toilets: '1.5' }
	expect(parseWith(createCfmSchema(decimals), decimals).errors).toEqual({ toilets: 'Enter a whole number' })
	// A feet-and-inches length is read: 10' 6" × 10' = 105 ft²
	const feetInches = { ...extract, toilets: '1', length: `10' 6"`, width: '10' }
	expect(parseWith(createCfmSchema(feetInches), feetInches).data?.length).toBe(10.5)
})

test('the rules follow the unit system until changed', () => {
	const metric = cfmDefaults('metric')
	expect(metric.rules).toBe('uk')
	expect(cfmValuesForUnits(metric, { unit: 'imperial' }).rules).toBe('us')
	const chosen = { ...metric, rules: 'us' as const }
	expect(cfmValuesForUnits(chosen, { unit: 'imperial' }).rules).toBe('us')
	const changed = cfmValuesForUnits({ ...cfmDefaults('imperial'), rules: 'uk', length: '20' }, { unit: 'metric' })
	expect(changed).toMatchObject({ rules: 'uk', length: '4', unit: 'metric' })
})

const room = fc.record({
	lengthM: fc.integer({ min: 15, max: 15_000 }).map((value) => value / 100),
	widthM: fc.integer({ min: 15, max: 15_000 }).map((value) => value / 100),
	heightM: fc.integer({ min: 50, max: 2000 }).map((value) => value / 100),
	ach: fc.constantFrom<number>(...Object.values(ACH_PRESETS), 0.1, 60, 2.5),
	mode: fc.constantFrom('airChanges' as const, 'extract' as const),
	rules: fc.constantFrom(...EXTRACT_RULES),
	room: fc.constantFrom(...EXTRACT_ROOMS),
	operation: fc.constantFrom(...OPERATIONS),
	kitchenFan: fc.constantFrom(...KITCHEN_FANS),
	toilets: fc.integer({ min: 0, max: 10 }),
	showers: fc.integer({ min: 1, max: 10 }),
	bathtubs: fc.integer({ min: 0, max: 10 }),
	jettedTubs: fc.integer({ min: 0, max: 10 }),
})

type Sample = typeof room extends fc.Arbitrary<infer T> ? T : never

function metricInput({ lengthM, widthM, heightM, ...choices }: Sample): CfmInput {
	return { ...choices, unit: 'metric', achPreset: 'custom', length: lengthM, width: widthM, height: heightM }
}

test('property: every line worked out has its working, with no NaN or negative in it', () => {
	fc.assert(
		fc.property(room, fc.boolean(), (sample, isImperial) => {
			const metric = metricInput(sample)
			const input: CfmInput = isImperial
				? {
						...metric,
						unit: 'imperial',
						length: metric.length / 0.3048,
						width: metric.width / 0.3048,
						height: metric.height / 0.3048,
					}
				: metric
			expect(stepsOf(computeShown(input)).length).toBeGreaterThanOrEqual(2)
		}),
	)
})

test('property: every figure is finite and non-negative, the fan rating whole and at least the airflow', () => {
	fc.assert(
		fc.property(room, (sample) => {
			const result = computeCfm(metricInput(sample))
			for (const value of [result.volumeM3, result.volumeFt3, result.areaM2, result.areaFt2])
				expect(Number.isFinite(value) && value > 0).toBe(true)
			if (!result.airflow) return
			const { cfm, ls, m3h, fanRating } = result.airflow
			for (const value of [cfm, ls, m3h]) expect(Number.isFinite(value) && value > 0).toBe(true)
			expect(Number.isInteger(fanRating)).toBe(true)
			expect(fanRating).toBeGreaterThanOrEqual(ls * (1 - 1e-9))
		}),
	)
})

test('property: a larger room or more air changes never needs less air', () => {
	fc.assert(
		fc.property(room, fc.integer({ min: 0, max: 1000 }), (sample, extra) => {
			const base = computeCfm(metricInput(sample)).airflow?.ls ?? 0
			const longer = { ...sample, lengthM: Math.min(150, sample.lengthM + extra / 100) }
			const taller = { ...sample, heightM: Math.min(20, sample.heightM + extra / 100) }
			const moreChanges = { ...sample, ach: Math.min(60, sample.ach + extra / 100) }
			for (const bigger of [longer, taller, moreChanges])
				expect(computeCfm(metricInput(bigger)).airflow?.ls ?? 0).toBeGreaterThanOrEqual(base - 1e-9)
		}),
	)
})

test('property: the same room in metric and in imperial gives the same airflow', () => {
	fc.assert(
		fc.property(room, (sample) => {
			const metric = computeCfm(metricInput(sample))
			const imperial = computeCfm({
				...metricInput(sample),
				unit: 'imperial',
				length: sample.lengthM / 0.3048,
				width: sample.widthM / 0.3048,
				height: sample.heightM / 0.3048,
			})
			// 10.764 ft² per m² against 1 / 0.3048² = 10.76391 (9 parts in a million); the HVI 100 ft² line may
			// fall between the two, so compare only away from it.
			if (Math.abs(metric.areaFt2 - 100) < 0.01) return
			if (!metric.airflow || !imperial.airflow) {
				expect(imperial.airflow).toBe(metric.airflow)
				return
			}
			expect(Math.abs(imperial.airflow.ls - metric.airflow.ls)).toBeLessThanOrEqual(1e-4 * metric.airflow.ls)
		}),
	)
})
