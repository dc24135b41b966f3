import fc from 'fast-check'
import { expect, test } from 'vitest'
import { CONDUIT_DIAMETERS_MM, UK_CABLES } from '#app/calculators/electrical/shared/iet-cable-factors.ts'
import {
	CONDUIT_TYPES,
	conductorAreaIn2,
	conduitAreaIn2,
	TRADE_SIZES,
	WIRE_SIZES,
	WIRE_TYPES,
} from '#app/calculators/electrical/shared/nec-chapter-9.ts'
import { attemptCalculation } from '#app/lib/calculation-error.ts'
import { formatCount, formatNumber } from '#app/lib/format.ts'
import { parseWith } from '#app/lib/number-input.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectSoundEstimate, stepsOf } from '../../../../tests/support/estimated.ts'
import {
	computeConduitFill,
	type ConduitFillResult,
	maxConductors,
	roundByNote7,
	type UkConduitFillResult,
	type UsConduitFillResult,
} from './compute.ts'
import {
	conduitFillDefaults,
	type ConduitFillInput,
	type ConduitFillValues,
	type ConductorRowInput,
	createConduitFillSchema,
} from './schema.ts'
import { MM2_PER_IN2 } from './shown.ts'

/** Lines looked up in a table, not worked out: they have no working. */
const LOOKED_UP = ['Conduit', 'Internal area', 'Conduit factor']

/** Computes, and checks that every line but a looked-up one or a '–' (nothing to show) has its working. */
function computeShown(input: ConduitFillInput) {
	const result = computeConduitFill(input)
	expectSoundEstimate(result)
	const { headline, tables } = result.shown
	for (const line of [headline, ...tables.flatMap((table) => table.lines)]) {
		if (!LOOKED_UP.includes(line.label) && line.value !== '–') expect(line.steps, line.label).toBeDefined()
	}
	expect(result.purchases).toEqual([])
	return result
}

type Row = Omit<ConductorRowInput, 'name'> & { name?: string }

function usConduit(
	conduitType: ConduitFillInput['conduitType'],
	tradeSize: ConduitFillInput['tradeSize'],
	rows: Array<Row>,
): ConduitFillInput {
	return {
		...conduitFillDefaults('imperial'),
		conduitType,
		tradeSize,
		runLength: 0,
		bends: 0,
		rows: rows.map((row, index) => ({ name: `Conductor ${index + 1}`, ...row })),
	}
}

function us(...conduit: Parameters<typeof usConduit>) {
	return computeShown(usConduit(...conduit)) as UsConduitFillResult
}

const thhn = (size: Row['size'], count: number): Row => ({ type: 'thhn', size, cable: '2.5-stranded', count })

function uk(
	diameter: ConduitFillInput['diameter'],
	runLength: number,
	bends: number,
	rows: Array<[Row['cable'], number]>,
) {
	const input: ConduitFillInput = {
		...conduitFillDefaults('metric'),
		diameter,
		runLength,
		bends,
		rows: rows.map(([cable, count], index) => ({ name: `Cable ${index + 1}`, type: 'thhn', size: '12', cable, count })),
	}
	return computeShown(input) as UkConduitFillResult
}

test('C1 US mixed wires: 3 × 4 AWG + 1 × 8 AWG THHN in 3/4 in EMT is 53.25 %, over 40 %: 1 in EMT', () => {
	// N = 4 → 40 %; S = 3 × 0.0824 + 0.0366 = 0.2838 in² (183.10 mm²); A = 0.533 in² (343.87 mm²); allowed 0.2132 in²
	const result = us('emt', '3/4', [thhn('4', 3), thhn('8', 1)])
	expect(result.conductorCount).toBe(4)
	expect(result.limitPercent).toBe(40)
	expect(result.conductorAreaIn2).toBeCloseTo(0.2838, 10)
	expect(formatNumber(result.conductorAreaIn2 * MM2_PER_IN2)).toBe('183.10')
	expect(result.conduitAreaIn2).toBe(0.533)
	expect(formatNumber(result.conduitAreaIn2 * MM2_PER_IN2)).toBe('343.87')
	expect(formatNumber(result.allowedAreaIn2, 4)).toBe('0.2132')
	expect(result.metricDesignator).toBe(21)
	// 0.2838 / 0.533 × 100 = 53.2458 → 53.25 % → FAIL
	expect(formatNumber(result.fillPercent)).toBe('53.25')
	expect(result.isPass).toBe(false)
	expect(result.isPermittedByNote7).toBe(false)
	// 1/2: 93.36 % ✗, 3/4 ✗, 1 in: 0.2838 / 0.864 = 32.85 % ✓
	expect(formatNumber(us('emt', '1/2', [thhn('4', 3), thhn('8', 1)]).fillPercent)).toBe('93.36')
	expect(formatNumber(us('emt', '1', [thhn('4', 3), thhn('8', 1)]).fillPercent)).toBe('32.85')
	expect(result.smallestTradeSize).toBe('1')
	// 4 AWG alone: 0.2132 / 0.0824 = 2.587 → n3 = 2 (< 3); 0.16523 / 0.0824 = 2.005 → n2 = 2 → 2
	// 8 AWG alone: 0.2132 / 0.0366 = 5.825, decimal 0.825 ≥ 0.8 → 6
	expect(result.rows.map((row) => row.maxAlone)).toEqual([2, 6])
	// Mixed rows are judged by the fill (at 3/4 in, and at the smallest, 1 in); Note 7 counts to 4 decimals
	expect(stepsOf(result)).toEqual([
		'Conduit fill: 53.25 % > 40 % → Fill 53.25 % — over the 40 % limit',
		'Number of conductors: 3 + 1 = 4',
		'Fill limit: 4 conductors → 40 %',
		'Allowed area: 0.533 in² × 40 % = 0.2132 in²',
		'Conductor area: 3 × 0.0824 in² + 1 × 0.0366 in² = 0.2838 in² (183.10 mm²)',
		'Fill: 0.2838 in² ÷ 0.533 in² × 100 = 53.25 %',
		'Pass or fail: 0.2838 in² ÷ 0.533 in² × 100 = 53.25 % > 40 % → Fail',
		'Smallest conduit: 0.2838 in² ÷ 0.864 in² × 100 = 32.85 % ≤ 40 % → 1 in EMT',
		'Conductor 1: 4 AWG THHN/THWN-2: 40 % × 0.533 in² ÷ 0.0824 in² = 2.5874 → 2 < 3; 31 % × 0.533 in² ÷ 0.0824 in² = 2.0052 → 2',
		'Conductor 2: 8 AWG THHN/THWN-2: 40 % × 0.533 in² ÷ 0.0366 in² = 5.8251 → 6',
	])
})

test('C3 Note 7: 6 × 8 AWG THHN in 3/4 in EMT fill 41.20 % but pass; 7 fail and need 1 in', () => {
	// S = 6 × 0.0366 = 0.2196 in²; 0.2196 / 0.533 = 41.20 % > 40 %; identical rows, nmax = 6 → pass
	const six = us('emt', '3/4', [thhn('8', 6)])
	expect(formatNumber(six.conductorAreaIn2, 4)).toBe('0.2196')
	expect(formatNumber(six.fillPercent)).toBe('41.20')
	expect(six.isPass).toBe(true)
	expect(six.isPermittedByNote7).toBe(true)
	expect(six.smallestTradeSize).toBe('3/4')
	// Identical wires are judged by their Note 7 count: 6 ≤ 6 at 3/4 in
	expect(workedOut(six).working[0]?.steps).toBe(
		'41.20 % > 40 %; 6 conductors ≤ 6 max → Fill 41.20 % — over the 40 % limit, permitted by Chapter 9 Note 7',
	)
	// 7 × 0.0366 = 0.2562 / 0.533 = 48.07 %, 7 > 6 → fail; 1 in: 0.3456 / 0.0366 = 9.44 → nmax 9
	const seven = us('emt', '3/4', [thhn('8', 7)])
	expect(formatNumber(seven.fillPercent)).toBe('48.07')
	expect(seven.isPass).toBe(false)
	expect(seven.smallestTradeSize).toBe('1')
	expect(stepsOf(seven).slice(6, 8)).toEqual([
		'Pass or fail: 7 conductors > 6 max → Fail',
		'Smallest conduit: 7 conductors ≤ 9 max → 1 in EMT',
	])
	expect(maxConductors(conduitAreaIn2('emt', '1'), conductorAreaIn2('thhn', '8'))).toBe(9)
})

test('identical wires in two rows count as one wire type for Note 7', () => {
	expect(us('emt', '3/4', [thhn('8', 4), thhn('8', 2)]).isPermittedByNote7).toBe(true)
	// a bare ground makes the rows mixed: 41.20 % + … is over 40 % and fails
	expect(us('emt', '3/4', [thhn('8', 6), { ...thhn('8', 1), type: 'bare' }]).isPass).toBe(false)
})

test('NEC Annex C self-check: 12 AWG and 6 AWG THHN in EMT 1/2 to 4 in', () => {
	const counts = (size: Row['size']) =>
		TRADE_SIZES.map((trade) => maxConductors(conduitAreaIn2('emt', trade), conductorAreaIn2('thhn', size)))
	expect(counts('12')).toEqual([9, 16, 26, 45, 61, 101, 176, 266, 347, 443])
	expect(counts('6')).toEqual([2, 4, 7, 12, 16, 26, 46, 69, 91, 116])
	// 12 AWG bare alone in 1/2 in EMT: 0.40 × 0.304 / 0.006 = 20.27 → 20
	expect(maxConductors(0.304, conductorAreaIn2('bare', '12'))).toBe(20)
})

test('Note 7 rounds up at a decimal of 0.8 or more, noise allowed', () => {
	expect(roundByNote7(5.825)).toBe(6)
	expect(roundByNote7(2.587)).toBe(2)
	expect(roundByNote7(2.8)).toBe(3)
	expect(roundByNote7(2.7999999999999998)).toBe(3)
	expect(roundByNote7(2.79)).toBe(2)
	expect(roundByNote7(2.9999999999999996)).toBe(3)
	expect(roundByNote7(0.5)).toBe(0)
})

test('one and two conductors take the 53 % and 31 % limits', () => {
	// one 500 kcmil THHN in 1-1/4 in EMT: 0.7073 / 1.496 = 47.28 % ≤ 53 %
	const one = us('emt', '1-1/4', [thhn('500', 1)])
	expect(one.limitPercent).toBe(53)
	expect(formatNumber(one.fillPercent)).toBe('47.28')
	expect(one.isPass).toBe(true)
	// two 6 AWG XHHW in 1/2 in EMT: 0.118 / 0.304 = 38.82 % > 31 %; identical: n2 = nr(0.31 × 0.304 / 0.059 = 1.597) = 1 → fail
	const two = us('emt', '1/2', [{ ...thhn('6', 2), type: 'xhhw' }])
	expect(two.limitPercent).toBe(31)
	expect(two.isPass).toBe(false)
	expect(two.smallestTradeSize).toBe('3/4')
	// alone: n3 = nr(2.061) = 2 < 3, n2 = nr(1.597) = 1 < 2, n1 = nr(2.731) = 2: one wire fits → 1
	expect(workedOut(two).working.at(-1)?.steps).toBe(
		'40 % × 0.304 in² ÷ 0.059 in² = 2.061 → 2 < 3; 31 % × 0.304 in² ÷ 0.059 in² = 1.5973 → 1 < 2; 53 % × 0.304 in² ÷ 0.059 in² = 2.7308 → 2 ≥ 1 → 1',
	)
})

test('no conduit large enough: none up to 4 in', () => {
	// 200 × 500 kcmil THHN = 141.46 in², far beyond 4 in EMT (14.753 in²)
	const result = us('emt', '4', [thhn('500', 200)])
	expect(result.isPass).toBe(false)
	expect(result.smallestTradeSize).toBeNull()
})

test('C2 UK long run: 20 mm, 6 m, 2 bends, 4 × 2.5 + 4 × 1.5 mm² stranded does not fit; 25 mm does', () => {
	// long-run factors 30 and 22: Σ = 120 + 88 = 208; row 6 m, 2 bends: 111/182/333/600; 208 > 182 → 114.29 %
	const result = uk('20', 6, 2, [
		['2.5-stranded', 4],
		['1.5-stranded', 4],
	])
	expect(result.isShortRun).toBe(false)
	expect(result.tableRowM).toBe(6)
	expect(result.cableFactorSum).toBe(208)
	expect(result.conduitFactor).toBe(182)
	expect(result.isPass).toBe(false)
	expect(formatNumber(result.usedPercent ?? Number.NaN)).toBe('114.29')
	expect(result.smallestDiameterMm).toBe(25)
	// 208 / 333 = 62.46 % in 25 mm
	expect(
		formatNumber(
			uk('25', 6, 2, [
				['2.5-stranded', 4],
				['1.5-stranded', 4],
			]).usedPercent ?? Number.NaN,
		),
	).toBe('62.46')
	// alone in 20 mm: floorCount(182 / 30 = 6.07) = 6; floorCount(182 / 22 = 8.27) = 8
	expect(result.rows.map((row) => row.maxAlone)).toEqual([6, 8])
	// Σ against the 20 mm factor, and against 25 mm's, the smallest that takes it
	expect(stepsOf(result)).toEqual([
		'Conduit capacity: 208 > 182 → Uses 114.29 % of a 20 mm conduit’s capacity — does not fit',
		'Method: 6 m > 3 m, 2 bends → Long run or bends (table row 6.0 m, 2 bends)',
		'Sum of cable factors: 4 × 30 + 4 × 22 = 208',
		'Capacity used: 208 ÷ 182 × 100 = 114.29 %',
		'Pass or fail: 208 > 182 → Fail (does not fit)',
		'Smallest conduit: 208 ≤ 333 → 25 mm',
		'Cable 1: 2.5 mm² stranded: 182 ÷ 30 = 6.0667 → 6',
		'Cable 2: 1.5 mm² stranded: 182 ÷ 22 = 8.2727 → 8',
	])
})

test('C4 UK short run: 20 mm, 2.5 m, no bends, 10 × 2.5 mm² stranded fits at 93.48 %', () => {
	// short-run factor 43: Σ = 430 ≤ 460 → 93.48 %; alone floorCount(460 / 43 = 10.70) = 10
	const result = uk('20', 2.5, 0, [['2.5-stranded', 10]])
	expect(result.isShortRun).toBe(true)
	expect(result.tableRowM).toBeNull()
	expect(result.cableFactorSum).toBe(430)
	expect(result.conduitFactor).toBe(460)
	expect(result.isPass).toBe(true)
	expect(formatNumber(result.usedPercent ?? Number.NaN)).toBe('93.48')
	expect(result.smallestDiameterMm).toBe(20)
	expect(result.rows[0]?.maxAlone).toBe(10)
	expect(workedOut(result).working[1]?.steps).toBe('2.5 m ≤ 3 m, straight → Short straight run (no bends, 3 m or less)')
})

test('C4 edge: a 16 mm² row in a short run is the field’s message, and compute refuses it too', () => {
	const values: ConduitFillValues = {
		...conduitFillDefaults('metric'),
		runLength: '2.5',
		rows: [
			{ id: 'a', name: 'Cable 1', type: 'thhn', size: '12', cable: '2.5-stranded', count: '10' },
			{ id: 'b', name: 'Cable 2', type: 'thhn', size: '12', cable: '16', count: '1' },
		],
	}
	const { errors } = parseWith(createConduitFillSchema(values), values)
	expect(errors['rows.1.cable']).toBe('The short-run table stops at 10 mm²; this case is not covered.')
	expect(Object.keys(errors)).toEqual(['rows.1.cable'])
	// over 3 m (or with a bend) it is a long run, which tabulates 16 mm²: 10 × 30 + 145 = 445
	const long = { ...values, runLength: '3.5' }
	expect(parseWith(createConduitFillSchema(long), long).data).not.toBeNull()
	expect(
		uk('20', 3.5, 0, [
			['2.5-stranded', 10],
			['16', 1],
		]).cableFactorSum,
	).toBe(445)
	const outcome = attemptCalculation(() =>
		uk('20', 2.5, 0, [
			['2.5-stranded', 10],
			['16', 1],
		]),
	)
	expect(outcome).toEqual({ ok: false, message: 'The short-run table stops at 10 mm²; this case is not covered.' })
})

test('UK: a run of exactly 3 m with no bends is short; 3 m with a bend is row 3 m', () => {
	expect(uk('20', 3, 0, [['2.5-stranded', 1]]).isShortRun).toBe(true)
	expect(uk('20', 3.0000000001, 0, [['2.5-stranded', 1]]).isShortRun).toBe(true)
	const bend = uk('20', 3, 1, [['2.5-stranded', 1]])
	expect(bend.tableRowM).toBe(3)
	expect(bend.conduitFactor).toBe(270)
	// a straight 3.2 m run reads the 3.5 m row; a 0.5 m run with bends reads the 1 m row
	expect(uk('20', 3.2, 0, [['2.5-stranded', 1]]).conduitFactor).toBe(290)
	expect(uk('32', 0.5, 4, [['2.5-stranded', 1]]).tableRowM).toBe(1)
	expect(uk('32', 0.5, 4, [['2.5-stranded', 1]]).conduitFactor).toBe(692)
})

test('UK: too many bends for the length is not covered at any diameter', () => {
	// 6 m with 3 bends is '—' in Table H
	const result = uk('32', 6, 3, [['1.5-stranded', 1]])
	expect(result.conduitFactor).toBeNull()
	expect(result.usedPercent).toBeNull()
	expect(result.isPass).toBe(false)
	expect(result.smallestDiameterMm).toBeNull()
	expect(result.rows[0]?.maxAlone).toBeNull()
	// judged on the '—': no capacity used, no maximum alone
	expect(stepsOf(result)).toEqual([
		'Conduit capacity: No conduit factor → Not covered: too many bends for this length. Add a draw-in box.',
		'Method: 6 m > 3 m, 3 bends → Long run or bends (table row 6.0 m, 3 bends)',
		'Sum of cable factors: 1 × 22 = 22',
		'Pass or fail: No conduit factor → Not permitted',
		'Smallest conduit: No conduit factor → None',
	])
	// 10 m with 2 bends is the last covered cell (†): 86/141/260/474
	expect(uk('16', 10, 2, [['1.5-stranded', 1]]).conduitFactor).toBe(86)
})

test('UK: nothing fits even 32 mm: none', () => {
	// 10 × 25 mm² = 2,170 > 1,400 (short run 32 mm has no 25 mm² factor, so a long run: 4 m straight, 900)
	const result = uk('32', 4, 0, [['25', 10]])
	expect(result.isPass).toBe(false)
	expect(result.smallestDiameterMm).toBeNull()
	expect(formatCount(result.cableFactorSum)).toBe('2,170')
	expect(workedOut(result).working[5]?.steps).toBe('2,170 > 900 → None up to 32 mm')
})

// Properties: any valid input gives finite, non-negative figures, and one more wire never lowers the fill.

const usRow = fc.record({
	type: fc.constantFrom(...WIRE_TYPES),
	size: fc.constantFrom(...WIRE_SIZES),
	cable: fc.constant('2.5-stranded' as const),
	count: fc.integer({ min: 1, max: 200 }),
})
const usInput = fc.record({
	conduitType: fc.constantFrom(...CONDUIT_TYPES),
	tradeSize: fc.constantFrom(...TRADE_SIZES),
	rows: fc.array(usRow, { minLength: 1, maxLength: 5 }),
})
const ukRow = fc.record({
	cable: fc.constantFrom(...UK_CABLES.slice(0, 8)),
	count: fc.integer({ min: 1, max: 200 }),
})
const ukInput = fc.record({
	diameter: fc.constantFrom(...CONDUIT_DIAMETERS_MM.map((diameter) => `${diameter}` as const)),
	runLength: fc.integer({ min: 1, max: 1000 }).map((value) => value / 100),
	bends: fc.integer({ min: 0, max: 4 }),
	rows: fc.array(ukRow, { minLength: 1, maxLength: 5 }),
})

function figures(result: ConduitFillResult) {
	return Object.values(result).filter((value): value is number => typeof value === 'number')
}

test('property: US figures are finite and non-negative, one more wire never lowers the fill', () => {
	fc.assert(
		fc.property(usInput, fc.nat({ max: 4 }), ({ conduitType, tradeSize, rows }, pick) => {
			const result = us(conduitType, tradeSize, rows)
			for (const value of [...figures(result), ...result.rows.flatMap((row) => [row.areaIn2, row.maxAlone])]) {
				expect(Number.isFinite(value)).toBe(true)
				expect(value).toBeGreaterThanOrEqual(0)
			}
			const index = pick % rows.length
			const more = rows.map((row, at) => (at === index ? { ...row, count: row.count + 1 } : row))
			const bigger = us(conduitType, tradeSize, more)
			expect(bigger.fillPercent).toBeGreaterThan(result.fillPercent)
		}),
	)
})

test('property: the smallest conduit found passes and every smaller one fails', () => {
	fc.assert(
		fc.property(usInput, ({ conduitType, rows }) => {
			const { smallestTradeSize } = us(conduitType, '1/2', rows)
			const limit = smallestTradeSize === null ? TRADE_SIZES.length : TRADE_SIZES.indexOf(smallestTradeSize)
			TRADE_SIZES.forEach((size, index) => {
				const { isPass } = computeConduitFill(usConduit(conduitType, size, rows))
				if (index < limit) expect(isPass).toBe(false)
				if (index === limit) expect(isPass).toBe(true)
			})
		}),
	)
})

test('property: UK figures are finite and non-negative, one more cable never lowers the capacity used', () => {
	fc.assert(
		fc.property(ukInput, fc.nat({ max: 4 }), ({ diameter, runLength, bends, rows }, pick) => {
			const entries = rows.map((row): [Row['cable'], number] => [row.cable, row.count])
			const result = uk(diameter, runLength, bends, entries)
			for (const value of [...figures(result), ...result.rows.flatMap((row) => [row.cableFactor, row.maxAlone ?? 0])]) {
				expect(Number.isFinite(value)).toBe(true)
				expect(value).toBeGreaterThanOrEqual(0)
			}
			const index = pick % entries.length
			const more = entries.map(([cable, count], at): [Row['cable'], number] => [
				cable,
				at === index ? count + 1 : count,
			])
			const bigger = uk(diameter, runLength, bends, more)
			expect(bigger.cableFactorSum).toBeGreaterThan(result.cableFactorSum)
			if (result.usedPercent !== null) expect(bigger.usedPercent ?? 0).toBeGreaterThan(result.usedPercent)
		}),
	)
})
