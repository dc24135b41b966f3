import fc from 'fast-check'
import { expect, test } from 'vitest'
import { ft3ToM3, lbToKg, M2_PER_FT2, mmToIn, mToFt } from '#app/lib/units.ts'
import { expectSoundEstimate } from '../../../../tests/support/estimated.ts'
import { computePaver, type PaverResult } from './compute.ts'
import { LAYING_PATTERNS, MIXES, PAVER_PRESETS } from './options.ts'
import type { PaverInput } from './schema.ts'

/** A number of hundredths between min and max, as a length is typed to the centimetre. */
const hundredths = (min: number, max: number) =>
	fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((value) => value / 100)

/** A valid metric patio: 1–6 areas, any preset or a custom size, any pattern, layers and edges. */
const metricPatio = fc
	.record({
		areas: fc.array(fc.record({ length: hundredths(0.1, 100), width: hundredths(0.1, 100) }), {
			minLength: 1,
			maxLength: 6,
		}),
		paver: fc.constantFrom(...PAVER_PRESETS.metric.map((preset) => preset.id)),
		customLength: fc.integer({ min: 50, max: 1200 }),
		customWidth: fc.integer({ min: 50, max: 1200 }),
		joint: fc.integer({ min: 0, max: 25 }),
		pattern: fc.constantFrom(...LAYING_PATTERNS),
		waste: fc.integer({ min: 0, max: 30 }),
		subBaseDepth: fc.integer({ min: 0, max: 400 }),
		bedding: fc.constantFrom('mortar' as const, 'sand' as const),
		beddingDepth: fc.integer({ min: 10, max: 100 }),
		mix: fc.constantFrom(...MIXES),
		allowance: fc.integer({ min: 0, max: 50 }),
		edgeShare: fc.double({ min: 0, max: 1, noNaN: true }),
	})
	.map(({ edgeShare, ...patio }): PaverInput => ({
		unit: 'metric',
		...patio,
		areas: patio.areas.map((area, index) => ({ name: `Area ${index + 1}`, ...area })),
		customLength: patio.paver === 'custom' ? patio.customLength : null,
		customWidth: patio.paver === 'custom' ? patio.customWidth : null,
		edgesWithoutRestraint:
			Math.floor(edgeShare * patio.areas.reduce((total, area) => total + 2 * (area.length + area.width), 0) * 100) /
			100,
	}))

/** Every count and figure a result gives. */
function figuresOf(result: PaverResult) {
	return [
		result.area,
		result.perimeter,
		result.module,
		result.perArea,
		result.areaWithWaste,
		result.count,
		result.subBase?.volume ?? 0,
		result.subBase?.mass ?? 0,
		result.subBase?.bags ?? 0,
		result.bedding.volume,
		result.bedding.sandMass,
		result.bedding.sandBags,
		result.bedding.cement?.mass ?? 0,
		result.bedding.cement?.bags ?? 0,
		result.edgeRestraint,
	]
}

test('property: figures are finite and never negative, counts whole, the working and purchases sound', () => {
	fc.assert(
		fc.property(metricPatio, (input) => {
			const result = computePaver(input)
			for (const figure of figuresOf(result)) {
				expect(Number.isFinite(figure)).toBe(true)
				expect(figure).toBeGreaterThanOrEqual(0)
			}
			for (const count of [result.count, result.subBase?.bags ?? 0, result.bedding.sandBags])
				expect(Number.isInteger(count)).toBe(true)
			expect(result.count).toBeGreaterThan(0)
			expectSoundEstimate(result)
			const text = JSON.stringify(result.shown)
			expect(text).not.toMatch(/NaN|Infinity|undefined/)
		}),
		{ numRuns: 200 },
	)
})

test('property: a larger area never buys fewer slabs, less sub-base, sand or cement', () => {
	fc.assert(
		fc.property(metricPatio, hundredths(0.01, 10), (input, extra) => {
			const [first, ...rest] = input.areas
			if (!first) return
			const larger = { ...input, areas: [{ ...first, length: Math.min(100, first.length + extra) }, ...rest] }
			const before = computePaver(input)
			const after = computePaver(larger)
			expect(after.count).toBeGreaterThanOrEqual(before.count)
			expect(after.subBase?.bags ?? 0).toBeGreaterThanOrEqual(before.subBase?.bags ?? 0)
			expect(after.bedding.sandBags).toBeGreaterThanOrEqual(before.bedding.sandBags)
			expect(after.bedding.cement?.bags ?? 0).toBeGreaterThanOrEqual(before.bedding.cement?.bags ?? 0)
			expect(after.edgeRestraint).toBeGreaterThanOrEqual(before.edgeRestraint)
		}),
		{ numRuns: 200 },
	)
})

test('property: more waste never buys fewer slabs, a wider joint never more', () => {
	fc.assert(
		fc.property(metricPatio, (input) => {
			const base = computePaver({ ...input, waste: 0, joint: 0 }).count
			expect(computePaver({ ...input, waste: 30, joint: 0 }).count).toBeGreaterThanOrEqual(base)
			expect(computePaver({ ...input, waste: 0, joint: 25 }).count).toBeLessThanOrEqual(base)
		}),
		{ numRuns: 200 },
	)
})

test('property: the same patio typed in feet and inches gives the same amounts as in metres and mm', () => {
	fc.assert(
		fc.property(metricPatio, (metric) => {
			// A custom unit, so both systems lay the same size; the imperial custom size is 2–48 in.
			const input: PaverInput = {
				...metric,
				paver: 'custom',
				customLength: Math.max(51, metric.customLength ?? 400),
				customWidth: Math.max(51, metric.customWidth ?? 300),
				beddingDepth: Math.max(13, metric.beddingDepth),
			}
			const imperial: PaverInput = {
				...input,
				unit: 'imperial',
				areas: input.areas.map((area) => ({ ...area, length: mToFt(area.length), width: mToFt(area.width) })),
				customLength: mmToIn(input.customLength ?? 0),
				customWidth: mmToIn(input.customWidth ?? 0),
				joint: mmToIn(input.joint),
				subBaseDepth: mmToIn(input.subBaseDepth),
				beddingDepth: mmToIn(input.beddingDepth),
				edgesWithoutRestraint: mToFt(input.edgesWithoutRestraint),
			}
			const inMetres = computePaver(input)
			const inFeet = computePaver(imperial)
			const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-4 * Math.max(1, a, b))
			close(inFeet.area * M2_PER_FT2, inMetres.area)
			close(inFeet.areaWithWaste / inFeet.module, inMetres.areaWithWaste / inMetres.module)
			expect(Math.abs(inFeet.count - inMetres.count)).toBeLessThanOrEqual(1)
			close(ft3ToM3(inFeet.subBase?.volume ?? 0), inMetres.subBase?.volume ?? 0)
			close(lbToKg(inFeet.subBase?.mass ?? 0), inMetres.subBase?.mass ?? 0)
			close(lbToKg(inFeet.bedding.sandMass), inMetres.bedding.sandMass)
			close(lbToKg(inFeet.bedding.cement?.mass ?? 0), inMetres.bedding.cement?.mass ?? 0)
			close(inFeet.edgeRestraint, mToFt(inMetres.edgeRestraint))
			// Over 300 mm is a slab, over 12 in (304.8 mm) in imperial: sizes between the two differ.
			const sides = [input.customLength ?? 0, input.customWidth ?? 0]
			if (!sides.some((side) => side > 300 && side <= 305)) expect(inFeet.isSlab).toBe(inMetres.isSlab)
		}),
		{ numRuns: 200 },
	)
})
