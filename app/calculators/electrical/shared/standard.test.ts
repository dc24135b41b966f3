import * as v from 'valibot'
import { expect, test } from 'vitest'
import { parseDecimal, parseWith } from '#app/lib/number-input.ts'
import { MM2_PER_CMIL } from '#app/lib/units.ts'
import {
	ASSUMPTIONS,
	aluminumWord,
	describeSystem,
	formatLengthBoth,
	formatSignificant3,
	lengthInBoth,
	ohmsPerKm,
	phaseFactor,
	supplyDefaults,
	supplyForStandard,
	supplySystem,
	SYSTEM_OPTIONS,
} from './standard.ts'
import { SAFETY_NOTE } from './safety-note-text.ts'
import { STANDARD_OPTIONS } from './standard-options.ts'
import { resolveSupply, supplySchemaEntries } from './supply-schema.ts'

test('the standard toggle and the system selects carry the spec’s labels, defaults first', () => {
	expect(STANDARD_OPTIONS).toEqual([
		{ value: 'imperial', label: 'US – NEC (AWG, ft)' },
		{ value: 'metric', label: 'UK – BS 7671 (mm², m)' },
	])
	expect(SYSTEM_OPTIONS.imperial.map((option) => option.label)).toEqual([
		'120 V single-phase',
		'240 V single-phase',
		'208 V three-phase',
		'480 V three-phase',
		'Other…',
	])
	expect(SYSTEM_OPTIONS.metric.map((option) => option.label)).toEqual([
		'230 V single-phase',
		'400 V three-phase',
		'Other…',
	])
	expect(supplyDefaults('imperial')).toMatchObject({ system: '120-single', lengthUnit: 'ft' })
	expect(supplyDefaults('metric')).toMatchObject({ system: '230-single', lengthUnit: 'm' })
})

test('the phase factor is 2 for single-phase or DC and √3 for three-phase', () => {
	expect(phaseFactor('single')).toBe(2)
	expect(phaseFactor('three')).toBe(Math.sqrt(3))
	expect(supplySystem('480-three', { voltage: 0, phase: 'single' })).toEqual({ voltage: 480, phase: 'three' })
	expect(supplySystem('other', { voltage: 12, phase: 'single' })).toEqual({ voltage: 12, phase: 'single' })
	expect(describeSystem('other', { voltage: 12, phase: 'single' })).toBe('12 V single-phase or DC')
	expect(describeSystem('208-three', { voltage: 208, phase: 'three' })).toBe('208 V three-phase')
})

test('a standard switch resets the selects, keeps the numbers, and moves the length unit only while empty', () => {
	const us = { ...supplyDefaults('imperial'), system: 'other' as const, phase: 'three' as const, voltage: '48' }
	expect(supplyForStandard(us, 'metric')).toEqual({ ...supplyDefaults('metric'), voltage: '48' })
	const typed = { ...us, length: '100' }
	expect(supplyForStandard(typed, 'metric')).toMatchObject({ system: '230-single', length: '100', lengthUnit: 'ft' })
})

test('lengths convert with the site factors; both units are shown, the standard’s first', () => {
	// 140 ft × 0.3048 = 42.672 m; 25 m × 3.28084 = 82.021 ft
	expect(lengthInBoth(140, 'ft').m).toBeCloseTo(42.672, 12)
	expect(lengthInBoth(25, 'm').ft).toBeCloseTo(82.021, 9)
	expect(formatLengthBoth(lengthInBoth(140, 'ft'), 'imperial')).toBe('140.00 ft (42.67 m)')
	expect(formatLengthBoth(lengthInBoth(20, 'm'), 'metric')).toBe('20.00 m (65.62 ft)')
})

test('Ω/km is Ω/kft × 3.28084 to 3 significant figures, trailing zeros kept', () => {
	// 0.491 × 3.28084 = 1.6109; 0.0847 × 3.28084 = 0.27789; 0.0258 × 3.28084 = 0.084646; 1.98 × 3.28084 = 6.4961
	expect(formatSignificant3(ohmsPerKm(0.491))).toBe('1.61')
	expect(formatSignificant3(ohmsPerKm(0.0847))).toBe('0.278')
	expect(formatSignificant3(ohmsPerKm(0.0258))).toBe('0.0846')
	expect(formatSignificant3(ohmsPerKm(1.98))).toBe('6.50')
	expect(formatSignificant3(0.1)).toBe('0.100')
	expect(formatSignificant3(0.0967)).toBe('0.0967')
	expect(formatSignificant3(9.996)).toBe('10.0')
	expect(formatSignificant3(3.14)).toBe('3.14')
	// 26,240 cmil ≈ 13.30 mm²
	expect(26_240 * MM2_PER_CMIL).toBeCloseTo(13.296, 3)
	expect(MM2_PER_CMIL).toBeCloseTo(0.000506707, 9)
})

test('aluminum in US mode, aluminium in UK mode; the fixed texts are the spec’s', () => {
	expect(aluminumWord('imperial')).toBe('aluminum')
	expect(aluminumWord('metric')).toBe('aluminium')
	expect(SAFETY_NOTE).toBe(
		'⚠ Estimate only. These figures come from published NEC / BS 7671 tables under the stated assumptions and are not a design. The code in force where you work (the NEC as adopted locally in the US, BS 7671 in the UK), the equipment instructions and a qualified electrician decide the final size. Fixed wiring work may need a permit or notification (e.g. Part P in England and Wales) and an inspection.',
	)
	expect(ASSUMPTIONS.imperial).toBe(
		'NEC Table 310.16: 30 °C (86 °F) ambient, not more than three current-carrying conductors, no derating.',
	)
	expect(ASSUMPTIONS.metric).toBe(
		'BS 7671 Appendix 4: 30 °C ambient, no grouping, protective device an MCB/RCBO (not a BS 3036 rewirable fuse).',
	)
})

const current = { min: 0, isMinExclusive: true, max: 1000, unit: 'A' } as const
const powerFactor = { min: 0.5, max: 1 } as const
const lengthFt = { min: 0, isMinExclusive: true, max: 10_000, unit: 'ft' } as const

// The site's one set of messages (decision 075) with the bounds of docs/calculators/wire-size-calculator.md §2.
test.each([
	['', current, 'Required'],
	['abc', current, 'Enter a number'],
	['Infinity', current, 'Enter a number'],
	['1e3', current, 'Enter a number'],
	['16 V', current, 'Enter the number in A'],
	['0', current, 'Must be more than 0 and at most 1,000 A'],
	['-5', current, 'Must be more than 0 and at most 1,000 A'],
	['1,000.5', current, 'Must be more than 0 and at most 1,000 A'],
	['0.4', powerFactor, 'Must be between 0.5 and 1'],
	['1.01', powerFactor, 'Must be between 0.5 and 1'],
	['0', { min: 12, max: 1000, unit: 'V' } as const, 'Must be between 12 and 1,000 V'],
	['10,001', lengthFt, 'Must be more than 0 and at most 10,000 ft'],
	['-12\' 6"', lengthFt, 'Must be more than 0 and at most 10,000 ft'],
])('%j reads as the site’s message', (text, bounds, message) => {
	expect(parseDecimal(text, bounds)).toEqual({ ok: false, message })
})

test('typed numbers follow the site rule, bounds exactly, the field’s unit after the number', () => {
	expect(parseDecimal('9,600', { ...current, max: 1e6 })).toEqual({ ok: true, value: 9600 })
	expect(parseDecimal('1,5', current)).toEqual({ ok: true, value: 1.5 })
	expect(parseDecimal('1000', current)).toEqual({ ok: true, value: 1000 })
	expect(parseDecimal('16 A', current)).toEqual({ ok: true, value: 16 })
	expect(parseDecimal('3 %', { min: 0.5, max: 10, unit: '%' })).toEqual({ ok: true, value: 3 })
	expect(parseDecimal('0.5', powerFactor)).toEqual({ ok: true, value: 0.5 })
	expect(parseDecimal('12\' 6"', lengthFt)).toEqual({ ok: true, value: 12.5 })
})

test('the shared schema validates Other…’s voltage only when chosen, and the length in its unit', () => {
	const schema = (values: ReturnType<typeof supplyDefaults>) => v.object(supplySchemaEntries(values))
	const us = { ...supplyDefaults('imperial'), voltage: 'x', length: '' }
	const parsed = parseWith(schema(us), us)
	expect(parsed.errors).toEqual({ length: 'Required' })
	const other = { ...us, system: 'other' as const, voltage: '', length: '100' }
	expect(parseWith(schema(other), other).errors).toEqual({ voltage: 'Required' })
	const uk = { ...supplyDefaults('metric'), length: '3500' }
	expect(parseWith(schema(uk), uk).errors).toEqual({ length: 'Must be more than 0 and at most 3,000 m' })
	const dc = { ...other, voltage: '12' }
	const data = parseWith(schema(dc), dc).data
	if (!data) throw new Error('expected a parse')
	expect(resolveSupply(data)).toMatchObject({ voltage: 12, phase: 'single', k: 2, length: { ft: 100 } })
})
