import { expect, test } from 'vitest'
import { parseRebar, REBAR_DEFAULTS, type RebarGridValues, type RebarValues } from './schema.ts'

const individual: RebarValues = {
	...REBAR_DEFAULTS,
	entries: [{ id: 'rebar-1', name: 'Rebar 1', size: 'No.13', quantity: '10', length: '6' }],
}

const grid: RebarValues = {
	...REBAR_DEFAULTS,
	mode: 'grid',
	entries: [{ id: 'rebar-1', name: 'Rebar 1', size: '', quantity: '', length: '' }],
	grid: {
		slabLength: '5',
		slabWidth: '4',
		spacing: '20',
		edgeSpacing: '0',
		size: 'No.10',
		barLength: '6',
		pricePerLength: '',
	},
}

/** The grid fixture with some of its inputs changed. */
function slab(inputs: Partial<RebarGridValues>, values: Partial<RebarValues> = {}): RebarValues {
	return { ...grid, ...values, grid: { ...grid.grid, ...inputs } }
}

function issues(values: RebarValues) {
	return parseRebar(values).errors
}

test('individual entries parse to numbers; percentages of toggles that are off count as 0; prices are optional', () => {
	const result = parseRebar({ ...individual, lapSplicePercentage: '', pricePerTon: '' })
	expect(result.data).toEqual({
		unit: 'metric',
		mode: 'individual',
		entries: [{ size: 'No.13', quantity: 10, length: 6 }],
		grid: null,
		includeLapSplice: false,
		lapSplicePercentage: 0,
		includeWastage: true,
		wastagePercentage: 10,
		pricePerTon: null,
	})
})

test('rebar doc §2 bounds for entries and the options', () => {
	expect(
		issues({
			...individual,
			entries: [{ id: 'a', name: 'Rebar 1', size: '', quantity: '2.5', length: '0.05' }],
			includeLapSplice: true,
			lapSplicePercentage: '51',
			wastagePercentage: '21',
			pricePerTon: '-1',
		}),
	).toEqual({
		'entries.0.size': 'Select a rebar size',
		'entries.0.quantity': 'Enter a whole number',
		'entries.0.length': 'Must be between 0.1 and 100 m',
		lapSplicePercentage: 'Must be between 0 and 50%',
		wastagePercentage: 'Must be between 0 and 20%',
		pricePerTon: 'Must be between 0 and 1,000,000,000',
	})
	expect(
		issues({ ...individual, entries: [{ id: 'a', name: 'Rebar 1', size: 'No.13', quantity: '0', length: '6' }] }),
	).toEqual({
		'entries.0.quantity': 'Must be between 1 and 100,000',
	})
})

test('grid mode ignores the entries and reads spacing in cm, edge spacing from 0', () => {
	const result = parseRebar(grid)
	expect(result.data?.entries).toEqual([])
	expect(result.data?.grid).toEqual({
		slabLength: 5,
		slabWidth: 4,
		spacing: 20,
		edgeSpacing: 0,
		size: 'No.10',
		barLength: 6,
		pricePerLength: null,
	})
	expect(issues(slab({ spacing: '0.5', edgeSpacing: '-1', size: '#4' }, { unit: 'imperial' }))).toEqual({
		'grid.spacing': 'Must be between 1 and 400 in',
		'grid.edgeSpacing': 'Must be between 0 and 400 in',
	})
})

test('edge spacing that leaves no grid is refused', () => {
	// 2 × 60 cm = 1.2 m is not less than a 1.2 m slab width
	expect(issues(slab({ slabWidth: '1.2', edgeSpacing: '60' }))).toEqual({
		'grid.edgeSpacing': 'Twice the edge spacing must be less than the slab length and width',
	})
	expect(parseRebar(slab({ slabWidth: '1.21', edgeSpacing: '60' })).errors).toEqual({})
})

test('a grid needs a size; the edge rule waits for the grid’s numbers, not for the size', () => {
	expect(issues(slab({ size: '', slabWidth: '1.2', edgeSpacing: '60' }))).toEqual({
		'grid.size': 'Select a rebar size',
		'grid.edgeSpacing': 'Twice the edge spacing must be less than the slab length and width',
	})
	expect(issues(slab({ slabWidth: '1.2', edgeSpacing: '60', barLength: '' }))).toEqual({
		'grid.barLength': 'Required',
	})
})

test('the price per unit length is optional and belongs to the grid; percentages are read while their toggle is on', () => {
	expect(parseRebar(slab({ pricePerLength: '2' })).data?.grid?.pricePerLength).toBe(2)
	expect(issues(slab({ pricePerLength: '-2' }))).toEqual({
		'grid.pricePerLength': 'Must be between 0 and 1,000,000,000',
	})
	expect(issues({ ...individual, includeLapSplice: true, lapSplicePercentage: '', wastagePercentage: '' })).toEqual({
		lapSplicePercentage: 'Required',
		wastagePercentage: 'Required',
	})
	expect(parseRebar({ ...individual, includeWastage: false, wastagePercentage: 'x' }).data?.wastagePercentage).toBe(0)
})

test('each mode reads only its own inputs', () => {
	const blankGrid = slab({ slabLength: '', size: '' }, { mode: 'individual', entries: individual.entries })
	expect(parseRebar(blankGrid).data?.grid).toBeNull()
	expect(issues(slab({}, { entries: [{ id: 'a', name: 'Rebar 1', size: '', quantity: 'x', length: '' }] }))).toEqual({})
})

test('the size is one the unit system offers: metric takes No.36 and the UK H12, imperial only # sizes', () => {
	const withSize = (size: string, unit: RebarValues['unit'] = 'metric') =>
		issues({ ...individual, unit, entries: [{ id: 'a', name: 'Rebar 1', size, quantity: '1', length: '1' }] })
	expect(withSize('No.36')).toEqual({})
	expect(withSize('H12')).toEqual({})
	expect(withSize('#11', 'imperial')).toEqual({})
	expect(withSize('H12', 'imperial')).toEqual({ 'entries.0.size': 'Select a rebar size' })
	expect(withSize('No.99')).toEqual({ 'entries.0.size': 'Select a rebar size' })
})
