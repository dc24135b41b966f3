import fc from 'fast-check'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { ft2ToM2, m2ToFt2 } from '#app/lib/units.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { boughtBy, expectSoundEstimate } from '../../../../tests/support/estimated.ts'
import { computeLaminate } from './compute.ts'
import { sideTooSmallForGap } from './gap.ts'
import { createLaminateSchema, LAMINATE_DEFAULTS, type LaminateInput } from './schema.ts'

/** Each room's rows table: Rows of boards and Last row width, and the edge rows when the last row is narrow. */
const rowLines = (rooms: ReadonlyArray<{ edgeRowWidth: number | null }>) =>
	rooms.reduce((sum, room) => sum + (room.edgeRowWidth === null ? 2 : 3), 0)

const room = (length: number, width: number, doorways: number) => ({ name: 'Room', length, width, doorways })

const metric: LaminateInput = {
	unit: 'metric',
	rooms: [room(5, 4, 1)],
	packCoverage: 2,
	waste: 10,
	gap: 10,
	boardWidth: 192,
	doorwayWidth: 0.76,
	underlayCoverage: 10,
	trimLength: 2.4,
}

const imperial: LaminateInput = {
	unit: 'imperial',
	rooms: [room(14, 12, 1), room(10, 8, 2)],
	packCoverage: 20,
	waste: 10,
	gap: 0.375,
	boardWidth: 7.5,
	doorwayWidth: 2.5,
	underlayCoverage: 100,
	trimLength: 8,
}

/**
 * computeLaminate, checked as issue #17 asks on every run: no broken number in its working, and what is bought is the results' counts.
 */
function computeShown(input: LaminateInput) {
	const result = computeLaminate(input)
	expectSoundEstimate(result)
	const bought = boughtBy(result)
	const counts = {
		'laminate-pack': result.packs,
		'floor-underlay-roll': result.underlayRolls,
		'floor-trim': result.trimPieces,
		[input.unit === 'metric' ? 'door-bar-0-9m' : 'door-bar-3ft']: result.doorBars,
	}
	expect(bought).toEqual(Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0)))
	return result
}

test('metric example: 5.0 × 4.0 m, 10 mm gap: 11 packs, 2 rolls, 8 trim lengths, 1 door bar', () => {
	// (5 − 0.02) × (4 − 0.02) = 4.98 × 3.98 = 19.8204 m² (213.35 ft²); × 1.1 = 21.80; / 2.00 = 10.90 → 11 packs
	// underlay 19.8204 / 10 = 1.98 → 2 rolls; trim 2 × 9 − 0.76 = 17.24 m; × 1.1 / 2.4 = 7.90 → 8; 0.76 / 0.9 → 1 bar
	const result = computeShown(metric)
	expect(result.laidArea).toBeCloseTo(19.8204, 9)
	expect(m2ToFt2(result.laidArea)).toBeCloseTo(213.3468, 4)
	expect(result.areaWithWaste).toBeCloseTo(21.80244, 9)
	expect(result.packs).toBe(11)
	expect(result.areaBought).toBe(22)
	expect(result.underlayRolls).toBe(2)
	expect(result.trimLength).toBeCloseTo(17.24, 9)
	expect(result.trimPieces).toBe(8)
	expect(result.doorBars).toBe(1)
})

test('working: the metric example, line by line', () => {
	// as above: 4.98 × 3.98 = 19.8204 m²; × 1.1 = 21.80244 → 21.80 / 2 = 10.9012 → 11 packs;
	// trim 2 × (5 + 4) − 0.76 = 17.24 m; × 1.1 = 18.964 / 2.4 = 7.9017 → 8; 0.76 / 0.9 = 0.8444 → 1 bar
	const result = computeShown(metric)
	expect(workedOut(result).working).toEqual([
		{ label: 'Laid area', steps: '(5 m − 2 × 10 mm) × (4 m − 2 × 10 mm) = 19.82 m² (213.35 ft²)' },
		{ label: 'Area with waste', steps: '19.82 m² + 10 % waste = 21.80 m² (234.68 ft²)' },
		{ label: 'Packs', steps: '21.80 m² ÷ 2 m² = 10.9012 → 11' },
		{ label: 'Area bought', steps: '11 × 2 m² = 22.00 m² (236.81 ft²)' },
		{ label: 'Underlay rolls', steps: '19.82 m² ÷ 10 m² = 1.982 → 2' },
		{ label: 'Trim length', steps: '2 × (5 m + 4 m) − 1 × 0.76 m = 17.24 m (56.56 ft)' },
		{ label: 'Trim pieces', steps: '(17.24 m + 10 % waste) ÷ 2.4 m = 7.9017 → 8 × 2.4 m' },
		{ label: 'Door bars', steps: '0.76 m ÷ 0.9 m = 0.8444 → 1 a doorway × 1 doorway = 1' },
		// Rows across the laid width 4 m − 2 × 10 mm = 3,980 mm: 3,980 ÷ 192 = 20.73 → 21; last 3,980 − 20 × 192 = 140 mm
		{ label: 'Room: Rows of boards', steps: '3,980 mm ÷ 192 mm = 20.7292 → 21' },
		{ label: 'Room: Last row width', steps: '3,980 mm − 20 × 192 mm = 140 mm' },
	])
	expect(result.purchases).toEqual([
		{ key: 'laminate-pack', item: 'Laminate, 2 m² pack', quantity: 11, unit: 'pack' },
		{ key: 'floor-underlay-roll', item: 'Underlay, 10 m² roll', quantity: 2, unit: 'roll' },
		{ key: 'floor-trim', item: 'Trim, 2.4 m length', quantity: 8, unit: 'length' },
		{ key: 'door-bar-0-9m', item: 'Door bar, 0.9 m', quantity: 1, unit: 'bar' },
	])
})

test('laminate doc §3: a 1.5 m doorway takes ceilTol(1.5 / 0.9 = 1.67) = 2 door bars', () => {
	expect(computeShown({ ...metric, doorwayWidth: 1.5 }).doorBars).toBe(2)
})

test('imperial example: 14 × 12 ft and 10 × 8 ft, 3/8 in gap: 14 boxes, 3 rolls, 12 pieces, 3 door bars', () => {
	// g = 0.375 / 12 = 0.03125 ft; 13.9375 × 11.9375 = 166.38 and 9.9375 × 7.9375 = 78.88; A = 245.26 ft² (22.79 m²)
	// × 1.1 / 20 = 13.49 → 14 boxes; underlay 2.45 → 3; trim (52 − 2.5) + (36 − 5) = 80.5 ft; × 1.1 / 8 = 11.07 → 12
	// door bars 1 × ceilTol(2.5 / 3) + 2 × 1 = 3
	const result = computeShown(imperial)
	expect(result.laidArea).toBeCloseTo(13.9375 * 11.9375 + 9.9375 * 7.9375, 9)
	expect(result.laidArea).toBeCloseTo(245.2578125, 9)
	expect(ft2ToM2(result.laidArea)).toBeCloseTo(22.785, 3)
	expect(result.packs).toBe(14)
	expect(result.areaBought).toBe(280)
	expect(result.underlayRolls).toBe(3)
	expect(result.trimLength).toBe(80.5)
	expect(result.trimPieces).toBe(12)
	expect(result.doorBars).toBe(3)
})

test('working: the imperial example, in boxes, with feet and inches', () => {
	// 13.9375 × 11.9375 + 9.9375 × 7.9375 = 245.26 ft²; trim (52 − 2.5) + (36 − 5) = 80.5 ft, × 1.1 / 8 = 11.0688 → 12
	const result = computeShown(imperial)
	expect(workedOut(result).working.map((line) => line.steps)).toEqual([
		'(14 ft − 2 × 0.375 in) × (12 ft − 2 × 0.375 in) + (10 ft − 2 × 0.375 in) × (8 ft − 2 × 0.375 in) = 245.26 ft² (22.79 m²)',
		'245.26 ft² + 10 % waste = 269.78 ft² (25.06 m²)',
		'269.78 ft² ÷ 20 ft² = 13.4892 → 14',
		'14 × 20 ft² = 280.00 ft² (26.01 m²)',
		'245.26 ft² ÷ 100 ft² = 2.4526 → 3',
		'2 × (14 ft + 12 ft) − 1 × 2.5 ft + 2 × (10 ft + 8 ft) − 2 × 2.5 ft = 80.50 ft (80\' 6"; 24.54 m)',
		'(80.50 ft + 10 % waste) ÷ 8 ft = 11.0688 → 12 × 8 ft (8\' 0")',
		'2.5 ft ÷ 3 ft = 0.8333 → 1 a doorway × 3 doorways = 3',
		// 12 ft − 3/4 in = 143.25 in ÷ 7.5 = 19.1 → 20 rows, the last 143.25 − 19 × 7.5 = 0.75 in, under 7.5 ÷ 3 = 2.5 in:
		// both edge rows (0.75 + 7.5) ÷ 2 = 4.125 in. 8 ft − 3/4 in = 95.25 in ÷ 7.5 = 12.7 → 13, last 95.25 − 90 = 5.25 in
		'143.25 in ÷ 7.5 in = 19.1 → 20',
		'143.25 in − 19 × 7.5 in = 0.75 in (3/4")',
		'(0.75 in + 7.5 in) ÷ 2 = 4.13 in (4 1/8") each',
		'95.25 in ÷ 7.5 in = 12.7 → 13',
		'95.25 in − 12 × 7.5 in = 5.25 in (5 1/4")',
	])
	expect(result.purchases.map((purchase) => [purchase.key, purchase.item, purchase.quantity, purchase.unit])).toEqual([
		['laminate-pack', 'Laminate, 20 ft² box', 14, 'box'],
		['floor-underlay-roll', 'Underlay, 100 ft² roll', 3, 'roll'],
		['floor-trim', 'Trim, 8 ft length', 12, 'length'],
		['door-bar-3ft', 'Door bar, 3 ft', 3, 'bar'],
	])
})

test('site rules §2 edge: 6.0 × 3.7 m, no gap, 2.22 m² packs: 11.000000000000002 is 11 packs, not 12', () => {
	// 6.0 × 3.7 = 22.200000000000003; × 1.1 / 2.22 = 11.000000000000002 → 11; underlay 2.22 → 3
	// trim 2 × 9.7 = 19.4; × 1.1 / 2.4 = 8.89 → 9; no doorways, no door bars
	expect(6.0 * 3.7).toBe(22.200000000000003)
	expect((6.0 * 3.7 * 1.1) / 2.22).toBe(11.000000000000002)
	const result = computeShown({ ...metric, rooms: [room(6, 3.7, 0)], gap: 0, packCoverage: 2.22 })
	expect(result.packs).toBe(11)
	expect(result.underlayRolls).toBe(3)
	expect(result.trimLength).toBeCloseTo(19.4, 9)
	expect(result.trimPieces).toBe(9)
	expect(result.doorBars).toBe(0)
})

test('doorways wider than the walls leave no trim rather than a negative length', () => {
	const result = computeShown({ ...metric, rooms: [room(0.5, 0.5, 10)], doorwayWidth: 2 })
	expect(result.trimLength).toBe(0)
	expect(result.trimPieces).toBe(0)
	expect(result.doorBars).toBe(30)
	expect(workedOut(result).working[5]?.steps).toBe('max(0, 2 × (0.5 m + 0.5 m) − 10 × 2 m) = 0.00 m (0.00 ft)')
})

test('the gap guard: a room no bigger than twice the gap is too small, equality included', () => {
	expect(sideTooSmallForGap({ length: 0.02, width: 3 }, 0.01)).toBe('length')
	expect(sideTooSmallForGap({ length: 3, width: 0.019 }, 0.01)).toBe('width')
	expect(sideTooSmallForGap({ length: 0.021, width: 0.021 }, 0.01)).toBeNull()
	// Within the bounds it cannot fire: the smallest room is more than twice the largest gap.
	expect(sideTooSmallForGap({ length: 0.1, width: 0.1 }, 0.025)).toBeNull()
	expect(sideTooSmallForGap({ length: 0.5, width: 0.5 }, 1 / 12)).toBeNull()
})

test('the schema reads the typed gap in its own unit: 3/8" and 1 cm', () => {
	const values = { ...LAMINATE_DEFAULTS, rooms: [{ id: 'r', name: 'Room 1', length: '5', width: '4', doorways: '1' }] }
	const metricParse = v.safeParse(createLaminateSchema(values), { ...values, gap: '1 cm' })
	expect(metricParse.success && metricParse.output.gap).toBe(10)
	const imperialValues = { ...values, unit: 'imperial' as const, gap: '3/8"', packCoverage: '20', boardWidth: '7.5' }
	const imperialParse = v.safeParse(createLaminateSchema(imperialValues), {
		...imperialValues,
		doorwayWidth: '2.5',
		underlayCoverage: '100',
		trimLength: '8',
	})
	expect(imperialParse.success && imperialParse.output.gap).toBe(0.375)
})

const hundredths = (min: number, max: number) => fc.integer({ min, max }).map((value) => value / 100)
// Rooms 0.5–50 and gaps 0–1: within the bounds of both systems (a 1 in gap against a 0.5 ft room).
// Board widths 2–16: inches, or ×25 mm (50–400 mm).
const laminateArbitrary: fc.Arbitrary<LaminateInput> = fc
	.record({
		unit: fc.constantFrom('metric' as const, 'imperial' as const),
		rooms: fc.array(
			fc.record({
				name: fc.constant('Room'),
				length: hundredths(50, 5000),
				width: hundredths(50, 5000),
				doorways: fc.integer({ min: 0, max: 10 }),
			}),
			{ minLength: 1, maxLength: 4 },
		),
		packCoverage: hundredths(10, 1000),
		waste: fc.integer({ min: 0, max: 30 }),
		gap: fc.integer({ min: 0, max: 25 }).map((mm) => mm / 25),
		doorwayWidth: hundredths(50, 200),
		underlayCoverage: hundredths(100, 10_000),
		trimLength: hundredths(100, 600),
		boardWidth: hundredths(200, 1600),
	})
	.map((input) => ({ ...input, boardWidth: input.unit === 'metric' ? input.boardWidth * 25 : input.boardWidth }))

test('property: every figure finite and not negative, every count whole', () => {
	fc.assert(
		fc.property(laminateArbitrary, (input) => {
			const result = computeShown(input)
			for (const figure of [result.laidArea, result.areaWithWaste, result.areaBought, result.trimLength])
				expect(Number.isFinite(figure) && figure >= 0).toBe(true)
			for (const count of [result.packs, result.underlayRolls, result.trimPieces, result.doorBars])
				expect(Number.isInteger(count) && count >= 0).toBe(true)
			expect(result.areaBought).toBeGreaterThanOrEqual(result.areaWithWaste * (1 - 1e-9))
		}),
	)
})

test('property: every computed line has its working, with no broken numbers', () => {
	fc.assert(
		fc.property(laminateArbitrary, (input) => {
			// computeShown checks the working for broken numbers and the purchases against the counts
			const result = computeShown(input)
			expect(workedOut(result).working).toHaveLength(8 + rowLines(result.boardRows))
		}),
	)
})

test('property: a bigger room, another room or more waste never needs fewer packs, rolls or trim; a wider gap never more packs', () => {
	fc.assert(
		fc.property(laminateArbitrary, hundredths(0, 500), (input, extra) => {
			const base = computeShown(input)
			const [first, ...rest] = input.rooms
			if (!first) return
			for (const result of [
				computeShown({ ...input, rooms: [{ ...first, length: first.length + extra }, ...rest] }),
				computeShown({ ...input, rooms: [...input.rooms, first] }),
				computeShown({ ...input, waste: Math.min(30, input.waste + 5) }),
			]) {
				expect(result.packs).toBeGreaterThanOrEqual(base.packs)
				expect(result.underlayRolls).toBeGreaterThanOrEqual(base.underlayRolls)
				expect(result.trimPieces).toBeGreaterThanOrEqual(base.trimPieces)
			}
			expect(computeShown({ ...input, gap: input.gap / 2 }).packs).toBeGreaterThanOrEqual(base.packs)
		}),
	)
})

test('property: the same rooms in feet and in metres agree, give or take one at an edge', () => {
	fc.assert(
		fc.property(laminateArbitrary, (input) => {
			const feet = computeShown({ ...input, unit: 'imperial' })
			const toM = (ft: number) => ft * 0.3048
			const metres = computeShown({
				...input,
				unit: 'metric',
				rooms: input.rooms.map((item) => ({ ...item, length: toM(item.length), width: toM(item.width) })),
				gap: input.gap * 25.4,
				doorwayWidth: toM(input.doorwayWidth),
				packCoverage: ft2ToM2(input.packCoverage),
				underlayCoverage: ft2ToM2(input.underlayCoverage),
				trimLength: toM(input.trimLength),
			})
			expect(Math.abs(ft2ToM2(feet.laidArea) - metres.laidArea)).toBeLessThanOrEqual(
				1e-6 * Math.max(1, metres.laidArea),
			)
			expect(Math.abs(toM(feet.trimLength) - metres.trimLength)).toBeLessThanOrEqual(
				1e-9 * Math.max(1, metres.trimLength),
			)
			for (const key of ['packs', 'underlayRolls', 'trimPieces', 'doorBars'] as const)
				expect(Math.abs(feet[key] - metres[key])).toBeLessThanOrEqual(1)
		}),
	)
})
