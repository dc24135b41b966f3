import fc from 'fast-check'
import { expect, test } from 'vitest'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectLayerBought } from '../../../../tests/support/layer-bought.ts'
import { computeTopsoil, type TopsoilInput } from './compute.ts'

const bed: TopsoilInput = {
	unit: 'metric',
	depthUnit: 'cm',
	length: 5,
	width: 4,
	depth: 10,
	includeWastage: true,
	materialType: 'topsoil',
}

/** computeTopsoil, its working checked for impossible amounts and the bags bought against its counts (issue #17). */
function computeShown(input: TopsoilInput) {
	return expectLayerBought(computeTopsoil(input))
}

test('metric, depth in cm: a 5 × 4 m lawn 10 cm deep with wastage', () => {
	// area 20 m² (× 10.764 = 215.28 ft²); net 20 × 0.1 = 2 m³; to buy 2 × 1.1 = 2.2 m³ (× 1.30795 = 2.88 yd³)
	// weight 2.2 × 1.4 = 3.08 t = 3,080 kg (× 2.20462 = 6,790.23 lb; × 1.10231 = 3.40 US tons)
	// bags 2.2 / 0.04 = 55 (55.00000000000001 in floating point); bulk 3,080 / 850 = 3 full, remainder 530 > 425 → 4 full
	const result = computeShown(bed)
	expect(result.areaM2).toBe(20)
	expect(result.areaFt2).toBeCloseTo(215.28, 9)
	expect(result.netVolumeM3).toBeCloseTo(2, 9)
	expect(result.volumeM3).toBeCloseTo(2.2, 9)
	expect(result.volumeYd3).toBeCloseTo(2.87749, 5)
	expect(result.weightTonnes).toBeCloseTo(3.08, 9)
	expect(result.weightKg).toBeCloseTo(3080, 6)
	expect(result.weightLb).toBeCloseTo(6790.2296, 4)
	expect(result.weightUsTons).toBeCloseTo(3.3951148, 6)
	expect(result.bags).toBe(55)
	expect(result.bulkBags).toEqual({ full: 4, half: 0 })
	expect(result.wasteVolumeM3).toBeCloseTo(0.2, 9)
})

test('working: the metric example, line by line, with what to buy', () => {
	// as above: 20 m² × 10 cm = 2 m³, + 10 % = 2.2 m³ × 1.4 = 3.08 t; 2,200 L / 40 L = 55; 3,080 / 850 = 3.62 → 4
	const result = computeShown(bed)
	expect(workedOut(result).working).toEqual([
		{ label: 'Area', steps: '5 m × 4 m = 20.00 m² (215.28 ft²)' },
		{ label: 'Volume', steps: '20.00 m² × 10 cm = 2.00 m³; + 10 % wastage = 2.20 m³ (2.88 yd³)' },
		{ label: 'Weight', steps: '2.2 m³ × 1.4 t/m³ = 3.08 tonnes (3,080.00 kg)' },
		{ label: 'Standard Bags (40 L)', steps: '2,200 L ÷ 40 L = 55 → 55' },
		{ label: 'Bulk Bags (850 kg)', steps: '3,080.00 kg ÷ 850 kg = 3.6235 → 4' },
		{ label: 'Waste Allowance', steps: '2.00 m³ × 10 % = 10% included (0.20 m³)' },
	])
	expect(result.purchases).toEqual([
		// 4 full bulk bags: bought as bulk bags, not also as 55 bags
		{ key: 'topsoil-bulk-bag-850kg', item: 'Topsoil, 850 kg bulk bag', quantity: 4, unit: 'bulk bag' },
	])
})

test('metric, depth in mm, no wastage: the half-bag rule', () => {
	// net 20 × 100 / 1000 = 2 m³; weight 2.8 t = 2,800 kg; bags 2 / 0.04 = 50
	// bulk: floor(2,800 / 850) = 3 full, remainder 250 ≤ 425 → one half bag
	const result = computeShown({ ...bed, depthUnit: 'mm', depth: 100, includeWastage: false })
	expect(result.volumeM3).toBeCloseTo(2, 9)
	expect(result.weightKg).toBeCloseTo(2800, 6)
	expect(result.bags).toBe(50)
	expect(result.bulkBags).toEqual({ full: 3, half: 1 })
	expect(result.wasteVolumeM3).toBe(0)
})

test('metric, depth in inches: 4 in is 0.1016 m', () => {
	// net 20 × 4 × 0.0254 = 2.032 m³; × 1.1 = 2.2352 m³; weight 3.12928 t
	// bags 2.2352 / 0.04 = 55.88 → 56; bulk 3,129.28 kg: 3 full, remainder 579.28 > 425 → 4 full
	const result = computeShown({ ...bed, depthUnit: 'in', depth: 4 })
	expect(result.netVolumeM3).toBeCloseTo(2.032, 9)
	expect(result.volumeM3).toBeCloseTo(2.2352, 9)
	expect(result.weightTonnes).toBeCloseTo(3.12928, 9)
	expect(result.bags).toBe(56)
	expect(result.bulkBags).toEqual({ full: 4, half: 0 })
})

const yard: TopsoilInput = { ...bed, unit: 'imperial', length: 20, width: 10, depthUnit: 'in', depth: 6 }

test('imperial, depth in inches: 20 × 10 ft, 6 in deep, no wastage', () => {
	// area 200 ft² (× 0.092903 = 18.5806 m²); 200 × 6 / 12 = 100 ft³; / 27 = 3.7037 yd³; × 0.764555 = 2.831685 m³
	// weight 2.831685 × 1.4 = 3.964359 t (× 1.10231 = 4.36995 US tons; 3,964.36 kg × 2.20462 = 8,739.91 lb)
	// bags 2.831685 / 0.04 = 70.79 → 71; bulk 3,964.36 kg: 4 full, remainder 564.36 > 425 → 5 full
	const result = computeShown({ ...yard, includeWastage: false })
	expect(result.areaFt2).toBe(200)
	expect(result.areaM2).toBeCloseTo(18.5806, 9)
	expect(result.volumeFt3).toBeCloseTo(100, 9)
	expect(result.volumeYd3).toBeCloseTo(3.7037037, 6)
	expect(result.volumeM3).toBeCloseTo(2.8316852, 6)
	expect(result.weightTonnes).toBeCloseTo(3.9643593, 6)
	expect(result.weightUsTons).toBeCloseTo(4.3699529, 6)
	expect(result.weightLb).toBeCloseTo(8739.9057, 3)
	expect(result.bags).toBe(71)
	expect(result.bulkBags).toEqual({ full: 5, half: 0 })
})

test('imperial, depth in cm: 15 cm is 15 / 30.48 ft, with wastage', () => {
	// 200 × 15 / 30.48 = 98.4252 ft³; / 27 = 3.645378 yd³; × 1.1 = 4.009915 yd³ (108.2677 ft³)
	// m³ = 3.645378 × 0.764555 × 1.1 = 3.0658009; weight × 1.4 = 4.2921212 t
	// bags 3.0658 / 0.04 = 76.6 → 77; bulk 4,292.12 kg: 5 full, remainder 42.12 → one half bag
	const result = computeShown({ ...yard, depthUnit: 'cm', depth: 15 })
	expect(result.volumeYd3).toBeCloseTo(4.0099154, 6)
	expect(result.volumeFt3).toBeCloseTo(108.2677165, 6)
	expect(result.volumeM3).toBeCloseTo(3.0658009, 6)
	expect(result.wasteVolumeYd3).toBeCloseTo(0.3645378, 6)
	expect(result.weightTonnes).toBeCloseTo(4.2921212, 6)
	expect(result.bags).toBe(77)
	expect(result.bulkBags).toEqual({ full: 5, half: 1 })
})

test('imperial, depth in mm: 152.4 mm is exactly half a foot, the same as 6 in', () => {
	// 152.4 / 304.8 = 0.5 ft, so this is the 6 in case: 100 ft³, 71 bags, 5 full bulk bags
	const inMm = computeShown({ ...yard, depthUnit: 'mm', depth: 152.4, includeWastage: false })
	const inInches = computeShown({ ...yard, includeWastage: false })
	expect(inMm.volumeFt3).toBeCloseTo(100, 9)
	expect(inMm.bags).toBe(inInches.bags)
	expect(inMm.bulkBags).toEqual(inInches.bulkBags)
	expect(inMm.weightTonnes).toBeCloseTo(inInches.weightTonnes, 9)
})

test('rounding trap: 2 × 2 m at 10 cm with wastage is 11 bags, not 12', () => {
	// 0.4 m³ × 1.1 = 0.44000000000000006; / 0.04 = 11.000000000000002, which Math.ceil makes 12
	// weight 0.44 × 1.4 = 0.616 t = 616 kg: 0 full, remainder 616 > 425 → 1 full bag
	const result = computeShown({ ...bed, length: 2, width: 2 })
	expect(result.bags).toBe(11)
	expect(result.bulkBags).toEqual({ full: 1, half: 0 })
})

test('property: topsoil bulk bags follow the half-bag rule for any plot', () => {
	const plot = fc.record({
		length: fc.integer({ min: 1, max: 500 }).map((tenths) => tenths / 10),
		width: fc.integer({ min: 1, max: 500 }).map((tenths) => tenths / 10),
		depth: fc.integer({ min: 1, max: 60 }),
	})
	fc.assert(
		fc.property(plot, (sizes) => {
			const result = computeShown({ ...bed, ...sizes })
			const kg = result.weightKg
			// Enough bagged weight for the soil, and never a whole half bag more than needed.
			const bagged = result.bulkBags.full * 850 + result.bulkBags.half * 425
			expect(bagged).toBeGreaterThanOrEqual(kg - 1e-6)
			expect(bagged - kg).toBeLessThan(425 + 1e-6)
		}),
	)
})
