import { describe, expect, test } from 'vitest'
import type { AnyCalculatorDefinition } from '#app/calculator-runtime/define-calculator.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { hardwoodCalculator } from '../hardwood-calculator/calculator.ts'
import { hardwoodDefaults } from '../hardwood-calculator/schema.ts'
import { laminateCalculator } from '../laminate-calculator/calculator.ts'
import { laminateDefaults } from '../laminate-calculator/schema.ts'

/** Board width, one field on both hard-floor calculators (laminate-calculator.md and hardwood-calculator.md §2). */
const CALCULATORS = [
	{
		name: 'laminate',
		calculator: laminateCalculator as AnyCalculatorDefinition,
		imperial: laminateDefaults('imperial'),
		room: { id: 'room-1', name: 'Room 1', length: '5', width: '4', doorways: '1' },
		boards: { metric: '192', imperial: '7.5' },
		// A builder's fraction reads as inches: 7 1/2" = 7.5
		fraction: ['7 1/2"', 7.5],
		kept: { waste: '7' },
	},
	{
		name: 'hardwood',
		calculator: hardwoodCalculator as AnyCalculatorDefinition,
		imperial: hardwoodDefaults('imperial'),
		room: { id: 'room-1', name: 'Room 1', length: '5', width: '4' },
		boards: { metric: '127', imperial: '5' },
		// 3 1/4" = 3.25
		fraction: ['3 1/4"', 3.25],
		kept: { layout: 'diagonal', waste: '7' },
	},
] as const

describe.each(CALCULATORS)('$name', ({ calculator, imperial, room, boards, fraction, kept }) => {
	const metricValues = (boardWidth: string) => ({ ...calculator.defaults, rooms: [room], boardWidth })
	const imperialValues = (boardWidth: string) => ({ ...imperial, rooms: [room], boardWidth })
	const parse = (values: object) => parseWith(calculator.schema(values), values)

	test(`Board width defaults to ${boards.metric} mm / ${boards.imperial} in and reaches compute in mm or in`, () => {
		expect(calculator.defaults.boardWidth).toBe(boards.metric)
		expect(imperial.boardWidth).toBe(boards.imperial)
		expect(parse(metricValues(boards.metric)).data?.boardWidth).toBe(Number(boards.metric))
		expect(parse(imperialValues(fraction[0])).data?.boardWidth).toBe(fraction[1])
	})

	test('Board width is bounded 50–400 mm and 2–16 in, like the other fields', () => {
		const metric = (boardWidth: string) => parse(metricValues(boardWidth)).errors.boardWidth
		expect(metric('50')).toBeUndefined()
		expect(metric('400')).toBeUndefined()
		expect(metric('49')).toBe('Must be between 50 and 400 mm')
		expect(metric('401')).toBe('Must be between 50 and 400 mm')
		expect(metric('')).toBeDefined()
		const inches = (boardWidth: string) => parse(imperialValues(boardWidth)).errors.boardWidth
		expect(inches('2')).toBeUndefined()
		expect(inches('16')).toBeUndefined()
		expect(inches('1.9')).toBe('Must be between 2 and 16 in')
		// The metric default typed in inches is no board
		expect(inches(boards.metric)).toBe('Must be between 2 and 16 in')
	})

	test('a unit change gives the new system its board width; the choices that do not depend on units stay', () => {
		const typed = { ...metricValues('180'), ...kept }
		const changed = calculator.reset.unitChange?.(typed, { unit: 'imperial' })
		expect(changed).toMatchObject({ unit: 'imperial', boardWidth: boards.imperial, ...kept })
	})
})
