import fc from 'fast-check'
import { expect, test } from 'vitest'
import { decodeValues, encodeValues, readLink } from '#app/kept-state/address.ts'
import { UK_MCB_RATINGS } from '#app/calculators/electrical/shared/bs7671-tables.ts'
import { conductorAreaText, resistanceText } from '#app/calculators/electrical/shared/conductor-text.ts'
import { terminationColumn, US_BREAKER_RATINGS } from '#app/calculators/electrical/shared/nec-tables.ts'
import { formatLengthBoth } from '#app/calculators/electrical/shared/standard.ts'
import { formatNumber } from '#app/lib/format.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { computeWireSize as computeOnly, type WireSizeResult } from './compute.ts'
import {
	COLUMN_CHOICES,
	createWireSizeSchema,
	DERIVED_CURRENT_MESSAGE,
	WIRE_SIZE_DEFAULTS,
	type WireSizeInput,
	type WireSizeValues,
	wireSizeDefaults,
	wireSizeValuesForStandard,
} from './schema.ts'
import {
	SINGLE_CORE_METHODS,
	TWIN_AND_EARTH_METHODS,
	METALS,
} from '#app/calculators/electrical/shared/conductor-choices.ts'

function parse(values: WireSizeValues) {
	return parseWith(createWireSizeSchema(values), values)
}

function valuesOf(patch: Partial<WireSizeValues>): WireSizeValues {
	return { ...wireSizeDefaults(patch.standard ?? 'imperial'), ...patch }
}

function input(patch: Partial<WireSizeValues>): WireSizeInput {
	const { data, errors } = parse(valuesOf(patch))
	if (!data) throw new Error(JSON.stringify(errors))
	return data
}

/** Computes, and checks the working reads no impossible amount. */
function computeWireSize(input: WireSizeInput) {
	const result = computeOnly(input)
	expectSoundEstimate(result)
	expect(result.shown.headline.label).toBe('Recommended size')
	expect(result.purchases).toEqual([])
	return result
}

function size(result: WireSizeResult, index: number) {
	const found = result.sizes[index]
	if (!found) throw new Error(`no size at ${index}`)
	return found
}

const names = (result: WireSizeResult) => ({
	recommended: result.sizes[result.recommended]?.name,
	byRating: result.sizes[result.byRating]?.name,
	byDrop: result.sizes[result.byDrop]?.name,
})

test('W1 (US): 9.6 kW EV charger, 240 V, continuous, 140 ft is 6 AWG copper, by circuit size from the 60 °C column', () => {
	// I = 9600 / (240 × 1.00) = 40 A; I_d = 40 × 1.25 = 50 A; I_n = 50 A ≤ 100 A → 60 °C column (NEC 110.14(C)(1)(a)); k = 2
	// 14: min(15, 15) = 15 < 50; 12: 20; 10: 30; 8: 40 < 50; 6: 55 ≥ 50 (rating alone), VD = 2 × 40 × 140 × 0.491 / 1000
	// = 5.4992 V = 2.2913 % ≤ 3. 8 AWG: VD = 2 × 40 × 140 × 0.778 / 1000 = 8.7136 V = 3.6307 % > 3 (drop alone is 6 AWG too)
	const result = computeWireSize(
		input({
			loadMode: 'W',
			power: '9,600',
			system: '240-single',
			isContinuous: true,
			length: '140',
		}),
	)
	// 6 AWG: 5.4992 / 240 × 100 = 2.29 %, 240 − 5.4992 = 234.50 V; 4 AWG: 2 × 40 × 0.308 × 140 / 1000 = 3.4496 V (1.44 %)
	expect(stepsOf(result)).toEqual([
		'Recommended size: 6 AWG: 55 A ≥ 50 A, 2.29 % ≤ 3 % → 6 AWG copper',
		'Load current: 9,600 W ÷ (240 V × 1) = 40.00 A',
		'Design current: 40 A × 1.25 = 50.00 A (× 1.25 continuous)',
		'Breaker rating: smallest ≥ 50.00 A → 50 A',
		'Temperature column: 50 A ≤ 100 A → 60 °C (breaker 100 A or less, NEC 110.14(C)(1)(a))',
		'Voltage drop: 2 × 40 A × 0.491 Ω/kft × 140 ft ÷ 1,000 = 5.50 V',
		'Voltage drop (%): 5.4992 V ÷ 240 V × 100 = 2.29 %',
		'Voltage at load: 240 V − 5.4992 V = 234.50 V',
		'Size by rating alone: 6 AWG: 55 A ≥ 50 A → 6 AWG',
		'Size by voltage drop alone: 6 AWG: 2.29 % ≤ 3 % → 6 AWG',
		'Next smaller size (8 AWG): 2 × 40 A × 0.778 Ω/kft × 140 ft ÷ 1,000 = 8.71 V; 40 A < 50 A, 3.63 % > 3 % → 40 A · 8.71 V (3.63 %) · FAIL',
		'Next larger size (4 AWG): 2 × 40 A × 0.308 Ω/kft × 140 ft ÷ 1,000 = 3.45 V; 70 A ≥ 50 A, 1.44 % ≤ 3 % → 70 A · 3.45 V (1.44 %) · PASS',
	])
	expect(result.current).toBeCloseTo(40, 12)
	expect(result.designCurrent).toBeCloseTo(50, 12)
	expect(result.isContinuous).toBe(true)
	expect(result.deviceRating).toBe(50)
	expect(result).toMatchObject({ column: '60', isColumnByCircuit: true })
	expect(names(result)).toEqual({ recommended: '6 AWG', byRating: '6 AWG', byDrop: '6 AWG' })
	expect(result.governing).toBe('current rating')
	expect(result.sizes.slice(0, 5).map((checked) => checked.rating)).toEqual([15, 20, 30, 40, 55])
	const eight = size(result, result.recommended - 1)
	expect(eight.dropV).toBeCloseTo(8.7136, 12)
	expect(eight.dropPercent).toBeCloseTo(3.630667, 6)
	expect(eight.passesRating || eight.passesDrop).toBe(false)
	const six = size(result, result.recommended)
	expect(six.rating).toBe(55)
	expect(six.dropV).toBeCloseTo(5.4992, 12)
	expect(six.dropPercent).toBeCloseTo(2.291333, 6)
	expect(shownValue(result, 'Rating of recommended size')).toBe('55 A (60 °C column)')
	// 26,240 cmil ≈ 13.30 mm²; 0.491 Ω/kft × 3.28084 = 1.61 Ω/km; load voltage 240 − 5.4992 = 234.50 V; 140 ft = 42.67 m
	expect(conductorAreaText(six.cmil)).toBe('26,240 cmil (≈ 13.30 mm²)')
	expect(resistanceText(six.figure)).toBe('0.491 Ω/kft (1.61 Ω/km)')
	expect(formatNumber(result.voltage - six.dropV)).toBe('234.50')
	expect(formatNumber(six.dropV)).toBe('5.50')
	expect(formatNumber(six.dropPercent)).toBe('2.29')
	expect(formatNumber(eight.dropPercent)).toBe('3.63')
	expect(formatLengthBoth(result.length, 'imperial')).toBe('140.00 ft (42.67 m)')
})

/** The 9.6 kW charger of the method file's worked example: 240 V, continuous, 50 ft. */
const CHARGER_50_FT = { loadMode: 'W', power: '9600', system: '240-single', isContinuous: true, length: '50' } as const

test('the worked example: the 9.6 kW charger at 50 ft is 6 AWG by circuit size, 8 AWG only when 75 °C is chosen', () => {
	// I = 40 A, I_d = 50 A, I_n = 50 A ≤ 100 A → 60 °C: 8 AWG 40 A < 50 A; 6 AWG 55 A ≥ 50 A,
	// VD = 2 × 40 × 50 × 0.491 / 1000 = 1.964 V; 1.964 / 240 × 100 = 0.8183 %; 240 − 1.964 = 238.036 V.
	// Drop alone: 12 AWG 2 × 40 × 50 × 1.98 / 1000 = 7.92 V = 3.30 % > 3; 10 AWG 4.96 V = 2.0667 % ≤ 3 → 10 AWG.
	// 8 AWG: 2 × 40 × 50 × 0.778 / 1000 = 3.112 V = 1.2967 %; 4 AWG: 1.232 V = 0.5133 %
	const byCircuit = computeWireSize(input(CHARGER_50_FT))
	expect(names(byCircuit)).toEqual({ recommended: '6 AWG', byRating: '6 AWG', byDrop: '10 AWG' })
	expect(byCircuit.governing).toBe('current rating')
	expect(byCircuit.shown.tables[0]?.lines.map(({ label, value }) => [label, value])).toEqual([
		['Load current', '40.00 A'],
		['Design current', '50.00 A (× 1.25 continuous)'],
		['Breaker rating', '50 A'],
		['Temperature column', '60 °C (breaker 100 A or less, NEC 110.14(C)(1)(a))'],
		['Rating of recommended size', '55 A (60 °C column)'],
		['Conductor area', '26,240 cmil (≈ 13.30 mm²)'],
		['Resistance used', '0.491 Ω/kft (1.61 Ω/km)'],
		['Voltage drop', '1.96 V'],
		['Voltage drop (%)', '0.82 %'],
		['Voltage at load', '238.04 V'],
		['One-way length', '50.00 ft (15.24 m)'],
		['Size by rating alone', '6 AWG'],
		['Size by voltage drop alone', '10 AWG'],
		['Next smaller size (8 AWG)', '40 A · 3.11 V (1.30 %) · FAIL'],
		['Next larger size (4 AWG)', '70 A · 1.23 V (0.51 %) · PASS'],
	])
	// Chosen 75 °C (THWN in conduit to 75 °C terminals): 8 AWG 50 A ≥ 50 A, 1.30 % ≤ 3 % — the old default's answer,
	// which as 8/2 NM-B (60 °C, NEC 334.80) would be a 40 A cable on a 50 A breaker
	const at75 = computeWireSize(input({ ...CHARGER_50_FT, column: '75' }))
	expect(names(at75).recommended).toBe('8 AWG')
	expect(at75).toMatchObject({ column: '75', isColumnByCircuit: false })
	expect(shownValue(at75, 'Temperature column')).toBe('75 °C (chosen)')
	expect(shownValue(at75, 'Rating of recommended size')).toBe('50 A (75 °C column)')
	// Chosen 60 °C (NM-B) gives what 'By circuit size' gives here, and says it was chosen
	const at60 = computeWireSize(input({ ...CHARGER_50_FT, column: '60' }))
	expect(names(at60).recommended).toBe('6 AWG')
	expect(shownValue(at60, 'Temperature column')).toBe('60 °C (chosen)')
	expect(stepsOf(at60).some((line) => line.startsWith('Temperature column'))).toBe(false)
})

test('by circuit size: 60 °C for a breaker of 100 A or less, 75 °C above (NEC 110.14(C)(1)(a) and (b))', () => {
	// 100 A → 100 A breaker ≤ 100 A, 60 °C: 2 AWG 95 < 100, 1 AWG 110 ≥ 100. VD 2 × 100 × 10 × 0.154 / 1000 = 0.308 V
	const hundred = computeWireSize(input({ current: '100', system: '240-single', length: '10' }))
	expect(hundred).toMatchObject({ deviceRating: 100, column: '60' })
	expect(names(hundred).recommended).toBe('1 AWG')
	// 101 A → 110 A breaker > 100 A, 75 °C: 2 AWG 115 ≥ 110. The column steps up with the breaker, so this circuit
	// needs a size smaller than the 100 A one: the code's own step (terminations over 100 A are 75 °C)
	const over = computeWireSize(input({ current: '101', system: '240-single', length: '10' }))
	expect(over).toMatchObject({ deviceRating: 110, column: '75' })
	expect(names(over).recommended).toBe('2 AWG')
	expect(stepsOf(over)).toContain('Temperature column: 110 A > 100 A → 75 °C (breaker over 100 A, NEC 110.14(C)(1)(b))')
	// The breaker decides, not the load: 81 A continuous × 1.25 = 101.25 A → 110 A breaker → 75 °C
	expect(computeWireSize(input({ current: '81', isContinuous: true, length: '10' })).column).toBe('75')
	expect(computeWireSize(input({ current: '80', isContinuous: true, length: '10' })).column).toBe('60')
	// Aluminum follows the same rule: 50 A → 60 °C, 6 AWG Al 40 A < 50, 4 AWG Al 55 A ≥ 50
	expect(names(computeWireSize(input({ current: '50', material: 'aluminum', length: '10' }))).byRating).toBe('4 AWG')
	// UK mode has no column line
	const uk = computeWireSize(input({ standard: 'metric', current: '20', length: '10' }))
	expect(shownValue(uk, 'Temperature column')).toBeUndefined()
	expect(terminationColumn(100)).toBe('60')
	expect(terminationColumn(100.0000000001)).toBe('60')
	expect(terminationColumn(110)).toBe('75')
})

test('an old link: without a column it opens by circuit size; one that names 75 °C keeps 75 °C', () => {
	// Links made before the choice carry no `column` (75 °C was the default, and defaults are not written)
	const query = 'loadMode=W&power=9600&system=240-single&isContinuous=1&length=50'
	const old = readLink(query, WIRE_SIZE_DEFAULTS, createWireSizeSchema)
	expect(old.unusable).toEqual([])
	expect(old.values.column).toBe('circuit')
	const { data, errors } = parse(old.values)
	expect(errors).toEqual({})
	if (!data) throw new Error('no data')
	expect(names(computeWireSize(data)).recommended).toBe('6 AWG')
	// A link that says 75 °C means 75 °C: 8 AWG, 50 A ≥ 50 A
	const explicit = readLink(`${query}&column=75`, WIRE_SIZE_DEFAULTS, createWireSizeSchema)
	expect(explicit).toEqual({ values: { ...old.values, column: '75' }, unusable: [], cut: [] })
	const at75 = parse(explicit.values).data
	if (!at75) throw new Error('no data')
	expect(names(computeWireSize(at75)).recommended).toBe('8 AWG')
	// New links write the column only when it is not 'By circuit size'
	const columnOf = (values: WireSizeValues) =>
		new URLSearchParams(encodeValues(values, WIRE_SIZE_DEFAULTS, createWireSizeSchema)).get('column')
	expect(columnOf(old.values)).toBeNull()
	expect(columnOf(explicit.values)).toBe('75')
	// A column the form does not offer keeps the default and is reported
	expect(readLink('column=105', WIRE_SIZE_DEFAULTS, createWireSizeSchema)).toMatchObject({
		values: { column: 'circuit' },
		unusable: ['column'],
	})
})

test('W2 (UK, governed by current rating): 9.5 kW shower, 230 V, twin and earth method 100, 20 m is 10 mm²', () => {
	// Ib = 9500 / 230 = 41.3043 A; In = 45 A; method 100: 13, 16, 21, 27, 34 < 45; 10 mm² = 45 ≥ 45,
	// VD = 4.4 × 41.3043 × 20 / 1000 = 3.6348 V = 1.5803 %; by VD alone 6 mm²: 7.3 × 41.3043 × 20 / 1000 = 6.0304 V
	// = 2.62 %; 4 mm²: 9.0870 V = 3.95 %
	const result = computeWireSize(
		input({ standard: 'metric', loadMode: 'W', power: '9500', method: '100', length: '20' }),
	)
	// 9500 / (230 × 1) = 41.3043 A → 45 A MCB (no continuous rule in the UK); 10 mm²: 4.4 × 41.3043 × 20 / 1000
	// = 3.6348 V, / 230 × 100 = 1.58 %, 230 − 3.6348 = 226.37 V; 6 mm²: 7.3 × 41.3043 × 20 / 1000 = 6.0304 V (2.62 %),
	// 34 A < 45 A; 16 mm²: 2.8 × 41.3043 × 20 / 1000 = 2.3130 V (1.01 %)
	expect(stepsOf(result)).toEqual([
		'Recommended size: 10 mm²: 45 A ≥ 45 A, 1.58 % ≤ 3 % → 10 mm² twin and earth (copper)',
		'Load current: 9,500 W ÷ (230 V × 1) = 41.30 A',
		'MCB rating: smallest ≥ 41.30 A → 45 A',
		'Voltage drop: 4.4 mV/A/m × 41.3043 A × 20 m ÷ 1,000 = 3.63 V',
		'Voltage drop (%): 3.6348 V ÷ 230 V × 100 = 1.58 %',
		'Voltage at load: 230 V − 3.6348 V = 226.37 V',
		'Size by rating alone: 10 mm²: 45 A ≥ 45 A → 10 mm²',
		'Size by voltage drop alone: 6 mm²: 2.62 % ≤ 3 % → 6 mm²',
		'Next smaller size (6 mm²): 7.3 mV/A/m × 41.3043 A × 20 m ÷ 1,000 = 6.03 V; 34 A < 45 A, 2.62 % ≤ 3 % → 34 A · 6.03 V (2.62 %) · FAIL',
		'Next larger size (16 mm²): 2.8 mV/A/m × 41.3043 A × 20 m ÷ 1,000 = 2.31 V; 57 A ≥ 45 A, 1.01 % ≤ 3 % → 57 A · 2.31 V (1.01 %) · PASS',
	])
	expect(result.current).toBeCloseTo(41.304348, 6)
	expect(result.designCurrent).toBe(result.current)
	expect(result.deviceRating).toBe(45)
	expect(result.sizes.map((checked) => checked.rating)).toEqual([13, 16, 21, 27, 34, 45, 57])
	expect(names(result)).toEqual({ recommended: '10 mm²', byRating: '10 mm²', byDrop: '6 mm²' })
	expect(result.governing).toBe('current rating')
	const ten = size(result, result.recommended)
	expect(ten.dropV).toBeCloseTo(3.634783, 6)
	expect(ten.dropPercent).toBeCloseTo(1.58034, 6)
	expect(formatNumber(ten.dropV)).toBe('3.63')
	expect(formatNumber(ten.dropPercent)).toBe('1.58')
	expect(formatNumber(result.voltage - ten.dropV)).toBe('226.37')
	expect(resistanceText(ten.figure)).toBe('4.4 mV/A/m')
	expect(formatLengthBoth(result.length, 'metric')).toBe('20.00 m (65.62 ft)')
	const six = size(result, result.byDrop)
	expect(six.dropV).toBeCloseTo(6.030435, 6)
	expect(formatNumber(six.dropPercent)).toBe('2.62')
	const four = size(result, result.byDrop - 1)
	expect(four.dropV).toBeCloseTo(9.086957, 6)
	expect(formatNumber(four.dropPercent)).toBe('3.95')
})

test('W3 (NEC 240.4(D) cap): 16 A, 120 V, 25 ft at 75 °C is 12 AWG copper, limited by 240.4(D)', () => {
	// I_d = 16 A → I_n = 20 A; 14 AWG: min(20, 15) = 15 < 20 (though 20 ≥ 16); 12 AWG: min(25, 20) = 20 ≥ 20,
	// VD = 2 × 16 × 25 × 1.98 / 1000 = 1.584 V = 1.32 %; by VD alone 14 AWG: 2 × 16 × 25 × 3.14 / 1000 = 2.512 V = 2.09 %
	const result = computeWireSize(input({ current: '16', length: '25', column: '75' }))
	expect(result.deviceRating).toBe(20)
	expect(names(result)).toEqual({ recommended: '12 AWG', byRating: '12 AWG', byDrop: '14 AWG' })
	expect(result.governing).toBe('current rating')
	const twelve = size(result, result.recommended)
	expect(twelve).toMatchObject({ rating: 20, isLimitedBy2404D: true })
	expect(twelve.dropV).toBeCloseTo(1.584, 12)
	expect(twelve.dropPercent).toBeCloseTo(1.32, 12)
	const fourteen = size(result, 0)
	expect(fourteen).toMatchObject({ rating: 15, isLimitedBy2404D: true, passesRating: false, passesDrop: true })
	expect(fourteen.dropV).toBeCloseTo(2.512, 12)
	expect(formatNumber(fourteen.dropPercent)).toBe('2.09')
	// By circuit size (20 A ≤ 100 A): the 60 °C column's 15 and 20 A are what 240.4(D) allows, so nothing is lowered
	const byCircuit = computeWireSize(input({ current: '16', length: '25' }))
	expect(names(byCircuit).recommended).toBe('12 AWG')
	expect(size(byCircuit, byCircuit.recommended)).toMatchObject({ rating: 20, isLimitedBy2404D: false })
	expect(shownValue(byCircuit, 'Rating of recommended size')).toBe('20 A (60 °C column)')
})

test('W4 (nothing fits): 50 A aluminum, 120 V, 2,000 ft: no single conductor up to 500 kcmil', () => {
	// I_n = 50 ≤ 100 → 60 °C; rating alone 4 AWG Al (55 A; 6 AWG Al 40 A < 50); 500 kcmil Al 260 A, but
	// 2 × 50 × 2000 × 0.0424 / 1000 = 8.48 V = 7.07 % > 3 %
	const result = computeWireSize(input({ current: '50', material: 'aluminum', length: '2,000' }))
	expect(result.deviceRating).toBe(50)
	expect(result.recommended).toBe(-1)
	expect(names(result)).toEqual({ recommended: undefined, byRating: '4 AWG', byDrop: undefined })
	// The largest size fails the drop, so nothing meets both; no drop, load voltage or neighbour lines
	expect(stepsOf(result)).toEqual([
		'Recommended size: 500 kcmil: 260 A ≥ 50 A, 7.07 % > 3 % → No single conductor up to 500 kcmil meets both limits',
		'Breaker rating: smallest ≥ 50.00 A → 50 A',
		'Temperature column: 50 A ≤ 100 A → 60 °C (breaker 100 A or less, NEC 110.14(C)(1)(a))',
		'Size by rating alone: 4 AWG: 55 A ≥ 50 A → 4 AWG',
		'Size by voltage drop alone: 500 kcmil: 7.07 % > 3 % → none',
	])
	expect(result.sizes[0]?.name).toBe('12 AWG')
	const largest = size(result, result.sizes.length - 1)
	expect(largest.name).toBe('500 kcmil')
	expect(largest.dropV).toBeCloseTo(8.48, 12)
	expect(formatNumber(largest.dropPercent)).toBe('7.07')
})

test('the device: the smallest Table D rating at or above I_d; beyond 600 A (US) or 125 A (UK) there is none', () => {
	// 480 A continuous × 1.25 = 600 A → 600; 481 A → 601.25 A: none, and no sizes are walked
	expect(computeWireSize(input({ current: '480', isContinuous: true, length: '10' })).deviceRating).toBe(600)
	const beyond = computeWireSize(input({ current: '481', isContinuous: true, length: '10' }))
	expect(beyond.deviceRating).toBeNull()
	expect(beyond.sizes).toEqual([])
	expect(stepsOf(beyond)).toEqual([
		'Recommended size: 601.25 A > 600 A → Beyond this calculator (over 600 A)',
		'Design current: 481 A × 1.25 = 601.25 A (× 1.25 continuous)',
	])
	expect(beyond.recommended).toBe(-1)
	// UK: 125 A fits 125; 125.5 A does not (continuous is a US rule: ignored in UK mode)
	const uk = (current: string) =>
		computeWireSize(
			input({ standard: 'metric', cableType: 'single-core', method: 'B', current, length: '10', isContinuous: true }),
		)
	expect(uk('125').deviceRating).toBe(125)
	expect(uk('125').designCurrent).toBe(125)
	expect(uk('125.5').deviceRating).toBeNull()
	// 15 A exactly is 15 A (≥*), and 15.000000000001 A too (noise)
	expect(computeWireSize(input({ current: '15', length: '10' })).deviceRating).toBe(15)
	expect(US_BREAKER_RATINGS.at(-1)).toBe(600)
	expect(UK_MCB_RATINGS.at(-1)).toBe(125)
})

test('UK single-core three-phase uses the 3φ rating and mV/A/m; three-phase power uses √3', () => {
	// 400 V three-phase, 30 kW at PF 0.9: I = 30,000 / (√3 × 400 × 0.9) = 48.1125 A → MCB 50 A; method B 3φ:
	// 1.0 12, 1.5 15.5, 2.5 21, 4 28, 6 36, 10 50 ≥ 50; VD = 3.8 × 48.1125 × 50 / 1000 = 9.1414 V = 2.29 %
	const result = computeWireSize(
		input({
			standard: 'metric',
			cableType: 'single-core',
			method: 'B',
			system: '400-three',
			loadMode: 'kW',
			power: '30',
			powerFactor: '0.9',
			length: '50',
		}),
	)
	expect(result.current).toBeCloseTo(48.112522, 6)
	expect(result.deviceRating).toBe(50)
	expect(names(result).recommended).toBe('10 mm²')
	const ten = size(result, result.recommended)
	expect(ten.rating).toBe(50)
	expect(ten.figure).toEqual({ mVPerAm: 3.8 })
	expect(ten.dropV).toBeCloseTo(9.141379, 6)
})

test('US three-phase voltage drop uses k = √3 (aluminum, 90 °C column)', () => {
	// 480 V three-phase, 100 A, Al 90 °C: I_n = 100; Al 90 °C: 4 AWG 75 < 100, 3 AWG 85, 2 AWG 100 ≥ 100;
	// VD = √3 × 100 × 200 × 0.319 / 1000 = 11.0505 V = 2.30 %
	const result = computeWireSize(
		input({ system: '480-three', current: '100', material: 'aluminum', column: '90', length: '200' }),
	)
	expect(names(result).recommended).toBe('2 AWG')
	expect(size(result, result.recommended).dropV).toBeCloseTo((Math.sqrt(3) * 100 * 200 * 0.319) / 1000, 12)
})

test('the spec’s field messages: power factor, maximum voltage drop, load power, and the cross-field ones', () => {
	const errors = (patch: Partial<WireSizeValues>) => parse(valuesOf({ current: '16', length: '25', ...patch })).errors
	expect(errors({ current: '' }).current).toBe('Required')
	expect(errors({ current: '0' }).current).toBe('Must be more than 0 and at most 1,000 A')
	expect(errors({ current: '1,000.5' }).current).toBe('Must be more than 0 and at most 1,000 A')
	expect(errors({ maxDrop: '0.4' }).maxDrop).toBe('Must be between 0.5 and 10%')
	expect(errors({ maxDrop: '0' }).maxDrop).toBe('Must be between 0.5 and 10%')
	expect(errors({ maxDrop: '10.5' }).maxDrop).toBe('Must be between 0.5 and 10%')
	expect(errors({ maxDrop: '' }).maxDrop).toBe('Required')
	expect(errors({ length: '10,001' }).length).toBe('Must be more than 0 and at most 10,000 ft')
	const power = { loadMode: 'W' as const, power: '1000' }
	expect(errors({ ...power, powerFactor: '0.4' }).powerFactor).toBe('Must be between 0.5 and 1')
	expect(errors({ ...power, powerFactor: '1.01' }).powerFactor).toBe('Must be between 0.5 and 1')
	expect(errors({ ...power, powerFactor: '' }).powerFactor).toBe('Required')
	expect(errors({ loadMode: 'W', power: '' }).power).toBe('Required')
	expect(errors({ loadMode: 'W', power: '1,000,001' }).power).toBe('Must be more than 0 and at most 1,000,000 W')
	expect(errors({ loadMode: 'kW', power: '1000.5' }).power).toBe('Must be more than 0 and at most 1,000 kW')
	// 120 V at PF 1: 120 kW = 1,000 A exactly is allowed; 120.1 kW = 1,000.83 A is beyond
	expect(errors({ loadMode: 'kW', power: '120' })).toEqual({})
	expect(errors({ loadMode: 'kW', power: '120.1' }).power).toBe(DERIVED_CURRENT_MESSAGE)
	// PF 0.5 at 240 V: 200 kW / 120 = 1,666.67 A
	expect(errors({ loadMode: 'kW', power: '200', powerFactor: '0.5', system: '240-single' }).power).toBe(
		'This load draws more than 1,000 A, beyond this calculator.',
	)
	// In current mode the power fields are not read
	expect(errors({ power: 'abc', powerFactor: '' })).toEqual({})
	const uk = { standard: 'metric' as const, system: '400-three' as const }
	expect(errors(uk).system).toBe('Twin and earth is single-phase only; choose single-core cables for three-phase.')
	expect(errors({ ...uk, cableType: 'single-core', method: 'B' })).toEqual({})
	expect(errors({ standard: 'metric', system: 'other', phase: 'three', voltage: '' }).system).toBe(
		'Twin and earth is single-phase only; choose single-core cables for three-phase.',
	)
})

test('a standard switch resets the standard’s choices and keeps the load mode and the numbers', () => {
	const us = valuesOf({
		loadMode: 'kW',
		power: '9.6',
		powerFactor: '0.9',
		system: '480-three',
		material: 'aluminum',
		column: '90',
		isContinuous: true,
		length: '140',
		maxDrop: '5',
	})
	const uk = wireSizeValuesForStandard(us, { standard: 'metric' })
	expect(uk).toMatchObject({
		standard: 'metric',
		loadMode: 'kW',
		power: '9.6',
		powerFactor: '0.9',
		system: '230-single',
		material: 'copper',
		column: 'circuit',
		isContinuous: false,
		cableType: 'twin-and-earth',
		method: 'C',
		length: '140',
		lengthUnit: 'ft',
		maxDrop: '5',
	})
	const back = wireSizeValuesForStandard({ ...uk, cableType: 'single-core', method: 'A' }, { standard: 'imperial' })
	expect(back).toMatchObject({ standard: 'imperial', cableType: 'twin-and-earth', method: 'C', system: '120-single' })
})

const US_SYSTEMS = ['120-single', '240-single', '208-three', '480-three'] as const
const UK_SYSTEMS = ['230-single', '400-three'] as const

/** Any valid input: either standard, every choice, current 0.1–1,000 A, length 1–10,000 (ft or m), drop 0.5–10 %. */
const inputs = fc.oneof(
	fc.record({
		standard: fc.constant('imperial' as const),
		system: fc.constantFrom(...US_SYSTEMS),
		material: fc.constantFrom(...METALS),
		column: fc.constantFrom(...COLUMN_CHOICES),
		isContinuous: fc.boolean(),
		cableType: fc.constant('twin-and-earth' as const),
		method: fc.constant('C' as const),
	}),
	fc
		.record({
			standard: fc.constant('metric' as const),
			system: fc.constantFrom(...UK_SYSTEMS),
			cableType: fc.constantFrom('twin-and-earth' as const, 'single-core' as const),
			twinAndEarthMethod: fc.constantFrom(...TWIN_AND_EARTH_METHODS),
			singleCoreMethod: fc.constantFrom(...SINGLE_CORE_METHODS),
		})
		.map(({ twinAndEarthMethod, singleCoreMethod, ...choice }) => {
			const cableType = choice.system === '400-three' ? 'single-core' : choice.cableType
			return {
				...choice,
				cableType,
				method: cableType === 'twin-and-earth' ? twinAndEarthMethod : singleCoreMethod,
				material: 'copper' as const,
				column: 'circuit' as const,
				isContinuous: false,
			}
		}),
)
const figures = fc.record({
	current: fc.integer({ min: 1, max: 10_000 }).map((tenths) => tenths / 10),
	length: fc.integer({ min: 1, max: 3000 }),
	maxDrop: fc.integer({ min: 5, max: 100 }).map((tenths) => tenths / 10),
})

type Figure = { current: number; length: number; maxDrop: number }

function compute(choice: Partial<WireSizeValues>, figure: Figure) {
	const values = valuesOf({
		...choice,
		current: String(figure.current),
		length: String(figure.length),
		maxDrop: String(figure.maxDrop),
	})
	const { data, errors } = parse(values)
	if (!data) throw new Error(JSON.stringify(errors))
	return computeWireSize(data)
}

/** The recommended size's place in the table; no size (none fits, or beyond the devices) counts as larger than all. */
function rank(result: WireSizeResult) {
	return result.recommended === -1 ? Infinity : result.recommended
}

test('property: more current never gives a smaller wire, except where the breaker passes 100 A by circuit size', () => {
	fc.assert(
		fc.property(inputs, figures, fc.integer({ min: 0, max: 5000 }), (choice, figure, extraTenths) => {
			const more = { ...figure, current: Math.min(1000, figure.current + extraTenths / 10) }
			const [before, after] = [compute(choice, figure), compute(choice, more)]
			// By circuit size the column steps from 60 °C to 75 °C when the breaker passes 100 A (NEC 110.14(C)(1))
			if (before.column !== after.column) return
			expect(rank(after)).toBeGreaterThanOrEqual(rank(before))
		}),
	)
})

test('property: by circuit size is the 60 °C column up to a 100 A breaker and the 75 °C column above it', () => {
	fc.assert(
		fc.property(inputs, figures, (choice, figure) => {
			const result = compute(choice, figure)
			if (choice.standard !== 'imperial' || result.deviceRating === null) return
			const chosen = choice.column === 'circuit' ? (result.deviceRating <= 100 ? '60' : '75') : choice.column
			expect(result.column).toBe(chosen)
			const byColumn = compute({ ...choice, column: chosen }, figure)
			expect(byColumn.recommended).toBe(result.recommended)
		}),
	)
})

test('property: a longer run never gives a smaller wire', () => {
	fc.assert(
		fc.property(inputs, figures, fc.integer({ min: 0, max: 3000 }), (choice, figure, extra) => {
			const longer = { ...figure, length: Math.min(3000, figure.length + extra) }
			expect(rank(compute(choice, longer))).toBeGreaterThanOrEqual(rank(compute(choice, figure)))
		}),
	)
})

test('property: every figure is finite and not negative, the recommended size passes both checks', () => {
	fc.assert(
		fc.property(inputs, figures, (choice, figure) => {
			const result = compute(choice, figure)
			const numbers = [
				result.current,
				result.designCurrent,
				result.voltage,
				result.length.ft,
				result.length.m,
				result.deviceRating ?? 0,
				...result.sizes.flatMap((checked) => [checked.rating, checked.dropV, checked.dropPercent, checked.cmil]),
			]
			for (const value of numbers) {
				expect(Number.isFinite(value)).toBe(true)
				expect(value).toBeGreaterThanOrEqual(0)
			}
			const recommended = result.sizes[result.recommended]
			if (recommended) expect(recommended.passesRating && recommended.passesDrop).toBe(true)
			expect(
				result.sizes.slice(0, Math.max(0, result.recommended)).every((s) => !(s.passesRating && s.passesDrop)),
			).toBe(true)
			expect(result.recommended === -1 || result.recommended >= Math.max(result.byRating, result.byDrop)).toBe(true)
		}),
	)
})

test('an address carries the standard’s choices: UK single-core, method A, 400 V three-phase, kW', () => {
	const values = valuesOf({
		standard: 'metric',
		cableType: 'single-core',
		method: 'A',
		system: '400-three',
		loadMode: 'kW',
		power: '30',
		length: '50',
	})
	const query = encodeValues(values, WIRE_SIZE_DEFAULTS, createWireSizeSchema)
	expect(decodeValues(query, WIRE_SIZE_DEFAULTS, createWireSizeSchema)).toEqual(values)
	// A method the cable type does not have keeps the default
	expect(decodeValues('method=B', WIRE_SIZE_DEFAULTS, createWireSizeSchema).method).toBe('C')
})
