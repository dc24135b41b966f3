import { issuePath } from '#app/lib/number-input.ts'
import * as v from 'valibot'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { MetricSubUnit } from '#app/lib/units.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectSoundEstimate } from '../../../../tests/support/estimated.ts'
import { choosePrimerTins, computePrimer } from './compute.ts'
import { createPrimerSchema, PRIMER_DEFAULTS, type PrimerInput, type PrimerType } from './schema.ts'

type Size = [number, number]

function primer(
	surfaces: ReadonlyArray<[...Size, number]>,
	openings: ReadonlyArray<Size> = [],
	options: Partial<Pick<PrimerInput, 'unit' | 'metricUnit' | 'primerType' | 'includeWastage'>> = {},
): PrimerInput {
	return {
		unit: 'metric',
		metricUnit: 'm',
		primerType: 'standard',
		includeWastage: true,
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
 * computePrimer, checked as issue #17 asks on every run: no broken number in its working, and the tins bought are
 * its tin counts.
 */
function computeShown(input: PrimerInput) {
	const result = computePrimer(input)
	expectSoundEstimate(result)
	const { large, medium, small } = result.primerNeeded.tins
	expect(result.purchases).toEqual(
		[
			{ key: 'primer-tin-5l', item: 'Primer, 5 L tin', quantity: large, unit: 'tin' },
			{ key: 'primer-tin-3-78l', item: 'Primer, 3.78 L tin', quantity: medium, unit: 'tin' },
			{ key: 'primer-tin-1l', item: 'Primer, 1 L tin', quantity: small, unit: 'tin' },
		].filter((purchase) => purchase.quantity > 0),
	)
	return result
}

test('one 4 × 2.5 m surface of standard primer: 1.1 L is two 1 L tins', () => {
	// 10 m² × 1 coat / 10 m²/L × 1.1 = 1.1 L; least litres covering it: 2 × 1 L = 2 L
	const result = computeShown(primer([[4, 2.5, 1]]))
	expect(result.totalSurfaceArea.metric).toBeCloseTo(10, 9)
	expect(result.netPrimableArea.imperial).toBeCloseTo(107.64, 9)
	expect(result.primerNeeded.litres).toBeCloseTo(1.1, 9)
	expect(result.primerNeeded.usGallons).toBeCloseTo(0.2905892, 6)
	expect(result.primerNeeded.tins).toEqual({ large: 0, medium: 0, small: 2, litres: 2 })
	expect(result.coverage.perLitre).toBe(10)
	expect(result.coverage.perLitreFt2).toBeCloseTo(107.64, 9)
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

test('centimetres, mixed coats and a window: high-build needs a 3.78 L and a 1 L tin', () => {
	// 500 × 250 cm = 12.5 m² at 2 coats; 300 × 250 cm = 7.5 m² at 1 coat; total 20 m²
	// window 100 × 120 cm = 1.2 m²; net 18.8 m²; coats (25 + 7.5) / 20 = 1.625; with coats 30.55 m²
	// high-build 8 m²/L: 30.55 / 8 × 1.1 = 4.200625 L
	// tins: 3.78 + 1 = 4.78 L beats 5 L (and 5 × 1 L = 5 L in more tins)
	const result = computeShown(HIGH_BUILD_IN_CM)
	expect(result.totalSurfaceArea.metric).toBeCloseTo(20, 9)
	expect(result.totalDeductionArea.metric).toBeCloseTo(1.2, 9)
	expect(result.netPrimableArea.metric).toBeCloseTo(18.8, 9)
	expect(result.averageCoats).toBeCloseTo(1.625, 9)
	expect(result.totalAreaWithCoats.metric).toBeCloseTo(30.55, 9)
	expect(result.primerNeeded.litres).toBeCloseTo(4.200625, 9)
	expect(result.primerNeeded.tins).toEqual({ large: 0, medium: 1, small: 1, litres: 4.78 })
})

test('working: centimetres, mixed coats and a window, line by line', () => {
	// the example above: 12.5 + 7.5 = 20 m², less 1.2 = 18.8 m²; (12.5 × 2 + 7.5 × 1) / 20 = 1.625 coats
	// (shown 1.63); 18.8 × 1.625 = 30.55 m²; / 8 = 3.82 L, + 10 % = 4.20 L in 0 × 5 L + 1 × 3.78 L + 1 × 1 L
	const result = computeShown(HIGH_BUILD_IN_CM)
	const tins = '0 × 5 L + 1 × 3.78 L + 1 × 1 L = 4.78 litres'
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
		{ label: 'Medium Tins (3.78 L)', steps: `${tins} ≥ 4.20 litres → 1` },
		{ label: 'Small Tins (1 L)', steps: `${tins} ≥ 4.20 litres → 1` },
		{ label: 'Primer Bought', steps: `${tins} in 2 tins` },
	])
	expect(result.purchases).toEqual([
		{ key: 'primer-tin-3-78l', item: 'Primer, 3.78 L tin', quantity: 1, unit: 'tin' },
		{ key: 'primer-tin-1l', item: 'Primer, 1 L tin', quantity: 1, unit: 'tin' },
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

test('imperial surfaces in feet: multi-purpose primer for two walls less a door', () => {
	// 12 × 8 = 96 ft² twice: 192 ft²; door 3 × 7 = 21 ft²; net 171 ft²; 1 coat
	// 171 × 0.092903 = 15.886413 m²; / 11 × 1.1 = 1.5886413 L → two 1 L tins
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
	expect(result.primerNeeded.litres).toBeCloseTo(1.5886413, 9)
	expect(result.primerNeeded.tins).toEqual({ large: 0, medium: 0, small: 2, litres: 2 })
})

test('openings larger than the surfaces leave nothing to prime', () => {
	// 2 × 1 = 2 m² surface; 2 × 2 = 4 m² opening; net = max(0, 2 − 4) = 0
	const result = computeShown(primer([[2, 1, 2]], [[2, 2]]))
	expect(result.netPrimableArea.metric).toBe(0)
	expect(result.primerNeeded.litres).toBe(0)
	expect(result.primerNeeded.tins).toEqual({ large: 0, medium: 0, small: 0, litres: 0 })
})

test('wastage off: 22 m² of standard primer is 2.2 L, three 1 L tins', () => {
	// 22 / 10 = 2.2 L; 3 × 1 L = 3 L is the least total, ahead of 3.78 L
	const result = computeShown(primer([[11, 2, 1]], [], { includeWastage: false }))
	expect(result.primerNeeded.litres).toBeCloseTo(2.2, 9)
	expect(result.primerNeeded.tins).toEqual({ large: 0, medium: 0, small: 3, litres: 3 })
})

test('rounding trap: 50 m² of multi-purpose with wastage is exactly one 5 L tin', () => {
	// 50 / 11 × 1.1 is 5.000000000000001 in floating point; no 1 L tin for the noise
	const result = computeShown(primer([[10, 5, 1]], [], { primerType: 'multi-purpose' }))
	expect(result.primerNeeded.tins).toEqual({ large: 1, medium: 0, small: 0, litres: 5 })
	// 100 / 11 × 1.1 is 10.000000000000002: two 5 L tins
	const double = computeShown(primer([[10, 10, 1]], [], { primerType: 'multi-purpose' }))
	expect(double.primerNeeded.tins).toEqual({ large: 2, medium: 0, small: 0, litres: 10 })
})

test('tins: least total litres first, then fewest tins', () => {
	expect(choosePrimerTins(0)).toEqual({ large: 0, medium: 0, small: 0, litres: 0 })
	expect(choosePrimerTins(0.2)).toEqual({ large: 0, medium: 0, small: 1, litres: 1 })
	expect(choosePrimerTins(3.5)).toEqual({ large: 0, medium: 1, small: 0, litres: 3.78 })
	expect(choosePrimerTins(3.78)).toEqual({ large: 0, medium: 1, small: 0, litres: 3.78 })
	// 4 × 1 L = 4 L is less than 3.78 + 1 = 4.78 L or 5 L
	expect(choosePrimerTins(3.79)).toEqual({ large: 0, medium: 0, small: 4, litres: 4 })
	expect(choosePrimerTins(4.5)).toEqual({ large: 0, medium: 1, small: 1, litres: 4.78 })
	// 5 L: one large tin, not five small ones
	expect(choosePrimerTins(5)).toEqual({ large: 1, medium: 0, small: 0, litres: 5 })
	expect(choosePrimerTins(7.56)).toEqual({ large: 0, medium: 2, small: 0, litres: 7.56 })
	// 7.6 L: 3.78 + 4 × 1 = 7.78 L beats 5 + 3 × 1 = 8 L and 5 + 3.78 = 8.78 L
	expect(choosePrimerTins(7.6)).toEqual({ large: 0, medium: 1, small: 4, litres: 7.78 })
	expect(choosePrimerTins(22)).toEqual({ large: 4, medium: 0, small: 2, litres: 22 })
	// 189 L: 37 × 5 + 4 × 1 = 189 L in 41 tins rather than 50 × 3.78 L
	expect(choosePrimerTins(189)).toEqual({ large: 37, medium: 0, small: 4, litres: 189 })
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
			const capacity = tins.large * 5 + tins.medium * 3.78 + tins.small
			expect(capacity).toBeCloseTo(tins.litres, 9)
			// ceilCount treats up to 1e-9 of a 5 L tin as float noise, so a need of 5e-9 L may buy nothing.
			expect(tins.litres).toBeGreaterThanOrEqual(litres - 5e-9)
			expect(tins.litres - litres).toBeLessThan(1)
		}),
	)
})

test('property: no other mix of tins has fewer litres, or as few litres in fewer tins', () => {
	// Every mix of up to 7 large, 9 medium and 31 small tins, best first: least centilitres, then fewest tins.
	const mixes: Array<{ totalCl: number; count: number }> = []
	for (let large = 0; large <= 7; large += 1)
		for (let medium = 0; medium <= 9; medium += 1)
			for (let small = 0; small <= 31; small += 1)
				mixes.push({ totalCl: large * 500 + medium * 378 + small * 100, count: large + medium + small })
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
})

test('property: results are finite and never negative; a bigger surface never needs less primer', () => {
	fc.assert(
		fc.property(primerInput, size, (input, extra) => {
			const run = (surfaces: typeof input.surfaces) =>
				computeShown(primer(surfaces, input.openings, { ...input, metricUnit: 'cm' }))
			const base = run(input.surfaces)
			expect(Number.isFinite(base.primerNeeded.litres)).toBe(true)
			expect(base.primerNeeded.litres).toBeGreaterThanOrEqual(0)
			expect(base.netPrimableArea.imperial).toBeGreaterThanOrEqual(0)
			const [first, ...rest] = input.surfaces
			if (!first) return
			const bigger = run([[first[0] + extra, first[1], first[2]], ...rest])
			expect(bigger.primerNeeded.litres).toBeGreaterThanOrEqual(base.primerNeeded.litres - 1e-9)
			expect(bigger.primerNeeded.tins.litres).toBeGreaterThanOrEqual(base.primerNeeded.tins.litres)
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
				expect(workedOut(result).working).toHaveLength(9)
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
			const inCm = computeShown(primer(input.surfaces, input.openings, { ...input, metricUnit: 'cm' }))
			const inM = scaled(0.01)
			const inMm = scaled(10)
			const asMetres = computeShown(primer(inM.surfaces, inM.openings, { ...input, metricUnit: 'm' }))
			const asMm = computeShown(primer(inMm.surfaces, inMm.openings, { ...input, metricUnit: 'mm' }))
			for (const other of [asMetres, asMm]) {
				expect(other.primerNeeded.litres).toBeCloseTo(inCm.primerNeeded.litres, 9)
				expect(other.primerNeeded.tins).toEqual(inCm.primerNeeded.tins)
			}
			// 1 ft = 30.48 cm; areas agree to the seed's rounded factors (10.764 ft² per m²)
			const inFeet = scaled(1 / 30.48)
			const imperial = computeShown(primer(inFeet.surfaces, inFeet.openings, { ...input, unit: 'imperial' }))
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
