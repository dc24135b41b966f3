// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeFence } from './compute.ts'
import { FenceDrawing } from './drawing.tsx'
import { elevationLayout, postCentres, postInHoleLayout } from './drawing-layout.ts'
import { fenceInput, sectionsOf } from './test-input.ts'

afterEach(cleanup)

const metricPanels = fenceInput({
	sections: sectionsOf(['fence', '9.0'], ['fence', '5.5'], ['gate', '0.9'], ['fence', '3.0']),
})

test('a section of panels is drawn to one scale from the result: posts at 1.93 m centres, the last panel cut', () => {
	const result = computeFence(metricPanels)
	const first = result.layout.sections[0]
	if (first?.type !== 'fence') throw new Error('a fence section')
	// 4 bays of 1.93 m, then the last bay 9 − 4 × 1.93 = 1.28 m: centres at 0, 1.93 … 7.72, 9
	expect(postCentres(first).map((centre) => Number(centre.toFixed(6)))).toEqual([0, 1.93, 3.86, 5.79, 7.72, 9])
	const layout = elevationLayout(first, { postWidth: 0.1, infillHeight: 1.8, gravelBoard: 0.15 })
	expect(layout.posts).toHaveLength(6)
	expect(layout.bays.map((bay) => bay.kind)).toEqual(['whole', 'whole', 'whole', 'whole', 'cut'])
	// A whole panel 1.83 m and the cut one 1.18 m between post faces; posts 0.1 m wide and 1.95 m tall
	expect(layout.bays[0]?.width).toBeCloseTo(1.83 * layout.scale, 9)
	expect(layout.bays[4]?.width).toBeCloseTo(1.18 * layout.scale, 9)
	expect(layout.posts[0]?.width).toBeCloseTo(0.1 * layout.scale, 9)
	expect(layout.posts[0]?.height).toBeCloseTo(1.95 * layout.scale, 9)
	expect(layout.bays[0]?.gravelBoard?.height).toBeCloseTo(0.15 * layout.scale, 9)
	// The length is dimensioned centre to centre of the end posts, and it all fits the 320-unit drawing
	expect(layout.lengthLine[1][0] - layout.lengthLine[0][0]).toBeCloseTo(9 * layout.scale, 9)
	expect(layout.outline.x + layout.outline.width).toBeLessThanOrEqual(320)
})

test('the fence is named, described and labelled section by section, with the post in its hole', () => {
	const result = computeFence(metricPanels)
	render(<FenceDrawing input={metricPanels} result={result} />)
	const first = screen.getByRole('img', { name: 'Elevation of Section 1' })
	expect(drawingDescription(first)).toBe(
		'Section 1, 9 m centre to centre of its end posts, seen from the side: 5 bays of panels between 6 posts at 1.93 m centres, the last panel cut to 1.18 m (hatched).',
	)
	expect(drawnLabels(first)).toEqual(['1.93 m', '9 m', '1.95 m'])
	expect(first.querySelectorAll('[data-part="post"]')).toHaveLength(6)
	expect(first.querySelectorAll('[data-part="cut"]')).toHaveLength(1)
	expect(first.querySelectorAll('[data-part="gravel-board"]')).toHaveLength(5)
	const gate = screen.getByRole('img', { name: 'Elevation of Section 3' })
	expect(drawingDescription(gate)).toBe(
		'Section 3: a gate opening of 0.9 m (dashed) between two posts 1 m apart, centre to centre.',
	)
	expect(gate.querySelectorAll('[data-part="gate"]')).toHaveLength(1)
	expect(gate.querySelectorAll('[data-part="gravel-board"]')).toHaveLength(0)
	const post = screen.getByRole('img', { name: 'Post in its hole' })
	expect(drawingDescription(post)).toBe(
		'One post, 2.55 m long, in section: 1.95 m above the ground and 600 mm down a hole 250 mm across, filled with concrete round the post.',
	)
	expect(drawnLabels(post)).toEqual(['250 mm', '600 mm', '1.95 m'])
	expect(screen.getByRole('list', { name: 'Key' }).textContent).toContain('Cut panel')
	for (const figure of screen.getAllByRole('img')) expect(figure.outerHTML).not.toMatch(/NaN|undefined|Infinity|="-/)
})

test('the post stands in its hole to scale: hole 250 mm across and 600 mm deep, the post 100 mm wide', () => {
	const layout = postInHoleLayout({ postWidth: 0.1, aboveGround: 1.95, holeDiameter: 0.25, holeDepth: 0.6 })
	expect(layout.hole.width / layout.post.width).toBeCloseTo(2.5, 9)
	expect(layout.hole.height).toBeCloseTo(0.6 * layout.scale, 9)
	// From the top of the post to the foot of the hole: 1.95 + 0.6 = 2.55 m
	expect(layout.post.height).toBeCloseTo(2.55 * layout.scale, 9)
})

test('boards on rails in feet and inches: equal bays, re-spaced and cut panels hatched in imperial', () => {
	const boards = fenceInput({ unit: 'imperial', sections: sectionsOf(['fence', '30']) })
	render(<FenceDrawing input={boards} result={computeFence(boards)} />)
	const drawing = screen.getByRole('img', { name: 'Elevation of Section 1' })
	// 30 / 8 → 4 bays of 7.5 ft = 7' 6"
	expect(drawingDescription(drawing)).toBe(
		`Section 1, 30' 0" centre to centre of its end posts, seen from the side: 4 bays of boards between 5 posts at 7' 6" centres.`,
	)
	expect(drawnLabels(drawing)).toEqual([`7' 6"`, `30' 0"`, `6' 0"`])
	cleanup()
	const panels = fenceInput({ unit: 'imperial', style: 'panels', sections: sectionsOf(['fence', '6.5']) })
	render(<FenceDrawing input={panels} result={computeFence(panels)} />)
	const cut = screen.getByRole('img', { name: 'Elevation of Section 1' })
	expect(drawingDescription(cut)).toBe(
		`Section 1, 6' 6" centre to centre of its end posts, seen from the side: 2 bays of panels between 3 posts at 6' 3 1/2" centres, the last two bays re-spaced to 3' 3" and both panels cut to 2' 11 1/2" (hatched).`,
	)
	expect(cut.querySelectorAll('[data-part="cut"]')).toHaveLength(2)
})

test('a long section is drawn as its outline, and only the first 12 of 14 sections are drawn', () => {
	// 100 m of 0.5 m panels: 100 / 0.6 = 166.7 → 167 bays, past the 60 drawn one by one
	const long = fenceInput({ panelWidth: '0.5', sections: sectionsOf(['fence', '100']) })
	render(<FenceDrawing input={long} result={computeFence(long)} />)
	const drawing = screen.getByRole('img', { name: 'Elevation of Section 1' })
	expect(drawingDescription(drawing)).toMatch(/167 bays, too many to draw one by one, so its outline is drawn\.$/)
	expect(drawing.querySelectorAll('[data-part]')).toHaveLength(0)
	expect(drawing.outerHTML).not.toMatch(/NaN|undefined|Infinity|="-/)
	cleanup()
	const many = fenceInput({
		sections: sectionsOf(...Array.from({ length: 14 }, () => ['fence', '2'] as const)),
	})
	render(<FenceDrawing input={many} result={computeFence(many)} />)
	expect(screen.getAllByRole('img', { name: /^Elevation of/ })).toHaveLength(12)
	expect(
		screen.getByText('The first 12 sections are drawn; 2 more sections are counted in the results but not drawn.'),
	).toBeTruthy()
})
