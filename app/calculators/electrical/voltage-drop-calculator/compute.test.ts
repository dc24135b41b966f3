import fc from 'fast-check'
import { expect, test } from 'vitest'
import { SINGLE_CORE, TWIN_AND_EARTH } from '#app/calculators/electrical/shared/bs7671-tables.ts'
import { US_CONDUCTORS } from '#app/calculators/electrical/shared/nec-tables.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { computeVoltageDrop } from './compute.ts'
import { overReferenceWarning } from './reference-text.ts'
import {
	ALUMINUM_14_MESSAGE,
	createVoltageDropSchema,
	TWIN_AND_EARTH_THREE_PHASE_MESSAGE,
	ukSizeForCableType,
	voltageDropDefaults,
	voltageDropValuesForStandard,
	type VoltageDropInput,
	type VoltageDropValues,
} from './schema.ts'

function parse(values: VoltageDropValues) {
	return parseWith(createVoltageDropSchema(values), values)
}

function input(patch: Partial<VoltageDropValues>): VoltageDropInput {
	const values = { ...voltageDropDefaults(patch.standard ?? 'imperial'), ...patch }
	const { data, errors } = parse(values)
	if (!data) throw new Error(JSON.stringify(errors))
	return data
}

/**
 * Computes, and checks the working: a line for each figure worked out (US: the load against 100 A that picks the
 * reference column too), reading no impossible amount.
 */
function computeShown(input: VoltageDropInput) {
	const result = computeVoltageDrop(input)
	expectSoundEstimate(result)
	expect(workedOut(result).working.map((line) => line.label)).toEqual([
		'Voltage drop',
		'Voltage drop',
		'Voltage drop (%)',
		'Voltage at load',
		'3 % limit',
		'5 % limit',
		`Maximum one-way length for ${input.limit} %`,
		...(input.standard === 'imperial' ? ['Reference rating'] : []),
	])
	expect(result.purchases).toEqual([])
	return result
}

test('V1 (US): 12 AWG copper, 16 A, 100 ft, 120 V drops 6.34 V (5.28 %): 3 % and 5 % fail', () => {
	// VD = 2 × 16 × 100 × 1.98 / 1000 = 6.336 V; 6.336 / 120 × 100 = 5.28 %; V_load = 113.664 V
	// L_max = 0.03 × 120 × 1000 / (2 × 16 × 1.98) = 3600 / 63.36 = 56.818 ft (17.32 m); 16 A ≤ 100 A, so the reference
	// is the 60 °C column (NEC 110.14(C)(1)(a)): 12 AWG Cu 20 A, 240.4(D) 20 A = 20 A, not lowered; 20 ≥ 16
	const result = computeShown(input({ current: '16', length: '100' }))
	// The drop's % against each limit; max(0, 120 − 6.336) = 113.664 V; L_max for the 3 % headline limit
	expect(stepsOf(result)).toEqual([
		'Voltage drop: 5.28 % > 3 % → 6.34 V (5.28 %) — over the 3 % limit',
		'Voltage drop: 2 × 16 A × 1.98 Ω/kft × 100 ft ÷ 1,000 = 6.34 V',
		'Voltage drop (%): 6.336 V ÷ 120 V × 100 = 5.28 %',
		'Voltage at load: 120 V − 6.336 V = 113.66 V',
		'3 % limit: 5.28 % > 3 % → FAIL',
		'5 % limit: 5.28 % > 5 % → FAIL',
		'Maximum one-way length for 3 %: 3 % × 120 V × 1,000 ÷ (2 × 16 A × 1.98 Ω/kft) = 56.82 ft (17.32 m)',
		'Reference rating: 16 A ≤ 100 A → 20 A (60 °C column, load 100 A or less)',
	])
	expect(result.dropV).toBeCloseTo(6.336, 12)
	expect(result.dropPercent).toBeCloseTo(5.28, 12)
	expect(result.loadV).toBeCloseTo(113.664, 12)
	expect(result.passes3).toBe(false)
	expect(result.passes5).toBe(false)
	expect(result.isWithinLimit).toBe(false)
	expect(result.maxLength.ft).toBeCloseTo(56.818182, 6)
	expect(result.maxLength.m).toBeCloseTo(17.318182, 6)
	expect(result.reference).toEqual({ amps: 20, column: '60', isLimitedBy2404D: false, phase: 'single' })
	expect(result.isOverReference).toBe(false)
	expect(result.conductor).toMatchObject({ size: '12 AWG', cmil: 6530, ohmsPerKft: 1.98 })
})

test('V2 (UK): 2.5 mm² twin and earth, 20 A, 25 m, 230 V drops 9.00 V (3.91 %): 3 % fails, 5 % passes', () => {
	// VD = 18 × 20 × 25 / 1000 = 9 V; 9 / 230 × 100 = 3.9130 %; V_load = 221 V
	// L_max = 0.03 × 230 × 1000 / (18 × 20) = 6900 / 360 = 19.1667 m (62.88 ft); reference Method C 27 A ≥ 20
	const result = computeShown(input({ standard: 'metric', current: '20', length: '25' }))
	// 9 / 230 × 100 = 3.91 %: over 3 %, within 5 %; 230 − 9 = 221 V; 6900 / 360 = 19.17 m (× 3.28084 = 62.88 ft)
	expect(stepsOf(result)).toEqual([
		'Voltage drop: 3.91 % > 3 % → 9.00 V (3.91 %) — over the 3 % limit',
		'Voltage drop: 18 mV/A/m × 20 A × 25 m ÷ 1,000 = 9.00 V',
		'Voltage drop (%): 9 V ÷ 230 V × 100 = 3.91 %',
		'Voltage at load: 230 V − 9 V = 221.00 V',
		'3 % limit: 3.91 % > 3 % → FAIL',
		'5 % limit: 3.91 % ≤ 5 % → PASS',
		'Maximum one-way length for 3 %: 3 % × 230 V × 1,000 ÷ (18 mV/A/m × 20 A) = 19.17 m (62.88 ft)',
	])
	expect(result.dropV).toBeCloseTo(9, 12)
	expect(result.dropPercent).toBeCloseTo(3.913043, 6)
	expect(result.loadV).toBeCloseTo(221, 12)
	expect(result.passes3).toBe(false)
	expect(result.passes5).toBe(true)
	expect(result.maxLength.m).toBeCloseTo(19.166667, 6)
	expect(result.maxLength.ft).toBeCloseTo(62.882767, 6)
	expect(result.reference).toEqual({ amps: 27, column: null, isLimitedBy2404D: false, phase: 'single' })
	expect(shownValue(result, 'Reference rating')).toBe('27 A (Method C, clipped direct)')
	expect(result.isOverReference).toBe(false)
})

test('V3 (three-phase aluminum, kcmil): 250 kcmil, 180 A, 300 ft, 480 V drops 7.92 V (1.65 %)', () => {
	// VD = 1.7320508 × 180 × 300 × 0.0847 / 1000 = 7.92205 V; 7.92205 / 480 × 100 = 1.6504 %; V_load = 472.078 V
	// L_max(3 %) = 14,400 / (1.7320508 × 180 × 0.0847) = 545.313 ft (× 0.3048 = 166.211 m); 180 A > 100 A, so the
	// reference is the 75 °C column (NEC 110.14(C)(1)(b)): Al 205 A ≥ 180
	const result = computeShown(
		input({ usSize: '250 kcmil', material: 'aluminum', current: '180', length: '300', system: '480-three' }),
	)
	expect(result.k).toBe(Math.sqrt(3))
	expect(workedOut(result).working[1]?.steps).toBe('√3 × 180 A × 0.0847 Ω/kft × 300 ft ÷ 1,000 = 7.92 V')
	expect(result.dropV).toBeCloseTo(7.922054, 6)
	expect(result.dropPercent).toBeCloseTo(1.650428, 6)
	expect(result.loadV).toBeCloseTo(472.077946, 6)
	expect(result.passes3 && result.passes5).toBe(true)
	expect(result.maxLength.ft).toBeCloseTo(545.313123, 6)
	expect(result.maxLength.m).toBeCloseTo(166.21144, 5)
	expect(result.reference).toEqual({ amps: 205, column: '75', isLimitedBy2404D: false, phase: 'three' })
	expect(shownValue(result, 'Reference rating')).toBe('205 A (75 °C column, load over 100 A)')
	expect(workedOut(result).working.at(-1)?.steps).toBe('180 A > 100 A → 205 A (75 °C column, load over 100 A)')
	expect(result.isOverReference).toBe(false)
})

test('V4 (DC and overload): Other… 12 V DC, 10 AWG copper, 40 A, 10 ft drops 0.99 V (8.27 %) and overloads', () => {
	// VD = 2 × 40 × 10 × 1.24 / 1000 = 0.992 V; 8.2667 %; V_load = 11.008 V; L_max(3 %) = 360 / 99.2 = 3.629 ft
	// 40 A ≤ 100 A: reference 60 °C column, 10 AWG Cu 30 A (240.4(D) 30 A, not lower) < 40: the overload warning shows
	const result = computeShown(
		input({ usSize: '10 AWG', current: '40', length: '10', system: 'other', phase: 'single', voltage: '12' }),
	)
	expect(result.dropV).toBeCloseTo(0.992, 12)
	expect(result.dropPercent).toBeCloseTo(8.266667, 6)
	expect(result.loadV).toBeCloseTo(11.008, 12)
	expect(result.passes3 || result.passes5).toBe(false)
	expect(result.maxLength.ft).toBeCloseTo(3.629032, 6)
	expect(result.reference).toEqual({ amps: 30, column: '60', isLimitedBy2404D: false, phase: 'single' })
	expect(result.isOverReference).toBe(true)
	expect(overReferenceWarning(result)).toBe(
		"This current exceeds the conductor's reference rating (30 A, 60 °C column: NEC 110.14(C)(1)(a) for a load of 100 A or less). The wire may overheat: check it with the Wire Size Calculator.",
	)
})

test('the reference column: 60 °C for a load of 100 A or less, 75 °C above (NEC 110.14(C)(1)); each warning says which', () => {
	// 2 AWG Cu: 60 °C 95 A, 75 °C 115 A. 96 A ≤ 100 A → 95 A < 96: warned (the 75 °C column's 115 A would not have been)
	const ninetySix = computeShown(input({ usSize: '2 AWG', current: '96', length: '50', system: '240-single' }))
	expect(ninetySix.reference).toMatchObject({ amps: 95, column: '60' })
	expect(ninetySix.isOverReference).toBe(true)
	// 100 A exactly is '100 A or less': 1 AWG Cu 60 °C = 110 A ≥ 100
	const hundred = computeShown(input({ usSize: '1 AWG', current: '100', length: '50', system: '240-single' }))
	expect(hundred.reference).toMatchObject({ amps: 110, column: '60' })
	expect(hundred.isOverReference).toBe(false)
	// 100.5 A is over 100 A: 2 AWG Cu 75 °C = 115 A ≥ 100.5, no warning
	const over = computeShown(input({ usSize: '2 AWG', current: '100.5', length: '50', system: '240-single' }))
	expect(over.reference).toMatchObject({ amps: 115, column: '75' })
	expect(over.isOverReference).toBe(false)
	// 14 AWG Cu at 150 A: 75 °C 20 A, 240.4(D) 15 A; 15 < 150, warned, naming the 75 °C column
	const small = computeShown(input({ usSize: '14 AWG', current: '150', length: '1', system: '240-single' }))
	expect(small.reference).toEqual({ amps: 15, column: '75', isLimitedBy2404D: true, phase: 'single' })
	expect(shownValue(small, 'Reference rating')).toBe('15 A (75 °C column, load over 100 A, limited by NEC 240.4(D))')
	expect(overReferenceWarning(small)).toBe(
		"This current exceeds the conductor's reference rating (15 A, 75 °C column: NEC 110.14(C)(1)(b) for a load over 100 A). The wire may overheat: check it with the Wire Size Calculator.",
	)
	// UK: 2.5 mm² twin and earth, Method C 27 A < 32 A: the warning names the installation method assumed
	const uk = computeShown(input({ standard: 'metric', current: '32', length: '10' }))
	expect(uk.isOverReference).toBe(true)
	expect(overReferenceWarning(uk)).toBe(
		"This current exceeds the conductor's reference rating (27 A, installation reference method C, clipped direct, of BS 7671 Appendix 4). The wire may overheat: check it with the Wire Size Calculator.",
	)
	// Single-core, 400 V three-phase: 10 mm² C 3φ = 59 A < 60 A
	const threePhase = computeShown(
		input({
			standard: 'metric',
			cableType: 'single-core',
			ukSize: '10',
			system: '400-three',
			current: '60',
			length: '10',
		}),
	)
	expect(shownValue(threePhase, 'Reference rating')).toBe('59 A (Method C, clipped direct, three-phase)')
	expect(overReferenceWarning(threePhase)).toContain('(59 A three-phase, installation reference method C')
})

test('a drop at the limit passes despite arithmetic noise; at or past the supply the load voltage is 0', () => {
	// 12 AWG Cu, 10 A, 120 V: 3 % = 3.6 V = 2 × 10 × L × 1.98 / 1000 → L = 90.909… ft; use the limit's own L_max
	const atLimit = computeShown(input({ current: '10', length: '1' }))
	const exact = computeShown(input({ current: '10', length: String(atLimit.maxLength.ft) }))
	expect(exact.passes3).toBe(true)
	const over = computeShown(
		input({ usSize: '14 AWG', current: '20', length: '10,000', system: 'other', voltage: '12' }),
	)
	expect(over.isDropAtLeastSupply).toBe(true)
	expect(over.loadV).toBe(0)
	// 2 × 20 × 10,000 × 3.14 / 1000 = 1,256 V from a 12 V supply
	expect(workedOut(over).working[3]?.steps).toBe('12 V − 1,256 V < 0 → 0.00 V')
})

test('single-core uses the 4D1B column of the phase; the reference is Method C of that phase', () => {
	// 10 mm² single-core, 400 V three-phase: 3.8 mV/A/m × 50 A × 40 m / 1000 = 7.6 V; reference C 3φ = 59 A
	const result = computeShown(
		input({
			standard: 'metric',
			cableType: 'single-core',
			ukSize: '10',
			system: '400-three',
			current: '50',
			length: '40',
		}),
	)
	expect(result.conductor).toMatchObject({ mVPerAm: 3.8 })
	expect(result.dropV).toBeCloseTo(7.6, 12)
	expect(result.reference.amps).toBe(59)
	// 1.9 %; L_max = 0.03 × 400 × 1000 / (3.8 × 50) = 63.16 m
	expect(result.maxLength.m).toBeCloseTo(63.157895, 6)
})

test('a length typed in metres is converted for the US formula, and back', () => {
	// 30.48 m × 3.28084 = 100.0000032 ft
	const result = computeShown(input({ current: '16', length: '30.48', lengthUnit: 'm' }))
	expect(result.length.ft).toBeCloseTo(100.0000032, 9)
	expect(result.dropV).toBeCloseTo(6.336, 6)
})

test('the spec’s messages: empty fields, bounds and the two cross-field rules', () => {
	const empty = parse(voltageDropDefaults('imperial')).errors
	expect(empty).toEqual({ current: 'Required', length: 'Required' })
	expect(
		parse({ ...voltageDropDefaults('imperial'), current: '0', length: '10001', material: 'aluminum', usSize: '14 AWG' })
			.errors,
	).toEqual({
		current: 'Must be more than 0 and at most 1,000 A',
		length: 'Must be more than 0 and at most 10,000 ft',
		usSize: ALUMINUM_14_MESSAGE,
	})
	expect(
		parse({ ...voltageDropDefaults('metric'), current: '1001', length: '10', system: '400-three' }).errors,
	).toEqual({ current: 'Must be more than 0 and at most 1,000 A', system: TWIN_AND_EARTH_THREE_PHASE_MESSAGE })
	expect(
		parse({
			...voltageDropDefaults('metric'),
			current: '1',
			length: '1',
			system: 'other',
			phase: 'three',
			voltage: '1001',
		}).errors,
	).toEqual({ voltage: 'Must be between 12 and 1,000 V', system: TWIN_AND_EARTH_THREE_PHASE_MESSAGE })
})

test('a standard switch resets the selects and keeps the numbers; a cable type change keeps a size it has', () => {
	const us: VoltageDropValues = {
		...voltageDropDefaults('imperial'),
		usSize: '4 AWG',
		material: 'aluminum',
		system: 'other',
		voltage: '48',
		current: '16',
		length: '100',
		limit: '5',
	}
	expect(voltageDropValuesForStandard(us, { standard: 'metric' })).toEqual({
		...voltageDropDefaults('metric'),
		voltage: '48',
		current: '16',
		length: '100',
		lengthUnit: 'ft',
		limit: '5',
	})
	expect(ukSizeForCableType('twin-and-earth', '35')).toBe('16')
	expect(ukSizeForCableType('single-core', '4')).toBe('4')
})

const conductorChoice = fc.oneof(
	fc.record({
		standard: fc.constant('imperial' as const),
		usSize: fc.constantFrom(...US_CONDUCTORS.slice(1).map((conductor) => conductor.size)),
		material: fc.constantFrom('copper' as const, 'aluminum' as const),
		system: fc.constantFrom('120-single' as const, '240-single' as const, '208-three' as const, '480-three' as const),
	}),
	fc.record({
		standard: fc.constant('metric' as const),
		cableType: fc.constant('twin-and-earth' as const),
		ukSize: fc.constantFrom(...TWIN_AND_EARTH.map((cable) => cable.size)),
		system: fc.constant('230-single' as const),
	}),
	fc.record({
		standard: fc.constant('metric' as const),
		cableType: fc.constant('single-core' as const),
		ukSize: fc.constantFrom(...SINGLE_CORE.map((cable) => cable.size)),
		system: fc.constantFrom('230-single' as const, '400-three' as const),
	}),
)

const runs: fc.Arbitrary<Run> = fc.record({
	choice: conductorChoice,
	current: fc.double({ min: 0.001, max: 1000, noNaN: true }),
	length: fc.double({ min: 0.001, max: 3000, noNaN: true }),
	lengthUnit: fc.constantFrom('ft' as const, 'm' as const),
	limit: fc.constantFrom('3' as const, '5' as const),
})

type Run = {
	choice: Partial<VoltageDropValues>
	current: number
	length: number
	lengthUnit: 'ft' | 'm'
	limit: '3' | '5'
}

function inputOf(run: Run) {
	const { choice, current, length, lengthUnit, limit } = run
	return input({ ...choice, current: String(current), length: String(length), lengthUnit, limit })
}

test('property: every figure is finite and not negative; the working reads no impossible amount', () => {
	fc.assert(
		fc.property(runs, (run) => {
			const result = computeShown(inputOf(run))
			for (const value of [result.dropV, result.dropPercent, result.loadV, result.maxLength.ft, result.maxLength.m]) {
				expect(Number.isFinite(value) && value >= 0).toBe(true)
			}
		}),
	)
})

test('property: a longer run or more current never gives a smaller drop', () => {
	fc.assert(
		fc.property(runs, fc.double({ min: 0, max: 1000, noNaN: true }), (run, extra) => {
			const before = computeShown(inputOf(run)).dropV
			const longer = computeShown(inputOf({ ...run, length: Math.min(3000, run.length + extra) })).dropV
			const more = computeShown(inputOf({ ...run, current: Math.min(1000, run.current + extra) })).dropV
			expect(longer).toBeGreaterThanOrEqual(before)
			expect(more).toBeGreaterThanOrEqual(before)
		}),
	)
})

test('property: the maximum length for the limit gives exactly the limit', () => {
	fc.assert(
		fc.property(runs, (run) => {
			const result = computeShown(inputOf(run))
			const max = run.choice.standard === 'imperial' ? result.maxLength.ft : result.maxLength.m
			const unit = run.choice.standard === 'imperial' ? 'ft' : 'm'
			const atMax = computeShown({ ...inputOf(run), length: max, lengthUnit: unit })
			expect(atMax.dropPercent).toBeCloseTo(result.limitPercent, 9)
			expect(atMax.isWithinLimit).toBe(true)
		}),
	)
})
