// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeLumber } from './compute.ts'
import { LumberDrawing } from './drawing.tsx'
import { openingFrameLayout, wallFrameLayout } from './drawing-layout.ts'
import { createLumberSchema, LUMBER_SYSTEM_DEFAULTS, type LumberValues } from './schema.ts'

type Sizes = { length: string; height: string }

function lumberInput(patch: Partial<Omit<LumberValues, 'walls'>>, walls: ReadonlyArray<Sizes>) {
	const base = LUMBER_SYSTEM_DEFAULTS[patch.unit ?? 'metric']
	const values: LumberValues = {
		...base,
		...patch,
		walls: walls.map((wall, index) => ({ id: `wall-${index + 1}`, name: `Wall ${index + 1}`, ...wall })),
	}
	const { data } = parseWith(createLumberSchema(values), values)
	if (!data) throw new Error('invalid lumber input')
	return data
}

/** The noggin pieces a drawn path holds: one closed rectangle ('M … z') each. */
const piecesIn = (paths: Iterable<Element>) =>
	[...paths].reduce((total, path) => total + (path.getAttribute('d')?.match(/M/g)?.length ?? 0), 0)

test('each wall draws the studs, plates and noggin pieces the result counts for it, to scale', () => {
	const input = lumberInput({ rows: '2' }, [
		{ length: '3.6', height: '2.4' },
		{ length: '2.5', height: '2.7' },
	])
	const result = computeLumber(input)
	// Wall 1: ⌈3.6 ÷ 0.4⌉ + 1 = 10 studs, 9 bays × 2 rows = 18 noggins; Wall 2: ⌈2.5 ÷ 0.4 = 6.25⌉ + 1 = 8 studs, 14 noggins
	expect(result.wallFrames.map((frame) => [frame.layoutStuds, frame.rowPieces])).toEqual([
		[10, 18],
		[8, 14],
	])
	// The layout studs of all walls add up to the layout studs of the cut list.
	expect(result.wallFrames.reduce((total, frame) => total + frame.layoutStuds, 0)).toBe(
		result.studGroups.reduce((total, group) => total + group.layoutStuds, 0),
	)
	render(<LumberDrawing input={input} result={result} />)
	result.wallFrames.forEach((frame, index) => {
		const drawing = screen.getByRole('img', { name: `Stud wall elevation of Wall ${index + 1}` })
		const layout = wallFrameLayout(frame)
		// Plates (bottom + 1 top) and studs are rects; the outline is one more (the hatching's rect sits in defs).
		expect(drawing.querySelectorAll(':scope > rect')).toHaveLength(2 + frame.layoutStuds + 1)
		expect(layout.studs).toHaveLength(frame.layoutStuds)
		expect(piecesIn(drawing.querySelectorAll('path'))).toBe(frame.rowPieces)
		// Stud cut c = 2.4 − 2 × 0.038 = 2.324 m (Wall 1), drawn at the wall's scale.
		expect(layout.studs[0]?.height).toBeCloseTo(frame.studCut * layout.scale, 9)
		expect(layout.wall.width).toBeCloseTo(frame.length * layout.scale, 9)
		expect(layout.wall.height).toBeCloseTo(frame.height * layout.scale, 9)
	})
	expect(result.wallFrames[0]?.studCut).toBeCloseTo(2.324, 9)
	// The second stud is centred 400 mm from the wall's end, the last flush with its far end.
	const layout = wallFrameLayout(result.wallFrames[0]!)
	expect(layout.studs[1]!.x + layout.studs[1]!.width / 2 - layout.wall.x).toBeCloseTo(0.4 * layout.scale, 9)
	expect(layout.studs.at(-1)!.x + layout.studs.at(-1)!.width).toBeCloseTo(layout.wall.x + layout.wall.width, 9)
})

test('an imperial wall is named, described and dimensioned in feet and inches', () => {
	const input = lumberInput({ unit: 'imperial', rows: '1', corners: '2' }, [{ length: '12', height: '8' }])
	const result = computeLumber(input)
	render(<LumberDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Stud wall elevation of Wall 1' })
	// ⌈144" ÷ 16"⌉ + 1 = 10 studs; 9 bays × 1 row = 9 blocking pieces; stud cut 96 − 3 × 1.5 = 91 1/2"
	expect(drawingDescription(drawing)).toBe(
		`Wall 1, 12' 0" long and 8' 0" high: a bottom plate and 2 top plates the whole length, 10 studs at 16" centres and 1 row of blocking, 9 pieces between the studs.`,
	)
	expect(drawnLabels(drawing)).toEqual(['16"', `12' 0"`, `8' 0"`])
	expect(result.wallFrames[0]?.studCut).toBeCloseTo(91.5 / 12, 9)
	expect(screen.getByText(/studs for corners and T-junctions are in the cut list but not drawn/)).toBeTruthy()
	expect(drawing.outerHTML).not.toMatch(/NaN|undefined|Infinity/)
})

test('each opening draws its header on a jack stud each side, a king stud beside each, to one scale across', () => {
	const input = lumberInput(
		{
			openings: [
				{ id: 'opening-1', name: 'Opening 1', width: '0.9', quantity: '2' },
				{ id: 'opening-2', name: 'Opening 2', width: '2.4', quantity: '1' },
			],
		},
		[{ length: '6', height: '2.4' }],
	)
	const result = computeLumber(input)
	// h = 0.9 + 2 × 0.038 = 0.976 m; 1 ply × 2 openings = 2 pieces (the cut list's header pieces)
	const [frame] = result.openingFrames
	expect(frame).toMatchObject({ width: 0.9, quantity: 2, plies: 1, kingStuds: 2, jackStuds: 2 })
	expect(frame!.headerLength).toBeCloseTo(result.headers[0]!.pieceLength, 12)
	expect(frame!.plies * frame!.quantity).toBe(result.headers[0]!.pieces)
	// No corners: the extra studs are the kings and jacks of every opening, 4 × (2 + 1) = 12.
	expect(
		result.openingFrames.reduce((total, item) => total + item.quantity * (item.kingStuds + item.jackStuds), 0),
	).toBe(result.extraStuds)
	const layout = openingFrameLayout(frame!)
	expect(layout.header.width).toBeCloseTo(0.976 * layout.scale, 9)
	expect(layout.header.height).toBeCloseTo(0.089 * layout.scale, 9)
	expect(layout.opening.width).toBeCloseTo(0.9 * layout.scale, 9)
	// The jacks stand under the header's ends, the kings outside them.
	expect(layout.jackStuds[0]!.x).toBeCloseTo(layout.header.x, 9)
	expect(layout.kingStuds[1]!.x).toBeCloseTo(layout.header.x + layout.header.width, 9)

	render(<LumberDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Header framing of Opening 1' })
	expect(drawing.querySelectorAll(':scope > rect')).toHaveLength(2 + 2 + 1 + 1)
	expect(drawnLabels(drawing)).toEqual(['Header 0.976 m', '0.9 m'])
	expect(drawingDescription(drawing)).toBe(
		'Opening 1, one of 2 alike: a header of 1 ply, each 0.976 m long, rests on a jack stud each side over an opening 0.9 m wide, with a king stud beside each jack. The opening’s height is not asked, so the studs are drawn cut short.',
	)
	expect(screen.getByRole('img', { name: 'Header framing of Opening 2' })).toBeTruthy()
})

test('an imperial header is drawn at its dressed depth: a 2×8 is 7 1/4" deep', () => {
	const input = lumberInput(
		{ unit: 'imperial', headerSize: '2x8', openings: [{ id: 'o', name: 'Opening 1', width: '3', quantity: '1' }] },
		[{ length: '12', height: '8' }],
	)
	const result = computeLumber(input)
	// h = 3 ft + 2 × 1.5 in = 39 in = 3' 3"; depth 8 − 3/4 = 7.25 in
	const layout = openingFrameLayout(result.openingFrames[0]!)
	expect(layout.header.height / layout.header.width).toBeCloseTo(7.25 / 39, 9)
	render(<LumberDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Header framing of Opening 1' })
	expect(drawnLabels(drawing)).toEqual([`Header 3' 3"`, `3' 0"`])
	expect(drawingDescription(drawing)).toMatch(/a header of 2 plies, each 3' 3" long/)
})

test('13 walls of 30 m with 3 noggin rows and 13 openings: 12 of each are drawn, each bounded, the 13th told of', () => {
	const input = lumberInput(
		{
			rows: '3',
			openings: Array.from({ length: 13 }, (_, index) => ({
				id: `opening-${index + 1}`,
				name: `Opening ${index + 1}`,
				width: '1.2',
				quantity: '1',
			})),
		},
		Array.from({ length: 13 }, () => ({ length: '30', height: '2.4' })),
	)
	const result = computeLumber(input)
	const { container } = render(<LumberDrawing input={input} result={result} />)
	const drawings = screen.getAllByRole('img', { name: /^Stud wall elevation/ })
	expect(drawings).toHaveLength(12)
	expect(screen.getAllByRole('img', { name: /^Header framing/ })).toHaveLength(12)
	// ⌈30 ÷ 0.4⌉ + 1 = 76 studs, 75 bays × 3 rows = 225 noggins, in 3 paths.
	for (const drawing of drawings) {
		expect(drawing.querySelectorAll(':scope > rect')).toHaveLength(2 + 76 + 1)
		expect(piecesIn(drawing.querySelectorAll('path'))).toBe(225)
		expect(drawing.querySelectorAll('*').length).toBeLessThan(120)
	}
	expect(container.querySelectorAll('svg *').length).toBeLessThan(1500)
	expect(container.textContent).toContain(
		'The first 12 walls are drawn; 1 more wall is counted in the results but not drawn.',
	)
	expect(container.textContent).toContain(
		'The first 12 openings are drawn; 1 more opening is counted in the results but not drawn.',
	)
	expect(container.innerHTML).not.toMatch(/NaN|undefined|Infinity|="-/)
})
