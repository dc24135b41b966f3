// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { roomDrawingLayout } from '#app/calculators/flooring/shared/room-drawing-layout.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeHardwood } from './compute.ts'
import { HardwoodDrawing } from './drawing.tsx'
import { createHardwoodSchema, hardwoodDefaults, type HardwoodValues } from './schema.ts'

type TypedRoom = { name?: string; length: string; width: string }

function hardwoodInput(unit: UnitSystem, rooms: ReadonlyArray<TypedRoom>, values: Partial<HardwoodValues> = {}) {
	const all = {
		...hardwoodDefaults(unit),
		rooms: rooms.map((room, index) => ({ id: `room-${index + 1}`, name: '', ...room })),
		...values,
	}
	return v.parse(createHardwoodSchema(all), all)
}

test('each room is drawn wall to wall at its own scale, its area the floor area of the result', () => {
	// docs/calculators/hardwood-calculator.md §6: 5.2 × 3.8 m + 2.4 × 1.1 m = 19.76 + 2.64 = 22.40 m².
	const input = hardwoodInput('metric', [
		{ length: '5.2', width: '3.8' },
		{ length: '2.4', width: '1.1' },
	])
	const result = computeHardwood(input)
	const layouts = input.rooms.map((room) => roomDrawingLayout(room, null))
	const drawnArea = layouts.reduce((sum, { floor, scale }) => sum + (floor.width / scale) * (floor.height / scale), 0)
	expect(drawnArea).toBeCloseTo(result.floorArea, 9)
	// Room 1: scale = min(212 ÷ 5.2, 180 ÷ 3.8) = 40.77 units a metre; the floor is the walls.
	const [first] = layouts as [(typeof layouts)[number]]
	expect(first.scale).toBeCloseTo(212 / 5.2, 9)
	expect(first.floor).toEqual(first.walls)
	expect(first.gapDrawn).toBe(0)
})

test('the drawing is named, described with its layout and labelled in feet and inches', () => {
	const input = hardwoodInput('imperial', [{ name: 'Den', length: '12.5', width: '10.25' }], { layout: 'diagonal' })
	render(<HardwoodDrawing input={input} result={computeHardwood(input)} />)
	const drawing = screen.getByRole('img', { name: 'Hardwood layout of Den' })
	// Diagonal or herringbone: no straight rows to draw (docs/calculators/hardwood-calculator.md §7).
	expect(drawingDescription(drawing)).toBe(
		`Den, 12' 6" × 10' 3", hardwood over the whole floor, laid on the diagonal or in herringbone.`,
	)
	expect(drawnLabels(drawing)).toEqual([`12' 6"`, `10' 3"`])
	expect(drawing.querySelector('[data-part="row-lines"]')).toBeNull()
	expect(screen.getByRole('list', { name: 'Key' }).textContent).toBe('Hardwood laid')
	cleanup()
	// Laid straight, 10.25 ft = 123 in of 5 in boards: 24.6 → 25 rows, the last 123 − 24 × 5 = 3 in (not under 5 ÷ 3 in).
	const straight = { ...input, layout: 'straight' as const }
	render(<HardwoodDrawing input={straight} result={computeHardwood(straight)} />)
	const rows = screen.getByRole('img', { name: 'Hardwood layout of Den' })
	expect(drawingDescription(rows)).toBe(
		`Den, 12' 6" × 10' 3", hardwood over the whole floor, laid straight. ` +
			`Boards 5" wide in 25 rows along the length; the last row, hatched, is ripped to 3".`,
	)
	expect(drawnLabels(rows)).toEqual([`25 rows; last row 3" (hatched)`, `12' 6"`, `10' 3"`])
	expect(screen.getByRole('list', { name: 'Key' }).textContent).toBe('Hardwood laid, in rowsLast row, ripped to width')
	expect(document.body.innerHTML).not.toMatch(/NaN|undefined|Infinity/)
})

test('200 rooms draw the first 12 and say how many more there are, the drawing bounded', () => {
	const rooms = Array.from({ length: 200 }, () => ({ length: '165', width: '0.5' }))
	const input = hardwoodInput('imperial', rooms)
	const { container } = render(<HardwoodDrawing input={input} result={computeHardwood(input)} />)
	expect(screen.getAllByRole('img')).toHaveLength(12)
	expect(
		screen.getByText('The first 12 rooms are drawn; 188 more rooms are counted in the results but not drawn.'),
	).toBeTruthy()
	expect(container.querySelectorAll('svg *').length).toBeLessThan(1500)
	expect(container.innerHTML).not.toMatch(/NaN|undefined|Infinity/)
})

test('the rows drawn are the rows of the result across the whole width; a narrow last row says to rip the first', () => {
	// docs/calculators/hardwood-calculator.md §6: the hall 2.4 × 1.1 m of 127 mm boards: 1,100 ÷ 127 = 8.66 → 9 rows
	// (8 lines between them), the last 1,100 − 8 × 127 = 84 mm, drawn 84 ÷ 1,100 of the floor's height.
	// The living room 3,800 ÷ 127 = 29.92 → 30 rows, the last 3,800 − 29 × 127 = 117 mm.
	const input = hardwoodInput('metric', [
		{ length: '5.2', width: '3.8' },
		{ name: 'Hall', length: '2.4', width: '1.1' },
	])
	const result = computeHardwood(input)
	render(<HardwoodDrawing input={input} result={result} />)
	expect(result.boardRows.map((rows) => rows.rows)).toEqual([30, 9])
	const hall = screen.getByRole('img', { name: 'Hardwood layout of Hall' })
	const lines = hall.querySelector('[data-part="row-lines"]')?.getAttribute('d')?.match(/M/g)?.length
	expect(lines).toBe(result.boardRows[1]!.rows - 1)
	const { floor } = roomDrawingLayout(input.rooms[1]!, null)
	const last = hall.querySelector('[data-part="last-row"]')!
	expect(Number(last.getAttribute('height'))).toBeCloseTo((floor.height * 84) / 1100, 6)
	expect(drawnLabels(hall)).toContain('9 rows; last row 84 mm (hatched)')
	// 0.6 m of 200 mm boards: 2.9999999999999996 → 3 rows of whole boards, no hatching; 0.5 m: 2.5 → 3 rows, the last
	// 100 mm, not under 200 ÷ 3 = 66.7 mm. 0.45 m: 2.25 → 3, the last 50 mm: rip both edges to (50 + 200) ÷ 2 = 125 mm.
	const trap = hardwoodInput(
		'metric',
		[
			{ name: 'Even', length: '1', width: '0.6' },
			{ name: 'Narrow', length: '1', width: '0.45' },
		],
		{ boardWidth: '200' },
	)
	render(<HardwoodDrawing input={trap} result={computeHardwood(trap)} />)
	const even = screen.getByRole('img', { name: 'Hardwood layout of Even' })
	expect(even.querySelector('[data-part="last-row"]')).toBeNull()
	expect(drawnLabels(even)).toContain('3 rows of whole boards')
	expect(drawingDescription(even)).toContain('in 3 rows along the length; the last row is a whole board.')
	const narrow = screen.getByRole('img', { name: 'Hardwood layout of Narrow' })
	expect(drawingDescription(narrow)).toContain(
		'the last row, hatched, is ripped to 50 mm. It is under a third of a board: rip the first row too, so both ' +
			'edge rows are 125 mm.',
	)
	expect(document.body.innerHTML).not.toMatch(/NaN|undefined|Infinity/)
})
