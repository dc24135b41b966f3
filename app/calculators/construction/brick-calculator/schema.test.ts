import { expect, test } from 'vitest'
import { readLink } from '#app/kept-state/address.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { brickCalculator } from './calculator.ts'
import { OPENINGS_TOO_BIG_MESSAGE } from './options.ts'
import { BRICK_SYSTEM_DEFAULTS, type BrickValues, brickValuesForUnit, createBrickSchema } from './schema.ts'

const WALL = { id: 'wall-1', name: 'Wall 1', length: '8', height: '1.2' }

function errorsOf(patch: Partial<BrickValues>) {
	const values = { ...BRICK_SYSTEM_DEFAULTS[patch.unit ?? 'metric'], walls: [WALL], ...patch }
	return parseWith(createBrickSchema(values), values).errors
}

test('the bounds of each field, in the chosen system, with the site’s messages', () => {
	expect(errorsOf({ joint: '2' })).toEqual({ joint: 'Must be between 3 and 20 mm' })
	expect(errorsOf({ joint: '1e3' })).toEqual({ joint: 'Enter a number' })
	expect(errorsOf({ waste: '31' })).toEqual({ waste: 'Must be between 0 and 30%' })
	expect(errorsOf({ mortarWaste: '51' })).toEqual({ mortarWaste: 'Must be between 0 and 50%' })
	expect(errorsOf({ walls: [{ ...WALL, length: '0' }] })).toEqual({ 'walls.0.length': 'Must be between 0.1 and 100 m' })
	expect(errorsOf({ walls: [{ ...WALL, height: '10.01' }] })).toEqual({
		'walls.0.height': 'Must be between 0.1 and 10 m',
	})
	expect(errorsOf({ walls: [{ ...WALL, length: '' }] })).toEqual({ 'walls.0.length': 'Required' })
	const imperial = { unit: 'imperial' as const, walls: [{ ...WALL, length: '30', height: '8' }] }
	expect(errorsOf({ ...imperial, joint: '0.8' })).toEqual({ joint: 'Must be between 0.125 and 0.75 in' })
	expect(errorsOf({ ...imperial, walls: [{ ...WALL, length: '331', height: '0.4' }] })).toEqual({
		'walls.0.length': 'Must be between 0.5 and 330 ft',
		'walls.0.height': 'Must be between 0.5 and 33 ft',
	})
	// Typed values meet their bounds exactly, and lengths take feet and inches: 3/8" is 0.375 in.
	expect(errorsOf({ ...imperial, joint: '3/8"', walls: [{ ...WALL, length: "330'", height: '6\' 8"' }] })).toEqual({})
	expect(errorsOf({ joint: '3', waste: '0', mortarWaste: '50' })).toEqual({})
})

test('the custom sizes are checked only while the unit is Custom', () => {
	expect(errorsOf({ customLength: 'abc', customBedDepth: '0' })).toEqual({})
	expect(errorsOf({ preset: 'custom' })).toEqual({
		customLength: 'Required',
		customHeight: 'Required',
		customBedDepth: 'Required',
	})
	expect(errorsOf({ preset: 'custom', customLength: '19', customHeight: '1001', customBedDepth: '401' })).toEqual({
		customLength: 'Must be between 20 and 1,000 mm',
		customHeight: 'Must be between 20 and 1,000 mm',
		customBedDepth: 'Must be between 20 and 400 mm',
	})
	expect(
		errorsOf({ unit: 'imperial', preset: 'custom', customLength: '41', customHeight: '0.5', customBedDepth: '16' }),
	).toEqual({ customLength: 'Must be between 1 and 40 in', customHeight: 'Must be between 1 and 40 in' })
})

test('openings adding up to more than the walls get one message under the list; Equal is not more', () => {
	const opening = (id: string, width: string, height: string) => ({ id, name: id, width, height })
	// Walls 11.5 m², openings 12.0 m²
	const walls = [{ ...WALL, length: '5', height: '2.3' }]
	expect(errorsOf({ walls, openings: [opening('a', '4', '3')] })).toEqual({ openings: OPENINGS_TOO_BIG_MESSAGE })
	expect(OPENINGS_TOO_BIG_MESSAGE).toBe('Openings add up to more than the walls')
	// 0.3 × 0.7 less 0.1 × 0.7 and 0.2 × 0.7: Equal, so no message (and A = 0, compute.test.ts)
	const equal = [opening('a', '0.1', '0.7'), opening('b', '0.2', '0.7')]
	expect(errorsOf({ walls: [{ ...WALL, length: '0.3', height: '0.7' }], openings: equal })).toEqual({})
	// The cross-field message waits for every size to be a number.
	expect(errorsOf({ walls, openings: [opening('a', '4', 'x')] })).toEqual({ 'openings.0.height': 'Enter a number' })
	expect(brickCalculator.messages.pending?.(BRICK_SYSTEM_DEFAULTS.metric, { openings: OPENINGS_TOO_BIG_MESSAGE })).toBe(
		'Make the openings add up to no more than the walls to calculate.',
	)
	expect(brickCalculator.messages.pending?.(BRICK_SYSTEM_DEFAULTS.metric, { customLength: 'Required' })).toBe(
		'Fill in the custom length, height and mortar bed depth to calculate.',
	)
})

test('a unit change: the new system’s defaults, the construction kept, a waste kept only if it was edited', () => {
	const metric: BrickValues = {
		...BRICK_SYSTEM_DEFAULTS.metric,
		preset: 'custom',
		customLength: '300',
		joint: '12',
		construction: 'solid',
		walls: [WALL, { ...WALL, id: 'wall-2', name: 'Wall 2' }],
		openings: [{ id: 'o', name: 'Opening 1', width: '1', height: '1' }],
		waste: '10',
		mortarWaste: '25',
		mix: '6',
	}
	expect(brickValuesForUnit(metric, 'imperial')).toEqual({
		...BRICK_SYSTEM_DEFAULTS.imperial,
		construction: 'solid',
		waste: '5',
		mortarWaste: '25',
	})
	const edited = brickValuesForUnit({ ...BRICK_SYSTEM_DEFAULTS.imperial, waste: '8', mortarWaste: '20.0' }, 'metric')
	expect(edited).toEqual({ ...BRICK_SYSTEM_DEFAULTS.metric, waste: '8', mortarWaste: '15' })
	expect(brickCalculator.reset.unitChange?.(metric, { unit: 'imperial' })).toEqual(
		brickValuesForUnit(metric, 'imperial'),
	)
	expect(brickCalculator.reset.startNew({ ...metric, unit: 'imperial' })).toEqual(BRICK_SYSTEM_DEFAULTS.imperial)
})

test('a link opens each system’s choices; a choice the system does not offer takes its default', () => {
	const schema = brickCalculator.schema
	const imperial = readLink(
		'unit=imperial&preset=us-cmu&joint=0.375&waste=5&mortarWaste=20&mix=3&walls.0.length=12.5&walls.0.height=8',
		brickCalculator.defaults,
		schema,
	)
	expect(imperial.unusable).toEqual([])
	expect(imperial.values).toMatchObject({ unit: 'imperial', preset: 'us-cmu', mix: '3' })
	const wrong = readLink('preset=us-cmu&mix=3&walls.0.length=8&walls.0.height=1.2', brickCalculator.defaults, schema)
	expect(wrong.unusable).toEqual(['preset', 'mix'])
	expect(wrong.values).toMatchObject({ unit: 'metric', preset: 'uk-brick', mix: '5' })
})
