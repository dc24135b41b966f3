// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeDrywall } from './compute.ts'
import { DrywallDrawing } from './drawing.tsx'
import { drywallDrawingLayout } from './drawing-layout.ts'
import { DRYWALL_DEFAULTS, type DrywallValues, parseDrywall, type WallValues } from './schema.ts'

function wall(index: number, length: string, height: string, openings: Array<[string, string]> = []): WallValues {
	return {
		id: `wall-${index}`,
		name: `Wall ${index}`,
		length,
		height,
		openings: openings.map(([width, openingHeight], at) => ({ id: `o${at}`, width, height: openingHeight })),
	}
}

function drywallInput(patch: Partial<DrywallValues>) {
	const values = { ...DRYWALL_DEFAULTS, drywallType: 'standard', boardSize: '1200x2400', ...patch } as DrywallValues
	const { data, errors } = parseDrywall(values)
	expect(errors).toEqual({})
	if (!data) throw new Error('the input did not parse')
	return data
}

function piecesDrawn(figure: Element, kind: 'whole' | 'cut') {
	return figure.querySelectorAll(`rect[data-piece="${kind}"]`).length
}

test('the whole and cut boards drawn on each wall and the ceiling are the counts in the result', () => {
	const input = drywallInput({
		walls: [wall(1, '5', '2.7', [['0.9', '2.1']])],
		includeCeiling: true,
		ceiling: { length: '4', width: '3', openings: [] },
	})
	const result = computeDrywall(input)
	// Wall 1, 5 × 2.7 m in upright 1.2 × 2.4 m boards: ⌈4.17⌉ = 5 columns (the last 0.2 m) × ⌈1.125⌉ = 2 rows (the top
	// 0.3 m) = 10 boards, 4 of them whole before the door. The door (0.9 × 2.1 m) is placed (5 − 0.9) / 2 = 2.05 m in,
	// at the bottom: x 2.05–2.95 cuts the boards of columns 1 (1.2–2.4) and 2 (2.4–3.6) in row 0. Whole 2, cut 8.
	// Ceiling, 4 × 3 m in boards laid lengthways (2.4 along, 1.2 across): ⌈1.67⌉ = 2 × ⌈2.5⌉ = 3: whole 1 × 2 = 2, cut 4.
	expect(result.surfaceLayouts.map(({ wholeBoards, cutBoards }) => [wholeBoards, cutBoards])).toEqual([
		[2, 8],
		[2, 4],
	])
	render(<DrywallDrawing input={input} result={result} />)
	const figures = screen.getAllByRole('img')
	expect(figures).toHaveLength(2)
	figures.forEach((figure, index) => {
		const layout = result.surfaceLayouts[index]
		expect(piecesDrawn(figure, 'whole')).toBe(layout?.wholeBoards)
		expect(piecesDrawn(figure, 'cut')).toBe(layout?.cutBoards)
	})
	// Drawn to one scale per surface: a whole board on the wall is 1.2 / 5 of the wall's drawn length.
	const [wallDrawing] = drywallDrawingLayout(result)
	const wholeBoard = wallDrawing?.drawing.pieces.find((piece) => piece.kind === 'whole')
	expect(wholeBoard?.width).toBeCloseTo((wallDrawing!.drawing.surface.width * 1.2) / 5, 9)
})

test('imperial walls are named, described in words and dimensioned in feet and inches, in 4 × 8 ft boards', () => {
	const input = drywallInput({ unit: 'imperial', walls: [wall(1, '12', '8.5', [['3', '4']])] })
	const result = computeDrywall(input)
	// 12 ft / 4 ft = 3 columns; 8.5 ft / 8 ft → 2 rows, the top one 6". The window (3 × 4 ft) is placed 4.5 ft in,
	// cutting the board of column 1 (4–8 ft): whole 2, cut 1 + the 3 of the top row = 4.
	expect(result.surfaceLayouts[0]).toMatchObject({ columns: 3, rows: 2, wholeBoards: 2, cutBoards: 4 })
	render(<DrywallDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Board layout of Wall 1' })
	expect(drawingDescription(drawing)).toBe(
		'Wall 1, 12\' 0" long and 8\' 6" high, boarded with 4\' 0" × 8\' 0" boards standing upright from its bottom-left corner: whole boards plain, cut boards hatched. 1 opening cut out, dashed; as no place is typed, it is drawn at the bottom edge.',
	)
	expect(drawnLabels(drawing)).toEqual(['12\' 0"', '8\' 6"'])
	expect(document.body.textContent).not.toMatch(/NaN|undefined|Infinity/)
})

test('200 walls of 60 m stay a bounded drawing: the first 12 are drawn and the rest are counted', () => {
	const input = drywallInput({
		walls: Array.from({ length: 200 }, (_, index) => wall(index + 1, '60', '2.7', [['0.9', '2.1']])),
		includeCeiling: true,
		ceiling: { length: '60', width: '60', openings: [] },
	})
	const result = computeDrywall(input)
	const { container } = render(<DrywallDrawing input={input} result={result} />)
	expect(screen.getAllByRole('img')).toHaveLength(12)
	expect(container.querySelectorAll('svg *').length).toBeLessThan(1500)
	// Pieces are drawn one by one up to 500 in all; the walls after that are drawn as grids.
	expect(container.querySelectorAll('rect[data-piece]').length).toBeLessThanOrEqual(500)
	expect(container.textContent).toContain(
		'The first 12 surfaces are drawn; 189 more surfaces are counted in the results but not drawn.',
	)
	expect(container.textContent).not.toMatch(/NaN|undefined|Infinity/)
	for (const element of container.querySelectorAll('svg *')) {
		for (const attribute of element.attributes) expect(attribute.value).not.toMatch(/NaN|undefined|Infinity|^-/)
	}
})
