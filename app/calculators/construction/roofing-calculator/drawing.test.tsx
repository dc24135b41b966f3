// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeRoofing } from './compute.ts'
import { RoofDrawing } from './drawing.tsx'
import { roofPlanLayout } from './drawing-layout.ts'
import { createRoofingSchema, ROOFING_SYSTEM_DEFAULTS, type RoofingValues } from './schema.ts'

function roofingInput(patch: Partial<RoofingValues>) {
	const values = { ...ROOFING_SYSTEM_DEFAULTS[patch.unit ?? 'metric'], ...patch }
	const { data } = parseWith(createRoofingSchema(values), values)
	if (!data) throw new Error('invalid roofing input')
	return data
}

const imperialHip = { unit: 'imperial', shape: 'hip', length: '40', width: '30', overhang: '12', pitch: '6' } as const

test('a hip roof is drawn to one scale from the result: eaves L′ × W′, the ridge and four hips to its ends', () => {
	const input = roofingInput(imperialHip)
	const result = computeRoofing(input)
	const layout = roofPlanLayout(result.roofPlan, true)
	// L′ = 40 + 2 × 1 = 42 ft, W′ = 30 + 2 × 1 = 32 ft; ridge = 42 − 32 = 10 ft; each hip = 32 ÷ 2 × √(2 + 0.5²) = 24 ft
	expect(result.roofPlan).toMatchObject({ long: 42, short: 32, overhang: 1 })
	expect(result.roofPlan.hipLength * 4).toBeCloseTo(result.hips.imperial, 9)
	expect(result.roofPlan.hipLength).toBeCloseTo(24, 9)
	expect(layout.eaves.width).toBeCloseTo(42 * layout.scale, 9)
	expect(layout.eaves.height).toBeCloseTo(32 * layout.scale, 9)
	expect(layout.ridge[1][0] - layout.ridge[0][0]).toBeCloseTo(result.ridge.imperial * layout.scale, 9)
	// The building sits 1 ft in from the eaves all round: 40 × 30 ft.
	expect(layout.building.width).toBeCloseTo(40 * layout.scale, 9)
	expect(layout.building.height).toBeCloseTo(30 * layout.scale, 9)
	expect(layout.hips).toHaveLength(4)
	// Each hip drawn in plan is W′ ÷ 2 × √2 = 16√2 ft long.
	for (const [[x1, y1], [x2, y2]] of layout.hips)
		expect(Math.hypot(x2 - x1, y2 - y1)).toBeCloseTo(16 * Math.SQRT2 * layout.scale, 9)
})

test('the hip roof is named, described and labelled in feet and inches with its pitch', () => {
	const input = roofingInput(imperialHip)
	const result = computeRoofing(input)
	render(<RoofDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Roof plan, hip' })
	expect(drawingDescription(drawing)).toBe(
		// Slope: 32 ÷ 2 × √1.25 = 17.8885 ft = 17' 10.66" → 17' 10 11/16"
		`Plan of a hip roof, 42' 0" by 32' 0" at the eaves, pitched 6.00/12, 26.6°: four slopes meet a ridge of 10' 0" and four hips of 24' 0" each run to the corners. Each slope is 17' 10 11/16" from eaves to ridge. The building's walls are dashed 12" inside the eaves.`,
	)
	expect(drawnLabels(drawing)).toEqual([
		`Ridge 10' 0"`,
		`42' 0"`,
		`32' 0"`,
		'Pitch 6.00/12, 26.6°',
		`Slope 17' 10 11/16", eaves to ridge`,
		`Hips 24' 0" each`,
	])
	expect(drawing.outerHTML).not.toMatch(/NaN|undefined|Infinity/)
})

test('a metric gable has its ridge the full length and no hips; no overhang draws no wall outline', () => {
	const input = roofingInput({ length: '10', width: '8', overhang: '0', pitch: '35' })
	const result = computeRoofing(input)
	const layout = roofPlanLayout(result.roofPlan, false)
	// Ridge = L′ = 10 m; slope = 8 ÷ 2 ÷ cos 35° = 4.883 m → 4.88 m
	expect(layout.ridge[1][0] - layout.ridge[0][0]).toBeCloseTo(result.ridge.metric * layout.scale, 9)
	expect(layout.hips).toHaveLength(0)
	render(<RoofDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Roof plan, gable' })
	expect(drawnLabels(drawing)).toEqual([
		'Ridge 10 m',
		'10 m',
		'8 m',
		'Pitch 8.40/12, 35.0°',
		'Slope 4.88 m, eaves to ridge',
	])
	expect(drawing.querySelectorAll('rect[class]')).toHaveLength(1)
	expect(drawingDescription(drawing)).not.toMatch(/dashed/)
})

test('a square hip roof comes to a point, and a 60 × 1 m roof stays inside the drawing with no broken figures', () => {
	const pyramid = roofingInput({ shape: 'hip', length: '10', width: '10' })
	const pyramidResult = computeRoofing(pyramid)
	render(<RoofDrawing input={pyramid} result={pyramidResult} />)
	const point = screen.getByRole('img', { name: 'Roof plan, hip' })
	expect(drawnLabels(point).some((label) => label.startsWith('Ridge'))).toBe(false)
	expect(drawingDescription(point)).toMatch(/meet at a point/)
	cleanup()

	const long = roofingInput({ length: '60', width: '1', overhang: '1' })
	const layout = roofPlanLayout(computeRoofing(long).roofPlan, false)
	expect(layout.eaves.x + layout.eaves.width).toBeLessThanOrEqual(320)
	render(<RoofDrawing input={long} result={computeRoofing(long)} />)
	const drawing = screen.getByRole('img', { name: 'Roof plan, gable' })
	expect(drawing.querySelectorAll('*').length).toBeLessThan(100)
	expect(drawing.outerHTML).not.toMatch(/NaN|undefined|Infinity|="-/)
})
