// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeBrick } from './compute.ts'
import { BrickDrawing } from './drawing.tsx'
import { bondTilePath, brickDrawingLayout, FINEST_COURSE } from './drawing-layout.ts'
import { BRICK_SYSTEM_DEFAULTS, type BrickValues, createBrickSchema } from './schema.ts'

function brickInput(patch: Partial<BrickValues>) {
	const values = { ...BRICK_SYSTEM_DEFAULTS[patch.unit ?? 'metric'], ...patch }
	const { data, errors } = parseWith(createBrickSchema(values), values)
	expect(errors).toEqual({})
	if (!data) throw new Error('the input did not parse')
	return data
}

const wall = (index: number, length: string, height: string) => ({
	id: `wall-${index}`,
	name: `Wall ${index}`,
	length,
	height,
})
const opening = (index: number, width: string, height: string) => ({
	id: `opening-${index}`,
	name: `Opening ${index}`,
	width,
	height,
})

test('each wall is drawn to its own scale in stretcher bond: a tile is a unit and its joint long, two courses tall', () => {
	const input = brickInput({ walls: [wall(1, '8', '1.2')], openings: [opening(1, '0.9', '1')] })
	const result = computeBrick(input)
	const { walls, unplacedOpenings } = brickDrawingLayout(input, result.unit)
	const [drawn] = walls
	expect(unplacedOpenings).toBe(0)
	// 8 m drawn across 320 − 12 − 96 = 212 units (1.2 m then 31.8 units tall): 26.5 units a metre. A course is
	// 0.075 m (65 mm brick and 10 mm joint), 1.99 units; under 3 units, the bond is too fine to draw.
	expect(drawn?.surface.width).toBeCloseTo(212, 9)
	expect(drawn?.surface.height).toBeCloseTo(31.8, 9)
	expect(0.075 * 26.5).toBeLessThan(FINEST_COURSE)
	expect(drawn?.bond).toBeNull()
	// The opening (0.9 × 1 m) sits at the bottom, in the middle: (8 − 0.9) ÷ 2 = 3.55 m in.
	expect(drawn?.openings).toHaveLength(1)
	expect(drawn?.openings[0]?.x).toBeCloseTo(12 + 3.55 * 26.5, 9)
	expect(drawn?.openings[0]?.width).toBeCloseTo(0.9 * 26.5, 9)
	expect(drawn?.openings[0]?.y).toBeCloseTo(8 + 31.8 - 26.5, 9)

	// A pier 1.35 × 0.375 m is drawn at 160 ÷ 0.375 = 426.67 units a metre, capped by the width: 212 ÷ 1.35 = 157.04.
	const pier = brickDrawingLayout(brickInput({ walls: [wall(1, '1.35', '0.375')] }), result.unit).walls[0]
	const scale = 212 / 1.35
	expect(pier?.bond?.width).toBeCloseTo(0.225 * scale, 9)
	expect(pier?.bond?.height).toBeCloseTo(2 * 0.075 * scale, 9)
	expect(pier?.bond?.origin).toEqual([12, 8 + 0.375 * scale])
})

test('the bond tile: bed joints at its top and middle, the perpends of the two courses half a unit apart', () => {
	expect(bondTilePath(35.33, 23.56)).toBe('M0 0H35.33M0 11.78H35.33M0 0V11.78M17.67 11.78V23.56')
})

test('a metric pier is named, described in words and dimensioned; its bond is a pattern', () => {
	const input = brickInput({ walls: [wall(1, '1.35', '0.375')], construction: 'cavity' })
	const result = computeBrick(input)
	render(<BrickDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Elevation of Wall 1' })
	expect(drawingDescription(drawing)).toBe(
		'Wall 1, 1.35 m long and 0.375 m high, in stretcher bond: a course every 75 mm (a 65 mm brick and its 10 mm joint), each course half a brick on from the last. One face of its two skins is drawn.',
	)
	expect(drawnLabels(drawing)).toEqual(['1.35 m', '0.375 m'])
	// The bond's pattern, beside the kit's hatching (which is a line, not a path).
	expect(drawing.querySelectorAll('pattern path')).toHaveLength(1)
	expect(drawing.querySelector('[data-part="wall"]')?.getAttribute('fill')).toMatch(/^url\(#/)
	expect(screen.getByRole('list', { name: 'Key' }).textContent).toBe('Brickwork, stretcher bond')
})

test('imperial blocks are described in feet and inches; openings are dashed at the bottom edge', () => {
	const input = brickInput({
		unit: 'imperial',
		preset: 'us-cmu',
		walls: [wall(1, '12.5', '8')],
		openings: [opening(1, '3', '4'), opening(2, '3', '6.8')],
	})
	const result = computeBrick(input)
	render(<BrickDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Elevation of Wall 1' })
	expect(drawingDescription(drawing)).toBe(
		'Wall 1, 12\' 6" long and 8\' 0" high, in stretcher bond: a course every 8" (a 7 5/8" block and its 3/8" joint), each course half a block on from the last. 2 openings dashed; as no place is typed, they are drawn at the bottom edge, evenly spaced.',
	)
	expect(drawnLabels(drawing)).toEqual(['12\' 6"', '8\' 0"'])
	expect(drawing.querySelectorAll('[data-part="opening"]')).toHaveLength(2)
	expect(screen.getByRole('list', { name: 'Key' }).textContent).toBe('Blockwork, stretcher bondOpening, not built')
	expect(document.body.textContent).not.toMatch(/NaN|undefined|Infinity/)
})

test('an opening wider than every wall is not drawn, and the drawing says so', () => {
	const input = brickInput({ walls: [wall(1, '2', '2'), wall(2, '2', '2')], openings: [opening(1, '3', '1')] })
	const result = computeBrick(input)
	const { container } = render(<BrickDrawing input={input} result={result} />)
	expect(container.querySelectorAll('[data-part="opening"]')).toHaveLength(0)
	expect(container.textContent).toContain(
		'1 opening is not drawn, too wide for the room left on the walls; the area still comes off.',
	)
})

test('200 walls of 100 m stay a bounded drawing: the first 12 are drawn and the rest are counted', () => {
	const input = brickInput({
		walls: Array.from({ length: 200 }, (_, index) => wall(index + 1, '100', '10')),
		openings: Array.from({ length: 200 }, (_, index) => opening(index + 1, '0.9', '2.1')),
	})
	const result = computeBrick(input)
	const { container } = render(<BrickDrawing input={input} result={result} />)
	expect(screen.getAllByRole('img')).toHaveLength(12)
	expect(container.querySelectorAll('svg *').length).toBeLessThan(1500)
	expect(container.textContent).toContain(
		'The first 12 walls are drawn; 188 more walls are counted in the results but not drawn.',
	)
	for (const element of container.querySelectorAll('svg *')) {
		for (const attribute of element.attributes) expect(attribute.value).not.toMatch(/NaN|undefined|Infinity/)
	}
})
