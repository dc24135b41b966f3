import fc from 'fast-check'
import { expect, test } from 'vitest'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectLayerBought } from '../../../../tests/support/layer-bought.ts'
import { computeGravel, type GravelInput } from './compute.ts'
import { GRAVEL } from './material.ts'

const path: GravelInput = {
	unit: 'metric',
	depthUnit: 'cm',
	length: 10,
	width: 1.5,
	depth: 5,
	includeWastage: true,
	materialType: 'pea',
}

/** computeGravel, its working checked for impossible amounts and the bags bought against its counts (issue #17). */
function computeShown(input: GravelInput) {
	return expectLayerBought(computeGravel(input))
}

test('metric, depth in cm, pea gravel: a 10 × 1.5 m path 5 cm deep with wastage', () => {
	// area 15 m²; 15 × 0.05 = 0.75 m³; × 1.1 = 0.825 m³; × 1.6 = 1.32 t (1.4550 US tons; 2,910.10 lb)
	// bags 0.825 / 0.025 = 33; bulk bags 1.32 / 0.85 = 1.55 → 2
	const result = computeShown(path)
	expect(result.areaM2).toBe(15)
	expect(result.volumeM3).toBeCloseTo(0.825, 9)
	expect(result.weightTonnes).toBeCloseTo(1.32, 9)
	expect(result.weightUsTons).toBeCloseTo(1.4550492, 6)
	expect(result.weightLb).toBeCloseTo(2910.0984, 4)
	expect(result.bags).toBe(33)
	expect(result.bulkBags).toEqual({ full: 2, half: 0 })
})

test('working: the pea gravel path, line by line, with what to buy', () => {
	// as above: 15 m² × 5 cm = 0.75 m³, + 10 % = 0.825 m³ × 1.6 = 1.32 t; 825 L / 25 L = 33; 1.32 / 0.85 = 1.55 → 2
	const result = computeShown(path)
	expect(workedOut(result).working).toEqual([
		{ label: 'Area', steps: '10 m × 1.5 m = 15.00 m² (161.46 ft²)' },
		{ label: 'Volume', steps: '15.00 m² × 5 cm = 0.75 m³; + 10 % wastage = 0.83 m³ (1.08 yd³)' },
		{ label: 'Weight', steps: '0.825 m³ × 1.6 t/m³ = 1.32 tonnes (1,320.00 kg)' },
		{ label: 'Standard Bags (25 L)', steps: '825 L ÷ 25 L = 33 → 33' },
		{ label: 'Bulk Bags (0.85 tonnes)', steps: '1.32 tonnes ÷ 0.85 tonnes = 1.5529 → 2' },
		{ label: 'Waste Allowance', steps: '0.75 m³ × 10 % = 10% included (0.08 m³)' },
	])
	expect(result.purchases).toEqual([
		// 2 full bulk bags: bought as bulk bags, not also as 33 bags
		{ key: 'pea-gravel-bulk-bag-0-85t', item: 'Pea Gravel, 0.85 tonnes bulk bag', quantity: 2, unit: 'bulk bag' },
	])
})

test('metric, depth in mm, crushed stone, no wastage', () => {
	// 8 × 3 × 150 / 1000 = 3.6 m³; × 1.7 = 6.12 t; bags 3.6 / 0.025 = 144; bulk 6.12 / 0.85 = 7.2 → 8
	const result = computeShown({
		...path,
		length: 8,
		width: 3,
		depthUnit: 'mm',
		depth: 150,
		includeWastage: false,
		materialType: 'crushed',
	})
	expect(result.volumeM3).toBeCloseTo(3.6, 9)
	expect(result.weightTonnes).toBeCloseTo(6.12, 9)
	expect(result.bags).toBe(144)
	expect(result.bulkBags.full).toBe(8)
})

test('metric, depth in inches, river rock, with wastage', () => {
	// 5 × 2 = 10 m² × 4 × 0.0254 = 1.016 m³; × 1.1 = 1.1176 m³; × 1.65 = 1.84404 t
	// bags 1.1176 / 0.025 = 44.7 → 45; bulk 1.84404 / 0.85 = 2.17 → 3
	const result = computeShown({ ...path, length: 5, width: 2, depthUnit: 'in', depth: 4, materialType: 'river' })
	expect(result.volumeM3).toBeCloseTo(1.1176, 9)
	expect(result.weightTonnes).toBeCloseTo(1.84404, 9)
	expect(result.bags).toBe(45)
	expect(result.bulkBags.full).toBe(3)
})

const drive: GravelInput = {
	...path,
	unit: 'imperial',
	length: 40,
	width: 12,
	depthUnit: 'in',
	depth: 4,
	includeWastage: false,
}

test('imperial, depth in inches, granite: a 40 × 12 ft drive 4 in deep', () => {
	// 480 ft² × 4 / 12 = 160 ft³; / 27 = 5.9259 yd³; × 0.764555 = 4.5306963 m³; × 1.8 = 8.1552533 t
	// = 8.9896173 US tons = 17,979.23 lb; bags 4.5307 / 0.025 = 181.2 → 182; bulk 8.155 / 0.85 = 9.59 → 10
	const result = computeShown({ ...drive, materialType: 'granite' })
	expect(result.areaM2).toBeCloseTo(44.59344, 9)
	expect(result.volumeFt3).toBeCloseTo(160, 9)
	expect(result.volumeYd3).toBeCloseTo(5.9259259, 6)
	expect(result.volumeM3).toBeCloseTo(4.5306963, 6)
	expect(result.weightTonnes).toBeCloseTo(8.1552533, 6)
	expect(result.weightUsTons).toBeCloseTo(8.9896173, 6)
	expect(result.weightLb).toBeCloseTo(17979.2346, 3)
	expect(result.bags).toBe(182)
	expect(result.bulkBags.full).toBe(10)
})

test('imperial, depth in cm, limestone, with wastage', () => {
	// 480 × 10 / 30.48 = 157.48 ft³; × 1.1 = 173.2283 ft³ = 6.4158647 yd³; m³ × 1.1 = 4.9052814
	// × 1.75 = 8.5842425 t; bags 196.2 → 197; bulk 8.584 / 0.85 = 10.1 → 11
	const result = computeShown({
		...drive,
		depthUnit: 'cm',
		depth: 10,
		includeWastage: true,
		materialType: 'limestone',
	})
	expect(result.volumeFt3).toBeCloseTo(173.2283465, 6)
	expect(result.volumeYd3).toBeCloseTo(6.4158647, 6)
	expect(result.volumeM3).toBeCloseTo(4.9052814, 6)
	expect(result.weightTonnes).toBeCloseTo(8.5842425, 6)
	expect(result.bags).toBe(197)
	expect(result.bulkBags.full).toBe(11)
})

test('imperial, depth in mm, marble chips: 101.6 mm is exactly 4 in', () => {
	// 101.6 / 304.8 = 1/3 ft: 160 ft³ = 4.5306963 m³; × 1.55 = 7.0225793 t; 182 bags; bulk 8.26 → 9
	const result = computeShown({ ...drive, depthUnit: 'mm', depth: 101.6, materialType: 'marble' })
	expect(result.volumeFt3).toBeCloseTo(160, 9)
	expect(result.weightTonnes).toBeCloseTo(7.0225793, 6)
	expect(result.bags).toBe(182)
	expect(result.bulkBags.full).toBe(9)
})

test('rounding trap: 9 × 5 m at 25 cm is 495 bags, and 17 × 5 m of pea gravel is 44 bulk bags', () => {
	// 11.25 m³ × 1.1 / 0.025 = 495.00000000000006, which Math.ceil makes 496
	expect(computeShown({ ...path, length: 9, width: 5, depth: 25 }).bags).toBe(495)
	// 21.25 m³ × 1.1 × 1.6 = 37.4 t; / 0.85 = 44.00000000000001, which Math.ceil makes 45
	expect(computeShown({ ...path, length: 17, width: 5, depth: 25 }).bulkBags.full).toBe(44)
})

test('the depth hint: a driveway is 50-75 mm of gravel over a 100-150 mm sub-base, in each depth unit', () => {
	// issue #36: the old 10-15 cm was the whole build-up, not the gravel. 50-75 mm = 5-7.5 cm ≈ 2-3 in
	// (50.8-76.2 mm); 100-150 mm = 10-15 cm ≈ 4-6 in (101.6-152.4 mm)
	expect(GRAVEL.recommendedDepth).toEqual({
		cm: '5-10 cm for paths; 5-7.5 cm for driveways, over a 10-15 cm sub-base',
		mm: '50-100 mm for paths; 50-75 mm for driveways, over a 100-150 mm sub-base',
		in: '2-4 inches for paths; 2-3 inches for driveways, over a 4-6 inch sub-base',
	})
})

test('property: a denser gravel never needs fewer bulk bags, and the same 25 L bags', () => {
	const types = Object.keys(GRAVEL.types) as Array<GravelInput['materialType']>
	const plot = fc.record({
		length: fc.integer({ min: 1, max: 500 }).map((tenths) => tenths / 10),
		width: fc.integer({ min: 1, max: 500 }).map((tenths) => tenths / 10),
		depth: fc.integer({ min: 1, max: 30 }),
	})
	fc.assert(
		fc.property(plot, fc.constantFrom(...types), fc.constantFrom(...types), (sizes, a, b) => {
			const [lighter, heavier] = GRAVEL.types[a].densityTPerM3 <= GRAVEL.types[b].densityTPerM3 ? [a, b] : [b, a]
			const light = computeShown({ ...path, ...sizes, materialType: lighter })
			const heavy = computeShown({ ...path, ...sizes, materialType: heavier })
			expect(heavy.bulkBags.full).toBeGreaterThanOrEqual(light.bulkBags.full)
			expect(heavy.bags).toBe(light.bags)
		}),
	)
})
