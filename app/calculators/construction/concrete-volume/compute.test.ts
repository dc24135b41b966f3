import fc from 'fast-check'
import { expect, test } from 'vitest'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectSoundEstimate, shownValue } from '../../../../tests/support/estimated.ts'
import { computeConcrete as computeOnly, REBAR_KG_PER_M } from './compute.ts'
import { parseConcrete, type ConcreteInput, type ConcreteValues, CONCRETE_DEFAULTS } from './schema.ts'

/** Every result here is also checked for a broken amount in its working, and buys what its lines show. */
function computeConcrete(input: ConcreteInput) {
	const result = computeOnly(input)
	expectSoundEstimate(result, { decimal: ['m³', 'tonne'] })
	// Ready-mix by the m³ shown, or the bags shown; the rebar by the kg shown, in tonnes.
	const figure = (label: string, unit: string) => {
		const text = shownValue(result, label) ?? ''
		return Number(new RegExp(`([\\d,.]+) ${unit}`).exec(text)?.[1]?.replace(/,/g, ''))
	}
	const [concrete, rebar] = result.purchases
	expect(concrete?.quantity).toBe(result.isReadyMixAdvised ? figure('Concrete Volume', 'm³') : result.bags)
	if (result.rebar) expect(rebar?.quantity).toBeCloseTo(figure('Rebar (12 mm)', 'kg') / 1000, 12)
	expect(result.purchases).toHaveLength(result.rebar ? 2 : 1)
	return result
}

const slab: ConcreteInput = {
	unit: 'metric',
	shape: 'slab',
	concreteType: 'standard',
	length: 5,
	width: 4,
	height: 0.1,
	diameter: 0,
	includeWastage: true,
	includeReinforcement: false,
}

test('a 5 × 4 × 0.1 m C25/30 slab with wastage', () => {
	// V = 5 × 4 × 0.1 = 2 m³ × 1.1 = 2.2 m³ (× 35.3147 = 77.69 ft³); waste 0.2 m³; weight = 2.2 × 2400 = 5280 kg
	// dry volume = 2.2 × 1.54 = 3.388 m³, one part of 6 = 0.564667 m³
	// cement = 0.564667 × 1440 = 813.12 kg (× 2.20462 = 1,792.62 lb); sand = 2 × 0.564667 × 1600 = 1,806.93 kg
	// gravel = 3 × 0.564667 × 1600 = 2,710.40 kg; water = 813.12 kg × 0.5 = 406.56 L
	// bags (dry ready-mixed concrete) = ceil(5280 / 25) = ceil(211.2) = 212; builder's = ceil(6.21) = 7
	const result = computeConcrete(slab)
	expect(result.netVolumeM3).toBeCloseTo(2, 9)
	expect(result.volumeM3).toBeCloseTo(2.2, 9)
	expect(result.volumeFt3).toBeCloseTo(77.69234, 5)
	expect(result.wasteM3).toBeCloseTo(0.2, 9)
	expect(result.weightKg).toBeCloseTo(5280, 6)
	expect(result.weightLb).toBeCloseTo(5280 * 2.20462, 6)
	expect(result.cementKg).toBeCloseTo(813.12, 6)
	expect(result.sandKg).toBeCloseTo(1806.9333, 3)
	expect(result.gravelKg).toBeCloseTo(2710.4, 6)
	expect(result.waterL).toBeCloseTo(406.56, 6)
	expect(result.bags).toBe(212)
	expect(result.buildersBags).toBe(7)
	expect(result.rebar).toBeNull()
	expect(result.isReadyMixAdvised).toBe(true)
	expect(workedOut(result).working).toEqual([
		{ label: 'Total Concrete Volume', steps: '5 m × 4 m × 0.1 m = 2.00 m³ + 10 % waste = 2.20 m³' },
		{ label: 'Concrete Volume', steps: '5 m × 4 m × 0.1 m = 2.00 m³ + 10 % waste = 2.20 m³ (77.69 ft³)' },
		{ label: 'Total Weight', steps: '2.20 m³ × 2,400 kg/m³ = 5,280.00 kg (11,640.39 lb)' },
		{ label: 'Cement', steps: '2.20 m³ × 1.54 ÷ 6 × 1,440 kg/m³ = 813.12 kg (1,792.62 lb)' },
		{ label: 'Sand', steps: '2.20 m³ × 1.54 × 2 ÷ 6 × 1,600 kg/m³ = 1,806.93 kg (3,983.60 lb)' },
		{ label: 'Gravel', steps: '2.20 m³ × 1.54 × 3 ÷ 6 × 1,600 kg/m³ = 2,710.40 kg (5,975.40 lb)' },
		{ label: 'Water', steps: '813.12 kg of cement × 0.5 L/kg = 406.56 L' },
		{ label: '25 kg Bags', steps: '5,280.00 kg ÷ 25 kg = 211.2 → 212 bags of dry ready-mixed concrete' },
		{ label: 'Builder’s Bags (850 kg)', steps: '5,280.00 kg ÷ 850 kg = 6.2118 → 7' },
		{ label: 'Waste Allowance', steps: '2.20 m³ − 2.00 m³ = 10% (0.20 m³)' },
	])
	// Above 0.5 m³ the results advise ready-mix: it is what is bought, by the m³ shown.
	expect(result.purchases).toEqual([
		{ key: 'ready-mix-c25-30-m3', item: 'Ready-mix concrete C25/30', quantity: 2.2, unit: 'm³' },
	])
})

test('without wastage the order is the net volume', () => {
	const result = computeConcrete({ ...slab, includeWastage: false })
	expect(result.volumeM3).toBeCloseTo(2, 9)
	expect(result.wasteM3).toBeCloseTo(0, 9)
	// 2 × 2400 = 4800 kg → 192 bags exactly, 6 builder's bags (5.65)
	expect(result.bags).toBe(192)
	expect(result.buildersBags).toBe(6)
})

test('slab reinforcement: a 0.3 m grid of 12 mm bars over the plan', () => {
	// along the length: floor(4 / 0.3) + 1 = 14 bars × 5 m = 70 m; across: floor(5 / 0.3) + 1 = 17 bars × 4 m = 68 m
	// 138 m × π × 0.006² × 7850 (0.8878 kg/m) = 122.52 kg
	const result = computeConcrete({ ...slab, includeReinforcement: true })
	expect(REBAR_KG_PER_M).toBeCloseTo(0.887814, 6)
	expect(result.rebar?.lengthM).toBeCloseTo(138, 9)
	expect(result.rebar?.weightKg).toBeCloseTo(122.5183, 4)
	expect(workedOut(result).working.find((line) => line.label === 'Rebar (12 mm)')?.steps).toBe(
		'(14 × 5 m + 17 × 4 m) × 0.8878 kg/m = 138.00 m (452.76 ft), 122.52 kg (270.11 lb)',
	)
	expect(result.purchases[1]).toEqual({ key: 'rebar-tonne', item: 'Rebar', quantity: 0.12252, unit: 'tonne' })
})

test('a footing is a box like a slab, with its grid over the plan', () => {
	// 2 × 0.6 × 0.5 = 0.6 m³; bars: floor(0.6 / 0.3) + 1 = 3 × 2 m + floor(2 / 0.3) + 1 = 7 × 0.6 m = 6 + 4.2 = 10.2 m
	const result = computeConcrete({
		...slab,
		shape: 'footing',
		length: 2,
		width: 0.6,
		height: 0.5,
		includeReinforcement: true,
		includeWastage: false,
	})
	expect(result.volumeM3).toBeCloseTo(0.6, 9)
	expect(result.rebar?.lengthM).toBeCloseTo(10.2, 9)
})

test('a round column: π (d / 2)² h, four bars and a tie every 0.3 m', () => {
	// V = π × 0.15² × 3 = 0.2121 m³, no wastage; weight 508.94 kg → ceil(20.36) = 21 bags, 1 builder's bag
	// rebar = 4 × 3 m + (floor(3 / 0.3) + 1 = 11 ties) × π × 0.3 m = 12 + 10.367 = 22.367 m → 19.858 kg
	const result = computeConcrete({
		...slab,
		shape: 'column',
		length: 0,
		width: 0,
		diameter: 0.3,
		height: 3,
		includeWastage: false,
		includeReinforcement: true,
	})
	expect(result.volumeM3).toBeCloseTo(0.212057504, 8)
	expect(result.weightKg).toBeCloseTo(508.93801, 4)
	expect(result.bags).toBe(21)
	expect(result.buildersBags).toBe(1)
	expect(result.rebar?.lengthM).toBeCloseTo(22.367256, 5)
	expect(result.rebar?.weightKg).toBeCloseTo(19.857965, 5)
	expect(result.isReadyMixAdvised).toBe(false)
	expect(
		workedOut(result)
			.working.map((line) => line.steps)
			.slice(0, 2),
	).toEqual(['π × (0.3 m ÷ 2)² × 3 m = 0.21 m³', 'π × (0.3 m ÷ 2)² × 3 m = 0.21 m³ (7.49 ft³)'])
	expect(workedOut(result).working.find((line) => line.label === 'Rebar (12 mm)')?.steps).toBe(
		'(4 × 3 m + 11 × 0.9425 m) × 0.8878 kg/m = 22.37 m (73.38 ft), 19.86 kg (43.78 lb)',
	)
	// Below 0.5 m³ it is mixed from 25 kg bags of dry ready-mixed concrete.
	expect(result.purchases[0]).toEqual({
		key: 'concrete-bag-25kg',
		item: 'Dry ready-mixed concrete, 25 kg bag',
		quantity: 21,
		unit: 'bag',
	})
})

test('a column without a diameter is a box (length × width × height), tied around its perimeter', () => {
	// 0.3 × 0.3 × 3 = 0.27 m³; rebar 4 × 3 + 11 ties × 2 × (0.3 + 0.3) = 12 + 13.2 = 25.2 m
	const result = computeConcrete({
		...slab,
		shape: 'column',
		length: 0.3,
		width: 0.3,
		height: 3,
		includeWastage: false,
		includeReinforcement: true,
	})
	expect(result.volumeM3).toBeCloseTo(0.27, 9)
	expect(result.rebar?.lengthM).toBeCloseTo(25.2, 9)
})

test('a wall: its grid covers the face, length × height', () => {
	// V = 6 × 0.2 × 2.5 = 3 m³ × 1.1 = 3.3 m³; weight 7920 kg → ceil(316.8) = 317 bags; ceil(9.32) = 10 builder's bags
	// bars: floor(2.5 / 0.3) + 1 = 9 × 6 m = 54 m; floor(6 / 0.3) + 1 = 21 × 2.5 m = 52.5 m; 106.5 m → 94.55 kg
	const result = computeConcrete({
		...slab,
		shape: 'wall',
		length: 6,
		width: 0.2,
		height: 2.5,
		includeReinforcement: true,
	})
	expect(result.volumeM3).toBeCloseTo(3.3, 9)
	expect(result.bags).toBe(317)
	expect(result.buildersBags).toBe(10)
	expect(result.rebar?.lengthM).toBeCloseTo(106.5, 9)
	expect(result.rebar?.weightKg).toBeCloseTo(94.5522, 4)
})

test('LC25/28 lightweight concrete weighs 1800 kg/m³', () => {
	// 2 × 1 × 0.15 = 0.3 m³ × 1.1 = 0.33 m³ × 1800 = 594 kg → ceil(23.76) = 24 bags
	const result = computeConcrete({ ...slab, concreteType: 'lightweight', length: 2, width: 1, height: 0.15 })
	expect(result.weightKg).toBeCloseTo(594, 6)
	expect(result.bags).toBe(24)
	expect(result.isReadyMixAdvised).toBe(false)
})

test('imperial: a 10 × 10 × 0.5 ft slab is 50 ft³', () => {
	// 50 ft³ × 1.1 = 55 ft³; m³ = 50 × 0.0283168 × 1.1 = 1.557424; weight = 3737.82 kg → ceil(149.51) = 150 bags
	// rebar over 3.048 × 3.048 m: floor(3.048 / 0.3) + 1 = 11 bars each way × 3.048 m = 67.056 m
	const result = computeConcrete({
		...slab,
		unit: 'imperial',
		length: 10,
		width: 10,
		height: 0.5,
		includeReinforcement: true,
	})
	expect(result.volumeFt3).toBeCloseTo(55, 9)
	expect(result.volumeM3).toBeCloseTo(1.557424, 9)
	expect(result.weightKg).toBeCloseTo(3737.8176, 6)
	expect(result.bags).toBe(150)
	expect(result.rebar?.lengthM).toBeCloseTo(67.056, 9)
	expect(
		workedOut(result)
			.working.map((line) => line.steps)
			.slice(0, 3),
	).toEqual([
		'10 ft × 10 ft × 0.5 ft = 50.00 ft³ + 10 % waste = 55.00 ft³',
		'10 ft × 10 ft × 0.5 ft = 50.00 ft³ + 10 % waste = 55.00 ft³ (1.56 m³)',
		'1.56 m³ × 2,400 kg/m³ = 3,737.82 kg (8,240.47 lb)',
	])
})

test('a cubic metre of 1:2:3 takes about 370 kg of cement: 14.8 bags of 25 kg, where the volume ÷ 6 gave 240 kg', () => {
	// 1 × 1.54 ÷ 6 × 1440 = 369.6 kg of cement; sand 1.54 × 2 ÷ 6 × 1600 = 821.33 kg; gravel 1.54 × 3 ÷ 6 × 1600 = 1232 kg
	// water 369.6 × 0.5 = 184.8 L; dry materials 2,422.93 kg (a cubic metre of C25/30 weighs 2,400 kg)
	const result = computeConcrete({ ...slab, length: 10, width: 1, height: 0.1, includeWastage: false })
	expect(result.cementKg).toBeCloseTo(369.6, 9)
	expect(result.sandKg).toBeCloseTo(821.3333, 4)
	expect(result.gravelKg).toBeCloseTo(1232, 9)
	expect(result.waterL).toBeCloseTo(184.8, 9)
	expect(result.cementKg + result.sandKg + result.gravelKg).toBeCloseTo(2422.9333, 4)
	// The 25 kg bags of dry ready-mixed concrete are still counted by the concrete's weight: 2400 / 25 = 96.
	expect(result.bags).toBe(96)
	expect(shownValue(result, '25 kg Bags')).toBe('96 bags of dry ready-mixed concrete')
})

test('one bag of dry ready-mixed concrete is named in the singular', () => {
	// 0.3 × 0.3 × 0.1 = 0.009 m³ × 2400 = 21.6 kg → 1 bag
	const result = computeConcrete({ ...slab, length: 0.3, width: 0.3, height: 0.1, includeWastage: false })
	expect(result.bags).toBe(1)
	expect(shownValue(result, '25 kg Bags')).toBe('1 bag of dry ready-mixed concrete')
})

test('rounding trap: a 5 × 5 × 0.5 m slab with wastage is 1320 bags, not 1321', () => {
	// 12.5 m³ × 1.1 = 13.750000000000002 m³ × 2400 / 25 = 1320.0000000000002
	expect(computeConcrete({ ...slab, width: 5, height: 0.5 }).bags).toBe(1320)
})

test('the schema asks a column for diameter and height only, other shapes for length, width and height', () => {
	const column: ConcreteValues = { ...CONCRETE_DEFAULTS, shape: 'column', diameter: '0.3', height: '3', length: 'x' }
	expect(parseConcrete(column)).toEqual({
		data: { ...CONCRETE_DEFAULTS, shape: 'column', diameter: 0.3, height: 3, length: 0, width: 0 },
		errors: {},
	})
	const box: ConcreteValues = { ...CONCRETE_DEFAULTS, length: '5', width: '0.05', height: '', diameter: 'abc' }
	expect(parseConcrete(box)).toEqual({
		data: null,
		errors: { width: 'Must be between 0.1 and 1,000 m', height: 'Required' },
	})
})

const tenths = (min: number, max: number) => fc.integer({ min, max }).map((value) => value / 10)
const concreteArbitrary: fc.Arbitrary<ConcreteInput> = fc.record({
	unit: fc.constantFrom('metric' as const, 'imperial' as const),
	shape: fc.constantFrom('slab' as const, 'footing' as const, 'column' as const, 'wall' as const),
	concreteType: fc.constantFrom(
		'standard' as const,
		'high-strength' as const,
		'lightweight' as const,
		'heavy-duty' as const,
	),
	length: tenths(1, 500),
	width: tenths(1, 200),
	height: tenths(1, 100),
	diameter: tenths(1, 30),
	includeWastage: fc.boolean(),
	includeReinforcement: fc.boolean(),
})

test('property: every figure is finite and not negative, every count whole', () => {
	fc.assert(
		fc.property(concreteArbitrary, (input) => {
			const result = computeConcrete(input)
			// Water is half the cement's weight, and the mix scales with the volume: cement = V × 369.6 kg.
			expect(result.waterL).toBeCloseTo(result.cementKg / 2, 9)
			expect(result.cementKg).toBeCloseTo(result.volumeM3 * 369.6, 6)
			const figures = [
				result.volumeM3,
				result.volumeFt3,
				result.weightKg,
				result.cementKg,
				result.sandKg,
				result.gravelKg,
				result.waterL,
				result.wasteM3 + 1e-12,
			]
			for (const value of [...figures, result.rebar?.lengthM ?? 0, result.rebar?.weightKg ?? 0])
				expect(Number.isFinite(value) && value >= 0).toBe(true)
			for (const count of [result.bags, result.buildersBags]) expect(Number.isInteger(count) && count >= 0).toBe(true)
		}),
	)
})

test('property: bigger dimensions or wastage never need less concrete, bags or rebar', () => {
	fc.assert(
		fc.property(
			concreteArbitrary,
			fc.constantFrom('length' as const, 'width' as const, 'height' as const, 'diameter' as const),
			tenths(0, 50),
			(input, dimension, extra) => {
				const base = computeConcrete(input)
				for (const bigger of [
					computeConcrete({ ...input, [dimension]: input[dimension] + extra }),
					computeConcrete({ ...input, includeWastage: true }),
				]) {
					expect(bigger.volumeM3).toBeGreaterThanOrEqual(base.volumeM3 - 1e-9)
					expect(bigger.bags).toBeGreaterThanOrEqual(base.bags)
					expect(bigger.cementKg).toBeGreaterThanOrEqual(base.cementKg - 1e-9)
					expect(bigger.buildersBags).toBeGreaterThanOrEqual(base.buildersBags)
					expect(bigger.rebar?.lengthM ?? 0).toBeGreaterThanOrEqual((base.rebar?.lengthM ?? 0) - 1e-9)
				}
			},
		),
	)
})

test('property: a shape entered in feet and the same shape in metres agree', () => {
	// ft³ × 0.0283168 and (ft × 0.3048)³ differ by 1.6 parts in a million, so a count may step by one at an edge.
	fc.assert(
		fc.property(concreteArbitrary, (input) => {
			const feet = computeConcrete({ ...input, unit: 'imperial' })
			const toM = (ft: number) => ft * 0.3048
			const metres = computeConcrete({
				...input,
				unit: 'metric',
				length: toM(input.length),
				width: toM(input.width),
				height: toM(input.height),
				diameter: toM(input.diameter),
			})
			expect(Math.abs(feet.volumeM3 - metres.volumeM3)).toBeLessThanOrEqual(2e-6 * Math.max(1, metres.volumeM3))
			expect(Math.abs(feet.volumeFt3 - metres.volumeFt3)).toBeLessThanOrEqual(1e-5 * Math.max(1, feet.volumeFt3))
			expect(Math.abs(feet.bags - metres.bags)).toBeLessThanOrEqual(1)
			expect(feet.rebar?.lengthM ?? 0).toBeCloseTo(metres.rebar?.lengthM ?? 0, 6)
		}),
	)
})

test('property: every computed line has its working, never NaN or a negative', () => {
	// computeConcrete here checks each result against its rendered results view.
	fc.assert(
		fc.property(concreteArbitrary, (input) => {
			expect(workedOut(computeConcrete(input)).working.length).toBeGreaterThan(8)
		}),
	)
})
