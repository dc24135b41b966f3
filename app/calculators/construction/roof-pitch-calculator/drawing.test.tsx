// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeRoofPitch } from './compute.ts'
import { RafterDrawing } from './drawing.tsx'
import { birdsmouthLayout, roofSectionLayout } from './drawing-layout.ts'
import { createRoofPitchSchema, ROOF_PITCH_SYSTEM_DEFAULTS, type RoofPitchValues } from './schema.ts'

afterEach(cleanup)

function drawn(patch: Partial<RoofPitchValues>) {
	const values = { ...ROOF_PITCH_SYSTEM_DEFAULTS[patch.unit ?? 'metric'], ...patch }
	const { data } = parseWith(createRoofPitchSchema(values), values)
	if (!data) throw new Error('invalid roof pitch input')
	const result = computeRoofPitch(data)
	render(<RafterDrawing input={data} result={result} />)
	return { input: data, result }
}

const METRIC_GABLE = { span: '7.2', buildingLength: '8', rafterDepth: '175' } as const

test('a gable section is drawn to one scale from the result: the span, the rise and both rafters to the ridge board', () => {
	const { result } = drawn(METRIC_GABLE)
	const layout = roofSectionLayout(result.section, true)
	const { scale } = layout
	expect(layout.rafters).toHaveLength(2)
	// The span's dimension is 7.2 m and the rise's 3.6 × tan 35° = 2.521 m, at the drawing's scale.
	expect(layout.span[1][0] - layout.span[0][0]).toBeCloseTo(7.2 * scale, 9)
	expect(layout.rise[0][1] - layout.rise[1][1]).toBeCloseTo(result.roofRise * scale, 9)
	// Each rafter runs level from its tail (0.3 m outside the plate) to the ridge face (run 3.581 m inside it), and
	// the ridge board between the two is 38 mm thick.
	const xs = layout.rafters[0]!.map(([x]) => x)
	expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo((0.3 + result.run) * scale, 9)
	expect(layout.ridge?.width).toBeCloseTo(0.038 * scale, 9)
	// The plumb cut at the ridge is the rafter's plumb depth, 175 mm ÷ cos 35° = 213.6 mm.
	const ridgeEnd = layout.rafters[0]!.filter(([x]) => Math.abs(x - Math.max(...xs)) < 1e-9).map(([, y]) => y)
	expect(Math.max(...ridgeEnd) - Math.min(...ridgeEnd)).toBeCloseTo((0.175 / Math.cos((35 * Math.PI) / 180)) * scale, 9)
	expect(layout.walls).toHaveLength(2)
	const section = screen.getByRole('img', { name: 'Roof section, gable' })
	expect(drawnLabels(section)).toEqual(['7.2 m', '2.52 m', 'Pitch 35.0° (8.40 in 12)', 'Rafter 4.74 m, tail to ridge'])
	expect(drawingDescription(section)).toBe(
		'Section of a gable roof pitched 35.0° (8.40 in 12), to scale: the span of 7.2 m is measured from the outside of one wall plate to the outside of the other, and the roof rises 2.52 m from the plate to the ridge centreline. Each rafter is 4.74 m from its tail to its ridge end, cut plumb at both, and notched over a wall plate 100 mm wide.',
	)
})

test('the birdsmouth is drawn close up: its heel, seat and height above the plate are the results', () => {
	const { result } = drawn(METRIC_GABLE)
	const layout = birdsmouthLayout(result.section)
	const { scale } = layout
	// heel 100 × tan 35° = 70.0 mm, HAP 143.6 mm, seat 100 mm; the section is in metres
	expect(layout.heel[1][1] - layout.heel[0][1]).toBeCloseTo((-result.heel / 1000) * scale, 9)
	expect(layout.abovePlate[0][1] - layout.abovePlate[1][1]).toBeCloseTo((result.heightAbovePlate / 1000) * scale, 9)
	expect(layout.seat[1][0] - layout.seat[0][0]).toBeCloseTo(0.1 * scale, 9)
	expect(layout.plate.width).toBeCloseTo(0.1 * scale, 9)
	const figure = screen.getByRole('img', { name: 'Birdsmouth at the wall plate' })
	expect(drawnLabels(figure)).toEqual(['Heel 70 mm', 'HAP 143.6 mm', 'Seat 100 mm'])
	expect(drawingDescription(figure)).toBe(
		'The birdsmouth close up, to scale, the rafter drawn cut short: a seat 100 mm long sits level on the wall plate, the heel is cut 70 mm high at the outside of the plate, and 143.6 mm of rafter (HAP) stands above the plate there, of a rafter 175 mm deep.',
	)
})

test('imperial figures are labelled in feet and inches', () => {
	drawn({ unit: 'imperial', span: '24', buildingLength: '40' })
	expect(drawnLabels(screen.getByRole('img', { name: 'Roof section, gable' }))).toEqual([
		`24' 0"`,
		`6' 0"`,
		'Pitch 26.6° (6.00 in 12)',
		`Rafter 14' 5 9/16", tail to ridge`,
	])
	// heel 1 3/4", HAP 6.35575 in → 6 3/8", seat 3 1/2"
	expect(drawnLabels(screen.getByRole('img', { name: 'Birdsmouth at the wall plate' }))).toEqual([
		'Heel 1 3/4"',
		'HAP 6 3/8"',
		'Seat 3 1/2"',
	])
})

test('a lean-to has one rafter up to the high wall and no ridge board', () => {
	const { result } = drawn({
		pitchMode: 'riseRun',
		rise: '600',
		run: '2400',
		roofType: 'leanTo',
		span: '2.4',
		overhang: '0',
		buildingLength: '4.2',
		spacing: '600',
		rafterDepth: '100',
	})
	const layout = roofSectionLayout(result.section, false)
	expect(layout.rafters).toHaveLength(1)
	expect(layout.ridge).toBeNull()
	expect(layout.walls).toHaveLength(1)
	// The high wall stands at the span, where the rafter's top end is cut plumb.
	const [wallFoot] = layout.highWall ?? []
	expect(wallFoot?.[0]).toBeCloseTo(Math.max(...layout.rafters[0]!.map(([x]) => x)), 9)
	expect(drawnLabels(screen.getByRole('img', { name: 'Roof section, lean-to' }))).toEqual([
		'2.4 m',
		'0.6 m',
		'Pitch 14.0° (3.00 in 12)',
		'Rafter 2.47 m, tail to high end',
	])
})

test('a 30 m span at 63° with no seat, and a 1 m span at 5°, stay inside the drawing with no broken figures', () => {
	for (const patch of [
		{ span: '30', pitch: '63', overhang: '1', seat: '0', rafterDepth: '400', buildingLength: '60' },
		{ span: '1', pitch: '5', overhang: '0', ridge: '100', rafterDepth: '50', buildingLength: '1' },
	]) {
		const { result } = drawn(patch)
		const section = roofSectionLayout(result.section, true)
		for (const point of section.rafters.flat()) {
			expect(point[0]).toBeGreaterThanOrEqual(0)
			expect(point[0]).toBeLessThanOrEqual(320)
		}
		const description = drawingDescription(screen.getByRole('img', { name: 'Birdsmouth at the wall plate' }))
		expect(description.includes('no birdsmouth')).toBe(patch.seat === '0')
		for (const figure of screen.getAllByRole('img')) {
			expect(figure.outerHTML).not.toMatch(/NaN|undefined|Infinity/)
			expect(figure.querySelectorAll('*').length).toBeLessThan(60)
		}
		cleanup()
	}
})
