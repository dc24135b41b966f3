import { expect, test } from 'vitest'
import { boughtBy, expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { computeFence as computeOnly } from './compute.ts'
import type { FenceInput } from './schema.ts'
import { fenceInput, sectionsOf } from './test-input.ts'

/** Every result here is also checked for a broken amount in its working and what it buys. */
function computeFence(input: FenceInput) {
	const result = computeOnly(input)
	expectSoundEstimate(result)
	return result
}

const metricPanels = fenceInput({
	sections: sectionsOf(['fence', '9.0'], ['fence', '5.5'], ['gate', '0.9'], ['fence', '3.0']),
})

test('metric panels example: 10 panels, 3 cut, 12 posts of 2.7 m, 31 bags of post mix', () => {
	const result = computeFence(metricPanels)
	const { layout } = result
	// s = 1.83 + 0.1 = 1.93 m; 9.0 / 1.93 = 4.663 → 5; 5.5 / 1.93 = 2.850 → 3; 3.0 / 1.93 = 1.554 → 2
	expect(layout.sections.map((section) => (section.type === 'fence' ? section.bays : 0))).toEqual([5, 3, 0, 2])
	expect(layout.bays).toBe(10)
	expect(layout.cutPanels).toBe(3)
	// J = 4 + 1 = 5; line posts 4 + 2 + 1 = 7; 12 posts: the two beside the gate, 3 end and corner
	expect(layout).toMatchObject({ junctionPosts: 5, linePosts: 7, posts: 12, gatePosts: 2 })
	// Post 1.8 + 0.15 + 0.6 = 2.55 m → 2.7 m stock
	expect(result.postLength).toBeCloseTo(2.55, 12)
	// V = π × 0.125² × 0.6 − 0.1² × 0.6 = 0.029452 − 0.006 = 0.0234524 m³; × 12 = 0.2814292 m³; × 108 = 30.39 → 31
	expect(result.concretePerPost).toBeCloseTo(0.0234524, 7)
	expect(result.concreteTotal).toBeCloseTo(0.2814292, 7)
	expect(result.bags).toBe(31)
	expect(result.shown.headline).toMatchObject({ label: 'Fence panels', value: '10' })
	const shown = (label: string) => shownValue(result, label)
	expect(shown('Posts')).toBe('12 (line 7, end and corner 3, gate 2)')
	expect(shown('Post length needed')).toBe('2.55 m (8.37 ft)')
	expect(shown('Post stock length')).toBe('2.7 m')
	expect(result.shown.tables[0]?.lines.find((line) => line.label === 'Fence panels')?.value).toBe('10 (3 cut)')
	// Last bays 1.28, 1.64 and 1.07 m; panels cut to 1.18 (3.87 ft), 1.54 (5.05 ft) and 0.97 m (3.18 ft)
	expect(shown('Cut panels')).toBe(
		'Section 1: 1 panel cut to 1.18 m (3.87 ft); Section 2: 1 panel cut to 1.54 m (5.05 ft); Section 4: 1 panel cut to 0.97 m (3.18 ft)',
	)
	expect(shown('Gravel boards')).toBe('10')
	expect(shown('Gates')).toBe('1 gate: 0.90 m (2.95 ft)')
	// 23.45 L; 0.023452 × 35.3147 = 0.83 ft³; 0.023452 × 108 = 2.53 bags per post
	expect(shown('Concrete per post')).toBe('23.5 L (0.83 ft³)')
	expect(shown('Bags per post')).toBe('2.53')
	expect(shown('Concrete bags')).toBe('31 × 20 kg post mix')
	// 0.28143 × 35.3147 = 9.94 ft³
	expect(shown('Total concrete')).toBe('0.281 m³ (9.94 ft³)')
	// 9 + 5.5 + 3 = 17.5 m = 57.41 ft; + (0.9 + 0.1) = 18.5 m = 60.70 ft
	expect(shown('Fenced length')).toBe('17.50 m (57.41 ft)')
	expect(shown('Total line length')).toBe('18.50 m (60.70 ft)')
	expect(result.shown.tables[0]?.lines.map((line) => line.label)).toEqual([
		'Posts',
		'Post length needed',
		'Post stock length',
		'Fence panels',
		'Cut panels',
		'Gravel boards',
		'Gates',
		'Concrete per post',
		'Bags per post',
		'Concrete bags',
		'Total concrete',
		'Fenced length',
		'Total line length',
	])
	expect(boughtBy(result)).toEqual({
		'fence-post-100-mm-square-2-7-m': 12,
		'fence-panel-1-83-1-8-m': 10,
		'gravel-board-150-mm': 10,
		'concrete-20-kg-post-mix-bag': 31,
	})
})

test('metric panels example: the working shows the person’s own numbers', () => {
	expect(stepsOf(computeFence(metricPanels))).toEqual([
		'Fence panels: bays at 1.83 m + 0.1 m centres: 5 + 3 + 2 = 10',
		'Posts: 5 at ends, corners and gates + 7 line = 12 (line 7, end and corner 3, gate 2)',
		'Post length needed: 1.8 m + 0.15 m + 0.6 m = 2.55 m (8.37 ft)',
		'Concrete per post: π × (0.25 m ÷ 2)² × 0.6 m − (0.1 m)² × 0.6 m = 23.5 L (0.83 ft³)',
		'Bags per post: 23.4524 L ÷ 9.2593 L = 2.53',
		'Concrete bags: 281.4292 L ÷ 9.2593 L = 30.3944 → 31 × 20 kg post mix',
		'Total concrete: 12 posts × 23.4524 L = 0.281 m³ (9.94 ft³)',
		'Fenced length: 9 m + 5.5 m + 3 m = 17.50 m (57.41 ft)',
		'Total line length: 17.5 m + (0.9 m + 0.1 m) = 18.50 m (60.70 ft)',
	])
})

const imperialBoards = fenceInput({
	unit: 'imperial',
	sections: sectionsOf(['fence', '48'], ['fence', '30'], ['gate', '4'], ['fence', '20']),
})

test('imperial boards example: 39 rails, 15 posts of 8 ft, 237 pickets and 37 bags of 50 lb', () => {
	const result = computeFence(imperialBoards)
	const { layout } = result
	// 48 / 8 = 6 → 6 bays of 8 ft; 30 / 8 = 3.75 → 4 of 7.5 ft; 20 / 8 = 2.5 → 3 of 6.67 ft: 13 bays × 3 = 39 rails
	expect(layout.sections.map((section) => (section.type === 'fence' ? section.bay : 0))).toEqual([8, 7.5, 0, 20 / 3])
	expect(layout.bays).toBe(13)
	expect(result.rails).toBe(39)
	// Posts 5 + (5 + 3 + 2) = 15, 2 beside the gate
	expect(layout).toMatchObject({ posts: 15, gatePosts: 2, linePosts: 10 })
	// 576 / 5.5 = 104.73 → 105; 360 / 5.5 = 65.45 → 66; 240 / 5.5 = 43.64 → 44; 215 × 1.1 = 236.5 → 237
	expect(result.boardsPerSection).toEqual([105, 66, 44])
	expect(result.boardsBeforeWaste).toBe(215)
	expect(result.boardsToBuy).toBe(237)
	// 72 + 24 = 96 in = 8 ft, Equal to the 8 ft stock
	expect(result.postLength).toBe(8)
	// V = π × 5² × 24 − 3.5² × 24 = 1,884.96 − 294 = 1,590.96 in³ = 0.9207 ft³; × 15 = 13.81 ft³; / 0.375 = 36.83 → 37
	expect(result.concretePerPost).toBeCloseTo(0.920692, 6)
	expect(result.bags).toBe(37)
	expect(result.shown.headline).toMatchObject({ label: 'Pickets', value: '237' })
	const shown = (label: string) => shownValue(result, label)
	expect(shown('Posts')).toBe('15 (line 10, end and corner 3, gate 2)')
	expect(shown('Post length needed')).toBe(`8.00 ft (8' 0"; 2.44 m)`)
	expect(shown('Post stock length')).toBe('8 ft')
	expect(shown('Rails')).toBe('39 × 8 ft (2×4)')
	expect(result.shown.tables[0]?.lines.find((line) => line.label === 'Pickets')?.value).toBe(
		`237 (215 before 10 % waste), each 6.00 ft (6' 0"; 1.83 m) long`,
	)
	expect(shown('Gravel boards')).toBeUndefined()
	expect(shown('Gates')).toBe(`1 gate: 4.00 ft (4' 0"; 1.22 m)`)
	// 0.9207 ft³ × 0.0283168 = 0.026071 m³ = 26.1 L; 0.9207 / 0.375 = 2.46 bags
	expect(shown('Concrete per post')).toBe('0.92 ft³ (26.1 L)')
	expect(shown('Bags per post')).toBe('2.46')
	expect(shown('Concrete bags')).toBe('37 × 50 lb')
	// 13.81 ft³ × 0.0283168 = 0.391 m³
	expect(shown('Total concrete')).toBe('13.81 ft³ (0.391 m³)')
	expect(shown('Fenced length')).toBe(`98.00 ft (98' 0"; 29.87 m)`)
	// 98 + 4 + 3.5 / 12 = 102.29 ft
	expect(shown('Total line length')).toBe(`102.29 ft (102' 3 1/2"; 31.18 m)`)
	expect(boughtBy(result)).toEqual({
		'fence-post-4-4-3-5-in-8-ft': 15,
		'rail-2-4-8-ft': 39,
		'picket-5-5-in-6-ft': 237,
		'concrete-50-lb-bag': 37,
	})
	expect(stepsOf(result)).toContain('Pickets: 105 + 66 + 44 = 215 + 10 % waste = 236.5 → 237')
	expect(stepsOf(result)).toContain('Rails: 13 bays × 3 rails = 39 × 8 ft (2×4)')
	expect(stepsOf(result)).toContain(
		'Concrete per post: (π × (10 in ÷ 2)² × 24 in − (3.5 in)² × 24 in) ÷ 1,728 = 0.92 ft³ (26.1 L)',
	)
})

test('metric boards: rails at the spacing chosen, boards named for both kinds', () => {
	// 10 m at 2.4 m: 4.17 → 5 bays of 2 m; 10,000 / 100 = 100 boards; × 1.1 = 110 (not 111)
	const result = computeFence(fenceInput({ style: 'boards', sections: sectionsOf(['fence', '10']) }))
	expect(result.shown.headline).toMatchObject({ label: 'Boards / pickets', value: '110' })
	expect(shownValue(result, 'Rails')).toBe('15 × 2.4 m')
	const spaced = computeFence(
		fenceInput({ style: 'boards', postSpacing: '3.0', boardGap: '25', sections: sectionsOf(['fence', '10']) }),
	)
	// 10 / 3 → 4 bays; (10,000 + 25) / (100 + 25) = 80.2 → 81 boards
	expect(shownValue(spaced, 'Rails')).toBe('12 × 3.0 m')
	expect(spaced.boardsPerSection).toEqual([81])
})

test('edge: a closed loop of four 9.65 m sections has no cut panel, 20 panels and 20 posts', () => {
	const result = computeFence(
		fenceInput({
			closedLoop: true,
			sections: sectionsOf(['fence', '9.65'], ['fence', '9.65'], ['fence', '9.65'], ['fence', '9.65']),
		}),
	)
	// 9.65 / 1.93 = 5 exactly (5.000000000000001 in floating point, Equal to 5)
	expect(result.layout).toMatchObject({ bays: 20, cutPanels: 0, junctionPosts: 4, linePosts: 16, posts: 20 })
	expect(result.layout.gatePosts).toBe(0)
	expect(shownValue(result, 'Cut panels')).toBeUndefined()
	expect(shownValue(result, 'Gates')).toBeUndefined()
	expect(shownValue(result, 'Posts')).toBe('20 (line 16, end and corner 4, gate 0)')
})

test('a closed loop puts post 0 between the last section and the first: a gate last gives 2 gate posts', () => {
	const loop = (closedLoop: boolean) =>
		computeFence(fenceInput({ closedLoop, sections: sectionsOf(['fence', '5'], ['fence', '5'], ['gate', '1']) })).layout
	expect(loop(true)).toMatchObject({ junctionPosts: 3, gatePosts: 2 })
	// Open: posts 0 | F | 1 | F | 2 | G | 3: posts 2 and 3 stand beside the gate
	expect(loop(false)).toMatchObject({ junctionPosts: 4, gatePosts: 2 })
	const twoGates = computeFence(fenceInput({ sections: sectionsOf(['gate', '1'], ['fence', '5'], ['gate', '1.2']) }))
	expect(shownValue(twoGates, 'Gates')).toBe('2 gates: 1.00 m (3.28 ft), 1.20 m (3.94 ft)')
	expect(twoGates.layout.gatePosts).toBe(4)
})

test('edge: 1.94 m re-spaces the last two bays; 2.13 m (cut Equal to 0.1 m) does not; 2.12 m does', () => {
	const one = (length: string) => computeFence(fenceInput({ sections: sectionsOf(['fence', length]) }))
	// 1.94 / 1.93 → 2 bays; last bay 0.01 m, c = −0.09 m < 0.1 → (1.93 + 0.01) / 2 = 0.97 m bays, panels 0.87 m
	const short = one('1.94')
	expect(short.layout.sections[0]).toMatchObject({ bays: 2, cutPanels: 2 })
	expect(short.layout.posts).toBe(3)
	expect(shownValue(short, 'Cut panels')).toBe(
		'Section 1: 2 panels cut to 0.87 m (2.85 ft) (last two bays re-spaced to 0.97 m (3.18 ft))',
	)
	expect(shownValue(short, 'Fence panels')).toBe('2')
	// 2.13: last bay 0.2 m, c = 0.09999999999999995 in floating point, Equal to 0.1 m: one panel cut to 0.10 m
	const equal = one('2.13')
	expect(equal.layout.sections[0]).toMatchObject({ bays: 2, cutPanels: 1 })
	expect(shownValue(equal, 'Cut panels')).toBe('Section 1: 1 panel cut to 0.10 m (0.33 ft)')
	// 2.12: c = 0.09 m → two bays of (1.93 + 0.19) / 2 = 1.06 m, both panels cut to 0.96 m
	expect(shownValue(one('2.12'), 'Cut panels')).toBe(
		'Section 1: 2 panels cut to 0.96 m (3.15 ft) (last two bays re-spaced to 1.06 m (3.48 ft))',
	)
	// A section shorter than one bay is one cut panel: 0.5 − 0.1 = 0.4 m
	expect(shownValue(one('0.5'), 'Cut panels')).toBe('Section 1: 1 panel cut to 0.40 m (1.31 ft)')
})

test('edge: imperial 6.5 ft of 6 ft panels on 4×4s re-spaces to two bays of 3.25 ft, panels cut to 2.96 ft', () => {
	const result = computeFence(fenceInput({ unit: 'imperial', style: 'panels', sections: sectionsOf(['fence', '6.5']) }))
	// s = 6 + 3.5 / 12 = 6.2917 ft; last bay 2.5 in; c = 2.5 − 3.5 = −1 in < 4 in
	expect(result.layout.sections[0]).toMatchObject({ bays: 2, cutPanels: 2, lastBay: 3.25 })
	expect(shownValue(result, 'Cut panels')).toBe(
		`Section 1: 2 panels cut to 2.96 ft (2' 11 1/2"; 0.90 m) (last two bays re-spaced to 3.25 ft (3' 3"; 0.99 m))`,
	)
	// 4 in exactly is not under the minimum: 6.2917 ft + (4 + 3.5) in = 6' 11" is one panel cut to 4 in
	const four = computeFence(
		fenceInput({ unit: 'imperial', style: 'panels', sections: sectionsOf(['fence', `6' 11"`]) }),
	)
	expect(four.layout.sections[0]).toMatchObject({ cutPanels: 1 })
	expect(four.layout.sections[0]?.type === 'fence' && four.layout.sections[0].cutWidth).toBeCloseTo(1 / 3, 12)
})

test('edge: stock lengths, Equal allowed, and a special length past the longest', () => {
	// 1.8 + 0.6 = 2.4000000000000004 m, Equal to the 2.4 m stock
	const equal = computeFence(fenceInput({ gravelBoards: false, sections: sectionsOf(['fence', '5']) }))
	expect(shownValue(equal, 'Post stock length')).toBe('2.4 m')
	// 1.8 + 0.15 + 1.5 = 3.45 m
	const deep = computeFence(fenceInput({ holeDepth: '1500', sections: sectionsOf(['fence', '5']) }))
	expect(shownValue(deep, 'Post stock length')).toBe('Longer than 3.0 m: order a special length')
	expect(shownValue(deep, 'Post length needed')).toBe('3.45 m (11.32 ft)')
	// 5 / 1.93 → 3 bays, 4 posts
	expect(boughtBy(deep)['fence-post-100-mm-square-special-length-3-45-m']).toBe(4)
	// 96 + 60 = 156 in = 13 ft
	const tall = computeFence(
		fenceInput({ unit: 'imperial', fenceHeight: '8', holeDepth: '60', sections: sectionsOf(['fence', '16']) }),
	)
	expect(shownValue(tall, 'Post stock length')).toBe('Longer than 12 ft: order a special length')
	// A 0.9 m panel in 300 mm holes: 1.35 m (with the gravel board) → 1.8 m
	const low = computeFence(fenceInput({ panelHeight: '0.9', holeDepth: '300', sections: sectionsOf(['fence', '5']) }))
	expect(shownValue(low, 'Post stock length')).toBe('1.8 m')
})

test('bags come from the total volume, part bags carrying on: 25 kg bags and 80 lb bags', () => {
	// 12 × 0.023452 = 0.28143 m³ × 86.4 = 24.32 → 25 bags (by post, ⌈2.03⌉ × 12 would be 36)
	const metric = computeFence({ ...metricPanels, bag: '25kg' })
	expect(metric.bags).toBe(25)
	expect(shownValue(metric, 'Concrete bags')).toBe('25 × 25 kg concrete mix')
	// 13.81 / 0.6 = 23.02 → 24
	expect(computeFence({ ...imperialBoards, bag: '80lb' }).bags).toBe(24)
})
