// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeTile } from './compute.ts'
import { TileDrawing } from './drawing.tsx'
import { tileDrawingLayout } from './drawing-layout.ts'
import {
	createTileSchema,
	TILE_DEFAULTS,
	type TileObstructionValues,
	type TileSurfaceValues,
	type TileValues,
} from './schema.ts'

function surface(name: string, length: string, width: string, type: 'wall' | 'floor' = 'wall'): TileSurfaceValues {
	return { id: name, name, type, length, width }
}

function obstruction(name: string, length: string, width: string): TileObstructionValues {
	return { id: name, name, type: 'window-door', length, width }
}

function tileInput(patch: Partial<TileValues>) {
	const values = { ...TILE_DEFAULTS, ...patch }
	const { data, errors } = parseWith(createTileSchema(values), values)
	expect(errors).toEqual({})
	if (!data) throw new Error('the input did not parse')
	return data
}

const bathroom = tileInput({
	surfaces: [surface('Wall 1', '3000', '2400'), surface('Floor 1', '3000', '2000', 'floor')],
	obstructions: [obstruction('Window/Door 1', '900', '2000')],
})

function piecesDrawn(figure: Element, kind: 'whole' | 'cut') {
	return figure.querySelectorAll(`rect[data-piece="${kind}"]`).length
}

test('the whole and cut tiles drawn on each surface are the counts in the result', () => {
	const result = computeTile(bathroom)
	// Wall 1, 3,000 × 2,400 mm in 300 mm tiles: 10 columns × 8 rows, no edge cut. The door (900 × 2,000) is placed
	// (3,000 − 900) / 2 = 1,050 mm in, at the bottom: x 1,050–1,950 touches columns 3–6 (900–2,100), covering columns
	// 4–5 (1,200–1,800); y 0–2,000 touches rows 0–6, covering rows 0–5. Gone: 2 × 6 = 12; cut: 4 × 7 − 12 = 16;
	// whole: 80 − 28 = 52.
	// Floor 1, 3,000 × 2,000 mm: 10 columns × ⌈6.67⌉ = 7 rows, the top row 200 mm: 60 whole, 10 cut.
	expect(result.surfaceLayouts.map(({ wholeTiles, cutTiles }) => [wholeTiles, cutTiles])).toEqual([
		[52, 16],
		[60, 10],
	])
	render(<TileDrawing input={bathroom} result={result} />)
	const figures = screen.getAllByRole('img')
	expect(figures).toHaveLength(2)
	figures.forEach((figure, index) => {
		const layout = result.surfaceLayouts[index]
		expect(piecesDrawn(figure, 'whole')).toBe(layout?.wholeTiles)
		expect(piecesDrawn(figure, 'cut')).toBe(layout?.cutTiles)
	})
	// The door is drawn to the wall's scale: 900 / 3,000 of the wall's drawn length.
	const [wall] = tileDrawingLayout(bathroom, result)
	expect(wall?.drawing.cutouts[0]?.width).toBeCloseTo(wall!.drawing.surface.width * 0.3, 9)
})

test('each surface is named, described in words and dimensioned in feet and inches when typed in inches', () => {
	const input = tileInput({
		unit: 'imperial',
		surfaces: [surface('Wall 1', '120', '96')],
		obstructions: [obstruction('Window/Door 1', '36', '80'), obstruction('Window/Door 2', '200', '20')],
	})
	const result = computeTile(input)
	// 120 in = 3,048 mm → ⌈10.16⌉ = 11 columns; 96 in = 2,438.4 mm → ⌈8.128⌉ = 9 rows. The 200 in window is longer
	// than the wall, so it is not placed.
	expect(result.surfaceLayouts[0]).toMatchObject({ columns: 11, rows: 9 })
	expect(result.unplacedObstructions).toEqual(['Window/Door 2'])
	render(<TileDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Tile layout of Wall 1' })
	expect(drawingDescription(drawing)).toBe(
		'Wall 1, 10\' 0" long and 8\' 0" high, laid with 300 × 300 mm tiles from its bottom-left corner: whole tiles plain, cut tiles hatched. Window/Door 1 cut out, dashed.',
	)
	expect(drawnLabels(drawing)).toEqual(['10\' 0"', '8\' 0"'])
	expect(screen.getByText(/Not drawn: Window\/Door 2/)).toBeTruthy()
	expect(document.body.textContent).not.toMatch(/NaN|undefined|Infinity/)
})

test('200 walls of 60 m in 10 mm tiles stay a bounded drawing: the first 12 walls, each a grid with cut strips', () => {
	const input = tileInput({
		metricUnit: 'm',
		tileLength: '10',
		tileWidth: '10',
		surfaces: Array.from({ length: 200 }, (_, index) => surface(`Wall ${index + 1}`, '60', '2.995')),
	})
	const result = computeTile(input)
	// 60,000 / 10 = 6,000 columns; 2,995 / 10 → 300 rows, the top one 5 mm: 6,000 × 299 whole, 6,000 cut.
	expect(result.surfaceLayouts[0]).toMatchObject({ columns: 6000, rows: 300, wholeTiles: 1_794_000, cutTiles: 6000 })
	const { container } = render(<TileDrawing input={input} result={result} />)
	expect(screen.getAllByRole('img')).toHaveLength(12)
	expect(container.querySelectorAll('svg *').length).toBeLessThan(1500)
	// Pieces are drawn one by one up to 500 in all; the walls after that are drawn as grids.
	expect(container.querySelectorAll('rect[data-piece]').length).toBeLessThanOrEqual(500)
	expect(container.textContent).toContain('The first 12 surfaces are drawn; 188 more surfaces are in the tables above.')
	expect(drawingDescription(screen.getAllByRole('img')[0]!)).toContain('too small to draw one by one')
	expect(container.textContent).not.toMatch(/NaN|undefined|Infinity/)
	for (const element of container.querySelectorAll('svg *')) {
		for (const attribute of element.attributes) expect(attribute.value).not.toMatch(/NaN|undefined|Infinity|^-/)
	}
})

test('a large surface in grid form hatches its cut edge strips and the ring round an obstruction', () => {
	const input = tileInput({
		surfaces: [surface('Floor 1', '4050', '3000', 'floor')],
		obstructions: [{ ...obstruction('Bath', '1700', '700'), type: 'floor-obstacle' }],
	})
	const result = computeTile(input)
	const [floor] = tileDrawingLayout(input, result)
	// 4,050 / 300 → 14 columns (the last 150 mm), 10 rows: 140 tiles, more than are drawn one by one. Strips: the
	// last column, then the ring of tiles round the bath; no top strip, as 3,000 / 300 comes out even.
	expect(floor?.drawing.isOneByOne).toBe(false)
	expect(floor?.drawing.strips).toHaveLength(2)
	expect(floor?.drawing.strips[0]?.width).toBeCloseTo(150 * floor!.drawing.scale, 9)
	expect(floor?.drawing.gridPath).toMatch(/^M/)
})

test('200 obstructions of as many heights on one 60 m wall are laid out and drawn', () => {
	const input = tileInput({
		metricUnit: 'm',
		tileLength: '10',
		tileWidth: '10',
		surfaces: [surface('Wall 1', '60', '3')],
		obstructions: Array.from({ length: 200 }, (_, index) =>
			obstruction(`Window/Door ${index + 1}`, '0.2', String(0.5 + index / 100)),
		),
	})
	const result = computeTile(input)
	expect(result.unplacedObstructions).toEqual([])
	expect(result.surfaceLayouts[0]?.cutouts).toHaveLength(200)
	const { container } = render(<TileDrawing input={input} result={result} />)
	expect(container.querySelectorAll('svg *').length).toBeLessThan(1500)
})
