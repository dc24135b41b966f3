import fc from 'fast-check'
import { expect, test } from 'vitest'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectLayerBought } from '../../../../tests/support/layer-bought.ts'
import { computeMulch, type MulchInput } from './compute.ts'
import { MULCH } from './material.ts'

const bed: MulchInput = {
	unit: 'metric',
	depthUnit: 'cm',
	length: 4,
	width: 2.5,
	depth: 7.5,
	includeWastage: true,
	materialType: 'bark',
}

/** computeMulch, its working checked for impossible amounts and the bags bought against its counts (issue #17). */
function computeShown(input: MulchInput) {
	return expectLayerBought(computeMulch(input))
}

test('metric, depth in cm, bark: a 4 × 2.5 m bed 7.5 cm deep with wastage', () => {
	// area 10 m²; net 10 × 0.075 = 0.75 m³; to buy × 1.1 = 0.825 m³
	// weight 0.825 × 0.4 = 0.33 t = 330 kg (× 1.10231 = 0.3638 US tons; × 2.20462 = 727.52 lb)
	// bags 0.825 / 0.05 = 16.5 → 17; bulk bags of 1 m³: ceil(0.825) = 1
	const result = computeShown(bed)
	expect(result.areaM2).toBe(10)
	expect(result.volumeM3).toBeCloseTo(0.825, 9)
	expect(result.weightTonnes).toBeCloseTo(0.33, 9)
	expect(result.weightUsTons).toBeCloseTo(0.3637623, 6)
	expect(result.weightLb).toBeCloseTo(727.5246, 4)
	expect(result.bags).toBe(17)
	expect(result.bulkBags).toEqual({ full: 1, half: 0 })
})

test('metric, depth in mm, wood chips, no wastage', () => {
	// 10 × 3 × 50 / 1000 = 1.5 m³; × 0.3 = 0.45 t; bags 1.5 / 0.05 = 30; bulk 2
	const result = computeShown({
		...bed,
		length: 10,
		width: 3,
		depthUnit: 'mm',
		depth: 50,
		includeWastage: false,
		materialType: 'wood',
	})
	expect(result.volumeM3).toBeCloseTo(1.5, 9)
	expect(result.weightTonnes).toBeCloseTo(0.45, 9)
	expect(result.bags).toBe(30)
	expect(result.bulkBags.full).toBe(2)
})

test('metric, depth in inches, straw, with wastage', () => {
	// 6 × 5 = 30 m² × 3 × 0.0254 = 2.286 m³; × 1.1 = 2.5146 m³; × 0.1 = 0.25146 t
	// bags 2.5146 / 0.05 = 50.29 → 51; bulk ceil(2.5146) = 3
	const result = computeShown({ ...bed, length: 6, width: 5, depthUnit: 'in', depth: 3, materialType: 'straw' })
	expect(result.volumeM3).toBeCloseTo(2.5146, 9)
	expect(result.weightTonnes).toBeCloseTo(0.25146, 9)
	expect(result.bags).toBe(51)
	expect(result.bulkBags.full).toBe(3)
})

const border: MulchInput = {
	...bed,
	unit: 'imperial',
	length: 30,
	width: 12,
	depthUnit: 'in',
	depth: 3,
	includeWastage: false,
}

test('imperial, depth in inches, gravel mulch: 30 × 12 ft, 3 in deep', () => {
	// 360 ft² × 3 / 12 = 90 ft³; / 27 = 3.3333 yd³; × 0.764555 = 2.5485167 m³
	// weight × 1.6 = 4.0776267 t (× 1.10231 = 4.4948087 US tons); bags 2.5485 / 0.05 = 50.97 → 51; bulk 3
	const result = computeShown({ ...border, materialType: 'gravel' })
	expect(result.volumeFt3).toBeCloseTo(90, 9)
	expect(result.volumeYd3).toBeCloseTo(3.3333333, 6)
	expect(result.volumeM3).toBeCloseTo(2.5485167, 6)
	expect(result.weightTonnes).toBeCloseTo(4.0776267, 6)
	expect(result.weightUsTons).toBeCloseTo(4.4948087, 6)
	expect(result.bags).toBe(51)
	expect(result.bulkBags.full).toBe(3)
})

test('working: imperial gravel mulch, line by line, with what to buy', () => {
	// as above: 360 ft² × 3 in = 90 ft³ = 3.33 yd³ = 2.5485 m³ × 1.6 = 4.08 t; 2,548.5 L / 50 L = 50.97 → 51 bags
	const result = computeShown({ ...border, materialType: 'gravel' })
	expect(workedOut(result).working).toEqual([
		{ label: 'Area', steps: '30 ft × 12 ft = 360.00 ft² (33.45 m²)' },
		{ label: 'Volume', steps: '360.00 ft² × 3 in = 3.33 yd³ (90.00 ft³; 2.55 m³)' },
		{ label: 'Weight', steps: '2.5485 m³ × 1.6 t/m³ = 4.49 US tons (8,989.62 lb; 4.08 tonnes)' },
		{ label: 'Standard Bags (50 L)', steps: '2,548.5167 L ÷ 50 L = 50.9703 → 51' },
		{ label: 'Bulk Bags (1 m³)', steps: '2.55 m³ ÷ 1 m³ = 2.5485 → 3' },
	])
	expect(result.purchases).toEqual([
		// 3 full bulk bags: bought as bulk bags, not also as 51 bags
		{ key: 'gravel-mulch-bulk-bag-1m3', item: 'Gravel Mulch, 1 m³ bulk bag', quantity: 3, unit: 'bulk bag' },
	])
})

test('imperial, depth in cm, rubber, with wastage', () => {
	// 360 × 5 / 30.48 = 59.0551 ft³; / 27 = 2.1872266 yd³; × 1.1 = 2.4059493 yd³
	// m³ = 2.1872266 × 0.764555 × 1.1 = 1.8394805; × 0.5 = 0.9197403 t; bags 36.79 → 37; bulk 2
	const result = computeShown({ ...border, depthUnit: 'cm', depth: 5, includeWastage: true, materialType: 'rubber' })
	expect(result.volumeYd3).toBeCloseTo(2.4059493, 6)
	expect(result.volumeM3).toBeCloseTo(1.8394805, 6)
	expect(result.weightTonnes).toBeCloseTo(0.9197403, 6)
	expect(result.bags).toBe(37)
	expect(result.bulkBags.full).toBe(2)
})

test('imperial, depth in mm, bark: 76.2 mm is exactly 3 in', () => {
	// 76.2 / 304.8 = 0.25 ft: 90 ft³ = 2.5485167 m³; × 0.4 = 1.0194067 t; 51 bags; 3 bulk bags
	const result = computeShown({ ...border, depthUnit: 'mm', depth: 76.2 })
	expect(result.volumeFt3).toBeCloseTo(90, 9)
	expect(result.weightTonnes).toBeCloseTo(1.0194067, 6)
	expect(result.bags).toBe(51)
	expect(result.bulkBags.full).toBe(3)
})

test('rounding trap: 10 × 9 m at 25 cm with wastage is 495 bags, and 20 × 10 m is 55 bulk bags', () => {
	// 22.5 m³ × 1.1 / 0.05 = 495.00000000000006 in floating point, which Math.ceil makes 496
	expect(computeShown({ ...bed, length: 10, width: 9, depth: 25 }).bags).toBe(495)
	// 50 m³ × 1.1 = 55.00000000000001 bulk bags of 1 m³, which Math.ceil makes 56
	expect(computeShown({ ...bed, length: 20, width: 10, depth: 25 }).bulkBags.full).toBe(55)
})

test('property: a denser mulch weighs more but needs the same bags', () => {
	const types = Object.keys(MULCH.types) as Array<MulchInput['materialType']>
	fc.assert(
		fc.property(fc.constantFrom(...types), fc.constantFrom(...types), (a, b) => {
			const first = computeShown({ ...bed, materialType: a })
			const second = computeShown({ ...bed, materialType: b })
			expect(first.bags).toBe(second.bags)
			expect(first.bulkBags).toEqual(second.bulkBags)
			const denser = MULCH.types[a].densityTPerM3 >= MULCH.types[b].densityTPerM3
			expect(first.weightTonnes >= second.weightTonnes).toBe(denser)
		}),
	)
})
