import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isEqualTol } from '#app/lib/rounding.ts'
import { ftToM, inToFt, M3_PER_FT3, mToMm } from '#app/lib/units.ts'
import { expectSoundEstimate } from '../../../../tests/support/estimated.ts'
import { computeFence } from './compute.ts'
import { layOutFenceLine } from './layout.ts'
import { FENCE_SYSTEMS } from './options.ts'
import type { FenceInput, FenceSectionInput } from './schema.ts'

/** A number of hundredths between min and max, as a person types a length to the centimetre. */
const hundredths = (min: number, max: number) =>
	fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((value) => value / 100)

const section = (unit: 'metric' | 'imperial') => {
	const bounds = FENCE_SYSTEMS[unit].sectionBounds
	return fc.oneof(
		{
			weight: 4,
			arbitrary: hundredths(bounds.fence[0], bounds.fence[1]).map((length) => ({ type: 'fence' as const, length })),
		},
		{
			weight: 1,
			arbitrary: hundredths(bounds.gate[0], bounds.gate[1]).map((length) => ({ type: 'gate' as const, length })),
		},
	)
}

/** A valid metric fence of either style: at least one Fence section, a loop of 3 or more. */
const metricFence = fc
	.record({
		style: fc.constantFrom('panels' as const, 'boards' as const),
		sections: fc.array(section('metric'), { minLength: 1, maxLength: 8 }),
		closedLoop: fc.boolean(),
		panelWidth: hundredths(0.5, 3),
		panelHeight: fc.constantFrom('0.9', '1.2', '1.5', '1.8'),
		fenceHeight: hundredths(0.6, 2.4),
		boardWidth: fc.integer({ min: 25, max: 300 }),
		boardGap: fc.integer({ min: 0, max: 150 }),
		railsPerBay: fc.integer({ min: 2, max: 4 }),
		postSpacing: fc.constantFrom('1.8', '2.4', '3.0'),
		gravelBoards: fc.boolean(),
		postSize: fc.constantFrom('75', '100', '125'),
		holeDiameter: fc.integer({ min: 180, max: 600 }),
		holeDepth: fc.integer({ min: 300, max: 1500 }),
		bag: fc.constantFrom('20kg', '25kg'),
		waste: fc.integer({ min: 0, max: 30 }),
	})
	.filter(
		({ sections, closedLoop }) =>
			sections.some((each) => each.type === 'fence') && (!closedLoop || sections.length >= 3),
	)
	.map((fence): FenceInput => ({
		unit: 'metric',
		...fence,
		sections: fence.sections.map((each, index) => ({ name: `Section ${index + 1}`, ...each })),
		panelWidth: fence.style === 'panels' ? fence.panelWidth : null,
		panelHeight: fence.style === 'panels' ? fence.panelHeight : null,
		fenceHeight: fence.style === 'boards' ? fence.fenceHeight : null,
		boardWidth: fence.style === 'boards' ? fence.boardWidth : null,
		boardGap: fence.style === 'boards' ? fence.boardGap : null,
		railsPerBay: fence.style === 'boards' ? fence.railsPerBay : null,
		postSpacing: fence.style === 'boards' ? fence.postSpacing : null,
		waste: fence.style === 'boards' ? fence.waste : null,
	}))

function counts(input: FenceInput) {
	const result = computeFence(input)
	return [
		result.layout.posts,
		result.layout.bays,
		result.boardsToBuy,
		result.rails,
		result.gravelBoards,
		result.bags,
		result.layout.cutPanels,
	]
}

test('property: counts are whole and non-negative, figures finite, the working and purchases sound', () => {
	fc.assert(
		fc.property(metricFence, (input) => {
			const result = computeFence(input)
			for (const count of counts(input)) {
				expect(Number.isInteger(count)).toBe(true)
				expect(count).toBeGreaterThanOrEqual(0)
			}
			for (const figure of [result.postLength, result.concretePerPost, result.concreteTotal, result.layout.lineLength])
				expect(Number.isFinite(figure) && figure > 0).toBe(true)
			expectSoundEstimate(result)
			const shown = JSON.stringify(result.shown)
			expect(shown).not.toMatch(/NaN|Infinity|undefined/)
		}),
		{ numRuns: 100 },
	)
})

test('property: a longer section never needs fewer posts, panels, boards, rails or bags', () => {
	fc.assert(
		fc.property(metricFence, fc.nat({ max: 20 }), hundredths(0.01, 10), (input, pick, extra) => {
			const index = pick % input.sections.length
			const grown = input.sections.map((each, at): FenceSectionInput => {
				if (at !== index) return each
				const max = FENCE_SYSTEMS.metric.sectionBounds[each.type][1]
				return { ...each, length: Math.min(max, each.length + extra) }
			})
			const before = counts(input)
			const after = counts({ ...input, sections: grown })
			// Every count but the cut panels (a longer section may come out whole)
			for (let item = 0; item < before.length - 1; item++) expect(after[item]).toBeGreaterThanOrEqual(before[item] ?? 0)
		}),
		{ numRuns: 200 },
	)
})

test('property: bays add up to the section; a cut panel is never under the minimum nor wider than a panel', () => {
	fc.assert(
		fc.property(metricFence, (input) => {
			const result = computeFence(input)
			for (const laid of result.layout.sections) {
				if (laid.type === 'gate') continue
				const full = laid.bays - laid.cutPanels
				expect(isEqualTol(full * laid.bay + laid.cutPanels * laid.lastBay, laid.length)).toBe(true)
				if (input.style === 'panels' && laid.cutPanels > 0) {
					const panelWidth = input.panelWidth ?? 0
					expect(laid.cutWidth >= 0.1 || isEqualTol(laid.cutWidth, 0.1)).toBe(true)
					expect(laid.cutWidth < panelWidth || isEqualTol(laid.cutWidth, panelWidth)).toBe(true)
				}
			}
			// Boards on rails: n boards and n − 1 gaps cover the section, n − 1 boards and their gaps do not
			if (input.style === 'boards') {
				const width = input.boardWidth ?? 0
				const gap = input.boardGap ?? 0
				const fences = input.sections.filter((each) => each.type === 'fence')
				result.boardsPerSection.forEach((n, at) => {
					const length = mToMm(fences[at]?.length ?? 0)
					const cover = (boards: number) => boards * width + (boards - 1) * gap
					expect(cover(n) >= length || isEqualTol(cover(n), length)).toBe(true)
					expect(cover(n - 1) < length && !isEqualTol(cover(n - 1), length)).toBe(true)
				})
			}
		}),
		{ numRuns: 200 },
	)
})

test('property: a fence set out in feet and the same fence in metres count alike', () => {
	const feet = hundredths(1, 330)
	fc.assert(
		fc.property(
			fc.array(feet, { minLength: 1, maxLength: 6 }),
			fc.constantFrom(3.5, 5.5),
			hundredths(2, 10),
			fc.boolean(),
			(lengths, postInches, panelFeet, closed) => {
				const isClosed = closed && lengths.length >= 3
				const sections = lengths.map((length, index) => ({ name: `S${index}`, type: 'fence' as const, length }))
				const inFeet = layOutFenceLine(
					sections,
					{ style: 'panels', panelWidth: panelFeet, postWidth: inToFt(postInches), minCut: inToFt(4) },
					isClosed,
				)
				const inMetres = layOutFenceLine(
					sections.map((each) => ({ ...each, length: ftToM(each.length) })),
					{
						style: 'panels',
						panelWidth: ftToM(panelFeet),
						postWidth: ftToM(inToFt(postInches)),
						minCut: ftToM(inToFt(4)),
					},
					isClosed,
				)
				expect([inMetres.posts, inMetres.bays, inMetres.cutPanels]).toEqual([
					inFeet.posts,
					inFeet.bays,
					inFeet.cutPanels,
				])
				expect(inMetres.lineLength).toBeCloseTo(ftToM(inFeet.lineLength), 9)
			},
		),
		{ numRuns: 200 },
	)
})

test('property: concrete per post in ft³ and in m³ describe the same hole, to the site’s factors', () => {
	fc.assert(
		fc.property(
			fc.integer({ min: 8, max: 24 }),
			fc.integer({ min: 12, max: 60 }),
			fc.constantFrom('4x4', '6x6'),
			(diameter, depth, postSize) => {
				const imperial = computeFence({
					unit: 'imperial',
					style: 'boards',
					sections: [{ name: 'Section 1', type: 'fence', length: 8 }],
					closedLoop: false,
					panelWidth: null,
					panelHeight: null,
					fenceHeight: 6,
					boardWidth: 5.5,
					boardGap: 0,
					railsPerBay: 3,
					postSpacing: '8',
					gravelBoards: false,
					postSize,
					holeDiameter: diameter,
					holeDepth: depth,
					bag: '50lb',
					waste: 10,
				})
				const post = postSize === '4x4' ? 3.5 : 5.5
				// The same hole worked in metres: inches × 0.0254
				const m = (inches: number) => ftToM(inToFt(inches))
				const cubicMetres = Math.PI * (m(diameter) / 2) ** 2 * m(depth) - m(post) ** 2 * m(depth)
				// 1 ft³ = 0.0283168 m³ (the site's factor) against 0.3048³ = 0.028316846592: 1.6e-6 apart
				expect(Math.abs((imperial.concretePerPost * M3_PER_FT3) / cubicMetres - 1)).toBeLessThan(2e-6)
			},
		),
		{ numRuns: 100 },
	)
})
