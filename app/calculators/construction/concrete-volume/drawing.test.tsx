// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeConcrete } from './compute.ts'
import { ConcreteDrawing } from './drawing.tsx'
import { boxDrawingLayout, columnDrawingLayout, THINNEST_DRAWN } from './drawing-layout.ts'
import { CONCRETE_DEFAULTS, type ConcreteValues, parseConcrete } from './schema.ts'

function concreteInput(values: Partial<ConcreteValues>) {
	const { data } = parseConcrete({ ...CONCRETE_DEFAULTS, ...values })
	if (!data) throw new Error('invalid concrete input')
	return data
}

function renderDrawing(values: Partial<ConcreteValues>) {
	const input = concreteInput(values)
	render(<ConcreteDrawing input={input} result={computeConcrete(input)} />)
	return { input, drawing: screen.getByRole('img') }
}

test('a slab’s section and plan are drawn at one scale: each drawn side ∝ the size typed', () => {
	const input = concreteInput({ length: '4', width: '3', height: '0.1' })
	const { scale, side, plan, isThickened } = boxDrawingLayout(input, { right: ['0.1 m', '3 m'], bottom: '4 m' })
	// 4 m across in at most 320 − 16 − (12 + 5 × 7.2) = 256 units, 3.1 m down in 220: scale = min(64, 70.97) = 64
	expect(scale).toBeCloseTo(64, 9)
	expect(side.width).toBeCloseTo(4 * scale, 9)
	expect(plan.width).toBe(side.width)
	expect(side.height).toBeCloseTo(0.1 * scale, 9)
	expect(plan.height).toBeCloseTo(3 * scale, 9)
	expect(isThickened).toBe(false)
	// The plan sits under the section, not over it.
	expect(plan.y).toBeGreaterThan(side.y + side.height)
})

test('a round column is drawn as a cylinder, its width ∝ its diameter and its body ∝ its height', () => {
	const input = concreteInput({ shape: 'column', diameter: '0.3', height: '3' })
	const { scale, body, ellipse } = columnDrawingLayout(input, { right: '3 m', bottom: 'Ø 0.3 m' })
	// 3 + 0.3 × 0.3 = 3.09 m tall in 220 units: scale = 220 ÷ 3.09 = 71.2; 0.3 m wide is far under the width room
	expect(scale).toBeCloseTo(220 / 3.09, 9)
	expect(body.width).toBeCloseTo(0.3 * scale, 9)
	expect(body.height).toBeCloseTo(3 * scale, 9)
	expect(ellipse.rx * 2).toBeCloseTo(body.width, 9)
})

test('the drawing is named, described in words and labelled in feet and inches when typed in feet', () => {
	const { drawing } = renderDrawing({ unit: 'imperial', length: '12.5', width: '10', height: '0.5' })
	expect(drawing.getAttribute('aria-label')).toBe('Section and plan of the slab')
	expect(drawingDescription(drawing)).toBe(
		`The slab to one scale: its section, 12' 6" long and 6" thick, above its plan, 12' 6" by 10' 0" wide.`,
	)
	expect(drawnLabels(drawing)).toEqual(['Section', '6"', 'Plan', `10' 0"`, `12' 6"`])
})

test('a wall shows its face (elevation) and its thickness in plan; a column its diameter', () => {
	const wall = renderDrawing({ shape: 'wall', length: '6', width: '0.2', height: '2.4' }).drawing
	expect(wall.getAttribute('aria-label')).toBe('Elevation and plan of the wall')
	expect(drawnLabels(wall)).toEqual(['Elevation', '2.4 m', 'Plan', '0.2 m', '6 m'])
	expect(drawingDescription(wall)).toContain('its plan, 6 m by 0.2 m thick')
	document.body.innerHTML = ''
	const column = renderDrawing({ shape: 'column', unit: 'imperial', diameter: '1', height: '10' }).drawing
	expect(column.getAttribute('aria-label')).toBe('Round column')
	expect(drawnLabels(column)).toEqual([`10' 0"`, `Ø 1' 0"`])
})

test('a 1 km long, 0.1 m slab stays inside the drawing, its thin sides thickened and said so, never NaN', () => {
	const input = concreteInput({ length: '1000', width: '0.1', height: '0.1' })
	const { side, plan, isThickened } = boxDrawingLayout(input, { right: ['0.1 m', '0.1 m'], bottom: '1000 m' })
	expect(isThickened).toBe(true)
	expect(side.height).toBe(THINNEST_DRAWN)
	expect(plan.height).toBe(THINNEST_DRAWN)
	expect(side.x + side.width).toBeLessThanOrEqual(320)
	// A 0.1 m wide column 1 km high: a sliver, centred so its long label under it is not cut off at the left.
	const column = columnDrawingLayout(concreteInput({ shape: 'column', diameter: '0.1', height: '1000' }), {
		right: '1000 m',
		bottom: 'Ø 0.1 m',
	})
	expect(column.body.width).toBe(THINNEST_DRAWN)
	expect(column.body.x + column.body.width / 2).toBeGreaterThan(('Ø 0.1 m'.length * 12 * 0.6) / 2)
	const { drawing } = renderDrawing({ length: '1000', width: '0.1', height: '0.1' })
	expect(drawingDescription(drawing)).toContain('drawn a little thicker')
	expect(drawing.querySelectorAll('*').length).toBeLessThan(50)
	expect(drawing.outerHTML).not.toMatch(/NaN|undefined|Infinity/)
})
