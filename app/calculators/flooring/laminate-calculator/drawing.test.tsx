// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { roomDrawingLayout } from '#app/calculators/flooring/shared/room-drawing-layout.ts'
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
			`15' 11 1/4" × 12' 11 1/4" of laminate laid inside it.`,
	)
	expect(drawnLabels(living)).toEqual([`3/8" gap at the walls`, `Laid 15' 11 1/4" × 12' 11 1/4"`, `16' 0"`, `13' 0"`])
	const hall = screen.getByRole('img', { name: 'Laminate layout of Hall' })
	expect(drawnLabels(hall)).toContain(`Laid 9' 11 1/4" × 3' 11 1/4"`)
	expect(screen.getByRole('list', { name: 'Key' }).textContent).toBe('Laminate laidExpansion gap at the walls')
	expect(document.body.innerHTML).not.toMatch(/NaN|undefined|Infinity/)
})

test('a glued floor with no gap covers the whole floor, with no gap in the key', () => {
	drawnFor(laminateInput('metric', [{ length: '4.2', width: '3.6' }], { gap: '0' }))
	const drawing = screen.getByRole('img', { name: 'Laminate layout of Room 1' })
	expect(drawingDescription(drawing)).toBe('Room 1, 4.2 m × 3.6 m, laminate over the whole floor.')
	expect(drawnLabels(drawing)).toEqual(['4.2 m', '3.6 m'])
	expect(screen.queryByText('Expansion gap at the walls')).toBeNull()
})

test('200 rooms draw the first 12 and say how many more there are, the drawing bounded', () => {
	const rooms = Array.from({ length: 200 }, () => ({ length: '50', width: '0.1' }))
	const { container } = drawnFor(laminateInput('metric', rooms, { gap: '25' }))
	expect(screen.getAllByRole('img')).toHaveLength(12)
	expect(screen.getByText('The first 12 rooms are drawn; 188 more rooms are counted in the results but not drawn.')).toBeTruthy()
	expect(container.querySelectorAll('svg *').length).toBeLessThan(1500)
	expect(container.innerHTML).not.toMatch(/NaN|undefined|Infinity/)
})
