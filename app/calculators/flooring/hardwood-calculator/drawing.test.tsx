// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
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
	render(<HardwoodDrawing input={input} />)
	const drawing = screen.getByRole('img', { name: 'Hardwood layout of Den' })
	expect(drawingDescription(drawing)).toBe(
		`Den, 12' 6" × 10' 3", hardwood over the whole floor, laid on the diagonal or in herringbone.`,
	)
	expect(drawnLabels(drawing)).toEqual([`12' 6"`, `10' 3"`])
	expect(screen.getByRole('list', { name: 'Key' }).textContent).toBe('Hardwood laid')
	expect(document.body.innerHTML).not.toMatch(/NaN|undefined|Infinity/)
})

test('200 rooms draw the first 12 and say how many more there are, the drawing bounded', () => {
	const rooms = Array.from({ length: 200 }, () => ({ length: '165', width: '0.5' }))
	const { container } = render(<HardwoodDrawing input={hardwoodInput('imperial', rooms)} />)
	expect(screen.getAllByRole('img')).toHaveLength(12)
	expect(screen.getByText('The first 12 rooms are drawn; 188 more rooms are counted in the results but not drawn.')).toBeTruthy()
	expect(container.querySelectorAll('svg *').length).toBeLessThan(1500)
	expect(container.innerHTML).not.toMatch(/NaN|undefined|Infinity/)
})
