import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { hardwoodCalculator } from './calculator.ts'
import { createHardwoodSchema, HARDWOOD_DEFAULTS, hardwoodDefaults, type HardwoodValues } from './schema.ts'

const ROOM = { id: 'room-1', name: 'Room 1', length: '5', width: '4' }

function parse(values: HardwoodValues) {
	return parseWith(createHardwoodSchema(values), values)
}

test('Board width defaults to 127 mm / 5 in and reaches compute in mm or in (hardwood-calculator.md §2)', () => {
	expect(HARDWOOD_DEFAULTS.boardWidth).toBe('127')
	expect(hardwoodDefaults('imperial').boardWidth).toBe('5')
	expect(parse({ ...HARDWOOD_DEFAULTS, rooms: [ROOM] }).data?.boardWidth).toBe(127)
	// A builder's fraction reads as inches: 3 1/4" = 3.25
	const imperial = { ...hardwoodDefaults('imperial'), rooms: [ROOM], boardWidth: '3 1/4"' }
	expect(parse(imperial).data?.boardWidth).toBe(3.25)
})

test('Board width is bounded 50–400 mm and 2–16 in, like the other fields', () => {
	const metric = (boardWidth: string) => parse({ ...HARDWOOD_DEFAULTS, rooms: [ROOM], boardWidth }).errors.boardWidth
	expect(metric('50')).toBeUndefined()
	expect(metric('400')).toBeUndefined()
	expect(metric('49')).toBe('Must be between 50 and 400 mm')
	expect(metric('401')).toBe('Must be between 50 and 400 mm')
	expect(metric('')).toBeDefined()
	const imperial = (boardWidth: string) =>
		parse({ ...hardwoodDefaults('imperial'), rooms: [ROOM], boardWidth }).errors.boardWidth
	expect(imperial('2')).toBeUndefined()
	expect(imperial('16')).toBeUndefined()
	expect(imperial('1.9')).toBe('Must be between 2 and 16 in')
	// 127 typed in inches is no board
	expect(imperial('127')).toBe('Must be between 2 and 16 in')
})

test('a unit change gives the new system its board width; layout and waste stay', () => {
	const typed = { ...HARDWOOD_DEFAULTS, rooms: [ROOM], boardWidth: '180', layout: 'diagonal' as const, waste: '7' }
	const imperial = hardwoodCalculator.reset.unitChange?.(typed, { unit: 'imperial' })
	expect(imperial).toMatchObject({ unit: 'imperial', boardWidth: '5', layout: 'diagonal', waste: '7' })
})
