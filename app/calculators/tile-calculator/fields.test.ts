import { expect, test } from 'vitest'
import {
	convertedHint,
	fieldNameOf,
	incompleteEntriesMessage,
	OBSTRUCTION_ADD_ACTIONS,
	SURFACE_ADD_ACTIONS,
	withUnit,
} from './fields.ts'
import { TILE_DEFAULTS, type TileValues } from './schema.ts'

test('the converted hint shows metres for mm and millimetres for metres and inches', () => {
	expect(convertedHint(3000, 'mm')).toBe('= 3 m')
	expect(convertedHint(2.4, 'm')).toBe('= 2,400 mm')
	expect(convertedHint(96, 'in')).toBe('= 2,438.4 mm')
})

test('add actions number new entries per kind with blank lengths', () => {
	const [addWall, addFloor] = SURFACE_ADD_ACTIONS
	const [addWindowDoor, addFloorObstacle] = OBSTRUCTION_ADD_ACTIONS
	const wall2 = addWall?.create(TILE_DEFAULTS.surfaces)
	expect(wall2).toMatchObject({ name: 'Wall 2', type: 'wall', length: '', width: '' })
	expect(addFloor?.create(TILE_DEFAULTS.surfaces)).toMatchObject({ name: 'Floor 1', type: 'floor' })
	expect(addWindowDoor?.create([])).toMatchObject({ name: 'Window/Door 1', type: 'window-door' })
	expect(addFloorObstacle?.create([])).toMatchObject({ name: 'Floor Obstacle 1', type: 'floor-obstacle' })
	expect(addWall?.create(TILE_DEFAULTS.surfaces).id).not.toBe(wall2?.id)
	expect(SURFACE_ADD_ACTIONS.map((action) => action.label)).toEqual(['Add Wall', 'Add Floor'])
	expect(OBSTRUCTION_ADD_ACTIONS.map((action) => action.label)).toEqual(['Add Window/Door', 'Add Floor Obstacle'])
})

test('a unit change starts the surfaces and obstructions again and keeps the tile size and wastage', () => {
	const values: TileValues = {
		...TILE_DEFAULTS,
		surfaces: [{ id: 'a', name: 'Kitchen', type: 'floor', length: '3000', width: '2000' }],
		obstructions: [{ id: 'b', name: 'Island', type: 'floor-obstacle', length: '1200', width: '600' }],
		tileLength: '600',
		includeWastage: false,
	}
	const metres = withUnit(values, { unit: 'metric', metricUnit: 'm' })
	expect(metres).toEqual({ ...TILE_DEFAULTS, metricUnit: 'm', tileLength: '600', includeWastage: false })
	expect(withUnit(metres, { unit: 'imperial', metricUnit: 'm' }).unit).toBe('imperial')
})

test('the incomplete-entries alert names up to three entries', () => {
	expect(incompleteEntriesMessage(['Wall 2'])).toBe('Fill in both length and width for Wall 2, or clear it.')
	expect(incompleteEntriesMessage(['Wall 2', 'Floor 1'])).toBe(
		'Fill in both length and width for Wall 2 and Floor 1, or clear them.',
	)
	expect(incompleteEntriesMessage(['A', 'B', 'C'])).toBe('Fill in both length and width for A, B and C, or clear them.')
	expect(incompleteEntriesMessage(['A', 'B', 'C', 'D', 'E'])).toBe(
		'Fill in both length and width for A, B, C and 2 more, or clear them.',
	)
})

test('an issue path is named like the field it points at', () => {
	const values: TileValues = {
		...TILE_DEFAULTS,
		surfaces: [
			{ id: 'a', name: 'Wall 1', type: 'wall', length: '', width: '' },
			{ id: 'b', name: '', type: 'floor', length: '', width: '' },
		],
		obstructions: [{ id: 'c', name: 'Window/Door 1', type: 'window-door', length: '', width: '' }],
	}
	expect(fieldNameOf(values, ['surfaces', 0, 'length'])).toBe('Wall 1 Length')
	expect(fieldNameOf(values, ['surfaces', 1, 'width'])).toBe('Surfaces 2 Width')
	expect(fieldNameOf(values, ['obstructions', 0, 'width'])).toBe('Window/Door 1 Width')
	expect(fieldNameOf(values, ['tileLength'])).toBe('Tile Length')
	expect(fieldNameOf(values, ['tileWidth'])).toBe('Tile Width')
	expect(fieldNameOf(values, ['obstructions', 5, 'width'])).toBeUndefined()
})
