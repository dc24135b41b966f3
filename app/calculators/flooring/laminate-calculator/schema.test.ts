import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { laminateCalculator } from './calculator.ts'
import { createLaminateSchema, LAMINATE_DEFAULTS, laminateDefaults, type LaminateValues } from './schema.ts'

const ROOM = { id: 'room-1', name: 'Room 1', length: '5', width: '4', doorways: '1' }

function parse(values: LaminateValues) {
	return parseWith(createLaminateSchema(values), values)
}

test('Board width defaults to 192 mm / 7.5 in and reaches compute in mm or in (laminate-calculator.md §2)', () => {
	expect(LAMINATE_DEFAULTS.boardWidth).toBe('192')
	expect(laminateDefaults('imperial').boardWidth).toBe('7.5')
	expect(parse({ ...LAMINATE_DEFAULTS, rooms: [ROOM] }).data?.boardWidth).toBe(192)
	// A builder's fraction reads as inches: 7 1/2" = 7.5
	const imperial = { ...laminateDefaults('imperial'), rooms: [ROOM], boardWidth: '7 1/2"' }
	expect(parse(imperial).data?.boardWidth).toBe(7.5)
})

test('Board width is bounded 50–400 mm and 2–16 in, like the other fields', () => {
	const metric = (boardWidth: string) => parse({ ...LAMINATE_DEFAULTS, rooms: [ROOM], boardWidth }).errors.boardWidth
	expect(metric('50')).toBeUndefined()
	expect(metric('400')).toBeUndefined()
	expect(metric('49')).toBe('Must be between 50 and 400 mm')
	expect(metric('401')).toBe('Must be between 50 and 400 mm')
	expect(metric('')).toBeDefined()
	const imperial = (boardWidth: string) =>
		parse({ ...laminateDefaults('imperial'), rooms: [ROOM], boardWidth }).errors.boardWidth
	expect(imperial('2')).toBeUndefined()
	expect(imperial('16')).toBeUndefined()
	expect(imperial('1.9')).toBe('Must be between 2 and 16 in')
	// 192 typed in inches is no board
	expect(imperial('192')).toBe('Must be between 2 and 16 in')
})

test('a unit change gives the new system its board width; the waste stays', () => {
	const typed = { ...LAMINATE_DEFAULTS, rooms: [ROOM], boardWidth: '240', waste: '7' }
	const imperial = laminateCalculator.reset.unitChange?.(typed, { unit: 'imperial' })
	expect(imperial).toMatchObject({ unit: 'imperial', boardWidth: '7.5', waste: '7' })
})
