import fc from 'fast-check'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { ft2ToM2, m2ToFt2 } from '#app/lib/units.ts'
import { computeLaminate, sideTooSmallForGap } from './compute.ts'
import { createLaminateSchema, LAMINATE_DEFAULTS, type LaminateInput } from './schema.ts'

const room = (length: number, width: number, doorways: number) => ({ name: 'Room', length, width, doorways })

const metric: LaminateInput = {
	unit: 'metric',
	rooms: [room(5, 4, 1)],
	packCoverage: 2,
	waste: 10,
	gap: 10,
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
	doorwayWidth: 2.5,
	underlayCoverage: 100,
	trimLength: 8,
}

test('SPEC-NEXT §5 metric example: 5.0 × 4.0 m, 10 mm gap: 11 packs, 2 rolls, 8 trim lengths, 1 door bar', () => {
	// (5 − 0.02) × (4 − 0.02) = 4.98 × 3.98 = 19.8204 m² (213.35 ft²); × 1.1 = 21.80; / 2.00 = 10.90 → 11 packs
	// underlay 19.8204 / 10 = 1.98 → 2 rolls; trim 2 × 9 − 0.76 = 17.24 m; × 1.1 / 2.4 = 7.90 → 8; 0.76 / 0.9 → 1 bar
	const result = computeLaminate(metric)
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

test('SPEC-NEXT §5: a 1.5 m doorway takes ceilTol(1.5 / 0.9 = 1.67) = 2 door bars', () => {
	expect(computeLaminate({ ...metric, doorwayWidth: 1.5 }).doorBars).toBe(2)
})

test('SPEC-NEXT §5 imperial example: 14 × 12 ft and 10 × 8 ft, 3/8 in gap: 14 boxes, 3 rolls, 12 pieces, 3 door bars', () => {
	// g = 0.375 / 12 = 0.03125 ft; 13.9375 × 11.9375 = 166.38 and 9.9375 × 7.9375 = 78.88; A = 245.26 ft² (22.79 m²)
	// × 1.1 / 20 = 13.49 → 14 boxes; underlay 2.45 → 3; trim (52 − 2.5) + (36 − 5) = 80.5 ft; × 1.1 / 8 = 11.07 → 12
	// door bars 1 × ceilTol(2.5 / 3) + 2 × 1 = 3
	const result = computeLaminate(imperial)
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

test('SPEC-NEXT §5 edge: 6.0 × 3.7 m, no gap, 2.22 m² packs: 11.000000000000002 is 11 packs, not 12', () => {
	// 6.0 × 3.7 = 22.200000000000003; × 1.1 / 2.22 = 11.000000000000002 → 11; underlay 2.22 → 3
	// trim 2 × 9.7 = 19.4; × 1.1 / 2.4 = 8.89 → 9; no doorways, no door bars
	expect(6.0 * 3.7).toBe(22.200000000000003)
	expect((6.0 * 3.7 * 1.1) / 2.22).toBe(11.000000000000002)
	const result = computeLaminate({ ...metric, rooms: [room(6, 3.7, 0)], gap: 0, packCoverage: 2.22 })
	expect(result.packs).toBe(11)
	expect(result.underlayRolls).toBe(3)
	expect(result.trimLength).toBeCloseTo(19.4, 9)
	expect(result.trimPieces).toBe(9)
	expect(result.doorBars).toBe(0)
})

test('doorways wider than the walls leave no trim rather than a negative length', () => {
	const result = computeLaminate({ ...metric, rooms: [room(0.5, 0.5, 10)], doorwayWidth: 2 })
	expect(result.trimLength).toBe(0)
	expect(result.trimPieces).toBe(0)
	expect(result.doorBars).toBe(30)
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
	const imperialValues = { ...values, unit: 'imperial' as const, gap: '3/8"', packCoverage: '20' }
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
const laminateArbitrary: fc.Arbitrary<LaminateInput> = fc.record({
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
})

test('property: every figure finite and not negative, every count whole', () => {
	fc.assert(
		fc.property(laminateArbitrary, (input) => {
			const result = computeLaminate(input)
			for (const figure of [result.laidArea, result.areaWithWaste, result.areaBought, result.trimLength])
				expect(Number.isFinite(figure) && figure >= 0).toBe(true)
			for (const count of [result.packs, result.underlayRolls, result.trimPieces, result.doorBars])
				expect(Number.isInteger(count) && count >= 0).toBe(true)
			expect(result.areaBought).toBeGreaterThanOrEqual(result.areaWithWaste * (1 - 1e-9))
		}),
	)
})

test('property: a bigger room, another room or more waste never needs fewer packs, rolls or trim; a wider gap never more packs', () => {
	fc.assert(
		fc.property(laminateArbitrary, hundredths(0, 500), (input, extra) => {
			const base = computeLaminate(input)
			const [first, ...rest] = input.rooms
			if (!first) return
			for (const result of [
				computeLaminate({ ...input, rooms: [{ ...first, length: first.length + extra }, ...rest] }),
				computeLaminate({ ...input, rooms: [...input.rooms, first] }),
				computeLaminate({ ...input, waste: Math.min(30, input.waste + 5) }),
			]) {
				expect(result.packs).toBeGreaterThanOrEqual(base.packs)
				expect(result.underlayRolls).toBeGreaterThanOrEqual(base.underlayRolls)
				expect(result.trimPieces).toBeGreaterThanOrEqual(base.trimPieces)
			}
			expect(computeLaminate({ ...input, gap: input.gap / 2 }).packs).toBeGreaterThanOrEqual(base.packs)
		}),
	)
})

test('property: the same rooms in feet and in metres agree, give or take one at an edge', () => {
	fc.assert(
		fc.property(laminateArbitrary, (input) => {
			const feet = computeLaminate({ ...input, unit: 'imperial' })
			const toM = (ft: number) => ft * 0.3048
			const metres = computeLaminate({
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
