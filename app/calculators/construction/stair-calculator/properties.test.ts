import fc from 'fast-check'
import { expect, test } from 'vitest'
import { expectSoundEstimate } from '../../../../tests/support/estimated.ts'
import { computeStair } from './compute.ts'
import { flightOf, riserRange } from './flight.ts'
import type { StairInput } from './schema.ts'

/** A metric flight as typed: whole millimetres within the form's bounds, either rules, either going mode. */
const metricStair = fc.record({
	unit: fc.constant('metric' as const),
	rules: fc.constantFrom('uk' as const, 'us' as const),
	loft: fc.boolean(),
	totalRise: fc.integer({ min: 300, max: 6000 }),
	goingMode: fc.constantFrom('choose' as const, 'fit' as const),
	going: fc.integer({ min: 100, max: 500 }),
	availableRun: fc.option(fc.integer({ min: 200, max: 20_000 }), { nil: null }),
	nosing: fc.integer({ min: 0, max: 50 }),
	floorDepth: fc.integer({ min: 0, max: 600 }),
	opening: fc.option(fc.integer({ min: 100, max: 20_000 }), { nil: null }),
})

/** The schema's shape: the going only when chosen, the available run always when fitting. */
function asInput(stair: StairInput): StairInput {
	return stair.goingMode === 'fit' ? { ...stair, going: null, availableRun: stair.availableRun ?? 2400 } : stair
}

const LENGTHS = ['riser', 'going', 'totalRun', 'stringer', 'twoRPlusG', 'pitchDegrees'] as const

test('property: figures finite and positive, counts whole, nothing shown broken; a compliant layout passes all', () => {
	fc.assert(
		fc.property(metricStair, (stair) => {
			const input = asInput(stair)
			const result = computeStair(input)
			expectSoundEstimate(result)
			const { layout } = result
			for (const name of LENGTHS) {
				expect(Number.isFinite(layout[name]), name).toBe(true)
				expect(layout[name], name).toBeGreaterThan(0)
			}
			expect(Number.isInteger(layout.risers) && layout.risers >= 2).toBe(true)
			expect(layout.treads).toBe(layout.risers - 1)
			const { fewest, most } = riserRange(flightOf(input))
			expect(layout.risers).toBeGreaterThanOrEqual(fewest)
			expect(layout.risers).toBeLessThanOrEqual(most)
			if (layout.openingNeeded !== null) expect(layout.openingNeeded).toBeGreaterThanOrEqual(input.nosing)
			expect(result.isCompliant).toBe(layout.failures === 0)
			if (result.alsoCompliant) {
				expect(result.alsoCompliant.failures).toBe(0)
				expect(result.alsoCompliant.risers).toBeGreaterThan(layout.risers)
			}
			// A fit-mode run line only when nothing complies, and only there.
			expect(result.runLine !== null).toBe(input.goingMode === 'fit' && !result.isCompliant)
			const shown = JSON.stringify(result.shown)
			expect(shown).not.toMatch(/NaN|Infinity|undefined|null/)
			expect(shown).not.toMatch(/(^|[\s(])-\d/)
		}),
	)
})

test('property: the stringer fits its stock length, and purchases are those of a compliant flight only', () => {
	fc.assert(
		fc.property(metricStair, (stair) => {
			const result = computeStair(asInput(stair))
			if (result.stock !== null) expect(result.stock * 1000).toBeGreaterThanOrEqual(result.layout.stringer * (1 - 1e-9))
			if (!result.isCompliant) expect(result.purchases).toEqual([])
			else expect(result.purchases.at(-1)?.quantity).toBe(result.layout.treads)
		}),
	)
})

test('property: a higher rise never needs fewer risers, nor a shorter run or stringer (UK, a going chosen)', () => {
	const ukChosen = metricStair.map((stair) => ({
		...stair,
		rules: 'uk' as const,
		goingMode: 'choose' as const,
		availableRun: null,
		opening: null,
	}))
	fc.assert(
		fc.property(ukChosen, fc.integer({ min: 0, max: 2000 }), (stair, extra) => {
			const low = computeStair(stair)
			const high = computeStair({ ...stair, totalRise: Math.min(6000, stair.totalRise + extra) })
			if (!low.isCompliant || !high.isCompliant) return
			expect(high.layout.risers).toBeGreaterThanOrEqual(low.layout.risers)
			expect(high.layout.totalRun).toBeGreaterThanOrEqual(low.layout.totalRun)
			expect(high.layout.stringer).toBeGreaterThanOrEqual(low.layout.stringer * (1 - 1e-9))
		}),
	)
})

test('property: the same flight typed in inches gives the same layout, its lengths the millimetres ÷ 25.4', () => {
	fc.assert(
		fc.property(metricStair, (stair) => {
			const metric = asInput(stair)
			const inches = (value: number) => value / 25.4
			const imperial: StairInput = {
				...metric,
				unit: 'imperial',
				totalRise: inches(metric.totalRise),
				going: metric.going === null ? null : inches(metric.going),
				availableRun: metric.availableRun === null ? null : inches(metric.availableRun),
				nosing: inches(metric.nosing),
				floorDepth: inches(metric.floorDepth),
				opening: metric.opening === null ? null : inches(metric.opening),
			}
			const inMm = computeStair(metric)
			const inIn = computeStair(imperial)
			expect(inIn.layout.risers).toBe(inMm.layout.risers)
			expect(inIn.isCompliant).toBe(inMm.isCompliant)
			expect(inIn.layout.checks.map((check) => check.failure === null)).toEqual(
				inMm.layout.checks.map((check) => check.failure === null),
			)
			const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, b))
			close(inIn.layout.totalRun * 25.4, inMm.layout.totalRun)
			close(inIn.layout.stringer * 25.4, inMm.layout.stringer)
			close(inIn.layout.pitchDegrees, inMm.layout.pitchDegrees)
			if (inMm.layout.openingNeeded !== null) close((inIn.layout.openingNeeded ?? 0) * 25.4, inMm.layout.openingNeeded)
		}),
	)
})
