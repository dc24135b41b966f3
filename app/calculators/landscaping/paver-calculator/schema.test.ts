import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { paverCalculator } from './calculator.ts'
import {
	createPaverSchema,
	PAVER_SYSTEM_DEFAULTS,
	type PaverValues,
	paverValuesForUnit,
	withPattern,
	withPaver,
} from './schema.ts'
import { type PaverPatch, paverValues } from './test-input.ts'

function errorsOf(values: PaverValues) {
	return parseWith(createPaverSchema(values), values).errors
}

test('each field says what is wrong: its bounds in the system’s unit, a number, and no exponents', () => {
	const metric = paverValues({ areas: [['0', '5']] })
	expect(errorsOf(metric)).toEqual({ 'areas.0.length': 'Must be between 0.1 and 100 m' })
	expect(errorsOf(paverValues({ areas: [['5', 'abc']] }))).toEqual({ 'areas.0.width': 'Enter a number' })
	expect(errorsOf(paverValues({ areas: [['1e3', '5']] }))).toEqual({ 'areas.0.length': 'Enter a number' })
	expect(errorsOf(paverValues({ areas: [['5', '4']], joint: '26' }))).toEqual({ joint: 'Must be between 0 and 25 mm' })
	expect(errorsOf(paverValues({ areas: [['5', '4']], waste: '31' }))).toEqual({ waste: 'Must be between 0 and 30%' })
	expect(errorsOf(paverValues({ areas: [['5', '4']], subBaseDepth: '401' }))).toEqual({
		subBaseDepth: 'Must be between 0 and 400 mm',
	})
	expect(errorsOf(paverValues({ areas: [['5', '4']], beddingDepth: '9' }))).toEqual({
		beddingDepth: 'Must be between 10 and 100 mm',
	})
	expect(errorsOf(paverValues({ areas: [['5', '4']], allowance: '51' }))).toEqual({
		allowance: 'Must be between 0 and 50%',
	})
	expect(errorsOf(paverValues({ areas: [['5', '4']], edgesWithoutRestraint: '-1' }))).toEqual({
		edgesWithoutRestraint: 'Must be between 0 and 10,000 m',
	})
	expect(
		errorsOf(paverValues({ areas: [['5', '4']], paver: 'custom', customLength: '49', customWidth: '1201' })),
	).toEqual({ customLength: 'Must be between 50 and 1,200 mm', customWidth: 'Must be between 50 and 1,200 mm' })
	expect(errorsOf(paverValues({ areas: [['', '4']] }))).toEqual({ 'areas.0.length': 'Required' })
})

test('imperial bounds: feet for the areas and edges, inches for the sizes and depths', () => {
	const imperial = (patch: PaverPatch) => paverValues({ unit: 'imperial', areas: [['16', '12']], ...patch })
	expect(errorsOf(paverValues({ unit: 'imperial', areas: [['0.4', '331']] }))).toEqual({
		'areas.0.length': 'Must be between 0.5 and 330 ft',
		'areas.0.width': 'Must be between 0.5 and 330 ft',
	})
	expect(errorsOf(imperial({ joint: '1.1' }))).toEqual({ joint: 'Must be between 0 and 1 in' })
	expect(errorsOf(imperial({ subBaseDepth: '17' }))).toEqual({ subBaseDepth: 'Must be between 0 and 16 in' })
	expect(errorsOf(imperial({ beddingDepth: '0.25' }))).toEqual({ beddingDepth: 'Must be between 0.5 and 4 in' })
	expect(errorsOf(imperial({ paver: 'custom', customLength: '1.5', customWidth: '49' }))).toEqual({
		customLength: 'Must be between 2 and 48 in',
		customWidth: 'Must be between 2 and 48 in',
	})
	expect(errorsOf(imperial({ edgesWithoutRestraint: '33001' }))).toEqual({
		edgesWithoutRestraint: 'Must be between 0 and 33,000 ft',
	})
	// Lengths as builders write them: 16' 6", a joint of 1/8"
	expect(errorsOf(imperial({ areas: [[`16' 6"`, '12']] as never, joint: '1/8"' }))).toEqual({})
})

test('the custom size is asked for with Custom only: not checked with a preset', () => {
	expect(errorsOf(paverValues({ areas: [['5', '4']], customLength: 'abc', customWidth: '' }))).toEqual({})
	expect(errorsOf(paverValues({ areas: [['5', '4']], paver: 'custom' }))).toEqual({
		customLength: 'Required',
		customWidth: 'Required',
	})
})

test('edges not needing restraint longer than the perimeter: the message names it, Equal is not longer', () => {
	// P = 2 × (3.6 + 2.4) = 12 m
	expect(errorsOf(paverValues({ areas: [['3.6', '2.4']], edgesWithoutRestraint: '13' }))).toEqual({
		edgesWithoutRestraint: 'Longer than the perimeter (12.00 m)',
	})
	expect(errorsOf(paverValues({ areas: [['3.6', '2.4']], edgesWithoutRestraint: '12' }))).toEqual({})
	// 0.1 + 0.2 m: P = 0.6000000000000001, and a typed 0.6 is Equal to it
	expect(errorsOf(paverValues({ areas: [['0.1', '0.2']], edgesWithoutRestraint: '0.6' }))).toEqual({})
	// 2 × (330 + 300) × 2 areas = 2,520 ft; thousands separators, 2 decimals, no feet and inches
	const imperial = paverValues({
		unit: 'imperial',
		areas: [
			['330', '300'],
			['330', '300'],
		],
		edgesWithoutRestraint: '2,600',
	})
	expect(errorsOf(imperial)).toEqual({ edgesWithoutRestraint: 'Longer than the perimeter (2,520.00 ft)' })
	// Checked as soon as the areas and the edges are numbers, whatever else is still empty
	expect(
		errorsOf(paverValues({ areas: [['3.6', '2.4']], edgesWithoutRestraint: '13', paver: 'custom' })),
	).toMatchObject({ edgesWithoutRestraint: 'Longer than the perimeter (12.00 m)' })
	// Not while an area is not a number
	expect(errorsOf(paverValues({ areas: [['3.6', '']], edgesWithoutRestraint: '13' }))).toEqual({
		'areas.0.width': 'Required',
	})
})

test('a preset sets the joint and bedding unless they were changed; Custom leaves both', () => {
	const metric = PAVER_SYSTEM_DEFAULTS.metric
	// Slab 600 × 600 (10 mm, mortar) → Block paver: 3 mm and sand
	expect(withPaver(metric, 'block-200x100')).toEqual({ paver: 'block-200x100', joint: '3', bedding: 'sand' })
	// A joint typed over stays; a bedding chosen stays
	expect(withPaver({ ...metric, joint: '8', bedding: 'sand' }, 'block-200x100')).toEqual({ paver: 'block-200x100' })
	// Block paver → a slab: back to 10 mm and a mortar bed
	const block = { ...metric, ...withPaver(metric, 'block-200x100') }
	expect(withPaver(block, 'slab-900x600')).toEqual({ paver: 'slab-900x600', joint: '10', bedding: 'mortar' })
	// Custom changes neither; from Custom, a default value still follows the next preset
	expect(withPaver(metric, 'custom')).toEqual({ paver: 'custom' })
	const custom = { ...metric, paver: 'custom' }
	expect(withPaver(custom, 'block-200x100')).toEqual({ paver: 'block-200x100', joint: '3', bedding: 'sand' })
	expect(withPaver({ ...custom, joint: '6' }, 'block-200x100')).toEqual({ paver: 'block-200x100', bedding: 'sand' })
	// Imperial: 0.125 in and sand for every unit
	const imperial = PAVER_SYSTEM_DEFAULTS.imperial
	expect(withPaver(imperial, 'slab-24x24')).toEqual({ paver: 'slab-24x24', joint: '0.125', bedding: 'sand' })
	expect(withPaver({ ...imperial, bedding: 'mortar' }, 'slab-24x24')).toEqual({ paver: 'slab-24x24', joint: '0.125' })
})

test('a pattern sets the waste unless it was typed over', () => {
	const metric = PAVER_SYSTEM_DEFAULTS.metric
	expect(withPattern(metric, 'herringbone45')).toEqual({ pattern: 'herringbone45', waste: '12' })
	expect(withPattern({ ...metric, pattern: 'running', waste: '5' }, 'basketweave')).toEqual({
		pattern: 'basketweave',
		waste: '7',
	})
	expect(withPattern({ ...metric, pattern: 'herringbone90', waste: '10' }, 'stack')).toEqual({
		pattern: 'stack',
		waste: '3',
	})
	expect(withPattern({ ...metric, waste: '8' }, 'herringbone90')).toEqual({ pattern: 'herringbone90' })
})

test('a unit change: areas and sizes start again; a chosen pattern, typed waste and chosen bedding stay', () => {
	const filled = paverValues({ areas: [['5', '4']], edgesWithoutRestraint: '5', mix: '4', allowance: '15' })
	const imperial = paverValuesForUnit(filled, { unit: 'imperial' })
	// Stack at its 3 % (both untouched) → the imperial Running bond at 5 %; mortar (the slab's default) → sand
	expect(imperial).toEqual({ ...PAVER_SYSTEM_DEFAULTS.imperial, mix: '4', allowance: '15' })
	// A pattern chosen stays, with its waste; a waste typed over stays; a bedding chosen stays
	const chosen = { ...filled, pattern: 'herringbone45', waste: '12', bedding: 'sand' } as const
	expect(paverValuesForUnit(chosen, { unit: 'imperial' })).toMatchObject({
		pattern: 'herringbone45',
		waste: '12',
		bedding: 'sand',
		paver: 'brick-4x8',
		joint: '0.125',
		areas: PAVER_SYSTEM_DEFAULTS.imperial.areas,
	})
	expect(paverValuesForUnit({ ...filled, waste: '9' }, { unit: 'imperial' })).toMatchObject({
		pattern: 'running',
		waste: '9',
	})
	// Imperial running bond at 5 % and sand (both defaults) → the metric stack at 3 % and a mortar bed
	const back = paverValuesForUnit(PAVER_SYSTEM_DEFAULTS.imperial, { unit: 'metric' })
	expect(back).toEqual(PAVER_SYSTEM_DEFAULTS.metric)
	// An imperial mortar bed was chosen: it stays in metric
	expect(paverValuesForUnit({ ...PAVER_SYSTEM_DEFAULTS.imperial, bedding: 'mortar' }, { unit: 'metric' }).bedding).toBe(
		'mortar',
	)
	// A metric block paver on its sand bed is a default: imperial sand
	const block = { ...filled, ...withPaver(filled, 'block-200x100') }
	expect(paverValuesForUnit(block, { unit: 'imperial' }).bedding).toBe('sand')
	expect(paverValuesForUnit({ ...block, bedding: 'mortar' }, { unit: 'imperial' }).bedding).toBe('mortar')
})

test('the declaration: Start New keeps the unit system; the line under Calculate names what is missing', () => {
	const imperial = paverValues({ unit: 'imperial', areas: [['16', '12']] })
	expect(paverCalculator.reset.startNew(imperial)).toEqual(PAVER_SYSTEM_DEFAULTS.imperial)
	const pending = paverCalculator.messages.pending
	const values = paverValues({ areas: [['5', '4']], paver: 'custom' })
	expect(pending?.(values, errorsOf(values))).toBe('Fill in every field to calculate.')
	const empty = paverValues({ areas: [['', '4']] })
	expect(pending?.(empty, errorsOf(empty))).toBeUndefined()
	expect(paverCalculator.defaultsFor?.(imperial)).toBe(PAVER_SYSTEM_DEFAULTS.imperial)
})
