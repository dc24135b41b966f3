import * as v from 'valibot'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectSoundEstimate } from '../../../../tests/support/estimated.ts'
import { computeDeckBoards as computeOnly } from './compute.ts'
import { createDeckSchema, type DeckInput } from './schema.ts'

/** Every result here is also checked for a broken amount in its working, and buys its boards. */
function computeDeckBoards(input: DeckInput) {
	const result = computeOnly(input)
	expectSoundEstimate(result)
	expect(result.purchases.map((purchase) => purchase.quantity)).toEqual([result.boardsNeeded])
	return result
}

const mmDeck: DeckInput = {
	unit: 'metric',
	metricUnit: 'mm',
	length: 4800,
	width: 3600,
	boardWidth: 140,
	boardLength: 4800,
	gapSize: 5,
	wastePercentage: 10,
}

test('a 4.8 × 3.6 m deck in mm needs 28 boards', () => {
	// per row = ceil(3.6 / (0.14 + 0.005)) = ceil(24.83) = 25; rows = ceil(4.8 / 4.8) = 1
	// boards = ceil(25 × 1 × 1.1) = ceil(27.5) = 28; area = 4.8 × 3.6 = 17.28 m² = 186.00 ft²
	const result = computeDeckBoards(mmDeck)
	expect(result.boardsPerRow).toBe(25)
	expect(result.rows).toBe(1)
	expect(result.boardsNeeded).toBe(28)
	expect(result.totalArea).toBeCloseTo(17.28, 9)
	expect(result.totalAreaFt2).toBeCloseTo(186.00192, 6)
	expect(workedOut(result).working).toEqual([
		{ label: 'Total Boards Required', steps: '25 × 1 = 25 boards + 10 % waste = 27.5 → 28' },
		{ label: 'Boards per Row', steps: '3,600 mm ÷ (140 mm + 5 mm) = 24.8276 → 25' },
		{ label: 'Rows of Boards', steps: '4,800 mm ÷ 4,800 mm = 1 → 1' },
		{ label: 'Total Deck Area', steps: '4,800 mm × 3,600 mm = 17.28 m² (186.00 ft²)' },
		{ label: 'Waste Allowance', steps: '28 − 25 = 10% (3 boards)' },
	])
	expect(result.purchases).toEqual([
		{ key: 'deck-board-140-4800-mm', item: 'Deck board, 140 × 4,800 mm', quantity: 28, unit: 'board' },
	])
})

test('the same deck typed in metres gives the same answer', () => {
	const result = computeDeckBoards({
		...mmDeck,
		metricUnit: 'm',
		length: 4.8,
		width: 3.6,
		boardWidth: 0.14,
		boardLength: 4.8,
		gapSize: 0.005,
	})
	expect(result.boardsNeeded).toBe(28)
	expect(result.totalArea).toBeCloseTo(17.28, 9)
	// The same boards bought: the size in mm, whatever unit they were typed in.
	expect(result.purchases[0]?.key).toBe('deck-board-140-4800-mm')
	expect(workedOut(result).working[1]?.steps).toBe('3.6 m ÷ (0.14 m + 0.005 m) = 24.8276 → 25')
})

test('a 16 × 12 ft deck of 6 in × 16 ft boards with no gap needs 27 boards', () => {
	// per row = ceil(12 / 0.5) = 24; rows = ceil(16 / 16) = 1; boards = ceil(24 × 1.1) = ceil(26.4) = 27
	// area = (16 × 0.3048) × (12 × 0.3048) = 4.8768 × 3.6576 = 17.83738 m²; × 10.764 = 192.0016 ft²
	const result = computeDeckBoards({
		unit: 'imperial',
		metricUnit: 'mm',
		length: 16,
		width: 12,
		boardWidth: 0.5,
		boardLength: 16,
		gapSize: 0,
		wastePercentage: 10,
	})
	expect(result.boardsPerRow).toBe(24)
	expect(result.boardsNeeded).toBe(27)
	expect(result.totalArea).toBeCloseTo(17.83738, 5)
	expect(result.totalAreaFt2).toBeCloseTo(192.0016, 3)
	expect(workedOut(result).working.map((line) => line.steps)).toEqual([
		'24 × 1 = 24 boards + 10 % waste = 26.4 → 27',
		'12 ft ÷ (0.5 ft + 0 ft) = 24 → 24',
		'16 ft ÷ 16 ft = 1 → 1',
		'16 ft × 12 ft = 17.84 m² (192.00 ft²)',
		'27 − 24 = 10% (3 boards)',
	])
	expect(result.purchases[0]).toMatchObject({ key: 'deck-board-6-in-16-ft', item: 'Deck board, 6 in × 16 ft' })
})

test('rows are rounded up: a 5 m deck of 2.4 m boards needs 3 rows', () => {
	// rows = ceil(5 / 2.4) = ceil(2.08) = 3; per row = ceil(1 / (0.095 + 0.005)) = 10; boards = 30 with no waste
	const result = computeDeckBoards({
		...mmDeck,
		length: 5000,
		width: 1000,
		boardWidth: 95,
		boardLength: 2400,
		wastePercentage: 0,
	})
	expect(result.rows).toBe(3)
	expect(result.boardsPerRow).toBe(10)
	expect(result.boardsNeeded).toBe(30)
})

test('rounding trap: 1.1 m over 90 mm boards and 10 mm gaps is 11 boards per row, not 12', () => {
	// 1.1 / (0.09 + 0.01) is 11.000000000000002 in floating point
	const result = computeDeckBoards({
		...mmDeck,
		width: 1100,
		length: 1000,
		boardWidth: 90,
		gapSize: 10,
		boardLength: 1000,
		wastePercentage: 0,
	})
	expect(result.boardsPerRow).toBe(11)
	expect(result.boardsNeeded).toBe(11)
})

test('rounding trap: 100 boards with 10% waste is 110, not 111', () => {
	// per row = 1 / (0.09 + 0.01) = 10; rows = 10 / 1 = 10; 100 × 1.1 = 110.00000000000001 → 110
	const result = computeDeckBoards({
		...mmDeck,
		width: 1000,
		length: 10_000,
		boardWidth: 90,
		gapSize: 10,
		boardLength: 1000,
	})
	expect(result.baseBoards).toBe(100)
	expect(result.boardsNeeded).toBe(110)
})

test('waste of 0 and 50 percent', () => {
	expect(computeDeckBoards({ ...mmDeck, wastePercentage: 0 }).boardsNeeded).toBe(25)
	// 25 × 1.5 = 37.5 → 38
	expect(computeDeckBoards({ ...mmDeck, wastePercentage: 50 }).boardsNeeded).toBe(38)
})

const mmLength = (min: number) => fc.integer({ min, max: 50_000 })
const deckInMm = fc.record({
	unit: fc.constant('metric' as const),
	metricUnit: fc.constant('mm' as const),
	length: mmLength(100),
	width: mmLength(100),
	boardWidth: fc.integer({ min: 10, max: 500 }),
	boardLength: fc.integer({ min: 100, max: 6000 }),
	gapSize: fc.integer({ min: 0, max: 20 }),
	wastePercentage: fc.integer({ min: 0, max: 50 }),
})

test('property: counts are finite, whole and at least one board', () => {
	fc.assert(
		fc.property(deckInMm, (input) => {
			const result = computeDeckBoards(input)
			expect(Number.isInteger(result.boardsNeeded)).toBe(true)
			expect(result.boardsNeeded).toBeGreaterThanOrEqual(1)
			expect(result.boardsNeeded).toBeGreaterThanOrEqual(result.baseBoards)
			expect(Number.isFinite(result.totalAreaFt2)).toBe(true)
		}),
	)
})

test('property: a longer or wider deck, or more waste, never needs fewer boards', () => {
	fc.assert(
		fc.property(
			deckInMm,
			fc.integer({ min: 0, max: 5000 }),
			fc.integer({ min: 0, max: 20 }),
			(input, extra, moreWaste) => {
				const base = computeDeckBoards(input).boardsNeeded
				expect(computeDeckBoards({ ...input, length: input.length + extra }).boardsNeeded).toBeGreaterThanOrEqual(base)
				expect(computeDeckBoards({ ...input, width: input.width + extra }).boardsNeeded).toBeGreaterThanOrEqual(base)
				const waste = Math.min(50, input.wastePercentage + moreWaste)
				expect(computeDeckBoards({ ...input, wastePercentage: waste }).boardsNeeded).toBeGreaterThanOrEqual(base)
			},
		),
	)
})

test('property: millimetres and metres describe the same deck', () => {
	fc.assert(
		fc.property(deckInMm, (input) => {
			const inMetres = computeDeckBoards({
				...input,
				metricUnit: 'm',
				length: input.length / 1000,
				width: input.width / 1000,
				boardWidth: input.boardWidth / 1000,
				boardLength: input.boardLength / 1000,
				gapSize: input.gapSize / 1000,
			})
			expect(inMetres.boardsNeeded).toBe(computeDeckBoards(input).boardsNeeded)
		}),
	)
})

test('property: an imperial deck equals the metric deck of the same size', () => {
	const deckInInches = fc.record({
		length: fc.integer({ min: 12, max: 1200 }),
		width: fc.integer({ min: 12, max: 1200 }),
		boardWidth: fc.integer({ min: 2, max: 12 }),
		boardLength: fc.integer({ min: 12, max: 240 }),
		gapSize: fc.integer({ min: 0, max: 1 }),
		wastePercentage: fc.integer({ min: 0, max: 50 }),
	})
	fc.assert(
		fc.property(deckInInches, (inches) => {
			const feet = (value: number) => value / 12
			const mm = (value: number) => value * 25.4
			const imperial = computeDeckBoards({
				unit: 'imperial',
				metricUnit: 'mm',
				length: feet(inches.length),
				width: feet(inches.width),
				boardWidth: feet(inches.boardWidth),
				boardLength: feet(inches.boardLength),
				gapSize: feet(inches.gapSize),
				wastePercentage: inches.wastePercentage,
			})
			const metric = computeDeckBoards({
				unit: 'metric',
				metricUnit: 'mm',
				length: mm(inches.length),
				width: mm(inches.width),
				boardWidth: mm(inches.boardWidth),
				boardLength: mm(inches.boardLength),
				gapSize: mm(inches.gapSize),
				wastePercentage: inches.wastePercentage,
			})
			expect(imperial.boardsNeeded).toBe(metric.boardsNeeded)
			expect(imperial.totalArea).toBeCloseTo(metric.totalArea, 6)
		}),
	)
})

test('the schema applies the seed minimums for each unit', () => {
	const values = {
		unit: 'metric',
		metricUnit: 'mm',
		length: '99',
		width: '100',
		boardWidth: '9',
		boardLength: '100',
		gapSize: '0',
		wastePercentage: '51',
	} as const
	const result = v.safeParse(createDeckSchema(values), values)
	expect(result.success).toBe(false)
	const paths = result.issues?.map((issue) => issue.path?.[0]?.key)
	expect(paths).toEqual(['length', 'boardWidth', 'wastePercentage'])
	const imperial = {
		...values,
		unit: 'imperial',
		length: '1',
		width: '1',
		boardWidth: '0.1',
		boardLength: '1',
		wastePercentage: '0',
	} as const
	expect(v.safeParse(createDeckSchema(imperial), imperial).success).toBe(true)
})

test('property: every computed line has its working, with no NaN or negative in it', () => {
	const anyDeck = fc.record({
		unit: fc.constantFrom('metric' as const, 'imperial' as const),
		metricUnit: fc.constantFrom('mm' as const, 'm' as const),
		length: fc.double({ min: 1, max: 1000, noNaN: true }),
		width: fc.double({ min: 1, max: 1000, noNaN: true }),
		boardWidth: fc.double({ min: 0.1, max: 3, noNaN: true }),
		boardLength: fc.double({ min: 1, max: 30, noNaN: true }),
		gapSize: fc.double({ min: 0, max: 0.3, noNaN: true }),
		wastePercentage: fc.double({ min: 0, max: 50, noNaN: true }),
	})
	fc.assert(
		fc.property(anyDeck, (input) => {
			const result = computeDeckBoards(input)
			expect(workedOut(result).working).toHaveLength(5)
		}),
	)
})

test('the check fails a negative quantity in a step and a part of a board bought', () => {
	const result = computeOnly(mmDeck)
	const { headline } = result.shown
	const negative = { ...result, shown: { ...result.shown, headline: { ...headline, steps: `-${headline.steps}` } } }
	expect(() => expectSoundEstimate(negative)).toThrow()
	const part = { ...result, purchases: result.purchases.map((purchase) => ({ ...purchase, quantity: 2.5 })) }
	expect(() => expectSoundEstimate(part)).toThrow()
	expect(() => expectSoundEstimate(result)).not.toThrow()
})
