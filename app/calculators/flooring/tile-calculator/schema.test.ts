import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import {
	createTileSchema,
	readTileSize,
	splitTileSize,
	TILE_DEFAULTS,
	type TileObstructionValues,
	type TileSurfaceValues,
	type TileValues,
} from './schema.ts'

function surface(name: string, length: string, width: string, type: 'wall' | 'floor' = 'wall'): TileSurfaceValues {
	return { id: name, name, type, length, width }
}

function obstruction(
	name: string,
	length: string,
	width: string,
	type: 'window-door' | 'floor-obstacle' = 'window-door',
): TileObstructionValues {
	return { id: name, name, type, length, width }
}

function parse(patch: Partial<TileValues>) {
	const values = { ...TILE_DEFAULTS, ...patch }
	return parseWith(createTileSchema(values), values)
}

test('the defaults are one blank Wall 1, no obstructions, 300 × 300 mm tiles and wastage on', () => {
	expect(TILE_DEFAULTS.surfaces).toEqual([{ id: 'surface-first', name: 'Wall 1', type: 'wall', length: '', width: '' }])
	expect(TILE_DEFAULTS.obstructions).toEqual([])
	expect([TILE_DEFAULTS.tileLength, TILE_DEFAULTS.tileWidth]).toEqual(['300', '300'])
	expect(TILE_DEFAULTS.includeWastage).toBe(true)
	// Valid to submit: the blank wall is skipped, and compute raises the seed's alert.
	expect(parse({})).toMatchObject({ data: { surfaces: [], incomplete: [] }, errors: {} })
})

test('complete entries become numbers; blank ones are skipped; half-filled ones are named', () => {
	const result = parse({
		surfaces: [surface('Wall 1', '3000', '2400'), surface('Wall 2', '', ''), surface('Floor 1', '3000', '', 'floor')],
		obstructions: [obstruction('Window/Door 1', '', '900'), obstruction('Window/Door 2', '', '')],
	})
	expect(result).toEqual({
		data: {
			unit: 'metric',
			metricUnit: 'mm',
			surfaces: [{ id: 'Wall 1', name: 'Wall 1', type: 'wall', length: 3000, width: 2400 }],
			obstructions: [],
			incomplete: ['Floor 1', 'Window/Door 1'],
			includeWastage: true,
			wastagePercentage: 10,
			tileLengthMm: 300,
			tileWidthMm: 300,
		},
		errors: {},
	})
})

test('a blank name is replaced by the list name and position, as in the form', () => {
	const result = parse({ surfaces: [surface('Wall 1', '3000', '2400'), surface('  ', '1000', '')] })
	expect(result).toMatchObject({ data: { incomplete: ['Surfaces 2'] } })
	const named = parse({ surfaces: [surface('', '3000', '2400')] })
	expect(named).toMatchObject({ data: { surfaces: [{ name: 'Surfaces 1' }] } })
})

test('seed minimums: 1 mm, 0.1 m and 1 in; bad text is refused with its path', () => {
	const mm = parse({ surfaces: [surface('Wall 1', '0.5', '2400')] })
	expect(mm).toEqual({ data: null, errors: { 'surfaces.0.length': 'Must be between 1 and 100,000 mm' } })
	const metres = parse({ metricUnit: 'm', surfaces: [surface('Wall 1', '3', '0.05')] })
	expect(metres).toEqual({ data: null, errors: { 'surfaces.0.width': 'Must be between 0.1 and 100 m' } })
	expect(parse({ metricUnit: 'm', surfaces: [surface('Wall 1', '0.1', '0.1')] }).data).not.toBeNull()
	const inches = parse({ unit: 'imperial', surfaces: [surface('Wall 1', '120', '0')] })
	expect(inches).toEqual({ data: null, errors: { 'surfaces.0.width': 'Must be between 1 and 4,000 in' } })
	const bad = parse({
		surfaces: [surface('Wall 1', '1e400', '-3')],
		obstructions: [obstruction('Window/Door 1', 'abc', '12 ft')],
	})
	expect(Object.keys(bad.errors)).toEqual([
		'surfaces.0.length',
		'surfaces.0.width',
		'obstructions.0.length',
		'obstructions.0.width',
	])
})

test('lengths above 100 m are refused as typos', () => {
	expect(parse({ surfaces: [surface('Wall 1', '100001', '1000')] })).toEqual({
		data: null,
		errors: { 'surfaces.0.length': 'Must be between 1 and 100,000 mm' },
	})
	expect(parse({ unit: 'imperial', surfaces: [surface('Wall 1', '4001', '10')] }).data).toBeNull()
})

test('tile doc §2: a blank tile size is 300 mm; anything else not a number in range is an error, never 300', () => {
	expect(readTileSize('')).toEqual({ ok: true, value: 300 })
	expect(readTileSize('  ')).toEqual({ ok: true, value: 300 })
	expect(readTileSize('600')).toEqual({ ok: true, value: 600 })
	for (const text of ['abc', '12 ft', '1e400', 'Infinity', '1.2.3', '600x600']) {
		expect(readTileSize(text)).toMatchObject({ ok: false, message: expect.stringMatching(/number|comma/) })
	}
	expect(readTileSize('0.5')).toEqual({ ok: false, message: 'Must be between 1 and 3,600 mm' })
	expect(readTileSize('-3')).toEqual({ ok: false, message: 'Must be between 1 and 3,600 mm' })
	expect(readTileSize('3601')).toEqual({ ok: false, message: 'Must be between 1 and 3,600 mm' })
	// The same rules in the form's parse, on the field typed in.
	expect(parse({ tileLength: '', tileWidth: ' ' }).data).toMatchObject({ tileLengthMm: 300, tileWidthMm: 300 })
	expect(parse({ tileLength: '600', tileWidth: '200' }).data).toMatchObject({ tileLengthMm: 600, tileWidthMm: 200 })
	for (const text of ['abc', '1e400', 'Infinity']) {
		expect(parse({ tileWidth: text })).toEqual({
			data: null,
			errors: { tileWidth: 'Enter a number' },
		})
	}
	expect(parse({ tileLength: '0' })).toEqual({ data: null, errors: { tileLength: 'Must be between 1 and 3,600 mm' } })
})

test("tile doc §2: '600x600' or '600 × 300' typed into one field is the length and the width", () => {
	expect(splitTileSize('600x600')).toEqual({ tileLength: '600', tileWidth: '600' })
	expect(splitTileSize('600 × 300')).toEqual({ tileLength: '600', tileWidth: '300' })
	expect(splitTileSize(' 597.5 X 297,5 ')).toEqual({ tileLength: '597.5', tileWidth: '297,5' })
	expect(splitTileSize('600mm x 300mm')).toEqual({ tileLength: '600', tileWidth: '300' })
	for (const text of ['600', '600x', 'x600', '600x600x10', '6e2x300', '']) expect(splitTileSize(text)).toBeNull()
})

test('a whole size in one field counts for both sizes before the field is split; a bad part is its error', () => {
	const surfaces = [surface('Wall 1', '3000', '2400')]
	const sizes = (patch: Partial<TileValues>) => {
		const { data } = parse({ surfaces, ...patch })
		return data && [data.tileLengthMm, data.tileWidthMm]
	}
	expect(sizes({ tileLength: '600 × 300', tileWidth: '300' })).toEqual([600, 300])
	expect(sizes({ tileLength: '', tileWidth: '600x600' })).toEqual([600, 600])
	// The other field is not read meanwhile: leaving the whole size's field overwrites it.
	expect(sizes({ tileLength: '600 × 300', tileWidth: 'abc' })).toEqual([600, 300])
	expect(sizes({ tileLength: '600x600', tileWidth: '300x200' })).toEqual([600, 600])
	expect(parse({ surfaces, tileLength: '600x9000', tileWidth: '300' })).toEqual({
		data: null,
		errors: { tileLength: 'Must be between 1 and 3,600 mm' },
	})
	expect(parse({ surfaces, tileLength: '300', tileWidth: '0x600' })).toEqual({
		data: null,
		errors: { tileWidth: 'Must be between 1 and 3,600 mm' },
	})
})

test('a window or door larger than the walls, or a floor obstacle larger than the floors, is an error on it', () => {
	const wall = surface('Wall 1', '2000', '2000')
	const floor = surface('Floor 1', '3000', '3000', 'floor')
	const door = obstruction('Window/Door 1', '900', '2100')
	const bigWindow = obstruction('Window/Door 2', '5000', '5000')
	const bath = obstruction('Floor Obstacle 1', '1700', '700', 'floor-obstacle')
	// door 1.89 m² on a 4 m² wall, bath 1.19 m² on a 9 m² floor: fine
	expect(parse({ surfaces: [wall, floor], obstructions: [door, bath] }).errors).toEqual({})
	// a 25 m² window on a 4 m² wall (the 9 m² floor does not count for windows)
	expect(parse({ surfaces: [wall, floor], obstructions: [door, bath, bigWindow] })).toEqual({
		data: null,
		errors: { 'obstructions.2.length': 'Larger than any wall: check the sizes' },
	})
	// no floor at all for the bath; blank and half-filled entries do not count either way
	const halfWindow = obstruction('Window/Door 3', '9000', '')
	expect(
		parse({ surfaces: [wall, surface('Floor 1', '3000', '', 'floor')], obstructions: [halfWindow, bath] }),
	).toEqual({ data: null, errors: { 'obstructions.1.length': 'Larger than any floor: check the sizes' } })
})
