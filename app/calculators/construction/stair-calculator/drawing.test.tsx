// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeStair } from './compute.ts'
import { StairDrawing } from './drawing.tsx'
import { drawnFlightOf, stairDrawingLayout } from './drawing-layout.ts'
import type { StairInput } from './schema.ts'
import { UK_METRIC, US_IMPERIAL } from './test-flights.ts'

afterEach(cleanup)

const UK = UK_METRIC

function drawnFlight(input: StairInput) {
	const result = computeStair(input)
	return { result, flight: drawnFlightOf(input, result) }
}

test('the flight is drawn to one scale from the result: rise, run, opening and headroom in proportion', () => {
	const { result, flight } = drawnFlight(UK)
	const drawing = stairDrawingLayout(flight, '2,600 mm')
	const { scale } = drawing
	// 12 risers of 216.67 mm rise 2,600 mm over 11 × 250 = 2,750 mm
	expect(drawing.riseLine.to[1] - drawing.riseLine.from[1]).toBeCloseTo(2600 * scale, 9)
	expect(drawing.runLine.to[0] - drawing.runLine.from[0]).toBeCloseTo(2750 * scale, 9)
	// The opening needed, 2,593.1 mm back from the top riser; the pitch line 2,000 mm under the floor's underside there
	const opening = drawing.openingLine!
	expect(opening.to[0] - opening.from[0]).toBeCloseTo((result.layout.openingNeeded ?? 0) * scale, 9)
	const headroom = drawing.headroomLine!
	expect(headroom.from[1] - headroom.to[1]).toBeCloseTo(2000 * scale, 9)
	// The headroom's foot is on the pitch line through the nosings: (−20, 216.67) to (2,730, 2,600)
	const { from, to } = drawing.pitchLine
	const along = (headroom.from[0] - from[0]) / (to[0] - from[0])
	expect(headroom.from[1]).toBeCloseTo(from[1] + along * (to[1] - from[1]), 9)
	expect(drawing.landing.height).toBeCloseTo(230 * scale, 9)
	// The floor over the flight stops where the opening starts, and the headroom is measured at its edge
	const floor = drawing.floorOverFlight!
	expect(floor.x + floor.width).toBeCloseTo(opening.from[0], 9)
	expect(headroom.from[0]).toBeCloseTo(opening.from[0], 9)
	// Up and along each of the 12 risers and 11 treads, then the stringer's cut at the top and its underside
	expect(drawing.stair.split(' ')).toHaveLength(1 + 12 + 11 + 2)
	expect(drawing.riseLine.from[0]).toBeLessThanOrEqual(320)
})

test('the drawing is named, described in words and labelled in the unit typed', () => {
	const { result } = drawnFlight(UK)
	render(<StairDrawing input={UK} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Side view of the flight' })
	expect(drawingDescription(drawing)).toBe(
		'The flight from the side, to one scale: 12 risers of 216.7 mm and 11 goings of 250 mm, rising 2,600 mm over a run of 2,750 mm; the dashed line joins the nosings. The upper floor, 230 mm deep, stops 2,593.1 mm back from the top riser, the opening needed for 2,000 mm of headroom above the pitch line.',
	)
	expect(drawnLabels(drawing)).toEqual(['2,600 mm', '2,750 mm', '2,593.1 mm', '2,000 mm'])
	cleanup()
	// Imperial: feet and inches to 1/16" (108 in rise, 130 in run, 118.31 in opening, 80 in headroom)
	render(<StairDrawing input={US_IMPERIAL} result={computeStair(US_IMPERIAL)} />)
	expect(drawnLabels(screen.getByRole('img'))).toEqual(['108"', '130"', '118 5/16"', '80"'])
})

test('with the floor lower than the headroom over the whole flight, only the floor at the top is drawn', () => {
	const input = { ...UK, totalRise: 445 }
	const { result, flight } = drawnFlight(input)
	const drawing = stairDrawingLayout(flight, '445 mm')
	expect(drawing.floorOverFlight).toBeNull()
	expect(drawing.openingLine).toBeNull()
	expect(drawing.headroomLine).toBeNull()
	// 230 mm of floor on a 445 mm rise is drawn to scale; a floor deeper than the rise stops at the lower floor
	expect(drawing.landing.height).toBeCloseTo(230 * drawing.scale, 9)
	const deep = stairDrawingLayout({ ...flight, floorDepth: 600 }, '445 mm')
	expect(deep.landing.height).toBeCloseTo(445 * deep.scale, 9)
	render(<StairDrawing input={input} result={result} />)
	expect(drawingDescription(screen.getByRole('img'))).toContain(
		'The upper floor is lower than the headroom over the whole flight: only the floor at the top is drawn.',
	)
})

test('a 60 m run for a 300 mm rise and a 6 m rise of 40 risers both stay inside the drawing, never NaN', () => {
	const flat = { ...UK, totalRise: 300, goingMode: 'fit' as const, going: null, availableRun: 20_000 }
	const steep = { ...UK, totalRise: 6000, going: 100, floorDepth: 0 }
	for (const input of [flat, steep]) {
		const { result, flight } = drawnFlight(input)
		const drawing = stairDrawingLayout(flight, '6,000 mm')
		expect(drawing.riseLine.from[0]).toBeLessThanOrEqual(320)
		expect(drawing.landing.height).toBeGreaterThan(0)
		render(<StairDrawing input={input} result={result} />)
		const svg = screen.getByRole('img')
		expect(svg.outerHTML).not.toMatch(/NaN|undefined|Infinity/)
		expect(svg.querySelectorAll('*').length).toBeLessThan(60)
		cleanup()
	}
})
