import { expect, test } from 'vitest'
import { DRYWALL_DEFAULTS, type DrywallValues, parseDrywall } from './schema.ts'

const filled: DrywallValues = {
	...DRYWALL_DEFAULTS,
	drywallType: 'standard',
	boardSize: '1200x2400',
	walls: [
		{ id: 'wall-1', name: 'Wall 1', length: '5', height: '2,4', openings: [{ id: 'o', width: '0.9', height: '2.1' }] },
	],
}

function issues(values: DrywallValues) {
	return parseDrywall(values).errors
}

test('a complete form parses to numbers in the unit entered, without the ceiling while it is off', () => {
	const result = parseDrywall({ ...filled, ceiling: { length: 'abc', width: '', openings: [] } })
	expect(result.errors).toEqual({})
	expect(result.data).toEqual({
		unit: 'metric',
		drywallType: 'standard',
		boardSize: '1200x2400',
		walls: [{ length: 5, height: 2.4, openings: [{ width: 0.9, height: 2.1 }] }],
		ceiling: null,
		includeWastage: true,
		includeTapeAndMud: true,
	})
})

test("the seed's messages when no drywall type or board size is chosen", () => {
	expect(issues({ ...filled, drywallType: null, boardSize: null })).toEqual({
		drywallType: 'Please select a drywall type',
		boardSize: 'Please select a board size',
	})
})

test('lengths, heights and openings must be at least 0.1 (drywall doc §2)', () => {
	const errors = issues({
		...filled,
		walls: [
			{ id: 'w', name: 'Wall 1', length: '0.05', height: '-3', openings: [{ id: 'o', width: '1e400', height: '' }] },
		],
	})
	expect(errors).toEqual({
		'walls.0.length': 'Must be between 0.1 and 1,000 m',
		'walls.0.height': 'Must be between 0.1 and 1,000 m',
		'walls.0.openings.0.width': 'Enter a number',
		'walls.0.openings.0.height': 'Required',
	})
})

test('the ceiling and its openings are checked while it is included', () => {
	const errors = issues({
		...filled,
		unit: 'imperial',
		includeCeiling: true,
		// '12 ft' is a length in a feet field since issue #15; two foot marks are still no length.
		ceiling: { length: "12'' 6", width: '10', openings: [{ id: 'c', width: '2', length: '0' }] },
	})
	expect(errors).toEqual({
		'ceiling.length': `Write inches with ", not ''`,
		'ceiling.openings.0.length': 'Must be between 0.1 and 3,280 ft',
	})
})

test('an opening must fit its wall: no side bigger, and all of them no bigger than its area', () => {
	const wall = (openings: DrywallValues['walls'][number]['openings']) => ({
		...filled,
		walls: [{ id: 'w', name: 'Wall 1', length: '1', height: '1', openings }],
	})
	// 1 × 1 m wall, 3 × 3 m opening: '0 boards' before, a message now
	expect(issues(wall([{ id: 'o', width: '3', height: '3' }]))).toEqual({
		'walls.0.openings.0.width': 'Wider than the wall',
		'walls.0.openings.0.height': 'Taller than the wall',
	})
	// two 0.8 × 0.8 m hatches: 0.64 + 0.64 = 1.28 m² on a 1 m² wall
	expect(
		issues(
			wall([
				{ id: 'a', width: '0.8', height: '0.8' },
				{ id: 'b', width: '0.8', height: '0.8' },
			]),
		),
	).toEqual({ 'walls.0.openings.1.width': 'With this one, the openings add up to more than the wall' })
	// a wall that is all opening is allowed
	expect(issues(wall([{ id: 'o', width: '1', height: '1' }]))).toEqual({})
})

test('a ceiling opening must fit the ceiling', () => {
	const errors = issues({
		...filled,
		includeCeiling: true,
		ceiling: { length: '4', width: '3', openings: [{ id: 'c', width: '3.5', length: '5' }] },
	})
	expect(errors).toEqual({
		'ceiling.openings.0.width': 'Wider than the ceiling',
		'ceiling.openings.0.length': 'Longer than the ceiling',
	})
})

test('a side too big keeps its message; the area check names the width', () => {
	// 1.5 × 1.5 m opening in a 2 × 1 m wall: taller than it, and 2.25 m² of opening in 2 m² of wall
	const errors = issues({
		...filled,
		walls: [
			{ id: 'w', name: 'Wall 1', length: '2', height: '1', openings: [{ id: 'o', width: '1.5', height: '1.5' }] },
		],
	})
	expect(errors).toEqual({
		'walls.0.openings.0.width': 'With this one, the openings add up to more than the wall',
		'walls.0.openings.0.height': 'Taller than the wall',
	})
})

test('openings are checked against their wall only once every size of it is a number', () => {
	const wall = (length: string, second: string) => ({
		...filled,
		walls: [
			{
				id: 'w',
				name: 'Wall 1',
				length,
				height: '1',
				openings: [
					{ id: 'a', width: '3', height: '3' },
					{ id: 'b', width: '0.5', height: second },
				],
			},
		],
	})
	expect(issues(wall('', '0.5'))).toEqual({ 'walls.0.length': 'Required' })
	expect(issues(wall('1', 'x'))).toEqual({
		'walls.0.openings.1.height': 'Enter a number',
	})
})

test('ceiling openings may not add up to more than the ceiling; each wall is checked on its own', () => {
	// two 1.5 × 1.5 m hatches: 4.5 m² in a 2 × 2 m ceiling
	const errors = issues({
		...filled,
		walls: [
			...filled.walls,
			{ id: 'w2', name: 'Wall 2', length: '1', height: '1', openings: [{ id: 'o', width: '0.9', height: '2.1' }] },
		],
		includeCeiling: true,
		ceiling: {
			length: '2',
			width: '2',
			openings: [
				{ id: 'a', width: '1.5', length: '1.5' },
				{ id: 'b', width: '1.5', length: '1.5' },
			],
		},
	})
	expect(errors).toEqual({
		'walls.1.openings.0.height': 'Taller than the wall',
		'walls.1.openings.0.width': 'With this one, the openings add up to more than the wall',
		'ceiling.openings.1.width': 'With this one, the openings add up to more than the ceiling',
	})
})

test('imperial measurements are in feet, up to 3,280 ft', () => {
	const imperial = (length: string) => ({
		...filled,
		unit: 'imperial' as const,
		walls: [{ id: 'w', name: 'Wall 1', length, height: '8', openings: [] }],
	})
	expect(parseDrywall(imperial('16')).data?.walls).toEqual([{ length: 16, height: 8, openings: [] }])
	expect(issues(imperial('3281'))).toEqual({ 'walls.0.length': 'Must be between 0.1 and 3,280 ft' })
})
