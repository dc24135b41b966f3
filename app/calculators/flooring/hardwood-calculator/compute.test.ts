import fc from 'fast-check'
import { expect, test } from 'vitest'
import { ft2ToM2, m2ToFt2 } from '#app/lib/units.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { boughtBy, expectSoundEstimate } from '../../../../tests/support/estimated.ts'
import { computeHardwood } from './compute.ts'
import type { HardwoodInput } from './schema.ts'

/** Each room's rows table: Rows of boards and Last row width, and the edge rows when the last row is narrow. */
const rowLines = (rooms: ReadonlyArray<{ edgeRowWidth: number | null }>) =>
	rooms.reduce((sum, room) => sum + (room.edgeRowWidth === null ? 2 : 3), 0)

const room = (length: number, width: number, name = 'Room') => ({ name, length, width })

const metric: HardwoodInput = {
	unit: 'metric',
	rooms: [room(4.2, 3.6, 'Room 1'), room(2.5, 1.8, 'Room 2')],
	coverage: 2,
	boardWidth: 127,
	layout: 'straight',
	waste: 10,
	price: 45.99,
	includeUnderlay: true,
	underlayCoverage: 10,
}

/**
 * computeHardwood, checked as issue #17 asks on every run: no broken number in the working, and the boxes and
 * rolls bought are the result's counts.
 */
function computeShown(input: HardwoodInput) {
	const result = computeHardwood(input)
	expectSoundEstimate(result)
	const bought = boughtBy(result)
	expect(bought).toEqual({
		'hardwood-box': result.boxes,
		...(result.underlayRolls ? { 'floor-underlay-roll': result.underlayRolls } : {}),
	})
	return result
}

test('metric example: 19.62 m², 11 boxes, 2 underlay rolls, £505.89', () => {
	// A = 4.2 × 3.6 + 2.5 × 1.8 = 15.12 + 4.50 = 19.62 m² (× 10.764 = 211.19 ft²)
	// A_w = 19.62 × 1.1 = 21.582; 21.582 / 2.00 = 10.79 → 11 boxes; bought 22.00 m²; extra 22 − 19.62 = 2.38
	// underlay 19.62 / 10 = 1.962 → 2 rolls; cost 11 × 45.99 = 505.89
	const result = computeShown(metric)
	expect(result.floorArea).toBeCloseTo(19.62, 9)
	expect(m2ToFt2(result.floorArea)).toBeCloseTo(211.18968, 6)
	expect(result.areaWithWaste).toBeCloseTo(21.582, 9)
	expect(result.boxes).toBe(11)
	expect(result.areaBought).toBe(22)
	expect(result.extraArea).toBeCloseTo(2.38, 9)
	expect(result.underlayRolls).toBe(2)
	expect(result.cost).toBeCloseTo(505.89, 9)
})

test('working: the metric example, line by line, with the price and underlay', () => {
	// as above: 19.62 m²; × 1.1 = 21.582 (232.31 ft²); 21.582 / 2 = 10.791 → 11 boxes; 22 − 19.62 = 2.38 m²
	const result = computeShown(metric)
	expect(workedOut(result).working).toEqual([
		{ label: 'Floor area', steps: '4.2 m × 3.6 m + 2.5 m × 1.8 m = 19.62 m² (211.19 ft²)' },
		{ label: 'Area with waste', steps: '19.62 m² + 10 % waste = 21.58 m² (232.31 ft²)' },
		{ label: 'Boxes', steps: '21.58 m² ÷ 2 m² = 10.791 → 11' },
		{ label: 'Area bought', steps: '11 × 2 m² = 22.00 m² (236.81 ft²)' },
		{ label: 'Extra over floor area', steps: '22.00 m² − 19.62 m² = 2.38 m² (25.62 ft²)' },
		{ label: 'Underlay rolls', steps: '19.62 m² ÷ 10 m² = 1.962 → 2' },
		{ label: 'Cost', steps: '11 × £45.99 = £505.89' },
		// 127 mm boards: 3,600 ÷ 127 = 28.35 → 29 rows, last 3,600 − 28 × 127 = 44 mm (not under 127 ÷ 3 = 42.3 mm);
		// 1,800 ÷ 127 = 14.17 → 15 rows, last 1,800 − 14 × 127 = 22 mm, under a third: edges (22 + 127) ÷ 2 = 74.5 mm
		{ label: 'Room 1: Rows of boards', steps: '3,600 mm ÷ 127 mm = 28.3465 → 29' },
		{ label: 'Room 1: Last row width', steps: '3,600 mm − 28 × 127 mm = 44 mm' },
		{ label: 'Room 2: Rows of boards', steps: '1,800 mm ÷ 127 mm = 14.1732 → 15' },
		{ label: 'Room 2: Last row width', steps: '1,800 mm − 14 × 127 mm = 22 mm' },
		{ label: 'Room 2: First and last rows, ripped evenly', steps: '(22 mm + 127 mm) ÷ 2 = 75 mm each' },
	])
	expect(result.purchases).toEqual([
		{ key: 'hardwood-box', item: 'Hardwood flooring, 2 m² box', quantity: 11, unit: 'box' },
		{ key: 'floor-underlay-roll', item: 'Underlay, 10 m² roll', quantity: 2, unit: 'roll' },
	])
})

test('imperial example: 180 ft² diagonal at 15 % is 11 boxes (220 ft²), 2 rolls, $687.50', () => {
	// 15 × 12 = 180 ft² (× 0.092903 = 16.72 m²); 180 × 1.15 = 207; 207 / 20 = 10.35 → 11 boxes = 220 ft²
	// underlay 180 / 100 = 1.8 → 2 rolls; 11 × 62.50 = 687.50
	const result = computeShown({
		...metric,
		unit: 'imperial',
		rooms: [room(15, 12)],
		coverage: 20,
		layout: 'diagonal',
		waste: 15,
		price: 62.5,
		underlayCoverage: 100,
	})
	expect(result.floorArea).toBe(180)
	expect(ft2ToM2(result.floorArea)).toBeCloseTo(16.72254, 6)
	expect(result.areaWithWaste).toBeCloseTo(207, 9)
	expect(result.boxes).toBe(11)
	expect(result.areaBought).toBe(220)
	expect(result.underlayRolls).toBe(2)
	expect(result.cost).toBe(687.5)
})

test('hardwood doc §4 edge: 100 × 1.1 / 22 = 5.000000000000001 is 5 boxes (110 ft² exactly), not 6', () => {
	expect((100 * 1.1) / 22).toBe(5.000000000000001)
	const result = computeShown({
		...metric,
		unit: 'imperial',
		rooms: [room(10, 10)],
		coverage: 22,
		price: null,
		underlayCoverage: 100,
	})
	expect(result.boxes).toBe(5)
	expect(result.areaBought).toBe(110)
	expect(result.cost).toBeNull()
	expect(result.underlayRolls).toBe(1)
})

test('no underlay, no rolls; a price of 0 costs 0.00', () => {
	const result = computeShown({ ...metric, includeUnderlay: false, underlayCoverage: null, price: 0 })
	expect(result.underlayRolls).toBeNull()
	expect(result.cost).toBe(0)
})

test('working: imperial without underlay or price has no lines for them, and buys only boxes', () => {
	// 15 × 12 = 180 ft², + 15 % = 207 ft²; 207 / 20 = 10.35 → 11 boxes
	const result = computeShown({
		...metric,
		unit: 'imperial',
		rooms: [room(15, 12)],
		coverage: 20,
		boardWidth: 5,
		waste: 15,
		price: null,
		includeUnderlay: false,
		underlayCoverage: null,
	})
	expect(workedOut(result).working.map((line) => line.steps)).toEqual([
		'15 ft × 12 ft = 180.00 ft² (16.72 m²)',
		'180.00 ft² + 15 % waste = 207.00 ft² (19.23 m²)',
		'207.00 ft² ÷ 20 ft² = 10.35 → 11',
		'11 × 20 ft² = 220.00 ft² (20.44 m²)',
		'220.00 ft² − 180.00 ft² = 40.00 ft² (3.72 m²)',
		// 12 ft = 144 in ÷ 5 in = 28.8 → 29 rows, the last 144 − 28 × 5 = 4 in
		'144 in ÷ 5 in = 28.8 → 29',
		'144 in − 28 × 5 in = 4.00 in (4")',
	])
	expect(result.purchases).toEqual([
		{ key: 'hardwood-box', item: 'Hardwood flooring, 20 ft² box', quantity: 11, unit: 'box' },
	])
})

const hundredths = (min: number, max: number) => fc.integer({ min, max }).map((value) => value / 100)
const hardwoodArbitrary: fc.Arbitrary<HardwoodInput> = fc
	.record({
		unit: fc.constantFrom('metric' as const, 'imperial' as const),
		rooms: fc.array(
			fc.record({ name: fc.constant('Room'), length: hundredths(10, 5000), width: hundredths(10, 5000) }),
			{
				minLength: 1,
				maxLength: 4,
			},
		),
		coverage: hundredths(10, 1000),
		// 2–16: inches, or ×25 mm (50–400 mm) below.
		boardWidth: hundredths(200, 1600),
		layout: fc.constantFrom('straight' as const, 'diagonal' as const),
		waste: fc.integer({ min: 0, max: 30 }),
		price: fc.option(hundredths(0, 1_000_000), { nil: null }),
		includeUnderlay: fc.boolean(),
		underlayCoverage: hundredths(100, 10_000),
	})
	.map((input) => ({
		...input,
		boardWidth: input.unit === 'metric' ? input.boardWidth * 25 : input.boardWidth,
		underlayCoverage: input.includeUnderlay ? input.underlayCoverage : null,
	}))

test('property: every figure finite and not negative, counts whole, the boxes cover the floor with its waste', () => {
	fc.assert(
		fc.property(hardwoodArbitrary, (input) => {
			const result = computeShown(input)
			for (const figure of [
				result.floorArea,
				result.areaWithWaste,
				result.areaBought,
				result.extraArea,
				result.cost ?? 0,
			])
				expect(Number.isFinite(figure) && figure >= 0).toBe(true)
			for (const count of [result.boxes, result.underlayRolls ?? 0])
				expect(Number.isInteger(count) && count >= 0).toBe(true)
			expect(result.areaBought).toBeGreaterThanOrEqual(result.areaWithWaste * (1 - 1e-9))
			// Never a whole box too many.
			expect(result.areaBought - input.coverage).toBeLessThan(result.areaWithWaste)
		}),
	)
})

test('property: every computed line has its working, with no broken numbers', () => {
	fc.assert(
		fc.property(hardwoodArbitrary, (input) => {
			// computeShown checks the working for broken numbers and the purchases against the counts
			const result = computeShown(input)
			expect(workedOut(result).working).toHaveLength(
				5 + (input.includeUnderlay ? 1 : 0) + (input.price === null ? 0 : 1) + rowLines(result.boardRows),
			)
		}),
	)
})

test('property: a bigger room, another room or more waste never needs fewer boxes or rolls', () => {
	fc.assert(
		fc.property(hardwoodArbitrary, hundredths(0, 500), fc.integer({ min: 0, max: 30 }), (input, extra, waste) => {
			const base = computeShown(input)
			const [first, ...rest] = input.rooms
			if (!first) return
			const bigger = [
				computeShown({ ...input, rooms: [{ ...first, length: first.length + extra }, ...rest] }),
				computeShown({ ...input, rooms: [...input.rooms, first] }),
				computeShown({ ...input, waste: Math.max(input.waste, waste) }),
			]
			for (const result of bigger) {
				expect(result.boxes).toBeGreaterThanOrEqual(base.boxes)
				expect(result.underlayRolls ?? 0).toBeGreaterThanOrEqual(base.underlayRolls ?? 0)
			}
		}),
	)
})

test('property: the same floor in feet and in metres buys the same boxes, give or take one at an edge', () => {
	// ft² × 0.092903 and (ft × 0.3048)² differ by 4 parts in 10 million, so a count may step by one at an edge.
	fc.assert(
		fc.property(hardwoodArbitrary, (input) => {
			const feet = computeShown({ ...input, unit: 'imperial' })
			const metres = computeShown({
				...input,
				unit: 'metric',
				rooms: input.rooms.map((item) => ({ ...item, length: item.length * 0.3048, width: item.width * 0.3048 })),
				coverage: ft2ToM2(input.coverage),
				underlayCoverage: input.underlayCoverage === null ? null : ft2ToM2(input.underlayCoverage),
			})
			expect(Math.abs(ft2ToM2(feet.floorArea) - metres.floorArea)).toBeLessThanOrEqual(1e-6 * metres.floorArea)
			expect(Math.abs(feet.boxes - metres.boxes)).toBeLessThanOrEqual(1)
			expect(Math.abs((feet.underlayRolls ?? 0) - (metres.underlayRolls ?? 0))).toBeLessThanOrEqual(1)
		}),
	)
})

test('property: the float-noise trap: a floor that is exactly whole boxes with its waste buys exactly those boxes', () => {
	fc.assert(
		fc.property(
			fc.integer({ min: 1, max: 400 }),
			hundredths(10, 1000),
			fc.integer({ min: 0, max: 30 }),
			(boxes, coverage, waste) => {
				// A square floor whose waste-inflated area is boxes × coverage, up to float noise.
				const area = (boxes * coverage) / (1 + waste / 100)
				const side = Math.sqrt(area)
				const result = computeShown({ ...metric, rooms: [room(side, side)], coverage, waste, price: null })
				expect(result.boxes).toBe(boxes)
			},
		),
	)
})
