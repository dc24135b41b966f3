import { expect, test } from 'vitest'
import {
	readTileSize,
	splitTileSize,
	readTileValues,
	TILE_DEFAULTS,
	type TileObstructionValues,
	type TileSurfaceValues,
	type TileValues,
} from './schema.ts'

function surface(name: string, length: string, width: string, type: 'wall' | 'floor' = 'wall'): TileSurfaceValues {
	return { id: name, name, type, length, width }
}

function obstruction(name: string, length: string, width: string): TileObstructionValues {
	return { id: name, name, type: 'window-door', length, width }
}

function read(patch: Partial<TileValues>) {
	return readTileValues({ ...TILE_DEFAULTS, ...patch })
}

test('the defaults are one blank Wall 1, no obstructions, 300 × 300 mm tiles and wastage on', () => {
	expect(TILE_DEFAULTS.surfaces).toEqual([{ id: 'surface-first', name: 'Wall 1', type: 'wall', length: '', width: '' }])
	expect(TILE_DEFAULTS.obstructions).toEqual([])
	expect([TILE_DEFAULTS.tileLength, TILE_DEFAULTS.tileWidth]).toEqual(['300', '300'])
	expect(TILE_DEFAULTS.includeWastage).toBe(true)
	// Valid to submit: the blank wall is skipped, and compute raises the seed's alert.
	expect(readTileValues(TILE_DEFAULTS)).toMatchObject({ ok: true, input: { surfaces: [] }, incomplete: [] })
})

test('complete entries become numbers; blank ones are skipped; half-filled ones are named', () => {
	const result = read({
		surfaces: [surface('Wall 1', '3000', '2400'), surface('Wall 2', '', ''), surface('Floor 1', '3000', '', 'floor')],
		obstructions: [obstruction('Window/Door 1', '', '900'), obstruction('Window/Door 2', '', '')],
	})
	expect(result).toEqual({
		ok: true,
		input: {
			unit: 'metric',
			metricUnit: 'mm',
			surfaces: [{ id: 'Wall 1', name: 'Wall 1', type: 'wall', length: 3000, width: 2400 }],
			obstructions: [],
			includeWastage: true,
			wastagePercentage: 10,
			tileLengthMm: 300,
			tileWidthMm: 300,
		},
		incomplete: ['Floor 1', 'Window/Door 1'],
	})
})

test('a blank name is replaced by the list name and position, as in the form', () => {
	const result = read({ surfaces: [surface('Wall 1', '3000', '2400'), surface('  ', '1000', '')] })
	expect(result).toMatchObject({ ok: true, incomplete: ['Surfaces 2'] })
	const named = read({ surfaces: [surface('', '3000', '2400')] })
	expect(named).toMatchObject({ ok: true, input: { surfaces: [{ name: 'Surfaces 1' }] } })
})

test('seed minimums: 1 mm, 0.1 m and 1 in; bad text is refused with its path', () => {
	const mm = read({ surfaces: [surface('Wall 1', '0.5', '2400')] })
	expect(mm).toEqual({ ok: false, issues: [{ path: ['surfaces', 0, 'length'], message: 'Must be at least 1 mm' }] })
	const metres = read({ metricUnit: 'm', surfaces: [surface('Wall 1', '3', '0.05')] })
	expect(metres).toEqual({ ok: false, issues: [{ path: ['surfaces', 0, 'width'], message: 'Must be at least 0.1 m' }] })
	expect(read({ metricUnit: 'm', surfaces: [surface('Wall 1', '0.1', '0.1')] }).ok).toBe(true)
	const inches = read({ unit: 'imperial', surfaces: [surface('Wall 1', '120', '0')] })
	expect(inches).toMatchObject({ ok: false, issues: [{ message: 'Must be at least 1 in' }] })
	const bad = read({
		surfaces: [surface('Wall 1', '1e400', '-3')],
		obstructions: [obstruction('Window/Door 1', 'abc', '12 ft')],
	})
	expect(bad.ok ? [] : bad.issues.map((issue) => issue.path.join('.'))).toEqual([
		'surfaces.0.length',
		'surfaces.0.width',
		'obstructions.0.length',
		'obstructions.0.width',
	])
})

test('lengths above 100 m are refused as typos', () => {
	expect(read({ surfaces: [surface('Wall 1', '100001', '1000')] })).toMatchObject({
		ok: false,
		issues: [{ message: 'Must be at most 100,000 mm' }],
	})
	expect(read({ unit: 'imperial', surfaces: [surface('Wall 1', '4001', '10')] }).ok).toBe(false)
})

test('SPEC-NOTES §3: a blank tile size is 300 mm; anything else not a number in range is an error, never 300', () => {
	expect(readTileSize('')).toEqual({ ok: true, value: 300 })
	expect(readTileSize('  ')).toEqual({ ok: true, value: 300 })
	expect(readTileSize('600')).toEqual({ ok: true, value: 600 })
	for (const text of ['abc', '12 ft', '1e400', 'Infinity', '1.2.3', '600x600']) {
		expect(readTileSize(text)).toMatchObject({ ok: false, message: expect.stringMatching(/digits|comma/) })
	}
	expect(readTileSize('0.5')).toEqual({ ok: false, message: 'Must be at least 1 mm' })
	expect(readTileSize('-3')).toEqual({ ok: false, message: 'Must be at least 1 mm' })
	expect(readTileSize('3601')).toEqual({ ok: false, message: 'Must be at most 3,600 mm' })
})

test("SPEC-NOTES §3: '600x600' or '600 × 300' typed into one field is the length and the width", () => {
	expect(splitTileSize('600x600')).toEqual({ tileLength: '600', tileWidth: '600' })
	expect(splitTileSize('600 × 300')).toEqual({ tileLength: '600', tileWidth: '300' })
	expect(splitTileSize(' 597.5 X 297,5 ')).toEqual({ tileLength: '597.5', tileWidth: '297,5' })
	expect(splitTileSize('600mm x 300mm')).toEqual({ tileLength: '600', tileWidth: '300' })
	for (const text of ['600', '600x', 'x600', '600x600x10', '6e2x300', '']) expect(splitTileSize(text)).toBeNull()
})

test('a whole size in one field counts for both sizes before the field is split; a bad part is its error', () => {
	const surface = { id: 's', name: 'Wall 1', type: 'wall' as const, length: '3000', width: '2400' }
	const values = { ...TILE_DEFAULTS, surfaces: [surface], tileLength: '600 × 300', tileWidth: '300' }
	const submission = readTileValues(values)
	expect(submission.ok && [submission.input.tileLengthMm, submission.input.tileWidthMm]).toEqual([600, 300])
	const inWidth = readTileValues({ ...values, tileLength: '', tileWidth: '600x600' })
	expect(inWidth.ok && [inWidth.input.tileLengthMm, inWidth.input.tileWidthMm]).toEqual([600, 600])
	const tooBig = readTileValues({ ...values, tileLength: '600x9000' })
	expect(tooBig.ok ? [] : tooBig.issues).toEqual([{ path: ['tileLength'], message: 'Must be at most 3,600 mm' }])
})

test('a window or door larger than the walls, or a floor obstacle larger than the floors, is an error on it', () => {
	const wall = { id: 'w', name: 'Wall 1', type: 'wall' as const, length: '2000', width: '2000' }
	const floor = { id: 'f', name: 'Floor 1', type: 'floor' as const, length: '3000', width: '3000' }
	const door = { id: 'd', name: 'Window/Door 1', type: 'window-door' as const, length: '900', width: '2100' }
	const bigWindow = { id: 'b', name: 'Window/Door 2', type: 'window-door' as const, length: '5000', width: '5000' }
	const bath = { id: 'o', name: 'Floor Obstacle 1', type: 'floor-obstacle' as const, length: '1700', width: '700' }
	// door 1.89 m² on a 4 m² wall, bath 1.19 m² on a 9 m² floor: fine
	const fine = readTileValues({ ...TILE_DEFAULTS, surfaces: [wall, floor], obstructions: [door, bath] })
	expect(fine.ok).toBe(true)
	// a 25 m² window on a 4 m² wall (the 9 m² floor does not count for windows)
	const tooBig = readTileValues({ ...TILE_DEFAULTS, surfaces: [wall, floor], obstructions: [door, bath, bigWindow] })
	expect(tooBig.ok ? [] : tooBig.issues).toEqual([
		{ path: ['obstructions', 2, 'length'], message: 'Larger than any wall: check the sizes' },
	])
})
