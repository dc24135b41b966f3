import fc from 'fast-check'
import { expect, test } from 'vitest'
import { ft2ToM2, ft2ToYd2, m2ToFt2 } from '#app/lib/units.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { boughtBy, expectSoundEstimate, shownValue } from '../../../../tests/support/estimated.ts'
import { bestRun, computeCarpet, cutFromRoll } from './compute.ts'
import type { CarpetInput } from './schema.ts'

const room = (name: string, length: number, width: number, doorways = 1) => ({ name, length, width, doorways })

const metric: CarpetInput = {
	unit: 'metric',
	rooms: [room('Room 1', 5.9, 3.7), room('Room 2', 4.5, 4.2)],
	rollWidth: 'narrow',
	trimAllowance: 0.1,
	includeUnderlay: true,
	underlayCoverage: 15,
	gripperLength: 1.5,
	doorwayWidth: 0.76,
	price: 20,
}

/**
 * computeCarpet, checked as issue #17 asks on every run: no broken number in its working, and what is bought is
 * the figures shown.
 */
function computeShown(input: CarpetInput) {
	const result = computeCarpet(input)
	expectSoundEstimate(result, { decimal: ['m²', 'yd²'] })
	const metric = input.unit === 'metric'
	const bought = boughtBy(result)
	const counts = {
		'carpet-underlay-roll': result.underlayRolls ?? 0,
		'gripper-strip': result.gripperStrips,
		[metric ? 'door-bar-0-9m' : 'door-bar-3ft']: result.doorBars,
	}
	expect(bought).toEqual({
		// The carpet as the results show it: '58.40 m²' of 'Bought area', '38.22 yd²' first in imperial.
		[metric ? 'carpet-m2' : 'carpet-yd2']: Number(
			/^[\d,.]+/.exec(shownValue(result, 'Bought area') ?? '')?.[0]?.replace(/,/g, ''),
		),
		...Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0)),
	})
	return result
}

test('metric example, 4 m roll: 14.6 m (58.4 m²), 3 underlay rolls, 24 gripper strips, £1,168.00', () => {
	// Room 1: along the long side ceilTol(3.8 / 4) = 1 drop × 6.0 = 6.0 m; along the short side 2 × 3.8 = 7.6 → long, no seam
	const result = computeShown(metric)
	const [first, second] = result.runs
	expect(first).toMatchObject({ along: 'long', runLength: 5.9, drops: 1, seams: 0, seamLength: 0 })
	expect(first?.cutPerDrop).toBeCloseTo(6, 9)
	expect(first?.cutLength).toBeCloseTo(6, 9)
	// Room 2: along the long side 2 × 4.6 = 9.2; along the short side ceilTol(4.6 / 4) = 2 × 4.3 = 8.6 → runs along
	// 4.20 m, 1 seam of 4.20 m
	expect(second).toMatchObject({ along: 'short', runLength: 4.2, drops: 2, seams: 1, seamLength: 4.2 })
	expect(second?.cutPerDrop).toBeCloseTo(4.3, 9)
	expect(second?.cutLength).toBeCloseTo(8.6, 9)
	// C = 6.0 + 8.6 = 14.6 m; bought 4 × 14.6 = 58.4 m² (628.62 ft², 69.85 yd²); F = 21.83 + 18.90 = 40.73 m²
	expect(result.rollWidth).toBe(4)
	expect(result.cutLength).toBeCloseTo(14.6, 9)
	expect(result.boughtArea).toBeCloseTo(58.4, 9)
	expect(m2ToFt2(result.boughtArea)).toBeCloseTo(628.6176, 4)
	expect(ft2ToYd2(m2ToFt2(result.boughtArea))).toBeCloseTo(69.8464, 4)
	expect(result.floorArea).toBeCloseTo(40.73, 9)
	// offcut (58.4 − 40.73) / 58.4 = 30.26 %
	expect(result.offcutPercent).toBeCloseTo(30.2568, 4)
	// 5 m roll: 1 × 6.0 + 1 × 4.3 = 10.3 m = 51.5 m²
	expect(result.alternative.rollWidth).toBe(5)
	expect(result.alternative.cutLength).toBeCloseTo(10.3, 9)
	expect(result.alternative.boughtArea).toBeCloseTo(51.5, 9)
	// underlay 40.73 / 15 = 2.72 → 3; gripper (19.2 − 0.76) + (17.4 − 0.76) = 35.08 m / 1.5 = 23.39 → 24; 2 door bars
	expect(result.underlayRolls).toBe(3)
	expect(result.gripperLength).toBeCloseTo(35.08, 9)
	expect(result.gripperStrips).toBe(24)
	expect(result.doorBars).toBe(2)
	// cost 58.4 × £20 = £1,168.00
	expect(result.cost).toBeCloseTo(1168, 9)
})

test('working: the metric example, room by room, then the totals', () => {
	// Room 1 5.9 × 3.7: 1 × 6.0 = 6.0 m along the long side, 2 × 3.8 = 7.6 m along the short; (3.7 + 0.1) / 4 = 0.95 → 1
	// Room 2 4.5 × 4.2: 2 × 4.6 = 9.2 m or 2 × 4.3 = 8.6 m → along 4.2 m; (4.5 + 0.1) / 4 = 1.15 → 2 drops, 1 seam
	// 6.0 + 8.6 = 14.6 m; 4 × 14.6 = 58.4 m²; offcut (58.4 − 40.73) / 58.4 = 30.3 %; 5 m roll 6.0 + 4.3 = 10.3 m
	const result = computeShown(metric)
	expect(workedOut(result).working).toEqual([
		{ label: 'Room 1: Run direction', steps: '1 × 6.00 m = 6.00 m or 2 × 3.80 m = 7.60 m → runs along 5.90 m' },
		{ label: 'Room 1: Drops', steps: '(3.7 m + 0.1 m) ÷ 4 m = 0.95 → 1' },
		{ label: 'Room 1: Cut per drop', steps: '5.9 m + 0.1 m = 6.00 m' },
		{ label: 'Room 1: Room cut length', steps: '1 × 6.00 m = 6.00 m' },
		{ label: 'Room 1: Seams', steps: '1 − 1 = 0' },
		{ label: 'Room 1: Seam length', steps: '0 × 5.9 m = 0.00 m' },
		{ label: 'Room 2: Run direction', steps: '2 × 4.60 m = 9.20 m or 2 × 4.30 m = 8.60 m → runs along 4.20 m' },
		{ label: 'Room 2: Drops', steps: '(4.5 m + 0.1 m) ÷ 4 m = 1.15 → 2' },
		{ label: 'Room 2: Cut per drop', steps: '4.2 m + 0.1 m = 4.30 m' },
		{ label: 'Room 2: Room cut length', steps: '2 × 4.30 m = 8.60 m' },
		{ label: 'Room 2: Seams', steps: '2 − 1 = 1' },
		{ label: 'Room 2: Seam length', steps: '1 × 4.2 m = 4.20 m' },
		{ label: 'Cut length', steps: '6.00 m + 8.60 m = 14.60 m (47.90 ft)' },
		{ label: 'Bought area', steps: '4 m × 14.60 m = 58.40 m² (628.62 ft², 69.85 yd²)' },
		{ label: 'Floor area', steps: '5.9 m × 3.7 m + 4.5 m × 4.2 m = 40.73 m² (438.42 ft², 48.71 yd²)' },
		{ label: 'Offcut', steps: '(58.40 m² − 40.73 m²) ÷ 58.40 m² × 100 = 30.3%' },
		{ label: 'Alternative width', steps: '6.00 m + 4.30 m → 5 m roll: 10.30 m (51.50 m²)' },
		{ label: 'Underlay rolls', steps: '40.73 m² ÷ 15 m² = 2.7153 → 3' },
		{
			label: 'Gripper length',
			steps: '2 × (5.9 m + 3.7 m) − 1 × 0.76 m + 2 × (4.5 m + 4.2 m) − 1 × 0.76 m = 35.08 m (115.09 ft)',
		},
		{ label: 'Gripper strips', steps: '35.08 m ÷ 1.5 m = 23.3867 → 24' },
		{ label: 'Door bars', steps: '0.76 m ÷ 0.9 m = 0.8444 → 1 a doorway × 2 doorways = 2' },
		{ label: 'Cost', steps: '58.40 m² × £20.00 = £1,168.00' },
	])
	expect(result.purchases).toEqual([
		{ key: 'carpet-m2', item: 'Carpet, 4 m roll', quantity: 58.4, unit: 'm²' },
		{ key: 'carpet-underlay-roll', item: 'Carpet underlay, 15 m² roll', quantity: 3, unit: 'roll' },
		{ key: 'gripper-strip', item: 'Gripper strip, 1.5 m', quantity: 24, unit: 'strip' },
		{ key: 'door-bar-0-9m', item: 'Door bar, 0.9 m', quantity: 2, unit: 'bar' },
	])
})

/**
 * An imperial case of docs/calculators/carpet-calculator.md §3: a 16 × 14 ft room, 12 ft roll, 4 in allowance,
 * 30 yd² pad rolls, $30 a yd².
 */
const imperial: CarpetInput = {
	...metric,
	unit: 'imperial',
	rooms: [room('Room 1', 16, 14)],
	trimAllowance: 4,
	underlayCoverage: 30,
	gripperLength: 4,
	doorwayWidth: 2.5,
	price: 30,
}

test('imperial example, 12 ft roll: 28.67 ft (38.22 yd²), 1 pad roll, 15 tack strips, $1,146.67', () => {
	// a = 4 in = 0.3333 ft. Along the long side ceilTol(14.333 / 12) = 2 × 16.333 = 32.67; along the short side
	// ceilTol(16.333 / 12) = 2 × 14.333 = 28.67 ft → runs along 14 ft, 1 seam of 14 ft
	const result = computeShown(imperial)
	expect(result.runs[0]).toMatchObject({ along: 'short', runLength: 14, drops: 2, seams: 1, seamLength: 14 })
	expect(result.cutLength).toBeCloseTo(28.6667, 4)
	// bought 12 × 28.667 = 344 ft² = 38.22 yd² (31.96 m²); floor 224 ft² = 24.89 yd²
	expect(result.boughtArea).toBeCloseTo(344, 9)
	expect(ft2ToYd2(result.boughtArea)).toBeCloseTo(38.2222, 4)
	expect(ft2ToM2(result.boughtArea)).toBeCloseTo(31.9586, 4)
	expect(result.floorArea).toBe(224)
	expect(ft2ToYd2(result.floorArea)).toBeCloseTo(24.8889, 4)
	// 15 ft roll: 1 drop × 16.33 = 245 ft² = 27.22 yd²
	expect(result.alternative.runs[0]).toMatchObject({ along: 'long', drops: 1 })
	expect(result.alternative.cutLength).toBeCloseTo(16.3333, 4)
	expect(result.alternative.boughtArea).toBeCloseTo(245, 9)
	// pad 224 / 270 → 1 roll; tack strip 60 − 2.5 = 57.5 / 4 = 14.38 → 15; 1 door bar; 38.2222 × 30 = 1,146.67
	expect(result.underlayRolls).toBe(1)
	expect(result.gripperLength).toBe(57.5)
	expect(result.gripperStrips).toBe(15)
	expect(result.doorBars).toBe(1)
	expect(result.cost).toBeCloseTo(1146.6667, 4)
})

test('working: the imperial example, priced by the yd², with tack strips', () => {
	const result = computeShown(imperial)
	expect(Object.fromEntries(workedOut(result).working.map((line) => [line.label, line.steps]))).toMatchObject({
		'Room 1: Drops': '(16 ft + 4 in) ÷ 12 ft = 1.3611 → 2',
		'Bought area': '12 ft × 28.67 ft = 38.22 yd² (344.00 ft², 31.96 m²)',
		'Alternative width': '16.33 ft → 15 ft roll: 16.33 ft (27.22 yd²)',
		'Underlay rolls': '24.89 yd² ÷ 30 yd² = 0.8296 → 1',
		'Tack strip length': '2 × (16 ft + 14 ft) − 1 × 2.5 ft = 57.50 ft (57\' 6"; 17.53 m)',
		'Tack strips': '57.50 ft ÷ 4 ft = 14.375 → 15',
		Cost: '38.22 yd² × $30.00 = $1,146.67',
	})
	expect(result.purchases.map((purchase) => [purchase.key, purchase.item, purchase.quantity, purchase.unit])).toEqual([
		['carpet-yd2', 'Carpet, 12 ft roll', 38.22, 'yd²'],
		['carpet-underlay-roll', 'Carpet underlay, 30 yd² roll', 1, 'roll'],
		['gripper-strip', 'Tack strip, 4 ft', 15, 'strip'],
		['door-bar-3ft', 'Door bar, 3 ft', 1, 'bar'],
	])
})

test('carpet doc §4 edge: a 4.0 × 4.0 m room on a 4 m roll takes 2 drops (8.2 m) with 10 cm allowance, 1 drop without', () => {
	// a = 0.10: both runs need ceilTol(4.1 / 4) = 2 drops × 4.1 = 8.2 m (32.8 m² for 16 m²); the tie runs along the
	// long side; the 5 m line shows 1 × 4.1 = 4.1 m (20.5 m²)
	const square = { ...metric, rooms: [room('Room 1', 4, 4)] }
	const result = computeShown(square)
	expect(result.runs[0]).toMatchObject({ along: 'long', drops: 2, seams: 1 })
	expect(result.cutLength).toBeCloseTo(8.2, 9)
	expect(result.boughtArea).toBeCloseTo(32.8, 9)
	expect(result.floorArea).toBe(16)
	expect(result.alternative.cutLength).toBeCloseTo(4.1, 9)
	expect(result.alternative.boughtArea).toBeCloseTo(20.5, 9)
	// a = 0: 4.0 / 4 = 1 drop, 4.0 m, no seam
	const exact = computeShown({ ...square, trimAllowance: 0 })
	expect(exact.runs[0]).toMatchObject({ drops: 1, seams: 0, seamLength: 0 })
	expect(exact.cutLength).toBe(4)
})

test('ties: equal lengths take fewer drops, and then the long side', () => {
	// 8 × 3 m on a 4 m roll, no allowance: along the long side 1 drop × 8 = 8; along the short side 2 × 3 = 6 → short
	expect(bestRun({ length: 8, width: 3 }, 0, 4)).toMatchObject({ along: 'short', drops: 2, cutLength: 6 })
	// 6 × 3 m on a 4 m roll: 1 × 6 = 6 along the long side, 2 × 3 = 6 along the short: a tie, 1 drop wins
	expect(bestRun({ length: 6, width: 3 }, 0, 4)).toMatchObject({ along: 'long', drops: 1, cutLength: 6 })
	// The same with float noise in the allowance: 0.1 + 0.2 against 0.3 is still a tie
	expect(bestRun({ length: 5.7 + 0.1 + 0.2, width: 3 }, 0, 4)).toMatchObject({ along: 'long', drops: 1 })
})

test('no underlay and no price: no rolls and no cost; a price of 0 costs 0.00', () => {
	const result = computeShown({ ...metric, includeUnderlay: false, underlayCoverage: null, price: null })
	expect(result.underlayRolls).toBeNull()
	expect(result.cost).toBeNull()
	expect(computeShown({ ...metric, price: 0 }).cost).toBe(0)
})

const hundredths = (min: number, max: number) => fc.integer({ min, max }).map((value) => value / 100)
const carpetArbitrary: fc.Arbitrary<CarpetInput> = fc
	.record({
		unit: fc.constantFrom('metric' as const, 'imperial' as const),
		rooms: fc.array(
			fc.record({
				name: fc.constant('Room'),
				length: hundredths(50, 3000),
				width: hundredths(50, 3000),
				doorways: fc.integer({ min: 0, max: 10 }),
			}),
			{ minLength: 1, maxLength: 4 },
		),
		rollWidth: fc.constantFrom('narrow' as const, 'wide' as const),
		trimAllowance: hundredths(0, 30),
		includeUnderlay: fc.boolean(),
		underlayCoverage: hundredths(100, 5000),
		gripperLength: hundredths(50, 300),
		doorwayWidth: hundredths(50, 200),
		price: fc.option(hundredths(0, 100_000), { nil: null }),
	})
	.map((input) => ({ ...input, underlayCoverage: input.includeUnderlay ? input.underlayCoverage : null }))

test('property: every figure finite and not negative, counts whole, the drops cover every room', () => {
	fc.assert(
		fc.property(carpetArbitrary, (input) => {
			const result = computeShown(input)
			const figures = [
				result.cutLength,
				result.boughtArea,
				result.floorArea,
				result.offcutPercent,
				result.gripperLength,
			]
			for (const figure of [...figures, result.alternative.cutLength, result.cost ?? 0])
				expect(Number.isFinite(figure) && figure >= 0).toBe(true)
			const counts = [result.underlayRolls ?? 0, result.gripperStrips, result.doorBars]
			for (const run of [...result.runs, ...result.alternative.runs]) counts.push(run.drops, run.seams)
			for (const count of counts) expect(Number.isInteger(count) && count >= 0).toBe(true)
			expect(result.boughtArea).toBeGreaterThanOrEqual(result.floorArea * (1 - 1e-9))
			expect(result.offcutPercent).toBeLessThan(100)
			result.runs.forEach((run, index) => {
				const measured = input.rooms[index]
				if (!measured) return
				const across =
					run.along === 'long' ? Math.min(measured.length, measured.width) : Math.max(measured.length, measured.width)
				expect(run.drops * result.rollWidth).toBeGreaterThanOrEqual(across * (1 - 1e-9))
				expect(run.seams).toBe(run.drops - 1)
			})
		}),
	)
})

test('property: every computed line has its working, with no broken numbers', () => {
	fc.assert(
		fc.property(carpetArbitrary, (input) => {
			// computeShown checks the working for broken numbers and the purchases against the figures
			const result = computeShown(input)
			const optional = (input.includeUnderlay ? 1 : 0) + (input.price === null ? 0 : 1)
			expect(workedOut(result).working).toHaveLength(6 * input.rooms.length + 8 + optional)
		}),
	)
})

test('property: a bigger room, another room or a bigger allowance never cuts less carpet, gripper or underlay', () => {
	fc.assert(
		fc.property(carpetArbitrary, hundredths(0, 500), (input, extra) => {
			const base = computeShown(input)
			const [first, ...rest] = input.rooms
			if (!first) return
			for (const result of [
				computeShown({ ...input, rooms: [{ ...first, width: first.width + extra }, ...rest] }),
				computeShown({ ...input, rooms: [...input.rooms, first] }),
				computeShown({ ...input, trimAllowance: input.trimAllowance + extra / 10 }),
			]) {
				expect(result.cutLength).toBeGreaterThanOrEqual(base.cutLength * (1 - 1e-9))
				expect(result.alternative.cutLength).toBeGreaterThanOrEqual(base.alternative.cutLength * (1 - 1e-9))
				expect(result.gripperStrips).toBeGreaterThanOrEqual(base.gripperStrips)
				expect(result.underlayRolls ?? 0).toBeGreaterThanOrEqual(base.underlayRolls ?? 0)
			}
		}),
	)
})

test('property: the same rooms in feet and in metres cut the same drops from the same roll, and agree on the rest', () => {
	fc.assert(
		fc.property(carpetArbitrary, (input) => {
			const toM = (ft: number) => ft * 0.3048
			const roomsM = input.rooms.map((item) => ({ ...item, length: toM(item.length), width: toM(item.width) }))
			// The cut scales with the unit: a 12 ft roll is 3.6576 m.
			const allowanceFt = input.trimAllowance / 12
			const feetCut = cutFromRoll(input.rooms, allowanceFt, 12)
			const metreCut = cutFromRoll(roomsM, toM(allowanceFt), toM(12))
			feetCut.runs.forEach((run, index) =>
				expect(Math.abs(run.drops - (metreCut.runs[index]?.drops ?? 0))).toBeLessThanOrEqual(1),
			)
			expect(Math.abs(ft2ToM2(feetCut.boughtArea) - metreCut.boughtArea)).toBeLessThanOrEqual(
				0.01 * metreCut.boughtArea + 1e-6,
			)
			const feet = computeShown({ ...input, unit: 'imperial' })
			const metres = computeShown({
				...input,
				unit: 'metric',
				rooms: roomsM,
				trimAllowance: toM(allowanceFt),
				underlayCoverage: input.underlayCoverage === null ? null : ft2ToM2(input.underlayCoverage * 9),
				gripperLength: toM(input.gripperLength),
				doorwayWidth: toM(input.doorwayWidth),
			})
			expect(Math.abs(ft2ToM2(feet.floorArea) - metres.floorArea)).toBeLessThanOrEqual(1e-6 * metres.floorArea)
			for (const key of ['gripperStrips', 'doorBars'] as const)
				expect(Math.abs(feet[key] - metres[key])).toBeLessThanOrEqual(1)
			expect(Math.abs((feet.underlayRolls ?? 0) - (metres.underlayRolls ?? 0))).toBeLessThanOrEqual(1)
		}),
	)
})

test('property: the float-noise trap: a room exactly k roll widths across (with its allowance) takes k drops', () => {
	fc.assert(
		fc.property(
			fc.integer({ min: 1, max: 5 }),
			fc.constantFrom(4, 5),
			hundredths(0, 30),
			(drops, rollWidth, allowance) => {
				const width = drops * rollWidth - allowance
				const run = bestRun({ length: 30, width }, allowance, rollWidth)
				expect(run).toMatchObject({ along: 'long', drops })
				expect(run.cutLength).toBeCloseTo(drops * (30 + allowance), 9)
			},
		),
	)
})
