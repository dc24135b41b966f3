import * as v from 'valibot'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectLayerBought } from '../../../../tests/support/layer-bought.ts'
import { type BulkBag, computeMaterialLayer, type LayerInput, type LayerMaterial } from './compute.ts'
import { createLayerSchema, layerDefaults, layerValuesForUnitChange, resetLayerValues } from './schema.ts'
import type { DepthUnit } from '#app/lib/units.ts'

/** A made-up material: 1 m³ weighs 0.85 t, so 1 m³ is exactly one 850 kg bulk bag. */
function testMaterial(bulkBag: BulkBag, densityTPerM3 = 0.85, bagLitres = 40): LayerMaterial<'a' | 'b'> {
	return {
		name: 'Test',
		types: {
			a: { name: 'A', densityTPerM3 },
			b: { name: 'B', densityTPerM3: densityTPerM3 * 2 },
		},
		defaultType: 'a',
		typeLegend: 'Test Type',
		bagLitres,
		bulkBag,
		recommendedDepth: { cm: '5 cm', mm: '50 mm', in: '2 inches' },
		tips: [],
	}
}

const HALF_BAGS = testMaterial({ kind: 'half-bag', kg: 850 })

/** A 1 m wide strip 100 cm deep: its length in metres is its volume in m³. */
function strip(lengthM: number): LayerInput<'a'> {
	return {
		unit: 'metric',
		depthUnit: 'cm',
		length: lengthM,
		width: 1,
		depth: 100,
		includeWastage: false,
		materialType: 'a',
	}
}

/** computeMaterialLayer, its working checked for impossible amounts and the bags bought against its counts. */
function computeShown<TType extends string>(input: LayerInput<TType>, material: LayerMaterial<TType>) {
	return expectLayerBought(computeMaterialLayer(input, material))
}

test('half-bag rule: a remainder up to 425 kg is one half bag, above it one more full bag', () => {
	// 0.5 m³ × 0.85 = 425 kg: 0 full, remainder 425 → a half bag
	expect(computeShown(strip(0.5), HALF_BAGS).bulkBags).toEqual({ full: 0, half: 1 })
	// 0.6 m³ = 510 kg: remainder 510 > 425 → one full bag
	expect(computeShown(strip(0.6), HALF_BAGS).bulkBags).toEqual({ full: 1, half: 0 })
	// 1 m³ = 850 kg exactly: one full bag, no half
	expect(computeShown(strip(1), HALF_BAGS).bulkBags).toEqual({ full: 1, half: 0 })
	// 1.1 m³ = 935 kg: 1 full, remainder 85 → half
	expect(computeShown(strip(1.1), HALF_BAGS).bulkBags).toEqual({ full: 1, half: 1 })
	// 1.5 m³ = 1,275 kg: 1 full, remainder exactly 425 → half
	expect(computeShown(strip(1.5), HALF_BAGS).bulkBags).toEqual({ full: 1, half: 1 })
	// 1.6 m³ = 1,360 kg: 1 full, remainder 510 → 2 full
	expect(computeShown(strip(1.6), HALF_BAGS).bulkBags).toEqual({ full: 2, half: 0 })
})

test('working: half bags, line by line, with what to buy', () => {
	// 1.1 m × 1 m × 100 cm = 1.10 m³ × 0.85 t/m³ = 0.935 t = 935 kg; 1,100 L / 40 L = 27.5 → 28 bags;
	// 935 / 850 = 1.1 bags → 1 full bag + 1 half bag
	const result = computeShown(strip(1.1), HALF_BAGS)
	expect(workedOut(result).working).toEqual([
		{ label: 'Area', steps: '1.1 m × 1 m = 1.10 m² (11.84 ft²)' },
		{ label: 'Volume', steps: '1.10 m² × 100 cm = 1.10 m³ (1.44 yd³)' },
		{ label: 'Weight', steps: '1.1 m³ × 0.85 t/m³ = 0.94 tonnes (935.00 kg)' },
		{ label: 'Standard Bags (40 L)', steps: '1,100 L ÷ 40 L = 27.5 → 28' },
		{ label: 'Bulk Bags (850 kg)', steps: '935.00 kg ÷ 850 kg = 1.1 → 1 full bag + 1 half bag' },
	])
	expect(result.purchases).toEqual([
		// a full and a half bulk bag: bought so, not also as 28 bags
		{ key: 'a-bulk-bag-850kg', item: 'A, 850 kg bulk bag', quantity: 1, unit: 'bulk bag' },
		{ key: 'a-bulk-bag-425kg', item: 'A, 425 kg half bulk bag', quantity: 1, unit: 'half bulk bag' },
	])
})

test('volume bulk bags round up the volume, weight bulk bags round up the tonnes', () => {
	const byVolume = testMaterial({ kind: 'volume', m3: 1 })
	// 2.5 m³ → 3 bags of 1 m³; 2 m³ → 2
	expect(computeShown(strip(2.5), byVolume).bulkBags).toEqual({ full: 3, half: 0 })
	expect(computeShown(strip(2), byVolume).bulkBags).toEqual({ full: 2, half: 0 })
	const byWeight = testMaterial({ kind: 'weight', tonnes: 0.85 })
	// 2 m³ × 0.85 = 1.7 t → 1.7 / 0.85 = 2 bags exactly; 2.1 m³ = 1.785 t → 2.1 → 3
	expect(computeShown(strip(2), byWeight).bulkBags).toEqual({ full: 2, half: 0 })
	expect(computeShown(strip(2.1), byWeight).bulkBags).toEqual({ full: 3, half: 0 })
})

test('wastage multiplies every quantity to buy by 1.1 and leaves the area net', () => {
	const material = testMaterial({ kind: 'volume', m3: 1 })
	const net = computeShown(strip(10), material)
	const withWaste = computeShown({ ...strip(10), includeWastage: true }, material)
	expect(withWaste.areaM2).toBe(net.areaM2)
	expect(withWaste.netVolumeM3).toBeCloseTo(10, 9)
	expect(withWaste.volumeM3).toBeCloseTo(11, 9)
	expect(withWaste.wasteVolumeM3).toBeCloseTo(1, 9)
	expect(withWaste.weightTonnes).toBeCloseTo(net.weightTonnes * 1.1, 9)
	// 10 m³ / 0.04 = 250 bags; 11 m³ → 275; 11 bulk bags of 1 m³ (11.000000000000002 is not 12)
	expect(net.bags).toBe(250)
	expect(withWaste.bags).toBe(275)
	expect(withWaste.bulkBags.full).toBe(11)
	expect(net.wasteVolumeM3).toBe(0)
})

test('the material type picks the density', () => {
	const material = testMaterial({ kind: 'volume', m3: 1 })
	expect(computeShown(strip(1), material).weightTonnes).toBeCloseTo(0.85, 9)
	expect(computeShown({ ...strip(1), materialType: 'b' }, material).weightTonnes).toBeCloseTo(1.7, 9)
})

test('the schema applies the layer docs §2: length and width at least 0.1, depth at least 1, all required', () => {
	const material = testMaterial({ kind: 'volume', m3: 1 })
	const values = { ...layerDefaults(material), length: '0.1', width: '0.09', depth: '0.5' }
	const result = v.safeParse(createLayerSchema(values, material), values)
	expect(result.issues?.map((issue) => [issue.path?.[0]?.key, issue.message])).toEqual([
		['width', 'Must be between 0.1 and 1,000 m'],
		['depth', 'Must be between 1 and 200 cm'],
	])
	const empty = layerDefaults(material)
	expect(v.safeParse(createLayerSchema(empty, material), empty).success).toBe(false)
	const imperial = { ...values, unit: 'imperial', depthUnit: 'in', width: '0.1', depth: '2.5' } as const
	expect(v.safeParse(createLayerSchema(imperial, material), imperial).output).toMatchObject({ depth: 2.5, width: 0.1 })
})

test('defaults and reset: metric, cm, wastage on, default type; reset clears only the measurements', () => {
	const material = testMaterial({ kind: 'volume', m3: 1 })
	expect(layerDefaults(material)).toEqual({
		unit: 'metric',
		depthUnit: 'cm',
		length: '',
		width: '',
		depth: '',
		includeWastage: true,
		materialType: 'a',
	})
	const used = {
		unit: 'imperial',
		depthUnit: 'in',
		length: '20',
		width: '10',
		depth: '3',
		includeWastage: false,
		materialType: 'b',
	} as const
	expect(resetLayerValues(used)).toEqual({ ...used, length: '', width: '', depth: '' })
})

test('the parsed values are the whole input, the wastage toggle included', () => {
	const material = testMaterial({ kind: 'volume', m3: 1 })
	const values = { ...layerDefaults(material), length: '5', width: '4', depth: '10', includeWastage: false }
	expect(v.safeParse(createLayerSchema(values, material), values).output).toEqual({
		unit: 'metric',
		depthUnit: 'cm',
		length: 5,
		width: 4,
		depth: 10,
		includeWastage: false,
		materialType: 'a',
	})
})

test('unit changes: the depth unit converts the depth; the unit system starts length and width again', () => {
	const material = testMaterial({ kind: 'volume', m3: 1 })
	const used = { ...layerDefaults(material), length: '5', width: '4', depth: '10', materialType: 'b' } as const
	// 10 cm = 0.1 m = 100 mm
	expect(layerValuesForUnitChange(material, used, { depthUnit: 'mm' })).toEqual({
		...used,
		depthUnit: 'mm',
		depth: '100',
	})
	expect(layerValuesForUnitChange(material, used, { unit: 'imperial' })).toEqual({
		...used,
		unit: 'imperial',
		length: '',
		width: '',
	})
})

const BULK_BAGS: ReadonlyArray<BulkBag> = [
	{ kind: 'half-bag', kg: 850 },
	{ kind: 'volume', m3: 1 },
	{ kind: 'weight', tonnes: 0.85 },
]

const anyMaterial = fc
	.record({
		bulkBag: fc.constantFrom(...BULK_BAGS),
		density: fc.constantFrom(0.1, 0.3, 0.4, 0.5, 1.4, 1.55, 1.6, 1.65, 1.7, 1.75, 1.8),
		bagLitres: fc.constantFrom(25, 40, 50),
	})
	.map(({ bulkBag, density, bagLitres }) => testMaterial(bulkBag, density, bagLitres))

const depthUnit = fc.constantFrom<DepthUnit>('in', 'cm', 'mm')

/** Lengths to one decimal, as the 0.1 step suggests. */
const tenths = (max: number) => fc.integer({ min: 1, max: max * 10 }).map((tenthsOf) => tenthsOf / 10)

const anyPlot = fc.record({
	unit: fc.constantFrom('metric' as const, 'imperial' as const),
	depthUnit,
	length: tenths(500),
	width: tenths(500),
	depth: fc.integer({ min: 1, max: 80 }),
	includeWastage: fc.boolean(),
	materialType: fc.constantFrom('a' as const, 'b' as const),
})

const halvesOf = (count: { full: number; half: number }) => count.full * 2 + count.half

test('property: every figure is finite and not negative, every count whole', () => {
	fc.assert(
		fc.property(anyPlot, anyMaterial, (plot, material) => {
			const result = computeShown(plot, material)
			for (const value of Object.values(result)) {
				if (typeof value !== 'number') continue
				expect(Number.isFinite(value)).toBe(true)
				expect(value).toBeGreaterThanOrEqual(0)
			}
			expect(Number.isInteger(result.bags)).toBe(true)
			expect(result.bags).toBeGreaterThanOrEqual(1)
			expect(Number.isInteger(result.bulkBags.full)).toBe(true)
			expect([0, 1]).toContain(result.bulkBags.half)
			expect(halvesOf(result.bulkBags)).toBeGreaterThanOrEqual(1)
		}),
	)
})

test('property: every line but the headline has its working, with no broken numbers', () => {
	fc.assert(
		fc.property(anyPlot, anyMaterial, (plot, material) => {
			// computeShown checks the purchases against the counts
			expect(workedOut(computeShown(plot, material)).working).toHaveLength(plot.includeWastage ? 6 : 5)
		}),
	)
})

test('property: a longer, wider or deeper layer, or wastage, never needs less', () => {
	fc.assert(
		fc.property(anyPlot, anyMaterial, tenths(100), fc.integer({ min: 0, max: 20 }), (plot, material, extra, more) => {
			const base = computeShown(plot, material)
			const bigger = [
				{ ...plot, length: plot.length + extra },
				{ ...plot, width: plot.width + extra },
				{ ...plot, depth: plot.depth + more },
				{ ...plot, includeWastage: true },
			]
			for (const next of bigger) {
				const result = computeShown(next, material)
				expect(result.volumeM3).toBeGreaterThanOrEqual(base.volumeM3)
				expect(result.weightTonnes).toBeGreaterThanOrEqual(base.weightTonnes)
				expect(result.bags).toBeGreaterThanOrEqual(base.bags)
				expect(halvesOf(result.bulkBags)).toBeGreaterThanOrEqual(halvesOf(base.bulkBags))
			}
		}),
	)
})

test('property: the same plot typed in feet and in metres agrees within rounding', () => {
	fc.assert(
		fc.property(anyPlot, anyMaterial, (plot, material) => {
			const imperial = computeShown({ ...plot, unit: 'imperial' }, material)
			const metric = computeShown(
				{ ...plot, unit: 'metric', length: plot.length * 0.3048, width: plot.width * 0.3048 },
				material,
			)
			// The factors of site-rules.md §1 are rounded to 6 significant figures, so the two routes differ by about 1e-6.
			const agree = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-5 * Math.max(a, b))
			agree(imperial.areaM2, metric.areaM2)
			agree(imperial.areaFt2, metric.areaFt2)
			agree(imperial.volumeM3, metric.volumeM3)
			agree(imperial.volumeYd3, metric.volumeYd3)
			agree(imperial.weightTonnes, metric.weightTonnes)
			agree(imperial.weightLb, metric.weightLb)
			// A count can only differ when the amount sits within that 1e-6 of a bag boundary.
			expect(Math.abs(imperial.bags - metric.bags)).toBeLessThanOrEqual(1)
			expect(Math.abs(halvesOf(imperial.bulkBags) - halvesOf(metric.bulkBags))).toBeLessThanOrEqual(2)
		}),
	)
})
