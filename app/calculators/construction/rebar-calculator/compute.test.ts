import fc from 'fast-check'
import { expect, test } from 'vitest'
import { attemptCalculation } from '#app/lib/calculation-error.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { computeRebar as computeOnly, InvalidRebarSizeError } from './compute.ts'
import { ASTM_METRIC_REBAR_SIZES, BS_4449_REBAR_SIZES, IMPERIAL_REBAR_SIZES, METRIC_REBAR_SIZES } from './options.ts'
import type { RebarGridInput, RebarInput } from './schema.ts'

/** Every result here is also checked for a broken amount in its working, and buys the tons it shows. */
function computeRebar(input: RebarInput) {
	const result = computeOnly(input)
	expectSoundEstimate(result, { decimal: ['tonne', 'US ton'] })
	// Bought by the tonne or US ton shown ('< 0.001 tonnes' for a few short bars: 0.001 is bought).
	const tons = shownValue(result, 'Weight in Tons') ?? ''
	const shownTons = Number(/[\d,.]+/.exec(tons)?.[0].replace(/,/g, ''))
	expect(result.purchases.map((purchase) => purchase.quantity)).toEqual([shownTons])
	return result
}

const pieces: RebarInput = {
	unit: 'metric',
	mode: 'individual',
	entries: [{ size: 'No.13', quantity: 10, length: 6 }],
	grid: null,
	includeLapSplice: false,
	lapSplicePercentage: 0,
	includeWastage: true,
	wastagePercentage: 10,
	pricePerTon: null,
}

const slabGrid: RebarGridInput = {
	slabLength: 5,
	slabWidth: 4,
	spacing: 20,
	edgeSpacing: 5,
	size: 'No.10',
	barLength: 6,
	pricePerLength: null,
}

const grid: RebarInput = { ...pieces, mode: 'grid', entries: [], grid: slabGrid }

test('ten 6 m No.13 bars with 10% wastage', () => {
	// 10 × 6 m × 1.1 = 66 m (× 3.28084 = 216.53 ft); × 0.994 kg/m = 65.604 kg (× 2.20462 = 144.63 lb); 0.066 t
	const result = computeRebar(pieces)
	expect(result.totalLength.metric).toBeCloseTo(66, 9)
	expect(result.totalLength.imperial).toBeCloseTo(216.53544, 5)
	expect(result.totalWeight.metric).toBeCloseTo(65.604, 9)
	expect(result.totalWeight.imperial).toBeCloseTo(144.63189, 4)
	expect(result.totalWeight.tons).toBeCloseTo(0.065604, 9)
	expect(result.rebarBreakdown).toEqual([
		{
			size: 'No.13',
			quantity: 10,
			lengthPerPiece: 6,
			totalLength: expect.closeTo(66, 9),
			totalWeight: expect.closeTo(65.604, 9),
		},
	])
	expect(result.cost).toBeNull()
	expect(result.gridDetails).toBeNull()
	expect(workedOut(result).working).toEqual([
		{ label: 'Total Rebar Weight', steps: '10 × 6 m + 10 % waste = 66.00 m × 0.994 kg/m = 65.60 kg' },
		{ label: 'Total Length', steps: '10 × 6 m + 10 % waste = 66.00 m (216.54 ft)' },
		{ label: 'Total Weight', steps: '65.60 kg × 2.20462 = 65.60 kg (144.63 lb)' },
		{ label: 'Weight in Tons', steps: '65.60 kg ÷ 1000 = 0.066 tonnes' },
		{ label: 'No.13', steps: '10 × 6 m + 10 % waste = 66.00 m × 0.994 kg/m = 65.60 kg' },
	])
	// The breakdown's row: size, quantity, length per piece, total length, total weight.
	const [row] = result.shown.tables[1].lines
	expect([row?.label, row?.quantity, row?.lengthPerPiece, row?.totalLength, row?.value]).toEqual([
		'No.13',
		'10',
		'6.00 m',
		'66.00 m',
		'65.60 kg',
	])
	expect(shownValue(result, 'Lap Splice')).toBe('Not included')
	expect(shownValue(result, 'Wastage')).toBe('10%')
	expect(result.purchases).toEqual([{ key: 'rebar-tonne', item: 'Rebar', quantity: 0.066, unit: 'tonne' }])
})

test('lap splice and wastage multiply the length: 60 m × 1.05 × 1.1 = 69.3 m', () => {
	// 69.3 × 0.994 = 68.8842 kg
	const result = computeRebar({ ...pieces, includeLapSplice: true, lapSplicePercentage: 5 })
	expect(result.lengthFactor).toBeCloseTo(1.155, 12)
	expect(result.totalLength.metric).toBeCloseTo(69.3, 9)
	expect(result.totalWeight.metric).toBeCloseTo(68.8842, 9)
})

test('with neither lap splice nor wastage the length is quantity × length', () => {
	const result = computeRebar({ ...pieces, includeWastage: false, wastagePercentage: 0 })
	expect(result.totalLength.metric).toBe(60)
})

test('two sizes add up row by row, and a price per tonne gives the cost per kg and per lb', () => {
	// No.10: 20 × 3 m = 60 m × 0.56 = 33.6 kg; No.16: 4 × 12 m = 48 m × 1.552 = 74.496 kg (no lap, no waste)
	// 108 m, 108.096 kg = 0.108096 t × £900 = £97.2864; per kg £0.90; per lb 97.2864 / 238.3106 = £0.4082
	const result = computeRebar({
		...pieces,
		wastagePercentage: 0,
		entries: [
			{ size: 'No.10', quantity: 20, length: 3 },
			{ size: 'No.16', quantity: 4, length: 12 },
		],
		pricePerTon: 900,
	})
	expect(result.rebarBreakdown.map((row) => [row.size, row.totalLength, row.totalWeight])).toEqual([
		['No.10', 60, expect.closeTo(33.6, 9)],
		['No.16', 48, expect.closeTo(74.496, 9)],
	])
	expect(result.totalLength.metric).toBe(108)
	expect(result.totalWeight.metric).toBeCloseTo(108.096, 9)
	expect(result.cost?.totalCost).toBeCloseTo(97.2864, 9)
	expect(result.cost?.costPerKg).toBeCloseTo(0.9, 9)
	expect(result.cost?.costPerPound).toBeCloseTo(0.408234, 6)
	expect(result.cost?.lengthCost).toBeNull()
	expect(workedOut(result).working.map((line) => line.steps)).toEqual([
		'33.60 kg + 74.50 kg = 108.10 kg',
		'20 × 3 m + 4 × 12 m = 108.00 m (354.33 ft)',
		'108.10 kg × 2.20462 = 108.10 kg (238.31 lb)',
		'108.10 kg ÷ 1000 = 0.108 tonnes',
		'20 × 3 m = 60.00 m × 0.56 kg/m = 33.60 kg',
		'4 × 12 m = 48.00 m × 1.552 kg/m = 74.50 kg',
		'108.10 kg ÷ 1000 × £900.00 = £97.29',
		'£97.29 ÷ 108.10 kg = £0.90',
		'£97.29 ÷ 238.31 lb = £0.41',
	])
})

test('imperial pieces: ten 20 ft #4 bars with 10% wastage, priced per US ton', () => {
	// 10 × 20 × 1.1 = 220 ft (67.056 m) × 0.668 lb/ft = 146.96 lb (66.66 kg); 146.96 / 2000 = 0.07348 US tons
	// × $1200 = $88.176; per lb $0.6; per kg 88.176 / 66.65988 = $1.32277
	const result = computeRebar({
		...pieces,
		unit: 'imperial',
		entries: [{ size: '#4', quantity: 10, length: 20 }],
		pricePerTon: 1200,
	})
	expect(result.totalLength.imperial).toBeCloseTo(220, 9)
	expect(result.totalLength.metric).toBeCloseTo(67.056, 9)
	expect(result.totalWeight.imperial).toBeCloseTo(146.96, 9)
	expect(result.totalWeight.metric).toBeCloseTo(66.65988032, 8)
	expect(result.totalWeight.tons).toBeCloseTo(0.07348, 9)
	expect(result.cost?.totalCost).toBeCloseTo(88.176, 9)
	expect(result.cost?.costPerPound).toBeCloseTo(0.6, 9)
	expect(result.cost?.costPerKg).toBeCloseTo(1.322775, 5)
	expect(
		workedOut(result)
			.working.slice(0, 4)
			.map((line) => line.steps),
	).toEqual([
		'10 × 20 ft + 10 % waste = 220.00 ft × 0.668 lb/ft = 146.96 lb',
		'10 × 20 ft + 10 % waste = 220.00 ft (220\' 0"; 67.06 m)',
		'146.96 lb × 0.453592 = 146.96 lb (66.66 kg)',
		'146.96 lb ÷ 2000 = 0.073 US tons',
	])
	expect(result.purchases).toEqual([{ key: 'rebar-us-ton', item: 'Rebar', quantity: 0.073, unit: 'US ton' }])
})

test('No.6 weighs what #2 weighs: 0.249 kg/m, not 0.222 (rebar doc §5)', () => {
	// #2: 0.167 lb/ft × 0.453592 kg/lb ÷ 0.3048 m/ft = 0.24852 kg/m, 0.249 to three decimals.
	// 10 × 6 m × 1.1 = 66 m × 0.249 = 16.434 kg (was 66 × 0.222 = 14.652 kg, 11 % light)
	const result = computeRebar({ ...pieces, entries: [{ size: 'No.6', quantity: 10, length: 6 }] })
	expect(result.totalWeight.metric).toBeCloseTo(16.434, 9)
	expect(shownValue(result, 'Total Rebar Weight')).toBe('16.43 kg')
	expect(stepsOf(result)[0]).toBe('Total Rebar Weight: 10 × 6 m + 10 % waste = 66.00 m × 0.249 kg/m = 16.43 kg')
	// The same 66 m in feet as #2: 216.5354 ft × 0.167 lb/ft = 36.1614 lb = 16.4027 kg, within 0.2 % of 16.434
	const imperial = computeRebar({
		...pieces,
		unit: 'imperial',
		entries: [{ size: '#2', quantity: 10, length: 6 / 0.3048 }],
	})
	expect(imperial.totalWeight.metric).toBeCloseTo(16.4027, 3)
})

test('No.36 (#11) joins the metric list at 7.907 kg/m', () => {
	// 4 × 12 m = 48 m, no waste; × 7.907 = 379.536 kg (836.73 lb); 0.380 tonnes
	const result = computeRebar({
		...pieces,
		entries: [{ size: 'No.36', quantity: 4, length: 12 }],
		includeWastage: false,
		wastagePercentage: 0,
	})
	expect(result.totalWeight.metric).toBeCloseTo(379.536, 9)
	expect(shownValue(result, 'Total Weight')).toBe('379.54 kg (836.73 lb)')
	expect(shownValue(result, 'Weight in Tons')).toBe('0.380 tonnes')
})

test('UK BS 4449 bars in metric: H12 at 0.888 kg/m and H8 to H40 as the standard lists them', () => {
	// 25 × 6 m × 1.1 = 165 m × 0.888 = 146.52 kg; 0.147 tonnes
	const result = computeRebar({ ...pieces, entries: [{ size: 'H12', quantity: 25, length: 6 }] })
	expect(result.totalLength.metric).toBeCloseTo(165, 9)
	expect(result.totalWeight.metric).toBeCloseTo(146.52, 9)
	expect(shownValue(result, 'Weight in Tons')).toBe('0.147 tonnes')
	expect(result.shown.tables[1].lines[0]?.label).toBe('H12')
	// Each is its nominal area × 7,850 kg/m³, to three decimals: π/4 × 12² mm² = 113.097 mm² × 0.00785 = 0.8878
	expect(BS_4449_REBAR_SIZES.map((size) => [size.id, size.weightPerUnitLength])).toEqual([
		['H8', 0.395],
		['H10', 0.617],
		['H12', 0.888],
		['H16', 1.579],
		['H20', 2.466],
		['H25', 3.854],
		['H32', 6.313],
		['H40', 9.864],
	])
	for (const size of BS_4449_REBAR_SIZES)
		expect(size.weightPerUnitLength).toBeCloseTo((Math.PI / 4) * size.diameter ** 2 * 0.00785, 2)
	// A UK bar is not an imperial size.
	expect(() =>
		computeRebar({ ...pieces, unit: 'imperial', entries: [{ size: 'H12', quantity: 1, length: 1 }] }),
	).toThrow('Invalid rebar size')
})

test('a grid of UK bars: the 5 × 4 m slab at 20 cm with 5 cm edges in H10', () => {
	// 20 × 4.9 m + 25 × 3.9 m = 195.5 m × 1.1 = 215.05 m × 0.617 = 132.68585 kg; 36 pieces of 6 m
	const result = computeRebar({ ...grid, grid: { ...slabGrid, size: 'H10' } })
	expect(result.totalWeight.metric).toBeCloseTo(132.68585, 9)
	expect(result.gridDetails?.piecesNeeded).toBe(36)
})

test('metric grid: a 5 × 4 m slab at 20 cm with 5 cm edges', () => {
	// grid 4.9 × 3.9 m; lengthwise floor(3.9 / 0.2) + 1 = 20 bars × 4.9 = 98 m; widthwise floor(4.9 / 0.2) + 1 = 25 × 3.9 = 97.5 m
	// 195.5 m × 1.1 = 215.05 m; pieces ceil(215.05 / 6) = ceil(35.84) = 36; weight 215.05 × 0.56 = 120.428 kg
	const result = computeRebar(grid)
	expect(result.gridDetails).toEqual({
		gridLength: expect.closeTo(4.9, 9),
		gridWidth: expect.closeTo(3.9, 9),
		lengthwiseLines: 20,
		widthwiseLines: 25,
		piecesNeeded: 36,
	})
	expect(result.totalLength.metric).toBeCloseTo(215.05, 9)
	expect(result.totalWeight.metric).toBeCloseTo(120.428, 9)
	expect(result.rebarBreakdown).toEqual([
		{
			size: 'No.10',
			quantity: 36,
			lengthPerPiece: 6,
			totalLength: expect.closeTo(215.05, 9),
			totalWeight: expect.closeTo(120.428, 9),
		},
	])
	expect(workedOut(result).working.slice(4)).toEqual([
		{ label: 'No.10', steps: '(20 × 4.9 m + 25 × 3.9 m) + 10 % waste = 215.05 m × 0.56 kg/m = 120.43 kg' },
		{ label: 'Grid Length', steps: '5 m − 2 × 0.05 m = 4.90 m' },
		{ label: 'Grid Width', steps: '4 m − 2 × 0.05 m = 3.90 m' },
		{ label: 'Lengthwise Bars', steps: '3.9 m ÷ 0.2 m = 19.5 → 19 + 1 = 20' },
		{ label: 'Widthwise Bars', steps: '4.9 m ÷ 0.2 m = 24.5 → 24 + 1 = 25' },
		{ label: 'Pieces Needed', steps: '215.05 m ÷ 6 m = 35.8417 → 36' },
	])
})

test('a grid priced per metre; with a price per tonne too, the total uses the tonne price', () => {
	// 215.05 m × £2 = £430.10; with £1000/t: 0.120428 t × 1000 = £120.43, the length cost shown beside it
	const perMetre = computeRebar({ ...grid, grid: { ...slabGrid, pricePerLength: 2 } })
	expect(perMetre.cost?.totalCost).toBeCloseTo(430.1, 9)
	expect(perMetre.cost?.lengthCost).toBeCloseTo(430.1, 9)
	expect(perMetre.cost?.costPerKg).toBeCloseTo(430.1 / 120.428, 9)
	const both = computeRebar({ ...grid, grid: { ...slabGrid, pricePerLength: 2 }, pricePerTon: 1000 })
	expect(both.cost?.totalCost).toBeCloseTo(120.428, 9)
	expect(both.cost?.lengthCost).toBeCloseTo(430.1, 9)
	expect(stepsOf(perMetre).find((line) => line.startsWith('Total Cost'))).toBe('Total Cost: 215.05 m × £2.00 = £430.10')
	expect(
		workedOut(both)
			.working.slice(-4)
			.map((line) => line.steps),
	).toEqual([
		'120.43 kg ÷ 1000 × £1,000.00 = £120.43',
		'£120.43 ÷ 120.43 kg = £1.00',
		'£120.43 ÷ 265.50 lb = £0.45',
		'215.05 m × £2.00 = £430.10',
	])
})

test('imperial grid: a 20 × 10 ft slab at 12 in with 3 in edges, 20 ft #4 bars', () => {
	// grid 19.5 × 9.5 ft; lengthwise floor(9.5 / 1) + 1 = 10 × 19.5 = 195 ft; widthwise floor(19.5) + 1 = 20 × 9.5 = 190 ft
	// 385 × 1.1 = 423.5 ft; pieces ceil(21.175) = 22; 423.5 × 0.668 = 282.898 lb; 0.141449 US tons
	const result = computeRebar({
		...grid,
		unit: 'imperial',
		grid: { ...slabGrid, slabLength: 20, slabWidth: 10, spacing: 12, edgeSpacing: 3, size: '#4', barLength: 20 },
	})
	expect(result.gridDetails).toMatchObject({ lengthwiseLines: 10, widthwiseLines: 20, piecesNeeded: 22 })
	expect(result.totalLength.imperial).toBeCloseTo(423.5, 9)
	expect(result.totalWeight.imperial).toBeCloseTo(282.898, 9)
	expect(result.totalWeight.tons).toBeCloseTo(0.141449, 9)
})

test('rounding trap: 0.6 m / 0.1 m is 5.999999999999999 in floating point, and still 7 grid lines', () => {
	// slab 1 × 0.7 m, edges 5 cm: grid 0.9 × 0.6 m at 10 cm: lengthwise floor(6) + 1 = 7 × 0.9 = 6.3 m;
	// widthwise floor(9) + 1 = 10 × 0.6 = 6 m; 12.3 m with no wastage
	const result = computeRebar({
		...grid,
		wastagePercentage: 0,
		grid: { ...slabGrid, slabLength: 1, slabWidth: 0.7, spacing: 10, edgeSpacing: 5 },
	})
	expect(result.gridDetails?.lengthwiseLines).toBe(7)
	expect(result.gridDetails?.widthwiseLines).toBe(10)
	expect(result.totalLength.metric).toBeCloseTo(12.3, 9)
})

test('rounding trap: 180 m × 1.1 = 198.00000000000003 m of 6 m bars is 33 pieces, not 34', () => {
	// slab 19 × 1 m, 20 cm, 5 cm edges: 5 bars × 18.9 m + 95 bars × 0.9 m = 94.5 + 85.5 = 180 m
	const result = computeRebar({ ...grid, grid: { ...slabGrid, slabLength: 19, slabWidth: 1 } })
	expect(result.gridDetails?.piecesNeeded).toBe(33)
})

test("an unknown size fails with the seed's message 'Invalid rebar size'", () => {
	const metricSizeInFeet: RebarInput = { ...pieces, unit: 'imperial' }
	expect(() => computeRebar(metricSizeInFeet)).toThrow(InvalidRebarSizeError)
	expect(() => computeRebar({ ...pieces, entries: [{ size: 'No.99', quantity: 1, length: 1 }] })).toThrow(
		'Invalid rebar size',
	)
	expect(attemptCalculation(() => computeRebar({ ...grid, grid: { ...slabGrid, size: '' } }))).toEqual({
		ok: false,
		message: 'Invalid rebar size',
	})
})

const tenths = (min: number, max: number) => fc.integer({ min, max }).map((value) => value / 10)
const options = {
	includeLapSplice: fc.boolean(),
	lapSplicePercentage: fc.integer({ min: 0, max: 50 }),
	includeWastage: fc.boolean(),
	wastagePercentage: fc.integer({ min: 0, max: 20 }),
	pricePerTon: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
}
const individualArbitrary: fc.Arbitrary<RebarInput> = fc.record({
	unit: fc.constant('metric' as const),
	mode: fc.constant('individual' as const),
	entries: fc.array(
		fc.record({
			size: fc.constantFrom(...METRIC_REBAR_SIZES.map((size) => size.id)),
			quantity: fc.integer({ min: 1, max: 500 }),
			length: tenths(1, 240),
		}),
		{ minLength: 1, maxLength: 4 },
	),
	grid: fc.constant(null),
	...options,
})
const gridArbitrary: fc.Arbitrary<RebarInput> = fc.record({
	unit: fc.constant('metric' as const),
	mode: fc.constant('grid' as const),
	entries: fc.constant([]),
	grid: fc.record({
		slabLength: tenths(5, 500),
		slabWidth: tenths(5, 500),
		spacing: fc.integer({ min: 5, max: 50 }),
		edgeSpacing: fc.integer({ min: 0, max: 10 }),
		size: fc.constantFrom(...METRIC_REBAR_SIZES.map((size) => size.id)),
		barLength: tenths(10, 120),
		pricePerLength: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
	}),
	...options,
})
const rebarArbitrary = fc.oneof(individualArbitrary, gridArbitrary)

function withFactors(input: RebarInput) {
	return {
		...input,
		lapSplicePercentage: input.includeLapSplice ? input.lapSplicePercentage : 0,
		wastagePercentage: input.includeWastage ? input.wastagePercentage : 0,
	}
}

test('property: every figure is finite and not negative, every count whole', () => {
	fc.assert(
		fc.property(rebarArbitrary, (raw) => {
			const result = computeRebar(withFactors(raw))
			const figures = [
				result.totalLength.metric,
				result.totalLength.imperial,
				result.totalWeight.metric,
				result.totalWeight.imperial,
				result.totalWeight.tons,
				...Object.values(result.cost ?? {}).map((value) => value ?? 0),
				...result.rebarBreakdown.flatMap((row) => [row.totalLength, row.totalWeight]),
			]
			for (const value of figures) expect(Number.isFinite(value) && value >= 0).toBe(true)
			for (const row of result.rebarBreakdown) expect(Number.isInteger(row.quantity) && row.quantity >= 1).toBe(true)
			const details = result.gridDetails
			if (details) {
				for (const count of [details.lengthwiseLines, details.widthwiseLines, details.piecesNeeded])
					expect(Number.isInteger(count) && count >= 1).toBe(true)
				expect(details.piecesNeeded * (raw.grid?.barLength ?? 0)).toBeGreaterThanOrEqual(
					result.totalLength.metric - 1e-9,
				)
			}
		}),
	)
})

test('property: more pieces, longer bars, a bigger slab or more waste never need less', () => {
	fc.assert(
		fc.property(rebarArbitrary, tenths(0, 50), fc.integer({ min: 0, max: 10 }), (raw, extra, morePercent) => {
			const input = withFactors(raw)
			const base = computeRebar(input)
			const bigger: Array<RebarInput> = [
				{ ...input, wastagePercentage: Math.min(20, input.wastagePercentage + morePercent) },
				{ ...input, lapSplicePercentage: Math.min(50, input.lapSplicePercentage + morePercent) },
			]
			if (input.grid) {
				bigger.push({ ...input, grid: { ...input.grid, slabLength: input.grid.slabLength + extra } })
				bigger.push({ ...input, grid: { ...input.grid, slabWidth: input.grid.slabWidth + extra } })
			} else {
				const [first, ...rest] = input.entries
				if (first) {
					bigger.push({ ...input, entries: [{ ...first, length: first.length + extra }, ...rest] })
					bigger.push({ ...input, entries: [{ ...first, quantity: first.quantity + 1 }, ...rest] })
				}
			}
			for (const more of bigger) {
				const result = computeRebar(more)
				expect(result.totalLength.metric).toBeGreaterThanOrEqual(base.totalLength.metric - 1e-9)
				expect(result.totalWeight.metric).toBeGreaterThanOrEqual(base.totalWeight.metric - 1e-9)
				expect(result.gridDetails?.piecesNeeded ?? 0).toBeGreaterThanOrEqual(base.gridDetails?.piecesNeeded ?? 0)
			}
		}),
	)
})

test('property: the same bars in feet and in metres agree on length and weight', () => {
	// Row i of each list is the same bar (No.13 = #4 = 12.7 mm = 0.5 in). The kg/m are given to three decimals, so they
	// agree with lb/ft × 0.453592 ÷ 0.3048 within half a gram in the lightest bar: 0.0005 ÷ 0.2485 = 0.2 % (No.6).
	fc.assert(
		fc.property(
			fc.integer({ min: 0, max: ASTM_METRIC_REBAR_SIZES.length - 1 }),
			fc.integer({ min: 1, max: 200 }),
			fc.integer({ min: 1, max: 40 }),
			(index, quantity, feet) => {
				const metricSize = ASTM_METRIC_REBAR_SIZES[index]
				const imperialSize = IMPERIAL_REBAR_SIZES[index]
				if (!metricSize || !imperialSize) throw new Error('The two lists pair bar for bar')
				const imperial = computeRebar({
					...pieces,
					unit: 'imperial',
					entries: [{ size: imperialSize.id, quantity, length: feet }],
				})
				const metric = computeRebar({ ...pieces, entries: [{ size: metricSize.id, quantity, length: feet * 0.3048 }] })
				expect(imperial.totalLength.metric).toBeCloseTo(metric.totalLength.metric, 9)
				expect(imperial.totalLength.imperial).toBeCloseTo(metric.totalLength.imperial, 3)
				expect(Math.abs(imperial.totalWeight.metric / metric.totalWeight.metric - 1)).toBeLessThan(2e-3)
			},
		),
	)
})

test('property: every line worked out has its working, never NaN or a negative', () => {
	// computeRebar here checks each result's working and the tons it buys.
	const priced = fc.tuple(rebarArbitrary, fc.option(fc.integer({ min: 0, max: 5000 }))).map(([input, pricePerTon]) => ({
		...withFactors(input),
		pricePerTon,
	}))
	fc.assert(
		fc.property(priced, (input) => {
			expect(stepsOf(computeRebar(input)).length).toBeGreaterThanOrEqual(5)
		}),
	)
})
