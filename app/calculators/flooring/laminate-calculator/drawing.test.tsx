// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import {
	boardRowsDrawn,
	MOST_ROWS_DRAWN,
	roomDrawingLayout,
} from '#app/calculators/flooring/shared/room-drawing-layout.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeLaminate } from './compute.ts'
import { LaminateDrawing } from './drawing.tsx'
import { createLaminateSchema, laminateDefaults, type LaminateValues } from './schema.ts'

type TypedRoom = { name?: string; length: string; width: string }

function laminateInput(unit: UnitSystem, rooms: ReadonlyArray<TypedRoom>, values: Partial<LaminateValues> = {}) {
	const all = {
		...laminateDefaults(unit),
		rooms: rooms.map((room, index) => ({ id: `room-${index + 1}`, name: '', doorways: '1', ...room })),
		...values,
	}
	return v.parse(createLaminateSchema(all), all)
}

function drawnFor(input: ReturnType<typeof laminateInput>) {
	const result = computeLaminate(input)
	return { result, ...render(<LaminateDrawing input={input} result={result} />) }
}

/** docs/calculators/laminate-calculator.md §6: a 16 × 13 ft living room and a 10 × 4 ft hall, a 3/8 in gap. */
const WORKED_EXAMPLE: ReadonlyArray<TypedRoom> = [
	{ length: '16', width: '13' },
	{ name: 'Hall', length: '10', width: '4' },
]

test('the floor drawn inside the gap is the laid size of the result, at the scale of the walls', () => {
	// A 0.5 × 0.4 m room with a 25 mm gap: laid (0.5 − 0.05) × (0.4 − 0.05) = 0.45 × 0.35 m.
	// Scale = min(212 ÷ 0.5, 180 ÷ 0.4) = 424 units a metre, so the gap draws 0.025 × 424 = 10.6 units: to scale.
	const input = laminateInput('metric', [{ length: '0.5', width: '0.4' }], { gap: '25' })
	const result = computeLaminate(input)
	const laid = result.laidRooms[0]!
	expect(laid.length).toBeCloseTo(0.45, 9)
	expect(laid.width).toBeCloseTo(0.35, 9)
	expect(result.laidArea).toBeCloseTo(laid.length * laid.width, 12)
	const layout = roomDrawingLayout(input.rooms[0]!, laid)
	expect(layout.scale).toBeCloseTo(424, 9)
	expect(layout.walls.width).toBeCloseTo(0.5 * layout.scale, 9)
	expect(layout.floor.width).toBeCloseTo(laid.length * layout.scale, 9)
	expect(layout.floor.height).toBeCloseTo(laid.width * layout.scale, 9)
	expect(layout.floor.x - layout.walls.x).toBeCloseTo(10.6, 9)
	expect(layout.isGapWidened).toBe(false)
})

test('each room of the worked example is named, described and labelled in feet and inches', () => {
	const { result } = drawnFor(laminateInput('imperial', WORKED_EXAMPLE))
	// Laid: 16 − 2 × 3/8" = 15' 11 1/4" by 13 − 3/4" = 12' 11 1/4"; the hall 9' 11 1/4" × 3' 11 1/4".
	expect(result.laidRooms).toHaveLength(2)
	const living = screen.getByRole('img', { name: 'Laminate layout of Room 1' })
	expect(drawingDescription(living)).toBe(
		`Room 1, 16' 0" × 13' 0", with a 3/8" expansion gap at every wall (drawn wider than to scale) and ` +
			`15' 11 1/4" × 12' 11 1/4" of laminate laid inside it. Boards 7 1/2" wide in 21 rows along the length; ` +
			`the last row, hatched, is ripped to 5 1/4".`,
	)
	// Rows across 13 ft − 3/4" = 155.25 in of 7.5 in boards: 20.7 → 21 rows, the last 155.25 − 20 × 7.5 = 5.25 in.
	expect(drawnLabels(living)).toEqual([
		`3/8" gap at the walls`,
		`Laid 15' 11 1/4" × 12' 11 1/4"`,
		`21 rows; last row 5 1/4" (hatched)`,
		`16' 0"`,
		`13' 0"`,
	])
	const hall = screen.getByRole('img', { name: 'Laminate layout of Hall' })
	expect(drawnLabels(hall)).toContain(`Laid 9' 11 1/4" × 3' 11 1/4"`)
	// The hall: 4 ft − 3/4" = 47.25 in ÷ 7.5 = 6.3 → 7 rows, the last 47.25 − 45 = 2.25 in, under 7.5 ÷ 3 = 2.5 in:
	// rip the first row too, both (2.25 + 7.5) ÷ 2 = 4.875 in.
	expect(drawnLabels(hall)).toContain(`7 rows; last row 2 1/4" (hatched)`)
	expect(drawingDescription(hall)).toContain(
		`It is under a third of a board: rip the first row too, so both edge rows are 4 7/8".`,
	)
	expect(screen.getByRole('list', { name: 'Key' }).textContent).toBe(
		'Laminate laid, in rowsLast row, ripped to widthExpansion gap at the walls',
	)
	expect(document.body.innerHTML).not.toMatch(/NaN|undefined|Infinity/)
})

test('a glued floor with no gap covers the whole floor, with no gap in the key', () => {
	drawnFor(laminateInput('metric', [{ length: '4.2', width: '3.6' }], { gap: '0' }))
	const drawing = screen.getByRole('img', { name: 'Laminate layout of Room 1' })
	// 3,600 mm ÷ 192 mm = 18.75 → 19 rows, the last 3,600 − 18 × 192 = 144 mm.
	expect(drawingDescription(drawing)).toBe(
		'Room 1, 4.2 m × 3.6 m, laminate over the whole floor. Boards 192 mm wide in 19 rows along the length; ' +
			'the last row, hatched, is ripped to 144 mm.',
	)
	expect(drawnLabels(drawing)).toEqual(['19 rows; last row 144 mm (hatched)', '4.2 m', '3.6 m'])
	expect(screen.queryByText('Expansion gap at the walls')).toBeNull()
})

test('200 rooms draw the first 12 and say how many more there are, the drawing bounded', () => {
	const rooms = Array.from({ length: 200 }, () => ({ length: '50', width: '0.1' }))
	const { container } = drawnFor(laminateInput('metric', rooms, { gap: '25' }))
	expect(screen.getAllByRole('img')).toHaveLength(12)
	expect(
		screen.getByText('The first 12 rooms are drawn; 188 more rooms are counted in the results but not drawn.'),
	).toBeTruthy()
	expect(container.querySelectorAll('svg *').length).toBeLessThan(1500)
	expect(container.innerHTML).not.toMatch(/NaN|undefined|Infinity/)
})

/** The lines drawn between rows: one 'M' a line in the path. */
function rowLinesDrawn(drawing: Element) {
	return drawing.querySelector('[data-part="row-lines"]')?.getAttribute('d')?.match(/M/g)?.length ?? 0
}

test('the rows drawn are the rows of the result, the hatched last row its width to scale', () => {
	// 4.2 × 3.6 m, a 10 mm gap: laid width 3,580 mm ÷ 192 mm = 18.65 → 19 rows (18 lines between them); the last row
	// 3,580 − 18 × 192 = 124 mm, drawn 124 ÷ 3,580 of the laid floor's height.
	const input = laminateInput('metric', [{ length: '4.2', width: '3.6' }])
	const { result } = drawnFor(input)
	const rows = result.boardRows[0]!
	expect(rows.rows).toBe(19)
	expect(rows.lastRowWidth).toBeCloseTo(0.124, 9)
	const drawing = screen.getByRole('img', { name: 'Laminate layout of Room 1' })
	expect(rowLinesDrawn(drawing)).toBe(rows.rows - 1)
	const { floor } = roomDrawingLayout(input.rooms[0]!, result.laidRooms[0]!)
	const last = drawing.querySelector('[data-part="last-row"]')!
	expect(Number(last.getAttribute('height'))).toBeCloseTo((floor.height * 0.124) / 3.58, 6)
	expect(Number(last.getAttribute('y')) + Number(last.getAttribute('height'))).toBeCloseTo(floor.y + floor.height, 6)
	expect(drawnLabels(drawing)).toContain('19 rows; last row 124 mm (hatched)')
})

test('a laid width of whole boards draws no hatched row', () => {
	// 1 × 0.62 m less 2 × 10 mm = 0.6 m of 200 mm boards: 0.6 ÷ 0.2 = 2.9999999999999996 → 3 rows, the last whole.
	const { result } = drawnFor(laminateInput('metric', [{ length: '1', width: '0.62' }], { boardWidth: '200' }))
	expect(result.boardRows[0]).toMatchObject({ rows: 3, isLastRowCut: false })
	const drawing = screen.getByRole('img', { name: 'Laminate layout of Room 1' })
	expect(rowLinesDrawn(drawing)).toBe(2)
	expect(drawing.querySelector('[data-part="last-row"]')).toBeNull()
	expect(drawnLabels(drawing)).toContain('3 rows of whole boards')
})

test('a 50 m room of 50 mm boards (1,000 rows) draws the floor and says the rows in words, bounded', () => {
	// 50 m − 2 × 10 mm = 49,980 mm ÷ 50 = 999.6 → 1,000 rows: more than MOST_ROWS_DRAWN, so no lines.
	const { result, container } = drawnFor(laminateInput('metric', [{ length: '50', width: '50' }], { boardWidth: '50' }))
	expect(result.boardRows[0]?.rows).toBe(1000)
	expect(boardRowsDrawn({ x: 0, y: 0, width: 1, height: 1 }, result.boardRows[0]!, result.boardWidth)).toBeNull()
	const drawing = screen.getByRole('img', { name: 'Laminate layout of Room 1' })
	expect(rowLinesDrawn(drawing)).toBe(0)
	expect(drawnLabels(drawing)).toContain('1,000 rows, too many to draw')
	expect(drawingDescription(drawing)).toContain('in 1,000 rows along the length (too many to draw one by one)')
	expect(container.querySelectorAll('svg *').length).toBeLessThan(50)
	// 12 rooms of exactly MOST_ROWS_DRAWN rows each: each room's lines are one path, so the drawing stays small.
	// 10 m − 20 mm = 9,980 mm ÷ 50 = 199.6 → 200 rows.
	const rooms = Array.from({ length: 12 }, () => ({ length: '10', width: '10' }))
	const many = drawnFor(laminateInput('metric', rooms, { boardWidth: '50' }))
	expect(many.result.boardRows[0]?.rows).toBe(MOST_ROWS_DRAWN)
	expect(many.container.querySelectorAll('svg *').length).toBeLessThan(1500)
	expect(many.container.innerHTML).not.toMatch(/NaN|undefined|Infinity/)
})
