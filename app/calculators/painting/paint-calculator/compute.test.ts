import { issuePath } from '#app/lib/number-input.ts'
import * as v from 'valibot'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectSoundEstimate } from '../../../../tests/support/estimated.ts'
import { choosePaintTins, computePaint } from './compute.ts'
import { createPaintSchema, type PaintInput, type PaintType, PAINT_DEFAULTS } from './schema.ts'

type Size = [number, number]

function paint(
	walls: ReadonlyArray<[...Size, number]>,
	openings: ReadonlyArray<Size> = [],
	options: Partial<Pick<PaintInput, 'unit' | 'paintType' | 'includeWastage'>> = {},
): PaintInput {
	return {
		unit: 'metric',
		metricUnit: 'm',
		paintType: 'eggshell',
		includeWastage: true,
		...options,
		surfaces: walls.map(([length, height, coats], index) => ({
			id: `w${index}`,
			name: `Wall ${index + 1}`,
			length,
			height,
			coats,
		})),
		openings: openings.map(([length, height], index) => ({
			id: `o${index}`,
			name: `Window/Door ${index + 1}`,
			length,
			height,
		})),
	}
}

/**
 * computePaint, checked as issue #17 asks on every run: no broken number in its working, and the tins bought are
 * its tin counts.
 */
function computeShown(input: PaintInput) {
	const result = computePaint(input)
	expectSoundEstimate(result)
	const { large, small } = result.paintNeeded.tins
	expect(result.purchases).toEqual(
		[
			{ key: 'paint-tin-5l', item: 'Paint, 5 L tin', quantity: large, unit: 'tin' },
			{ key: 'paint-tin-2-5l', item: 'Paint, 2.5 L tin', quantity: small, unit: 'tin' },
		].filter((purchase) => purchase.quantity > 0),
	)
	return result
}

test('one 4 × 2.5 m wall, two coats of eggshell: 2 litres in one small tin', () => {
	// area = 10 m²; with coats = 20 m²; litres = 20 / 11 × 1.1 = 2.00 → 0 large, remainder 2 ≤ 2.5 → 1 small
	const result = computeShown(paint([[4, 2.5, 2]]))
	expect(result.totalWallArea.metric).toBeCloseTo(10, 9)
	expect(result.totalWallArea.imperial).toBeCloseTo(107.64, 9)
	expect(result.totalAreaWithCoats.metric).toBeCloseTo(20, 9)
	expect(result.paintNeeded.litres).toBeCloseTo(2, 9)
	expect(result.paintNeeded.usGallons).toBeCloseTo(0.528344, 6)
	expect(result.paintNeeded.tins).toEqual({ large: 0, small: 1 })
	expect(result.coverage).toEqual({ perLitre: 11, perLitreFt2: 118.404 })
})

/** Satin on a 4 × 2.5 m wall at 1 coat and a 6 × 2.5 m wall at 3 coats, less a window and a door. */
const MIXED_COATS = paint(
	[
		[4, 2.5, 1],
		[6, 2.5, 3],
	],
	[
		[2, 1],
		[0.9, 2],
	],
	{ paintType: 'satin' },
)

test('mixed coats and two openings weight the coats by wall area', () => {
	// walls 4 × 2.5 = 10 m² at 1 coat and 6 × 2.5 = 15 m² at 3 coats: total 25 m²
	// openings 2 × 1 = 2 and 0.9 × 2 = 1.8: deductions 3.8 m²; net 21.2 m²
	// coats = (10 × 1 + 15 × 3) / 25 = 2.2; with coats = 21.2 × 2.2 = 46.64 m²
	// satin 11 m²/L: 46.64 / 11 × 1.1 = 4.664 L → remainder above 2.5 → 1 large tin
	const result = computeShown(MIXED_COATS)
	expect(result.totalWallArea.metric).toBeCloseTo(25, 9)
	expect(result.totalDeductionArea.metric).toBeCloseTo(3.8, 9)
	expect(result.netPaintableArea.metric).toBeCloseTo(21.2, 9)
	expect(result.averageCoats).toBeCloseTo(2.2, 9)
	expect(result.totalAreaWithCoats.metric).toBeCloseTo(46.64, 9)
	expect(result.paintNeeded.litres).toBeCloseTo(4.664, 9)
	expect(result.paintNeeded.tins).toEqual({ large: 1, small: 0 })
})

test('three 5 × 2.4 m walls in gloss: 7.92 L is two large tins, 7.2 L without wastage is one large and one small', () => {
	// 3 × 12 = 36 m² × 2 coats = 72 m²; 72 / 10 = 7.2 L; × 1.1 = 7.92 L
	// 7.92: 1 large + 2.92 left (> 2.5) → 2 large; 7.2: 1 large + 2.2 left → 1 small
	const walls: Array<[number, number, number]> = [
		[5, 2.4, 2],
		[5, 2.4, 2],
		[5, 2.4, 2],
	]
	const withWastage = computeShown(paint(walls, [], { paintType: 'gloss' }))
	expect(withWastage.paintNeeded.litres).toBeCloseTo(7.92, 9)
	expect(withWastage.paintNeeded.tins).toEqual({ large: 2, small: 0 })
	const without = computeShown(paint(walls, [], { paintType: 'gloss', includeWastage: false }))
	expect(without.paintNeeded.litres).toBeCloseTo(7.2, 9)
	expect(without.paintNeeded.tins).toEqual({ large: 1, small: 1 })
})

test('working: the mixed-coats example shows the arithmetic of each line with the numbers typed', () => {
	// as above: 25 − 3.8 = 21.2 m²; (10 × 1 + 15 × 3) / 25 = 2.2 coats; 21.2 × 2.2 = 46.64 m²;
	// 46.64 / 11 = 4.24 L, + 10 % = 4.664 L; 4.664 / 5 = 0.9328, 4.66 L left is over 2.5 L → 1 large tin
	const result = computeShown(MIXED_COATS)
	expect(workedOut(result).working).toEqual([
		{ label: 'Total Wall Area', steps: '4 m × 2.5 m + 6 m × 2.5 m = 25.00 m² (269.10 ft²)' },
		{ label: 'Windows and Doors Deducted', steps: '2 m × 1 m + 0.9 m × 2 m = 3.80 m² (40.90 ft²)' },
		{ label: 'Net Paintable Area', steps: '25.00 m² − 3.80 m² = 21.20 m² (228.20 ft²)' },
		{
			label: 'Total Area with Coats',
			steps:
				'(10.00 m² × 1 + 15.00 m² × 3) ÷ 25.00 m² = 2.2; 21.20 m² × 2.2 coats = 46.64 m² (502.03 ft²), 2.20 coats on average',
		},
		{
			label: 'Paint Needed',
			steps: '46.64 m² ÷ 11 m² per litre = 4.24 litres; + 10 % wastage = 4.66 litres (1.23 US gal)',
		},
		{ label: 'Large Tins (5 L)', steps: '4.66 litres ÷ 5 L = 0.9328; 4.66 L left > 2.5 L → 1' },
		{ label: 'Small Tins (2.5 L)', steps: '4.66 L left > 2.5 L → 0' },
	])
	expect(result.purchases).toEqual([{ key: 'paint-tin-5l', item: 'Paint, 5 L tin', quantity: 1, unit: 'tin' }])
})

/** 12 × 8 ft and 10 × 8 ft walls at 2 coats of eggshell, less a 3 × 7 ft door. */
const IMPERIAL_WALLS = paint(
	[
		[12, 8, 2],
		[10, 8, 2],
	],
	[[3, 7]],
	{ unit: 'imperial' },
)

test('working: imperial walls in ft, litres from the m² with coats, a small tin for what is left', () => {
	// 12 × 8 = 96 ft² and 10 × 8 = 80 ft², less 3 × 7 = 21 ft²: 155 ft² × 2 coats = 310 ft² = 28.80 m²;
	// 28.80 / 11 = 2.62 L, + 10 % = 2.88 L; 2.88 / 5 = 0.576 whole large tins, 2.88 L left is over 2.5 L → 1 large
	const result = computeShown(IMPERIAL_WALLS)
	expect(workedOut(result).working.map((line) => line.steps)).toEqual([
		'12 ft × 8 ft + 10 ft × 8 ft = 176.00 ft² (16.35 m²)',
		'3 ft × 7 ft = 21.00 ft² (1.95 m²)',
		'176.00 ft² − 21.00 ft² = 155.00 ft² (14.40 m²)',
		'(96.00 ft² × 2 + 80.00 ft² × 2) ÷ 176.00 ft² = 2; 155.00 ft² × 2 coats = 310.00 ft² (28.80 m²), 2.00 coats on average',
		'28.80 m² ÷ 11 m² per litre = 2.62 litres; + 10 % wastage = 2.88 litres (0.76 US gal)',
		'2.88 litres ÷ 5 L = 0.576; 2.88 L left > 2.5 L → 1',
		'2.88 L left > 2.5 L → 0',
	])
	// 3 × 12 m² × 2 coats of gloss = 72 m² / 10 = 7.2 L: 1 large tin, then 2.2 L left in a small one
	const gloss = computeShown(
		paint(
			[
				[5, 2.4, 2],
				[5, 2.4, 2],
				[5, 2.4, 2],
			],
			[],
			{ paintType: 'gloss', includeWastage: false },
		),
	)
	expect(
		workedOut(gloss)
			.working.slice(4)
			.map((line) => line.steps),
	).toEqual([
		'72.00 m² ÷ 10 m² per litre = 7.20 litres (1.90 US gal)',
		'7.20 litres ÷ 5 L = 1.44 → 1',
		'2.20 L left ÷ 2.5 L = 0.88 → 1',
	])
	expect(gloss.purchases).toEqual([
		{ key: 'paint-tin-5l', item: 'Paint, 5 L tin', quantity: 1, unit: 'tin' },
		{ key: 'paint-tin-2-5l', item: 'Paint, 2.5 L tin', quantity: 1, unit: 'tin' },
	])
})

test('each paint type uses its own coverage', () => {
	// 10 × 3 m, 1 coat, no wastage: 30 m² / coverage
	const expected: Record<PaintType, number> = {
		flat: 2.5,
		eggshell: 30 / 11,
		satin: 30 / 11,
		'semi-gloss': 3,
		gloss: 3,
	}
	for (const [paintType, litres] of Object.entries(expected)) {
		const result = computeShown(paint([[10, 3, 1]], [], { paintType: paintType as PaintType, includeWastage: false }))
		expect(result.paintNeeded.litres).toBeCloseTo(litres, 9)
	}
})

test('openings larger than the walls leave nothing to paint, never a negative amount', () => {
	// wall 2 × 2 = 4 m²; opening 3 × 2 = 6 m²; net = max(0, 4 − 6) = 0
	const result = computeShown(paint([[2, 2, 2]], [[3, 2]]))
	expect(result.totalWallArea.metric).toBeCloseTo(4, 9)
	expect(result.totalDeductionArea.metric).toBeCloseTo(6, 9)
	expect(result.netPaintableArea.metric).toBe(0)
	expect(result.totalAreaWithCoats.metric).toBe(0)
	expect(result.paintNeeded.litres).toBe(0)
	expect(result.paintNeeded.tins).toEqual({ large: 0, small: 0 })
})

test('walls of zero size need no paint and no division by zero', () => {
	const result = computeShown(paint([[0, 0, 2]]))
	expect(result.averageCoats).toBe(0)
	expect(result.paintNeeded.litres).toBe(0)
	expect(result.paintNeeded.tins).toEqual({ large: 0, small: 0 })
})

test('imperial walls are measured in ft² and converted to m² for the litres', () => {
	// walls 12 × 8 = 96 ft² and 10 × 8 = 80 ft²: 176 ft²; door 3 × 7 = 21 ft²; net 155 ft²
	// with 2 coats 310 ft² × 0.092903 = 28.79993 m²; / 11 × 1.1 = 2.879993 L → 1 large tin
	// US gallons = 2.879993 × 0.264172 = 0.760814
	const result = computeShown(IMPERIAL_WALLS)
	expect(result.totalWallArea.imperial).toBeCloseTo(176, 9)
	expect(result.totalWallArea.metric).toBeCloseTo(16.350928, 9)
	expect(result.netPaintableArea.imperial).toBeCloseTo(155, 9)
	expect(result.netPaintableArea.metric).toBeCloseTo(14.399965, 9)
	expect(result.totalAreaWithCoats.imperial).toBeCloseTo(310, 9)
	expect(result.paintNeeded.litres).toBeCloseTo(2.879993, 9)
	expect(result.paintNeeded.usGallons).toBeCloseTo(0.760814, 6)
	expect(result.paintNeeded.tins).toEqual({ large: 1, small: 0 })
})

test('rounding trap: 50 m² of eggshell with wastage is exactly one 5 L tin', () => {
	// 50 / 11 × 1.1 is 5.000000000000001 in floating point; no small tin for the noise
	const result = computeShown(paint([[10, 5, 1]]))
	expect(result.paintNeeded.litres).toBeCloseTo(5, 12)
	expect(result.paintNeeded.tins).toEqual({ large: 1, small: 0 })
})

test('rounding trap: 25 m² of eggshell with wastage is one small tin, not a large one', () => {
	// 25 / 11 × 1.1 is 2.5000000000000004 in floating point; 2.5 L fits the small tin
	const result = computeShown(paint([[10, 2.5, 1]]))
	expect(result.paintNeeded.tins).toEqual({ large: 0, small: 1 })
})

test('tins: whole large tins, then a small tin for up to 2.5 L more, else another large tin', () => {
	expect(choosePaintTins(0)).toEqual({ large: 0, small: 0 })
	expect(choosePaintTins(0.1)).toEqual({ large: 0, small: 1 })
	expect(choosePaintTins(2.5)).toEqual({ large: 0, small: 1 })
	expect(choosePaintTins(2.6)).toEqual({ large: 1, small: 0 })
	expect(choosePaintTins(5)).toEqual({ large: 1, small: 0 })
	expect(choosePaintTins(7.5)).toEqual({ large: 1, small: 1 })
	expect(choosePaintTins(7.51)).toEqual({ large: 2, small: 0 })
	expect(choosePaintTins(10)).toEqual({ large: 2, small: 0 })
	expect(choosePaintTins(12.4)).toEqual({ large: 2, small: 1 })
	expect(choosePaintTins(9.999999999999998)).toEqual({ large: 2, small: 0 })
})

test('the schema takes sizes from 0, whole coats from 1 to 3, and the defaults are eggshell, 2 coats, wastage on', () => {
	expect(PAINT_DEFAULTS.paintType).toBe('eggshell')
	expect(PAINT_DEFAULTS.includeWastage).toBe(true)
	expect(PAINT_DEFAULTS.surfaces.map((surface) => [surface.name, surface.coats])).toEqual([['Wall 1', '2']])
	expect(PAINT_DEFAULTS.openings).toEqual([])
	const values = {
		...PAINT_DEFAULTS,
		surfaces: [
			{ id: 'a', name: 'Wall 1', length: '0', height: '2.4', coats: '3' },
			{ id: 'b', name: 'Wall 2', length: '-1', height: '2.4', coats: '4' },
			{ id: 'c', name: 'Wall 3', length: '4', height: '2.4', coats: '1.5' },
		],
		openings: [{ id: 'd', name: 'Window/Door 1', length: 'abc', height: '0' }],
	}
	const result = v.safeParse(createPaintSchema(values), values)
	expect(result.issues?.map((issue) => issuePath(issue))).toEqual([
		'surfaces.1.length',
		'surfaces.1.coats',
		'surfaces.2.coats',
		'openings.0.length',
	])
})

const dimension = fc.integer({ min: 0, max: 3000 }).map((cm) => cm / 100)
const wall = fc.tuple(dimension, dimension, fc.integer({ min: 1, max: 3 }))
const paintInput = fc.record({
	walls: fc.array(wall, { minLength: 1, maxLength: 5 }),
	openings: fc.array(fc.tuple(dimension, dimension), { maxLength: 4 }),
	paintType: fc.constantFrom<PaintType>('flat', 'eggshell', 'satin', 'semi-gloss', 'gloss'),
	includeWastage: fc.boolean(),
})

function computeFrom(input: {
	walls: ReadonlyArray<[number, number, number]>
	openings: ReadonlyArray<[number, number]>
	paintType: PaintType
	includeWastage: boolean
}) {
	return computeShown(paint(input.walls, input.openings, input))
}

test('property: results are finite, never negative, tins are whole and hold the paint', () => {
	fc.assert(
		fc.property(paintInput, (input) => {
			const result = computeFrom(input)
			const { litres, tins } = result.paintNeeded
			for (const value of [litres, result.netPaintableArea.metric, result.totalAreaWithCoats.imperial]) {
				expect(Number.isFinite(value)).toBe(true)
				expect(value).toBeGreaterThanOrEqual(0)
			}
			expect(Number.isInteger(tins.large)).toBe(true)
			expect(tins.small === 0 || tins.small === 1).toBe(true)
			const capacity = tins.large * 5 + tins.small * 2.5
			// ceilCount treats up to 1e-9 of a 5 L tin as float noise, so a need of 5e-9 L may buy nothing.
			expect(capacity).toBeGreaterThanOrEqual(litres - 5e-9)
			expect(capacity - litres).toBeLessThan(5)
		}),
	)
})

test('property: every computed line has its working, in metres and feet, with no broken numbers', () => {
	fc.assert(
		fc.property(
			paintInput,
			fc.constantFrom<Pick<PaintInput, 'unit' | 'metricUnit'>>(
				{ unit: 'metric', metricUnit: 'm' },
				{ unit: 'imperial', metricUnit: 'm' },
			),
			(input, units) => {
				// computeShown checks the working for broken numbers and the purchases against the tins
				const result = computeShown({ ...paint(input.walls, input.openings, input), ...units })
				expect(workedOut(result).working).toHaveLength(7)
			},
		),
	)
})

test('property: a longer wall, more coats or wastage never needs less paint', () => {
	fc.assert(
		fc.property(paintInput, fc.integer({ min: 0, max: 500 }), (input, extraCm) => {
			const base = computeFrom(input).paintNeeded
			const [first, ...rest] = input.walls
			if (!first) return
			const longer = computeFrom({ ...input, walls: [[first[0] + extraCm / 100, first[1], first[2]], ...rest] })
			const moreCoats = computeFrom({ ...input, walls: [[first[0], first[1], Math.min(3, first[2] + 1)], ...rest] })
			const withWastage = computeFrom({ ...input, includeWastage: true })
			for (const bigger of [longer.paintNeeded, moreCoats.paintNeeded, withWastage.paintNeeded]) {
				expect(bigger.litres).toBeGreaterThanOrEqual(base.litres - 1e-9)
				expect(bigger.tins.large * 5 + bigger.tins.small * 2.5).toBeGreaterThanOrEqual(
					base.tins.large * 5 + base.tins.small * 2.5,
				)
			}
		}),
	)
})

test('property: feet and the same walls in metres need the same paint', () => {
	const feet = fc.integer({ min: 0, max: 60 })
	fc.assert(
		fc.property(
			fc.array(fc.tuple(feet, feet, fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 4 }),
			fc.array(fc.tuple(feet, feet), { maxLength: 3 }),
			(walls, openings) => {
				const inMetres = (value: number) => value * 0.3048
				const imperial = computeShown(paint(walls, openings, { unit: 'imperial' }))
				const metric = computeShown(
					paint(
						walls.map(([length, height, coats]) => [inMetres(length), inMetres(height), coats]),
						openings.map(([length, height]) => [inMetres(length), inMetres(height)]),
					),
				)
				// 1 ft² is 0.09290304 m² exactly; the seed rounds 1 m² to 10.764 ft², 8 parts in 10⁶ off
				// of the wall area (openings are taken off before the difference shows).
				const scale = Math.max(1, imperial.totalWallArea.imperial)
				const agree = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-5 * scale)
				agree(imperial.paintNeeded.litres, metric.paintNeeded.litres)
				agree(imperial.netPaintableArea.imperial, metric.netPaintableArea.imperial)
				agree(imperial.totalAreaWithCoats.metric, metric.totalAreaWithCoats.metric)
			},
		),
	)
})

test('an opening larger than any wall, or openings adding up to more than the walls, get a message on the opening', () => {
	const values = {
		...PAINT_DEFAULTS,
		surfaces: [{ ...PAINT_DEFAULTS.surfaces[0]!, length: '2', height: '2' }],
		openings: [{ id: 'o', name: 'Window/Door 1', length: '10', height: '10' }],
	}
	// 2 × 2 = 4 m² of wall, 10 × 10 = 100 m² of opening: '0.00 litres' before, a message now
	const messages = (input: typeof values) =>
		v.safeParse(createPaintSchema(input), input).issues?.map((issue) => `${issuePath(issue)}: ${issue.message}`)
	expect(messages(values)).toEqual(['openings.0.length: Larger than any wall: check the sizes'])
	// openings 1.5 × 2 = 3 m² and 1 × 1.5 = 1.5 m²: 4.5 m² on 4 m²
	const twoOpenings = {
		...values,
		openings: [
			{ id: 'a', name: 'Window/Door 1', length: '1.5', height: '2' },
			{ id: 'b', name: 'Window/Door 2', length: '1', height: '1.5' },
		],
	}
	expect(messages(twoOpenings)).toEqual([
		'openings.1.length: With this one, the openings add up to more than the walls',
	])
})
