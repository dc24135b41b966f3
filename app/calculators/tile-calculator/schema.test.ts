import { expect, test } from 'vitest'
import {
	isTileSizeFallback,
	readTileSize,
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

test('seed: a non-numeric tile size falls back to 300 mm; a number below 1 mm is an error', () => {
	expect(readTileSize('abc')).toEqual({ ok: true, value: 300 })
	expect(readTileSize('')).toEqual({ ok: true, value: 300 })
	expect(readTileSize('12 ft')).toEqual({ ok: true, value: 300 })
	expect(readTileSize('1e400')).toEqual({ ok: true, value: 300 })
	expect(readTileSize('600')).toEqual({ ok: true, value: 600 })
	expect(readTileSize('0.5')).toEqual({ ok: false, message: 'Must be at least 1 mm' })
	expect(readTileSize('-3')).toEqual({ ok: false, message: 'Must be at least 1 mm' })
	expect(readTileSize('3601')).toEqual({ ok: false, message: 'Must be at most 3,600 mm' })
	expect(isTileSizeFallback('abc')).toBe(true)
	expect(isTileSizeFallback('-3')).toBe(false)
	const result = read({ surfaces: [surface('Wall 1', '3000', '2400')], tileLength: 'abc', tileWidth: '0' })
	expect(result).toEqual({ ok: false, issues: [{ path: ['tileWidth'], message: 'Must be at least 1 mm' }] })
	expect(read({ surfaces: [surface('Wall 1', '3000', '2400')], tileLength: 'abc' })).toMatchObject({
		ok: true,
		input: { tileLengthMm: 300, tileWidthMm: 300 },
	})
})
