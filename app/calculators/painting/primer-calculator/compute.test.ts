import { issuePath } from '#app/lib/number-input.ts'
import * as v from 'valibot'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { MetricSubUnit } from '#app/lib/units.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { choosePrimerTins, computePrimer } from './compute.ts'
import { m2PerLitreToFt2PerUsGallon } from '#app/calculators/painting/shared/coverage-units.ts'
import { createPrimerSchema, PRIMER_COVERAGE, PRIMER_DEFAULTS, type PrimerInput, type PrimerType } from './schema.ts'

type Size = [number, number]

function primer(
	surfaces: ReadonlyArray<[...Size, number]>,
	openings: ReadonlyArray<Size> = [],
	options: Partial<Pick<PrimerInput, 'unit' | 'metricUnit' | 'primerType' | 'includeWastage' | 'coverage'>> = {},
): PrimerInput {
	const { unit = 'metric', primerType = 'standard' } = options
	return {
		unit,
		metricUnit: 'm',
		primerType,
		includeWastage: true,
		// The type's default in the chosen system, unless a test gives the tin's own figure.
		coverage: PRIMER_COVERAGE[unit][primerType],
		isCoverageEdited: options.coverage !== undefined,
		...options,
		surfaces: surfaces.map(([length, width, coats], index) => ({
			id: `s${index}`,
			name: `Surface ${index + 1}`,
			length,
			width,
			coats,
		})),
		openings: openings.map(([length, width], index) => ({
			id: `o${index}`,
			name: `Window/Door ${index + 1}`,
			length,
			width,
		})),
	}
}

/**
 * computePrimer, checked as issue #17 asks on every run: no broken number in its working, and what it buys is its
 * tin counts (metric) or its pails, gallons and quarts (imperial), never both.
 */
function computeShown(input: PrimerInput) {
	const result = computePrimer(input)
	expectSoundEstimate(result)
	const { tins, usContainers } = result.primerNeeded
	expect(tins === null).toBe(input.unit === 'imperial')
	expect(usContainers === null).toBe(input.unit === 'metric')
	expect(result.purchases).toEqual(
		[
			{ key: 'primer-tin-5l', item: 'Primer, 5 L tin', quantity: tins?.large ?? 0, unit: 'tin' },
			{ key: 'primer-tin-2-5l', item: 'Primer, 2.5 L tin', quantity: tins?.medium ?? 0, unit: 'tin' },
			{ key: 'primer-tin-1l', item: 'Primer, 1 L tin', quantity: tins?.small ?? 0, unit: 'tin' },
			{ key: 'primer-5-gal-pail', item: 'Primer, 5-gal pail', quantity: usContainers?.pails ?? 0, unit: 'pail' },
			{ key: 'primer-1-gal-can', item: 'Primer, 1-gal can', quantity: usContainers?.gallons ?? 0, unit: 'can' },
			{ key: 'primer-quart-can', item: 'Primer, quart can', quantity: usContainers?.quarts ?? 0, unit: 'can' },
		].filter((purchase) => purchase.quantity > 0),
	)
	return result
}

/** What the tins or containers bought hold, in the chosen system's unit (litres, US gallons). */
function capacityOf({ tins, usContainers }: ReturnType<typeof computePrimer>['primerNeeded']) {
	if (tins) return tins.litres
	return usContainers ? usContainers.pails * 5 + usContainers.gallons + usContainers.quarts / 4 : 0
}

test('one 4 × 2.5 m surface of standard primer: 1.1 L is two 1 L tins', () => {
	// 10 m² × 1 coat / 10 m²/L × 1.1 = 1.1 L; least litres covering it: 2 × 1 L = 2 L
	const result = computeShown(primer([[4, 2.5, 1]]))
	expect(result.totalSurfaceArea.metric).toBeCloseTo(10, 9)
	expect(result.netPrimableArea.imperial).toBeCloseTo(107.64, 9)
	expect(result.primerNeeded.litres).toBeCloseTo(1.1, 9)
	expect(result.primerNeeded.usGallons).toBeCloseTo(0.2905892, 6)
	expect(result.primerNeeded.tins).toEqual({ large: 0, medium: 0, small: 2, litres: 2 })
	// 10 m²/L × 10.764 ÷ 0.264172 = 407.462 ft² per US gallon
	expect(result.coverage.perLitre).toBe(10)
	expect(result.coverage.perUsGallonFt2).toBeCloseTo(407.462, 3)
})

/** High-build primer on 500 × 250 cm at 2 coats and 300 × 250 cm at 1 coat, less a 100 × 120 cm window. */
const HIGH_BUILD_IN_CM = primer(
	[
		[500, 250, 2],
		[300, 250, 1],
	],
	[[100, 120]],
	{ metricUnit: 'cm', primerType: 'high-build' },
)

test('centimetres, mixed coats and a window: high-build needs a 2.5 L and two 1 L tins', () => {
	// 500 × 250 cm = 12.5 m² at 2 coats; 300 × 250 cm = 7.5 m² at 1 coat; total 20 m²
	// window 100 × 120 cm = 1.2 m²; net 18.8 m²; coats (25 + 7.5) / 20 = 1.625; with coats 30.55 m²
	// high-build 8 m²/L: 30.55 / 8 × 1.1 = 4.200625 L
	// tins: 2.5 + 1 + 1 = 4.5 L is the least that holds it (4 × 1 L = 4 L is short; 5 L is more)
	const result = computeShown(HIGH_BUILD_IN_CM)
	expect(result.totalSurfaceArea.metric).toBeCloseTo(20, 9)
	expect(result.totalDeductionArea.metric).toBeCloseTo(1.2, 9)
	expect(result.netPrimableArea.metric).toBeCloseTo(18.8, 9)
	expect(result.averageCoats).toBeCloseTo(1.625, 9)
	expect(result.totalAreaWithCoats.metric).toBeCloseTo(30.55, 9)
	expect(result.primerNeeded.litres).toBeCloseTo(4.200625, 9)
	expect(result.primerNeeded.tins).toEqual({ large: 0, medium: 1, small: 2, litres: 4.5 })
})

test('working: centimetres, mixed coats and a window, line by line', () => {
	// the example above: 12.5 + 7.5 = 20 m², less 1.2 = 18.8 m²; (12.5 × 2 + 7.5 × 1) / 20 = 1.625 coats
	// (shown 1.63); 18.8 × 1.625 = 30.55 m²; / 8 = 3.82 L, + 10 % = 4.20 L in 0 × 5 L + 1 × 2.5 L + 2 × 1 L
	const result = computeShown(HIGH_BUILD_IN_CM)
	const tins = '0 × 5 L + 1 × 2.5 L + 2 × 1 L = 4.50 litres'
	expect(workedOut(result).working).toEqual([
		{ label: 'Total Surface Area', steps: '500 cm × 250 cm + 300 cm × 250 cm = 20.00 m² (215.28 ft²)' },
		{ label: 'Windows and Doors Deducted', steps: '100 cm × 120 cm = 1.20 m² (12.92 ft²)' },
		{ label: 'Net Primable Area', steps: '20.00 m² − 1.20 m² = 18.80 m² (202.36 ft²)' },
		{
			label: 'Total Area with Coats',
			steps:
				'(12.50 m² × 2 + 7.50 m² × 1) ÷ 20.00 m² = 1.625; 18.80 m² × 1.625 coats = 30.55 m² (328.84 ft²), 1.63 coats on average',
		},
		{
			label: 'Primer Needed',
			steps: '30.55 m² ÷ 8 m² per litre = 3.82 litres; + 10 % wastage = 4.20 litres (1.11 US gal)',
		},
		{ label: 'Large Tins (5 L)', steps: `${tins} ≥ 4.20 litres → 0` },
		{ label: 'Medium Tins (2.5 L)', steps: `${tins} ≥ 4.20 litres → 1` },
		{ label: 'Small Tins (1 L)', steps: `${tins} ≥ 4.20 litres → 2` },
		{ label: 'Primer Bought', steps: `${tins} in 3 tins` },
	])
	expect(result.purchases).toEqual([
		{ key: 'primer-tin-2-5l', item: 'Primer, 2.5 L tin', quantity: 1, unit: 'tin' },
		{ key: 'primer-tin-1l', item: 'Primer, 1 L tin', quantity: 2, unit: 'tin' },
	])
})

test('millimetres: a 3000 × 2400 mm surface, 2 coats of stain-blocking, is 1.76 L in two 1 L tins', () => {
	// 7.2 m² × 2 = 14.4 m²; / 9 × 1.1 = 1.76 L
	const result = computeShown(primer([[3000, 2400, 2]], [], { metricUnit: 'mm', primerType: 'stain-blocking' }))
	expect(result.totalSurfaceArea.metric).toBeCloseTo(7.2, 9)
	expect(result.primerNeeded.litres).toBeCloseTo(1.76, 9)
	expect(result.primerNeeded.tins).toEqual({ large: 0, medium: 0, small: 2, litres: 2 })
})

test('metres, centimetres and millimetres describe the same surface', () => {
	const units: Array<[MetricSubUnit, number]> = [
		['m', 1],
		['cm', 100],
		['mm', 1000],
	]
	const results = units.map(([metricUnit, scale]) =>
		computeShown(primer([[3.6 * scale, 2.7 * scale, 2]], [[0.8 * scale, 2 * scale]], { metricUnit })),
	)
	// 3.6 × 2.7 = 9.72 m²; door 1.6 m²; net 8.12 m² × 2 = 16.24 m²; / 10 × 1.1 = 1.7864 L
	for (const result of results) {
		expect(result.netPrimableArea.metric).toBeCloseTo(8.12, 9)
		expect(result.primerNeeded.litres).toBeCloseTo(1.7864, 9)
		expect(result.primerNeeded.tins).toEqual({ large: 0, medium: 0, small: 2, litres: 2 })
	}
})

test('imperial surfaces in feet: multi-purpose primer for two walls less a door, in US gallons', () => {
	// 12 × 8 = 96 ft² twice: 192 ft²; door 3 × 7 = 21 ft²; net 171 ft²; 1 coat
	// multi-purpose 300 ft² per US gal: 171 / 300 × 1.1 = 0.627 US gal (÷ 0.264172 = 2.3735 L)
	// 0.627 gal left is over 0.5 → ceil(0.627) = 1 gallon can
	const result = computeShown(
		primer(
			[
				[12, 8, 1],
				[12, 8, 1],
			],
			[[3, 7]],
			{ unit: 'imperial', primerType: 'multi-purpose' },
		),
	)
	expect(result.totalSurfaceArea.imperial).toBeCloseTo(192, 9)
	expect(result.netPrimableArea.imperial).toBeCloseTo(171, 9)
	expect(result.netPrimableArea.metric).toBeCloseTo(15.886413, 9)
	expect(result.primerNeeded.usGallons).toBeCloseTo(0.627, 9)
	expect(result.primerNeeded.litres).toBeCloseTo(2.373454, 6)
	expect(result.primerNeeded.usContainers).toEqual({ pails: 0, gallons: 1, quarts: 0 })
	expect(stepsOf(result).slice(4)).toEqual([
		'Primer Needed: 171.00 ft² ÷ 300 ft² per US gal = 0.57 US gal; + 10 % wastage = 0.63 US gal (2.37 litres)',
		'Gallons: 0.63 US gal left > 0.5 → 1',
		'Primer Bought: 1 × 1 gal = 1.00 US gal (3.79 litres) in 1 container',
	])
	expect(result.shown.headline.value).toBe('0.63 US gallons')
})

test('imperial high-build on a big job: 5-gal pails and quarts, and the 3.78 L can is gone', () => {
	// 40 × 30 ft = 1,200 ft² at 1 coat; high-build 200 ft² per US gal: 1,200 / 200 × 1.1 = 6.6 gal
	// 6.6 / 5 → 1 pail; 1.6 gal left is over 0.5 → ceil(1.6) = 2 gallons; bought 5 + 2 = 7 US gal
	const result = computeShown(primer([[40, 30, 1]], [], { unit: 'imperial', primerType: 'high-build' }))
	expect(result.primerNeeded.usGallons).toBeCloseTo(6.6, 9)
	expect(result.primerNeeded.usContainers).toEqual({ pails: 1, gallons: 2, quarts: 0 })
	expect(shownValue(result, 'Primer Bought')).toBe('7.00 US gal (26.50 litres) in 3 containers')
	// stain-blocking, 300 ft²/gal: 1,200 / 300 × 1.1 = 4.4 gal; ceil(4.4) = 5 gallons, so a pail
	const stain = computeShown(primer([[40, 30, 1]], [], { unit: 'imperial', primerType: 'stain-blocking' }))
	expect(stain.primerNeeded.usContainers).toEqual({ pails: 1, gallons: 0, quarts: 0 })
	// a tin that says 350 ft²/gal, wastage off: 96 / 350 = 0.2743 gal → ceil(1.097) = 2 quarts, 0.5 gal bought
	const small = computeShown(primer([[12, 8, 1]], [], { unit: 'imperial', coverage: 350, includeWastage: false }))
	expect(small.primerNeeded.usContainers).toEqual({ pails: 0, gallons: 0, quarts: 2 })
	expect(shownValue(small, 'Primer Bought')).toBe('0.50 US gal (1.89 litres) in 2 containers')
})

test('openings larger than the surfaces leave nothing to prime', () => {
	// 2 × 1 = 2 m² surface; 2 × 2 = 4 m² opening; net = max(0, 2 − 4) = 0
	const result = computeShown(primer([[2, 1, 2]], [[2, 2]]))
	expect(result.netPrimableArea.metric).toBe(0)
	expect(result.primerNeeded.litres).toBe(0)
	expect(result.primerNeeded.tins).toEqual({ large: 0, medium: 0, small: 0, litres: 0 })
})

test('docs/calculators/primer-calculator.md §6, in metric: 5.70 L is a 5 L and a 1 L tin', () => {
	// ceiling 450 × 360 cm = 16.2 m², walls 1,620 × 240 cm = 38.88 m²; openings 90 × 200 + 120 × 120 = 3.24 m²
	// N = 51.84 m²; / 10 = 5.184 L, + 10 % = 5.7024 L; 5 + 1 = 6 L is the least that holds it (2.5 + 4 × 1 = 6.5 L)
	const result = computeShown(
		primer(
			[
				[450, 360, 1],
				[1620, 240, 1],
			],
			[
				[90, 200],
				[120, 120],
			],
			{ metricUnit: 'cm' },
		),
	)
	expect(result.netPrimableArea.metric).toBeCloseTo(51.84, 9)
	expect(result.primerNeeded.litres).toBeCloseTo(5.7024, 9)
	expect(result.primerNeeded.tins).toEqual({ large: 1, medium: 0, small: 1, litres: 6 })
	expect(shownValue(result, 'Primer Bought')).toBe('6.00 litres in 2 tins')
})

test('wastage off: 22 m² of standard primer is 2.2 L, one 2.5 L tin', () => {
	// 22 / 10 = 2.2 L; one 2.5 L tin is the least total, ahead of 3 × 1 L = 3 L
	const result = computeShown(primer([[11, 2, 1]], [], { includeWastage: false }))
	expect(result.primerNeeded.litres).toBeCloseTo(2.2, 9)
	expect(result.primerNeeded.tins).toEqual({ large: 0, medium: 1, small: 0, litres: 2.5 })
})

test('rounding trap: 50 m² of multi-purpose with wastage is exactly one 5 L tin', () => {
	// 50 / 11 × 1.1 is 5.000000000000001 in floating point; no 1 L tin for the noise
	const result = computeShown(primer([[10, 5, 1]], [], { primerType: 'multi-purpose' }))
	expect(result.primerNeeded.tins).toEqual({ large: 1, medium: 0, small: 0, litres: 5 })
	// 100 / 11 × 1.1 is 10.000000000000002: two 5 L tins
	const double = computeShown(primer([[10, 10, 1]], [], { primerType: 'multi-purpose' }))
	expect(double.primerNeeded.tins).toEqual({ large: 2, medium: 0, small: 0, litres: 10 })
})

test('tins: least total litres first, then fewest tins, of 5 L, 2.5 L and 1 L', () => {
	expect(choosePrimerTins(0)).toEqual({ large: 0, medium: 0, small: 0, litres: 0 })
	expect(choosePrimerTins(0.2)).toEqual({ large: 0, medium: 0, small: 1, litres: 1 })
	// 2 L: two 1 L tins hold less than a 2.5 L tin
	expect(choosePrimerTins(2)).toEqual({ large: 0, medium: 0, small: 2, litres: 2 })
	expect(choosePrimerTins(2.5)).toEqual({ large: 0, medium: 1, small: 0, litres: 2.5 })
	// 2.6 L: 3 × 1 L = 3 L is less than 2.5 + 1 = 3.5 L
	expect(choosePrimerTins(2.6)).toEqual({ large: 0, medium: 0, small: 3, litres: 3 })
	expect(choosePrimerTins(3.5)).toEqual({ large: 0, medium: 1, small: 1, litres: 3.5 })
	// 3.6 L: 4 × 1 L = 4 L is less than 2.5 + 2 × 1 = 4.5 L or 5 L
	expect(choosePrimerTins(3.6)).toEqual({ large: 0, medium: 0, small: 4, litres: 4 })
	expect(choosePrimerTins(4.1)).toEqual({ large: 0, medium: 1, small: 2, litres: 4.5 })
	// 4.6 L and 5 L: one large tin, not five small ones
	expect(choosePrimerTins(4.6)).toEqual({ large: 1, medium: 0, small: 0, litres: 5 })
	expect(choosePrimerTins(5)).toEqual({ large: 1, medium: 0, small: 0, litres: 5 })
	// 7.5 L: 5 + 2.5 in two tins, not 5 + 3 × 1 = 8 L
	expect(choosePrimerTins(7.5)).toEqual({ large: 1, medium: 1, small: 0, litres: 7.5 })
	expect(choosePrimerTins(22)).toEqual({ large: 4, medium: 0, small: 2, litres: 22 })
	// 189 L: 37 × 5 + 4 × 1 = 189 L
	expect(choosePrimerTins(189)).toEqual({ large: 37, medium: 0, small: 4, litres: 189 })
	// float noise: 5.000000000000001 L is one 5 L tin
	expect(choosePrimerTins(5.000000000000001)).toEqual({ large: 1, medium: 0, small: 0, litres: 5 })
})

test('the schema asks for sizes above 0 and whole coats of 1 or 2; defaults are standard, 1 coat, wastage on', () => {
	expect(PRIMER_DEFAULTS.primerType).toBe('standard')
	expect(PRIMER_DEFAULTS.metricUnit).toBe('m')
	expect(PRIMER_DEFAULTS.includeWastage).toBe(true)
	expect(PRIMER_DEFAULTS.surfaces.map((surface) => [surface.name, surface.coats])).toEqual([['Surface 1', '1']])
	const values = {
		...PRIMER_DEFAULTS,
		metricUnit: 'cm' as const,
		surfaces: [
			{ id: 'a', name: 'Surface 1', length: '0', width: '250', coats: '2' },
			{ id: 'b', name: 'Surface 2', length: '300', width: '250', coats: '3' },
		],
		openings: [{ id: 'c', name: 'Window/Door 1', length: '0', width: '-1' }],
	}
	const result = v.safeParse(createPrimerSchema(values), values)
	expect(result.issues?.map((issue) => `${issuePath(issue)}: ${issue.message}`)).toEqual([
		'surfaces.0.length: Must be between 1 and 100,000 cm',
		'surfaces.1.coats: Must be between 1 and 2',
		'openings.0.width: Must be between 0 and 100,000 cm',
	])
})

test('property: tins are whole, hold the primer, and waste less than one litre', () => {
	fc.assert(
		fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), (litres) => {
			const tins = choosePrimerTins(litres)
			for (const count of [tins.large, tins.medium, tins.small]) {
				expect(Number.isInteger(count)).toBe(true)
				expect(count).toBeGreaterThanOrEqual(0)
			}
			const capacity = tins.large * 5 + tins.medium * 2.5 + tins.small
			expect(capacity).toBeCloseTo(tins.litres, 9)
			// ceilCount treats up to 1e-9 of a 5 L tin as float noise, so a need of 5e-9 L may buy nothing.
			expect(tins.litres).toBeGreaterThanOrEqual(litres - 5e-9)
			expect(tins.litres - litres).toBeLessThan(1)
		}),
	)
})

test('property: no other mix of tins has fewer litres, or as few litres in fewer tins', () => {
	// Every mix of up to 7 large, 13 medium and 31 small tins, best first: least centilitres, then fewest tins.
	const mixes: Array<{ totalCl: number; count: number }> = []
	for (let large = 0; large <= 7; large += 1)
		for (let medium = 0; medium <= 13; medium += 1)
			for (let small = 0; small <= 31; small += 1)
				mixes.push({ totalCl: large * 500 + medium * 250 + small * 100, count: large + medium + small })
	mixes.sort((a, b) => a.totalCl - b.totalCl || a.count - b.count)
	fc.assert(
		fc.property(fc.integer({ min: 0, max: 3000 }), (centilitres) => {
			const best = mixes.find((mix) => mix.totalCl >= centilitres)
			const chosen = choosePrimerTins(centilitres / 100)
			expect(Math.round(chosen.litres * 100)).toBe(best?.totalCl)
			expect(chosen.large + chosen.medium + chosen.small).toBe(best?.count)
		}),
		{ numRuns: 300 },
	)
})

const size = fc.integer({ min: 1, max: 3000 })
const primerInput = fc.record({
	surfaces: fc.array(fc.tuple(size, size, fc.integer({ min: 1, max: 2 })), { minLength: 1, maxLength: 4 }),
	openings: fc.array(fc.tuple(size, size), { maxLength: 3 }),
	primerType: fc.constantFrom<PrimerType>('standard', 'high-build', 'stain-blocking', 'multi-purpose'),
	includeWastage: fc.boolean(),
	unit: fc.constantFrom<PrimerInput['unit']>('metric', 'imperial'),
})

test('property: results are finite and never negative; what is bought holds it; a bigger surface never needs less', () => {
	fc.assert(
		fc.property(primerInput, size, (input, extra) => {
			// cm in metric; in imperial the same numbers read as tenths of a foot
			const run = (surfaces: typeof input.surfaces) =>
				input.unit === 'metric'
					? computeShown(primer(surfaces, input.openings, { ...input, metricUnit: 'cm' }))
					: computeShown(
							primer(
								surfaces.map(([l, w, c]) => [l / 10, w / 10, c]),
								input.openings.map(([l, w]) => [l / 10, w / 10]),
								input,
							),
						)
			const base = run(input.surfaces)
			const { litres, usGallons } = base.primerNeeded
			for (const value of [litres, usGallons, base.netPrimableArea.imperial]) {
				expect(Number.isFinite(value)).toBe(true)
				expect(value).toBeGreaterThanOrEqual(0)
			}
			const need = input.unit === 'metric' ? litres : usGallons
			expect(capacityOf(base.primerNeeded)).toBeGreaterThanOrEqual(need - 5e-9)
			const [first, ...rest] = input.surfaces
			if (!first) return
			const bigger = run([[first[0] + extra, first[1], first[2]], ...rest])
			expect(bigger.primerNeeded.litres).toBeGreaterThanOrEqual(litres - 1e-9)
			expect(capacityOf(bigger.primerNeeded)).toBeGreaterThanOrEqual(capacityOf(base.primerNeeded))
		}),
	)
})

test('property: every computed line has its working, in every unit, with no broken numbers', () => {
	fc.assert(
		fc.property(
			primerInput,
			fc.constantFrom<Pick<PrimerInput, 'unit' | 'metricUnit'>>(
				{ unit: 'metric', metricUnit: 'm' },
				{ unit: 'metric', metricUnit: 'cm' },
				{ unit: 'metric', metricUnit: 'mm' },
				{ unit: 'imperial', metricUnit: 'm' },
			),
			(input, units) => {
				// computeShown checks the working for broken numbers and the purchases against the tins
				const result = computeShown({ ...primer(input.surfaces, input.openings, input), ...units })
				const { usContainers } = result.primerNeeded
				// 5 area lines, then 3 tin lines (metric) or one per container size bought (imperial), and 'Primer Bought'
				const containerRows = usContainers ? Object.values(usContainers).filter((count) => count > 0).length : 3
				const bought = usContainers && containerRows === 0 ? 0 : 1
				expect(workedOut(result).working).toHaveLength(5 + containerRows + bought)
			},
		),
	)
})

test('property: the same surfaces in m, cm, mm and feet need the same primer', () => {
	fc.assert(
		fc.property(primerInput, (input) => {
			const scaled = (scale: number) => ({
				surfaces: input.surfaces.map(([l, w, c]) => [l * scale, w * scale, c] as [number, number, number]),
				openings: input.openings.map(([l, w]) => [l * scale, w * scale] as [number, number]),
			})
			const inCm = computeShown(primer(input.surfaces, input.openings, { ...input, unit: 'metric', metricUnit: 'cm' }))
			const inM = scaled(0.01)
			const inMm = scaled(10)
			const asMetres = computeShown(primer(inM.surfaces, inM.openings, { ...input, unit: 'metric', metricUnit: 'm' }))
			const asMm = computeShown(primer(inMm.surfaces, inMm.openings, { ...input, unit: 'metric', metricUnit: 'mm' }))
			for (const other of [asMetres, asMm]) {
				expect(other.primerNeeded.litres).toBeCloseTo(inCm.primerNeeded.litres, 9)
				expect(other.primerNeeded.tins).toEqual(inCm.primerNeeded.tins)
			}
			// 1 ft = 30.48 cm; areas agree to the seed's rounded factors (10.764 ft² per m²), at the same coverage:
			// the type's m² per litre written in ft² per US gallon
			const inFeet = scaled(1 / 30.48)
			const coverage = m2PerLitreToFt2PerUsGallon(PRIMER_COVERAGE.metric[input.primerType])
			const imperial = computeShown(primer(inFeet.surfaces, inFeet.openings, { ...input, unit: 'imperial', coverage }))
			const scale = Math.max(1, inCm.totalSurfaceArea.metric)
			expect(Math.abs(imperial.primerNeeded.litres - inCm.primerNeeded.litres)).toBeLessThanOrEqual(1e-5 * scale)
			expect(Math.abs(imperial.netPrimableArea.metric - inCm.netPrimableArea.metric)).toBeLessThanOrEqual(1e-5 * scale)
		}),
	)
})

test('an opening larger than any surface, or openings adding up to more than the surfaces, get a message on the opening', () => {
	const values = {
		...PRIMER_DEFAULTS,
		surfaces: [{ ...PRIMER_DEFAULTS.surfaces[0]!, length: '2', width: '2' }],
		openings: [{ id: 'o', name: 'Window/Door 1', length: '10', width: '10' }],
	}
	// 2 × 2 = 4 m² of surface, 10 × 10 = 100 m² of opening: '0.00 litres' before, a message now
	const messages = (input: typeof values) =>
		v.safeParse(createPrimerSchema(input), input).issues?.map((issue) => `${issuePath(issue)}: ${issue.message}`)
	expect(messages(values)).toEqual(['openings.0.length: Larger than any surface: check the sizes'])
	// openings 1.5 × 2 = 3 m² and 1 × 1.5 = 1.5 m²: 4.5 m² on 4 m²
	const twoOpenings = {
		...values,
		openings: [
			{ id: 'a', name: 'Window/Door 1', length: '1.5', width: '2' },
			{ id: 'b', name: 'Window/Door 2', length: '1', width: '1.5' },
		],
	}
	expect(messages(twoOpenings)).toEqual([
		'openings.1.length: With this one, the openings add up to more than the surfaces',
	])
})
