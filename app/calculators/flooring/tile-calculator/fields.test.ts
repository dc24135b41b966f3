import { expect, test } from 'vitest'
import { correctFieldMessage, fieldNameOf, OBSTRUCTION_ADD_ACTIONS, SURFACE_ADD_ACTIONS } from './fields.ts'
import { TILE_DEFAULTS, type TileValues } from './schema.ts'

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

const values: TileValues = {
	...TILE_DEFAULTS,
	surfaces: [
		{ id: 'a', name: 'Wall 1', type: 'wall', length: '', width: '' },
		{ id: 'b', name: '', type: 'floor', length: '', width: '' },
	],
	obstructions: [{ id: 'c', name: 'Window/Door 1', type: 'window-door', length: '', width: '' }],
}

test('an error path is named like the field it points at', () => {
	expect(fieldNameOf(values, 'surfaces.0.length')).toBe('Wall 1 Length')
	expect(fieldNameOf(values, 'surfaces.1.width')).toBe('Surfaces 2 Width')
	expect(fieldNameOf(values, 'obstructions.0.width')).toBe('Window/Door 1 Width')
	expect(fieldNameOf(values, 'tileLength')).toBe('Tile Length')
	expect(fieldNameOf(values, 'tileWidth')).toBe('Tile Width')
	expect(fieldNameOf(values, 'obstructions.5.width')).toBeUndefined()
})

test('the line under a disabled Calculate names the first field to correct', () => {
	const errors = { 'surfaces.1.width': 'Must be at least 1 mm', tileLength: 'Must be at least 1 mm' }
	expect(correctFieldMessage(values, errors)).toBe('Correct Surfaces 2 Width to calculate.')
	expect(correctFieldMessage(values, { tileWidth: 'Must be at least 1 mm' })).toBe('Correct Tile Width to calculate.')
	// Nothing to name: the runtime's own 'Correct the highlighted fields to calculate.'
	expect(correctFieldMessage(values, {})).toBeUndefined()
	expect(correctFieldMessage(values, { 'obstructions.5.width': 'Must be at least 1 mm' })).toBeUndefined()
})
