import fc from 'fast-check'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectSoundEstimate, stepsOf } from '../../../../tests/support/estimated.ts'
import { computeLumber as computeOnly, type LumberResult } from './compute.ts'
import { createLumberSchema, LUMBER_SYSTEM_DEFAULTS, type LumberInput, type LumberValues } from './schema.ts'

/** Every result here is also checked for a broken amount in its working, and buys what its cut list counts. */
function computeLumber(input: LumberInput) {
	const result = computeOnly(input)
	expectSoundEstimate(result)
	// Each piece of the cut list is bought once, lengths of one section and stock added up.
	expect(result.purchases.reduce((total, purchase) => total + purchase.quantity, 0)).toBe(result.totalPieces)
	return result
}

/** The cut list as shown: item, size × length, quantity. */
function cutList(result: LumberResult) {
	return result.shown.tables[0].lines.map((line) => [line.label, line.size, line.value])
}

const metricWall: LumberInput = {
	unit: 'metric',
	studSize: '38x89',
	spacing: '400',
	topPlates: '1',
	rows: 1,
	plateStock: '4.8',
	walls: [{ length: 3.6, height: 2.4 }],
	corners: 2,
	openings: [{ width: 0.9, quantity: 1 }],
	headerSize: '38x89',
	headerPlies: 1,
	waste: 10,
}

test('metric example: one 3.6 × 2.4 m wall of 38×89 at 400 mm takes 24 pieces', () => {
	const result = computeLumber(metricWall)
	// c = 2.4 − 2 × 0.038 = 2.324 m → 2.4 m studs; n = ceilTol(3.6 / 0.4) + 1 = 10; extras 2 × 2 + 4 × 1 = 8
	// raw 18 × 1.1 = 19.8 → 20 studs
	expect(result.studGroups).toHaveLength(1)
	const [studs] = result.studGroups
	expect(studs?.stock.label).toBe('2.4 m')
	expect(studs?.cut).toBeCloseTo(2.324, 12)
	expect(studs?.layoutStuds).toBe(10)
	expect(studs?.extraStuds).toBe(8)
	expect(studs?.rawStuds).toBe(18)
	expect(studs?.studs).toBe(20)
	// plates 3.6 × 2 = 7.2; 7.2 × 1.1 / 4.8 = 1.65 → 2; noggins 3.6 × 1.1 / 4.8 = 0.825 → 1
	expect(result.plateRun).toBeCloseTo(7.2, 12)
	expect(result.plates).toBe(2)
	expect(result.rowPieces).toBe(1)
	// header h = 0.9 + 0.076 = 0.976; per board floorTol(4.8 / 0.976 = 4.918) = 4; ceilTol(1 / 4) = 1
	expect(result.headers).toHaveLength(1)
	expect(result.headers[0]?.pieceLength).toBeCloseTo(0.976, 12)
	expect(result.headers[0]?.perBoard).toBe(4)
	expect(result.headers[0]?.boards).toBe(1)
	// 20 + 2 + 1 + 1 = 24 pieces; 20 × 2.4 + 2 × 4.8 + 4.8 + 4.8 = 67.2 m (× 3.28084 = 220.47 ft)
	expect(result.totalPieces).toBe(24)
	expect(result.lengthM).toBeCloseTo(67.2, 9)
	expect(result.lengthFt).toBeCloseTo(220.472448, 6)
	// 67.2 × 0.038 × 0.089 = 0.2272704 m³; × 423.7764 = 96.31 BF
	expect(result.volumeM3).toBeCloseTo(0.2272704, 12)
	expect(result.boardFeet).toBeCloseTo(96.312, 3)
	expect(workedOut(result).working).toEqual([
		{ label: 'Total pieces of timber', steps: '20 + 2 + 1 + 1 = 24' },
		{ label: 'Studs', steps: '(3.6 m ÷ 400 mm → 9) + 1 + 2 × 2 + 4 × 1 = 18 + 10 % waste = 19.8 → 20' },
		{ label: 'Plates', steps: '3.6 m × 2 + 10 % waste ÷ 4.8 m = 1.65 → 2' },
		{ label: 'Noggins', steps: '3.6 m × 1 + 10 % waste ÷ 4.8 m = 0.825 → 1' },
		{ label: 'Headers, Opening 1', steps: '1 × 1 ÷ (4.8 m ÷ (0.9 m + 2 × 0.038 m) → 4) = 0.25 → 1' },
		{ label: 'Total length', steps: '20 × 2.4 m + 3 × 4.8 m + 1 × 4.8 m = 67.20 m (220.47 ft)' },
		{ label: 'Timber volume', steps: '62.4 m × 38 × 89 mm + 4.8 m × 38 × 89 mm = 0.227 m³ (96.31 board feet)' },
	])
	// The cut list: what, its section and stock length (cuts in whole mm), how many.
	expect(cutList(result)).toEqual([
		['Studs', '38×89 CLS × 2.4 m, cut to 2,324 mm', '20'],
		['Plates', '38×89 CLS × 4.8 m', '2'],
		['Noggins', '38×89 CLS × 4.8 m', '1'],
		['Headers, Opening 1', '38×89 CLS × 4.8 m, cut 976 mm each', '1'],
	])
	expect(result.shown.tables[1].lines.at(-1)).toEqual({ label: 'Waste allowance', value: '10%' })
	expect(result.purchases).toEqual([
		{ key: 'timber-38-89-cls-2-4-m', item: 'Timber 38×89 CLS × 2.4 m', quantity: 20, unit: 'length' },
		{ key: 'timber-38-89-cls-4-8-m', item: 'Timber 38×89 CLS × 4.8 m', quantity: 4, unit: 'length' },
	])
})

const imperialWalls: LumberInput = {
	unit: 'imperial',
	studSize: '2x4',
	spacing: '16',
	topPlates: '2',
	rows: 0,
	plateStock: '16',
	walls: [
		{ length: 12, height: 8 },
		{ length: 10, height: 8 },
	],
	corners: 1,
	openings: [{ width: 3, quantity: 1 }],
	headerSize: '2x8',
	headerPlies: 2,
	waste: 10,
}

test('imperial example: 12 and 10 ft walls of 2×4 at 16 in take 34 pieces, 218.75 board feet', () => {
	const result = computeLumber(imperialWalls)
	// c = 96 − 3 × 1.5 = 91.5 in → 92 5/8 in precut; n = 10 and ceilTol(7.5) + 1 = 9; extras 2 + 4 = 6
	// raw 25 × 1.1 = 27.5 → 28 studs
	const [studs] = result.studGroups
	expect(result.studGroups).toHaveLength(1)
	expect(studs?.stock.label).toBe('92 5/8" precut')
	expect(studs?.cut).toBeCloseTo(91.5 / 12, 12)
	expect(studs?.rawStuds).toBe(25)
	expect(studs?.studs).toBe(28)
	// plates (12 + 10) × 3 = 66 ft; 66 × 1.1 / 16 = 4.5375 → 5; no blocking
	expect(result.plateRun).toBe(66)
	expect(result.plates).toBe(5)
	expect(result.rowPieces).toBe(0)
	// header h = 36 + 3 = 39 in = 3.25 ft; pieces 2; per board floorTol(16 / 3.25 = 4.92) = 4 → 1 board of 2×8 × 16 ft
	expect(result.headers[0]).toEqual({ openingIndex: 0, pieceLength: 3.25, pieces: 2, perBoard: 4, boards: 1 })
	expect(result.headerSection.label).toBe('2×8')
	expect(result.totalPieces).toBe(34)
	// BF: studs 28 × 2 × 4 × 7.71875 / 12 = 144.08; plates 5 × 10.6667 = 53.33; header 2 × 8 × 16 / 12 = 21.33
	expect(result.boardFeet).toBeCloseTo(218.75, 9)
	expect(workedOut(result).working.map((line) => line.steps)).toEqual([
		'28 + 5 + 1 = 34',
		'(12 ft ÷ 16 in → 9) + 1 + (10 ft ÷ 16 in → 8) + 1 + 2 × 1 + 4 × 1 = 25 + 10 % waste = 27.5 → 28',
		'22 ft × 3 + 10 % waste ÷ 16 ft = 4.5375 → 5',
		'2 × 1 ÷ (16 ft ÷ (3 ft + 2 × 0.125 ft) → 4) = 0.5 → 1',
		'28 × 7.7188 ft + 5 × 16 ft + 1 × 16 ft = 312.13 ft (95.14 m)',
		'(296.125 ft × 2 × 4 + 16 ft × 2 × 8) ÷ 12 = 218.75 board feet (0.516 m³)',
	])
	// Cuts in inches to 2 decimals, and as a tape reads them.
	expect(cutList(result).map(([, size]) => size)).toEqual([
		'2×4 × 92 5/8" precut, cut to 91.50 in (91 1/2")',
		'2×4 × 16 ft',
		'2×8 × 16 ft, cut 39.00 in (39") each',
	])
	expect(result.purchases).toEqual([
		{ key: 'lumber-2-4-92-5-8-precut', item: 'Lumber 2×4 × 92 5/8" precut', quantity: 28, unit: 'length' },
		{ key: 'lumber-2-4-16-ft', item: 'Lumber 2×4 × 16 ft', quantity: 5, unit: 'length' },
		{ key: 'lumber-2-8-16-ft', item: 'Lumber 2×8 × 16 ft', quantity: 1, unit: 'length' },
	])
	expect(result.volumeM3).toBeCloseTo(218.75 * 0.00235973, 12)
	expect(result.volumeM3).toBeCloseTo(0.516, 3)
	// 28 × 7.71875 + 80 + 16 = 312.125 ft = 95.14 m
	expect(result.lengthFt).toBeCloseTo(312.125, 9)
	expect(result.lengthM).toBeCloseTo(95.1357, 4)
})

const floatWall: LumberInput = {
	...metricWall,
	spacing: '600',
	walls: [{ length: 4.2, height: 2.4 }],
	corners: 0,
	openings: [],
	waste: 0,
}

test('edge example: 4.2 / 0.6 is 7.000000000000001 in floating point, and the wall takes 8 studs, not 9', () => {
	expect(4.2 / 0.6).toBe(7.000000000000001)
	const result = computeLumber(floatWall)
	expect(result.studGroups[0]?.studs).toBe(8)
	// plates 8.4 / 4.8 = 1.75 → 2; noggins 4.2 / 4.8 → 1
	expect(result.plates).toBe(2)
	expect(result.rowPieces).toBe(1)
	expect(result.headers).toEqual([])
})

function lumberValues(patch: Partial<LumberValues>): LumberValues {
	return { ...LUMBER_SYSTEM_DEFAULTS.metric, ...patch }
}

test('edge example: a 2.4 m opening on 2.4 m stock has a 2,476 mm header, too long to cut', () => {
	const values = lumberValues({
		spacing: '600',
		plateStock: '2.4',
		walls: [{ id: 'w', name: 'Wall 1', length: '4.2', height: '2.4' }],
		openings: [{ id: 'o', name: 'Opening 1', width: '2.4', quantity: '1' }],
	})
	const parsed = parseWith(createLumberSchema(values), values)
	expect(parsed.data).toBeNull()
	expect(parsed.errors).toEqual({
		'openings.0.width': 'Header (2476 mm) is longer than the plate stock length (2.4 m); choose a longer stock length',
	})
	// On 4.8 m stock it fits.
	expect(parseWith(createLumberSchema(values), { ...values, plateStock: '4.8' }).errors).toEqual({})
})

test('an imperial header too long for its stock is named in inches and feet', () => {
	// 10 ft + 3 in = 123 in on 8 ft stock
	const values: LumberValues = {
		...LUMBER_SYSTEM_DEFAULTS.imperial,
		plateStock: '8',
		walls: [{ id: 'w', name: 'Wall 1', length: '12', height: '8' }],
		openings: [{ id: 'o', name: 'Opening 1', width: '10', quantity: '1' }],
	}
	expect(parseWith(createLumberSchema(values), values).errors).toEqual({
		'openings.0.width': 'Header (123 in) is longer than the plate stock length (8 ft); choose a longer stock length',
	})
})

test('a header exactly as long as the stock is not longer than it: 3 boards of one header each', () => {
	// 4.8 − 2 × 0.038 = 4.724 m of opening: h = 4.8 = stock; but openings stop at 3 m, so use 2.4 m stock and 2.324 m
	const result = computeLumber({ ...metricWall, plateStock: '2.4', openings: [{ width: 2.324, quantity: 3 }] })
	expect(result.headers[0]?.perBoard).toBe(1)
	expect(result.headers[0]?.boards).toBe(3)
})

test('the schema gives each field its site rules §6 message', () => {
	const values = lumberValues({
		rows: '4',
		corners: '1.5',
		walls: [{ id: 'w', name: 'Wall 1', length: '0', height: 'tall' }],
		openings: [{ id: 'o', name: 'Opening 1', width: '3.5', quantity: '0' }],
		headerPlies: '2.5',
		waste: '31',
	})
	expect(parseWith(createLumberSchema(values), values).errors).toEqual({
		rows: 'Must be between 0 and 3',
		corners: 'Enter a whole number',
		'walls.0.length': 'Must be between 0.3 and 30 m',
		'walls.0.height': 'Enter a number',
		'openings.0.width': 'Must be between 0.3 and 3 m',
		'openings.0.quantity': 'Must be between 1 and 50',
		headerPlies: 'Enter a whole number',
		waste: 'Must be between 0 and 30%',
	})
	const imperial: LumberValues = {
		...LUMBER_SYSTEM_DEFAULTS.imperial,
		walls: [{ id: 'w', name: 'Wall 1', length: '101', height: '4' }],
	}
	expect(parseWith(createLumberSchema(imperial), imperial).errors).toEqual({
		'walls.0.length': 'Must be between 1 and 100 ft',
		'walls.0.height': 'Must be between 5 and 16 ft',
	})
})

test('sizes a system does not offer are refused', () => {
	const values = lumberValues({ studSize: '2x4', walls: [{ id: 'w', name: 'Wall 1', length: '3', height: '2.4' }] })
	expect(v.safeParse(createLumberSchema(values), values).success).toBe(false)
})

test('walls of different heights: each stock length is its own row, the extras go with the tallest wall', () => {
	// 2.4 m wall: c 2.324 → 2.4 m; 2.8 m wall: c 2.724 → 3.0 m (n = ceilTol(3 / 0.4) + 1 = 9 each)
	const result = computeLumber({
		...metricWall,
		walls: [
			{ length: 3, height: 2.4 },
			{ length: 3, height: 2.8 },
		],
		waste: 0,
	})
	expect(result.studGroups.map((group) => [group.stock.label, group.rawStuds])).toEqual([
		['2.4 m', 9],
		['3 m', 9 + 8],
	])
	expect(result.studGroups[1]?.cut).toBeCloseTo(2.724, 12)
})

test('on a tie the first tallest wall takes the extras; imperial 9 ft walls use 104 5/8 in precuts', () => {
	// 9 ft = 108 in − 4.5 = 103.5 in → 104 5/8"
	const result = computeLumber({
		...imperialWalls,
		walls: [
			{ length: 8, height: 9 },
			{ length: 8, height: 9 },
		],
	})
	expect(result.studGroups).toHaveLength(1)
	expect(result.studGroups[0]?.stock.label).toBe('104 5/8" precut')
	expect(result.studGroups[0]?.extraStuds).toBe(6)
})

const wallLength = fc.integer({ min: 30, max: 3000 }).map((cm) => cm / 100)
const wallHeight = fc.integer({ min: 150, max: 500 }).map((cm) => cm / 100)
const metricInput = fc.record({
	unit: fc.constant('metric' as const),
	studSize: fc.constantFrom('38x63', '38x89', '38x140', '47x75', '47x100', '47x150'),
	spacing: fc.constantFrom('400', '600'),
	topPlates: fc.constantFrom('1', '2'),
	rows: fc.integer({ min: 0, max: 3 }),
	plateStock: fc.constantFrom('3', '3.6', '4.2', '4.8', '5.4'),
	walls: fc.array(fc.record({ length: wallLength, height: wallHeight }), { minLength: 1, maxLength: 5 }),
	corners: fc.integer({ min: 0, max: 100 }),
	openings: fc.array(
		fc.record({
			width: fc.integer({ min: 30, max: 280 }).map((cm) => cm / 100),
			quantity: fc.integer({ min: 1, max: 50 }),
		}),
		{ maxLength: 3 },
	),
	headerSize: fc.constantFrom('38x89', '47x200', '47x225'),
	headerPlies: fc.integer({ min: 1, max: 3 }),
	waste: fc.integer({ min: 0, max: 30 }),
})

test('property: every count is whole and non-negative, every figure finite, and both systems agree', () => {
	fc.assert(
		fc.property(metricInput, (input) => {
			const result = computeLumber(input)
			const counts = [
				result.totalPieces,
				result.plates,
				result.rowPieces,
				...result.studGroups.map((group) => group.studs),
				...result.headers.map((header) => header.boards),
			]
			for (const count of counts) {
				expect(Number.isInteger(count)).toBe(true)
				expect(count).toBeGreaterThanOrEqual(0)
			}
			for (const figure of [result.lengthM, result.lengthFt, result.volumeM3, result.boardFeet]) {
				expect(Number.isFinite(figure)).toBe(true)
				expect(figure).toBeGreaterThan(0)
			}
			expect(result.lengthFt).toBeCloseTo(result.lengthM * 3.28084, 6)
			expect(result.boardFeet).toBeCloseTo(result.volumeM3 * 423.7764, 6)
			for (const group of result.studGroups) expect(group.studs).toBeGreaterThanOrEqual(group.rawStuds)
		}),
	)
})

test('property: a longer wall, more corners, another opening or more waste never needs fewer pieces', () => {
	fc.assert(
		fc.property(metricInput, fc.integer({ min: 0, max: 500 }), (input, extraCm) => {
			const base = computeLumber(input)
			const [first, ...rest] = input.walls
			if (!first) return
			const longer = { ...first, length: Math.min(30, first.length + extraCm / 100) }
			const more = [
				{ ...input, walls: [longer, ...rest] },
				{ ...input, corners: Math.min(100, input.corners + 1) },
				{ ...input, openings: [...input.openings, { width: 0.9, quantity: 1 }] },
				{ ...input, waste: Math.min(30, input.waste + 5) },
			]
			for (const bigger of more) {
				const result = computeLumber(bigger)
				expect(result.totalPieces).toBeGreaterThanOrEqual(base.totalPieces)
				expect(result.lengthM).toBeGreaterThanOrEqual(base.lengthM - 1e-9)
			}
		}),
	)
})

test('property: a wall a whole number of spacings long has exactly one stud per spacing plus one (the float trap)', () => {
	fc.assert(
		fc.property(fc.integer({ min: 1, max: 50 }), fc.constantFrom(0.4, 0.6), (spaces, spacingM) => {
			const length = Number((spaces * spacingM).toFixed(2))
			const result = computeLumber({
				...floatWall,
				spacing: spacingM === 0.4 ? '400' : '600',
				walls: [{ length, height: 2.4 }],
			})
			expect(result.studGroups[0]?.layoutStuds).toBe(spaces + 1)
		}),
	)
	// Imperial: L × 12 / 16 for L = 4k/3 ft is whole only in feet-and-inches terms; 16 ft at 16 in is 12 + 1.
	expect(computeLumber({ ...imperialWalls, walls: [{ length: 16, height: 8 }] }).studGroups[0]?.layoutStuds).toBe(13)
})

test('property: every line worked out has its working, never NaN or a negative', () => {
	// computeLumber here checks each result's working and purchases, in both systems.
	fc.assert(
		fc.property(metricInput, (input) => {
			expect(stepsOf(computeLumber(input)).length).toBeGreaterThanOrEqual(4)
			const imperial: LumberInput = {
				...input,
				unit: 'imperial',
				studSize: '2x4',
				spacing: '16',
				plateStock: '16',
				headerSize: '2x8',
				walls: input.walls.map((wall) => ({ length: wall.length * 3, height: Math.min(13, wall.height * 3) })),
				openings: input.openings.map((opening) => ({ ...opening, width: Math.min(12, opening.width * 3) })),
			}
			expect(stepsOf(computeLumber(imperial)).length).toBeGreaterThanOrEqual(4)
		}),
	)
})
