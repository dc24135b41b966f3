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
	// Tiles are set out from the middle of each length: a joint there (1,500 mod 300 = 0, no cut) beats a tile centred
	// there (150 mm cuts). Wall 1, 3,000 × 2,400 mm in 300 mm tiles from the floor up: 10 columns × 8 rows, no edge cut. The door (900 × 2,000) is placed
	// (3,000 − 900) / 2 = 1,050 mm in, at the bottom: x 1,050–1,950 touches columns 3–6 (900–2,100), covering columns
	// 4–5 (1,200–1,800); y 0–2,000 touches rows 0–6, covering rows 0–5. Gone: 2 × 6 = 12; cut: 4 × 7 − 12 = 16;
	// whole: 80 − 28 = 52.
	// Floor 1, 3,000 × 2,000 mm, set out from the middle of its width too: a joint on the middle leaves 1,000 mod 300 =
	// 100 mm rows at the edges, a tile centred on it (1,000 + 150) mod 300 = 250 mm: so rows of 250, 5 × 300, 250 mm.
	// 10 columns × 7 rows: 10 × 5 = 50 whole, 20 cut.
	expect(result.surfaceLayouts.map(({ wholeTiles, cutTiles }) => [wholeTiles, cutTiles])).toEqual([
		[52, 16],
		[50, 20],
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
	// 120 in = 3,048 mm: from the middle, 1,524 mod 300 = 24 mm or (1,524 + 150) mod 300 = 174 mm at each end, so
	// 174 + 9 × 300 + 174 = 11 columns; 96 in = 2,438.4 mm from the floor up → ⌈8.128⌉ = 9 rows. The 200 in window is
	// longer than the wall, so it is not placed.
	expect(result.surfaceLayouts[0]).toMatchObject({ columns: 11, rows: 9 })
	expect(result.unplacedObstructions).toEqual(['Window/Door 2'])
	render(<TileDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Tile layout of Wall 1' })
	expect(drawingDescription(drawing)).toBe(
		'Wall 1, 10\' 0" long and 8\' 0" high, laid with 300 × 300 mm tiles set out from the middle of its length, from the floor up: whole tiles plain, cut tiles hatched. Window/Door 1 cut out, dashed.',
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
	expect(container.textContent).toContain(
		'The first 12 surfaces are drawn; 188 more surfaces are counted in the results but not drawn.',
	)
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
	// 4,050 mm from the middle: 2,025 mod 300 = 225 mm beats (2,025 + 150) mod 300 = 75 mm, so 225 + 12 × 300 + 225:
	// 14 columns; 3,000 mm: 10 rows with a joint on the middle. 140 tiles, more than are drawn one by one. Strips: the
	// first and last columns, then the ring of tiles round the bath; none along the top or bottom.
	expect(floor?.drawing.isOneByOne).toBe(false)
	expect(floor?.drawing.strips).toHaveLength(3)
	expect(floor?.drawing.strips[0]?.width).toBeCloseTo(225 * floor!.drawing.scale, 9)
	expect(floor?.drawing.strips[1]?.width).toBeCloseTo(225 * floor!.drawing.scale, 9)
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
