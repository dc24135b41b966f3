import fc from 'fast-check'
import { expect, test } from 'vitest'
import { attemptCalculation } from '#app/lib/calculation-error.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectSoundEstimate, stepsOf } from '../../../../tests/support/estimated.ts'
import { BoardSizeRequiredError, computeDrywall as computeOnly } from './compute.ts'
import type { DrywallInput, WallInput } from './schema.ts'

/** Every result here is also checked for a broken amount in its working and what it buys. */
function computeDrywall(input: DrywallInput) {
	const result = computeOnly(input)
	expectSoundEstimate(result, { zero: true })
	const counts = [
		result.boardsNeeded,
		result.screws,
		...(result.tapeM === null ? [] : [result.tapeM, result.compoundKg]),
	]
	expect(result.purchases.map((purchase) => purchase.quantity)).toEqual(counts)
	return result
}

const oneWall: DrywallInput = {
	unit: 'metric',
	drywallType: 'standard',
	boardSize: '1200x2400',
	walls: [{ length: 5, height: 2.4, openings: [] }],
	ceiling: null,
	includeWastage: true,
	includeTapeAndMud: true,
}

test('a 5 × 2.4 m wall of standard 4x8 boards with wastage, tape and mud', () => {
	// area = 5 × 2.4 = 12 m² (× 10.764 = 129.168 ft²); board = 1.2 × 2.4 = 2.88 m²
	// boards = ceil(12 / 2.88 × 1.1) = ceil(4.583) = 5; without wastage ceil(4.167) = 5
	// screws (a wall: 1 per ft² = 10.764 per m²) = ceil(12 × 10.764 × 1.1) = ceil(142.0848) = 143
	// tape = ceil(12 × 1.5 × 1.1) = ceil(19.8) = 20 m; compound = ceil(12 × 0.5 × 1.1) = ceil(6.6) = 7 kg
	// weight: 1.6 lb/ft² × 4.88243 = 7.811881 kg/m²; 12 × 7.811881 × 1.1 = 103.1168 kg; lb = 129.168 × 1.6 × 1.1 = 227.3357
	const result = computeDrywall(oneWall)
	expect(result.totalArea).toBeCloseTo(12, 9)
	expect(result.totalAreaFt2).toBeCloseTo(129.168, 9)
	expect(result.boardArea).toBeCloseTo(2.88, 9)
	expect(result.boardsNeeded).toBe(5)
	expect(result.baseBoards).toBe(5)
	expect(result.wallScrews).toBe(143)
	expect(result.ceilingScrews).toBe(0)
	expect(result.screws).toBe(143)
	expect(result.tapeM).toBe(20)
	expect(result.compoundKg).toBe(7)
	expect(result.weightKg).toBeCloseTo(103.116832, 5)
	expect(result.weightLb).toBeCloseTo(227.33568, 6)
	expect(workedOut(result).working).toEqual([
		{ label: 'Total Drywall Boards Required', steps: '12.00 m² ÷ 2.88 m² = 4.1667 + 10 % waste = 4.5833 → 5' },
		{ label: 'Total Area', steps: '5 m × 2.4 m = 12.00 m² (129.17 ft²)' },
		{ label: 'Drywall Boards', steps: '12.00 m² ÷ 2.88 m² = 4.1667 + 10 % waste = 4.5833 → 5 boards' },
		{ label: 'Drywall Screws', steps: '12.00 m² × 10.764 per m² + 10 % waste = 142.0848 → 143' },
		{ label: 'Joint Tape', steps: '12.00 m² × 1.5 m/m² + 10 % waste = 19.8 → 20 m (65.62 ft)' },
		{ label: 'Joint Compound', steps: '12.00 m² × 0.5 kg/m² + 10 % waste = 6.6 → 7 kg (15.43 lb)' },
		{
			label: 'Total Weight',
			steps: '12.00 m² × 7.8119 kg/m² (1.6 lb/ft² × 4.88243) + 10 % waste = 103.12 kg (227.34 lb)',
		},
		{ label: 'Waste Allowance', steps: '5 − 5 = 10% (0 boards)' },
	])
	expect(result.purchases).toEqual([
		{
			key: 'drywall-standard-1200x2400',
			item: 'Drywall board, Standard (1/2"), 4x8 ft (1.2x2.4m)',
			quantity: 5,
			unit: 'sheet',
		},
		{ key: 'drywall-screw', item: 'Drywall screw', quantity: 143, unit: 'screw' },
		{ key: 'joint-tape-m', item: 'Joint tape', quantity: 20, unit: 'm' },
		{ key: 'joint-compound-kg', item: 'Joint compound', quantity: 7, unit: 'kg' },
	])
})

test('openings come off each wall; no wastage; fire rated 4x10 boards', () => {
	// wall 1 = 4 × 2.5 − 0.9 × 2.1 (door) − 1.2 × 1.0 (window) = 10 − 1.89 − 1.2 = 6.91 m²; wall 2 = 3 × 2.5 = 7.5 m²
	// area = 14.41 m²; board = 1.2 × 3.0 = 3.6 m²; boards = ceil(14.41 / 3.6) = ceil(4.003) = 5
	// screws = ceil(14.41 × 10.764) = ceil(155.10924) = 156; tape = ceil(21.615) = 22 m; compound = ceil(7.205) = 8 kg
	// weight = 14.41 × 2 lb/ft² × 4.88243 (9.764852 kg/m²) = 140.7115 kg; lb = 14.41 × 10.764 × 2 = 310.2185
	const result = computeDrywall({
		...oneWall,
		drywallType: 'fire',
		boardSize: '1200x3000',
		includeWastage: false,
		walls: [
			{
				length: 4,
				height: 2.5,
				openings: [
					{ width: 0.9, height: 2.1 },
					{ width: 1.2, height: 1 },
				],
			},
			{ length: 3, height: 2.5, openings: [] },
		],
	})
	expect(result.wallArea).toBeCloseTo(14.41, 9)
	expect(result.boardsNeeded).toBe(5)
	expect(result.baseBoards).toBe(5)
	expect(result.screws).toBe(156)
	expect(result.tapeM).toBe(22)
	expect(result.compoundKg).toBe(8)
	expect(result.weightKg).toBeCloseTo(140.71151, 5)
	expect(result.weightLb).toBeCloseTo(310.21848, 6)
	expect(
		workedOut(result)
			.working.slice(0, 2)
			.map((line) => line.steps),
	).toEqual([
		'14.41 m² ÷ 3.6 m² = 4.0028 → 5',
		'(4 m × 2.5 m − 0.9 m × 2.1 m − 1.2 m × 1 m) + 3 m × 2.5 m = 14.41 m² (155.11 ft²)',
	])
})

test('the ceiling and its openings count only when included', () => {
	// wall 4 × 2.4 = 9.6 m²; ceiling 4 × 3 − 0.6 × 0.6 = 11.64 m²; total 21.24 m²; board 1.2 × 3.6 = 4.32 m²
	// with ceiling: boards = ceil(21.24 / 4.32 × 1.1) = ceil(5.408) = 6
	// screws, each surface rounded: walls ceil(9.6 × 10.764 × 1.1) = ceil(113.66784) = 114,
	// ceiling (1.5 per ft² = 16.146 per m²) ceil(11.64 × 16.146 × 1.1) = ceil(206.733384) = 207; 114 + 207 = 321
	// without: boards = ceil(9.6 / 4.32 × 1.1) = ceil(2.444) = 3
	const withCeiling: DrywallInput = {
		...oneWall,
		boardSize: '1200x3600',
		walls: [{ length: 4, height: 2.4, openings: [] }],
		ceiling: { length: 4, width: 3, openings: [{ width: 0.6, length: 0.6 }] },
	}
	const result = computeDrywall(withCeiling)
	expect(result.ceilingArea).toBeCloseTo(11.64, 9)
	expect(result.totalArea).toBeCloseTo(21.24, 9)
	expect(result.boardsNeeded).toBe(6)
	expect(result.wallScrews).toBe(114)
	expect(result.ceilingScrews).toBe(207)
	expect(result.screws).toBe(321)
	expect(stepsOf(result).find((line) => line.startsWith('Drywall Screws'))).toBe(
		'Drywall Screws: walls 9.60 m² × 10.764 per m² + 10 % waste = 113.6678 → 114; ' +
			'ceiling 11.64 m² × 16.146 per m² + 10 % waste = 206.7334 → 207; 114 + 207 = 321',
	)
	expect(computeDrywall({ ...withCeiling, ceiling: null }).boardsNeeded).toBe(3)
	expect(computeDrywall({ ...withCeiling, ceiling: null }).screws).toBe(114)
})

test('tape and compound are left out when tape and mud is off; screws stay', () => {
	const result = computeDrywall({ ...oneWall, includeTapeAndMud: false })
	expect(result.tapeM).toBeNull()
	expect(result.compoundKg).toBeNull()
	expect(result.screws).toBe(143)
})

test('lightweight boards weigh 1.2 lb/ft², 5.86 kg/m²', () => {
	// 1.2 × 4.88243 = 5.858911 kg/m²; 12 m² × 5.858911 × 1.1 = 77.3376 kg; 129.168 ft² × 1.2 × 1.1 = 170.5018 lb
	const result = computeDrywall({ ...oneWall, drywallType: 'lightweight' })
	expect(result.weightKg).toBeCloseTo(77.337624, 5)
	expect(result.weightLb).toBeCloseTo(170.50176, 6)
})

test('moisture resistant weighs as standard, sound rated as fire rated (the seed pairs them)', () => {
	for (const [type, same] of [
		['moisture', 'standard'],
		['sound', 'fire'],
	] as const)
		expect(computeDrywall({ ...oneWall, drywallType: type }).weightKg).toBe(
			computeDrywall({ ...oneWall, drywallType: same }).weightKg,
		)
})

test('imperial: a 16 × 8 ft wall is 128 ft², converted to m² for the boards', () => {
	// 128 ft² × 0.092903 = 11.891584 m²; boards = ceil(11.891584 / 2.88 × 1.1) = ceil(4.542) = 5
	// screws = ceil(128 ft² × 1 per ft² × 1.1) = ceil(140.8) = 141; tape = ceil(19.62) = 20 m; compound = ceil(6.54) = 7 kg
	// weight = 128 ft² × 1.6 lb/ft² × 1.1 = 225.28 lb; kg = 11.891584 m² × 7.811881 × 1.1 = 102.1852 (= 225.28 × 0.453592)
	const result = computeDrywall({ ...oneWall, unit: 'imperial', walls: [{ length: 16, height: 8, openings: [] }] })
	expect(result.totalAreaFt2).toBe(128)
	expect(result.totalArea).toBeCloseTo(11.891584, 9)
	expect(result.boardsNeeded).toBe(5)
	expect(result.screws).toBe(141)
	expect(result.tapeM).toBe(20)
	expect(result.compoundKg).toBe(7)
	expect(result.weightLb).toBeCloseTo(225.28, 9)
	expect(result.weightKg).toBeCloseTo(102.18520576, 6)
	expect(stepsOf(result).filter((line) => /^Drywall Screws|^Total Weight/.test(line))).toEqual([
		'Drywall Screws: 128.00 ft² × 1 per ft² + 10 % waste = 140.8 → 141',
		'Total Weight: 128.00 ft² × 1.6 lb/ft² + 10 % waste = 225.28 lb (102.19 kg)',
	])
})

test('openings larger than the wall leave no area rather than a negative one', () => {
	const result = computeDrywall({ ...oneWall, walls: [{ length: 1, height: 1, openings: [{ width: 2, height: 2 }] }] })
	expect(workedOut(result).working[1]?.steps).toBe('0 = 0.00 m² (0.00 ft²)')
	expect(result.totalArea).toBe(0)
	expect(result.boardsNeeded).toBe(0)
	expect(result.screws).toBe(0)
	expect(result.weightKg).toBe(0)
})

test('rounding trap: 144 m² is 50 boards, and 50 × 1.1 = 55.00000000000001 gives 55, not 56', () => {
	// 60 × 2.4 = 144 m²; 144 / 2.88 = 50; × 1.1 lands just above 55 in floating point
	const result = computeDrywall({ ...oneWall, walls: [{ length: 60, height: 2.4, openings: [] }] })
	expect(result.baseBoards).toBe(50)
	expect(result.boardsNeeded).toBe(55)
	// compound = 144 × 0.5 × 1.1 = 79.2 → 80; tape = 144 × 1.5 × 1.1 = 237.60000000000002 → 238
	expect(result.compoundKg).toBe(80)
	expect(result.tapeM).toBe(238)
})

test('rounding trap: 100 m² of compound with wastage is 55 kg, not 56', () => {
	// 10 × 10 = 100 m²; 100 × 0.5 × 1.1 = 55.00000000000001
	const result = computeDrywall({ ...oneWall, walls: [{ length: 10, height: 10, openings: [] }] })
	expect(result.compoundKg).toBe(55)
})

test('rounding trap: 100 ft² of wall with wastage is 110 screws, not 111', () => {
	// 10 × 10 ft = 100 ft² × 1 per ft² × 1.1 = 110.00000000000001
	const result = computeDrywall({ ...oneWall, unit: 'imperial', walls: [{ length: 10, height: 10, openings: [] }] })
	expect(result.screws).toBe(110)
})

test("no board size fails with the seed's message 'Board size is required'", () => {
	expect(() => computeDrywall({ ...oneWall, boardSize: null })).toThrow(BoardSizeRequiredError)
	expect(() => computeDrywall({ ...oneWall, boardSize: null })).toThrow('Board size is required')
	expect(attemptCalculation(() => computeDrywall({ ...oneWall, boardSize: null }))).toEqual({
		ok: false,
		message: 'Board size is required',
	})
})

const tenths = (min: number, max: number) => fc.integer({ min, max }).map((value) => value / 10)
const wallArbitrary: fc.Arbitrary<WallInput> = fc.record({
	length: tenths(1, 300),
	height: tenths(1, 60),
	openings: fc.array(fc.record({ width: tenths(1, 30), height: tenths(1, 30) }), { maxLength: 3 }),
})
const drywallArbitrary: fc.Arbitrary<DrywallInput> = fc.record({
	unit: fc.constantFrom('metric' as const, 'imperial' as const),
	drywallType: fc.constantFrom('standard' as const, 'lightweight' as const, 'fire' as const),
	boardSize: fc.constantFrom('1200x2400' as const, '1200x3000' as const, '1200x3600' as const),
	walls: fc.array(wallArbitrary, { minLength: 1, maxLength: 4 }),
	ceiling: fc.option(
		fc.record({
			length: tenths(1, 200),
			width: tenths(1, 200),
			openings: fc.array(fc.record({ width: tenths(1, 20), length: tenths(1, 20) }), { maxLength: 2 }),
		}),
		{ nil: null },
	),
	includeWastage: fc.boolean(),
	includeTapeAndMud: fc.boolean(),
})

test('property: every figure is finite and not negative, every count whole', () => {
	fc.assert(
		fc.property(drywallArbitrary, (input) => {
			const result = computeDrywall(input)
			for (const value of [result.totalArea, result.totalAreaFt2, result.weightKg, result.weightLb])
				expect(Number.isFinite(value) && value >= 0).toBe(true)
			for (const count of [
				result.boardsNeeded,
				result.baseBoards,
				result.screws,
				result.tapeM ?? 0,
				result.compoundKg ?? 0,
			])
				expect(Number.isInteger(count) && count >= 0).toBe(true)
			expect(result.boardsNeeded).toBeGreaterThanOrEqual(result.baseBoards)
		}),
	)
})

test('property: a longer or higher wall, another wall, or wastage never needs less', () => {
	fc.assert(
		fc.property(drywallArbitrary, tenths(0, 50), wallArbitrary, (input, extra, anotherWall) => {
			const base = computeDrywall(input)
			const [first, ...rest] = input.walls
			if (!first) return
			const bigger = [
				computeDrywall({ ...input, walls: [{ ...first, length: first.length + extra }, ...rest] }),
				computeDrywall({ ...input, walls: [{ ...first, height: first.height + extra }, ...rest] }),
				computeDrywall({ ...input, walls: [...input.walls, anotherWall] }),
				computeDrywall({ ...input, includeWastage: true }),
			]
			for (const result of bigger) {
				expect(result.totalArea).toBeGreaterThanOrEqual(base.totalArea - 1e-9)
				expect(result.boardsNeeded).toBeGreaterThanOrEqual(base.boardsNeeded)
				expect(result.screws).toBeGreaterThanOrEqual(base.screws)
				expect(result.weightKg).toBeGreaterThanOrEqual(base.weightKg - 1e-9)
			}
		}),
	)
})

test('property: a wall entered in feet and the same wall in metres agree', () => {
	// ft² × 0.092903 and (ft × 0.3048)² differ by 4 parts in 10 million, so a count may step by one at an edge.
	fc.assert(
		fc.property(drywallArbitrary, (input) => {
			const feet = computeDrywall({ ...input, unit: 'imperial' })
			const toM = (ft: number) => ft * 0.3048
			const metres = computeDrywall({
				...input,
				unit: 'metric',
				walls: input.walls.map((wall) => ({
					length: toM(wall.length),
					height: toM(wall.height),
					openings: wall.openings.map((opening) => ({ width: toM(opening.width), height: toM(opening.height) })),
				})),
				ceiling: input.ceiling && {
					length: toM(input.ceiling.length),
					width: toM(input.ceiling.width),
					openings: input.ceiling.openings.map((opening) => ({
						width: toM(opening.width),
						length: toM(opening.length),
					})),
				},
			})
			expect(Math.abs(feet.totalArea - metres.totalArea)).toBeLessThanOrEqual(1e-6 * Math.max(1, metres.totalArea))
			expect(Math.abs(feet.totalAreaFt2 - metres.totalAreaFt2)).toBeLessThanOrEqual(
				1e-4 * Math.max(1, feet.totalAreaFt2),
			)
			expect(Math.abs(feet.boardsNeeded - metres.boardsNeeded)).toBeLessThanOrEqual(1)
			// Walls and ceiling are rounded apart, so each may step.
			expect(Math.abs(feet.screws - metres.screws)).toBeLessThanOrEqual(2)
			expect(Math.abs(feet.weightKg - metres.weightKg)).toBeLessThanOrEqual(1e-5 * Math.max(1, metres.weightKg))
		}),
	)
})

test('property: every computed line has its working, never NaN or a negative', () => {
	// computeDrywall here checks each result for broken amounts and what it buys.
	fc.assert(
		fc.property(drywallArbitrary, (input) => {
			expect(workedOut(computeDrywall(input)).working.length).toBeGreaterThanOrEqual(5)
		}),
	)
})
