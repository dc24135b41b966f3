// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { computeDuctSize } from './compute.ts'
import { DuctDrawing } from './drawing.tsx'
import { ductDrawingLayout } from './drawing-layout.ts'
import { createDuctSchema, ductDefaults, type DUCT_DEFAULTS } from './schema.ts'
import * as v from 'valibot'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'

function ductInput(values: Partial<typeof DUCT_DEFAULTS>) {
	const all = { ...ductDefaults(values.unit ?? 'metric'), ...values }
	return v.parse(createDuctSchema(all), all)
}

test('the round duct and the rectangle are drawn at one scale: drawn sizes are in the ratio of the result sizes', () => {
	const input = ductInput({ unit: 'imperial', airflow: '400', hasRectangular: true, fixedSide: '8' })
	const result = computeDuctSize(input)
	const layout = ductDrawingLayout(result)
	const rectangle = result.rectangular!
	// By hand: (0.109136 × 400^1.9 ÷ 0.1)^(1/5.02) = 95,930^0.1992 = 9.83 in → the 10 in standard size, drawn beside
	// the 8 in fixed side at one scale: 10 ÷ 8 = 1.25.
	expect(layout.round.diameter).toBe(10)
	expect((layout.round.r * 2) / layout.rectangle!.height).toBeCloseTo(10 / 8, 9)
	// One scale: each drawn size ÷ its real size is the same figure.
	expect(layout.round.r * 2).toBeCloseTo(result.standardSize! * layout.scale, 9)
	expect(layout.rectangle!.width).toBeCloseTo(rectangle.width! * layout.scale, 9)
	expect(layout.rectangle!.height).toBeCloseTo(rectangle.fixedSide * layout.scale, 9)
	expect(layout.required.r).toBeLessThanOrEqual(layout.round.r)
})

test('the drawing is named, described in words and labelled in the units typed', () => {
	const input = ductInput({ unit: 'imperial', airflow: '400', hasRectangular: true, fixedSide: '8' })
	const result = computeDuctSize(input)
	render(<DuctDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Duct cross-sections to scale' })
	expect(drawingDescription(drawing)).toMatch(/round duct, .* beside the 8" × .* rectangular duct/)
	expect(drawnLabels(drawing)).toContain('Ø 10"')
	expect(drawing.textContent).not.toMatch(/NaN|undefined|Infinity/)
})

test('without a rectangular duct only the round one is drawn', () => {
	// By hand: (4.189622e7 × 150^1.9 ÷ 0.8)^(1/5.02) = 229.77 mm → the 250 mm standard size.
	const input = ductInput({ unit: 'metric', airflow: '150' })
	const result = computeDuctSize(input)
	const { container } = render(<DuctDrawing input={input} result={result} />)
	expect(container.querySelectorAll('svg[role="img"] rect[class]')).toHaveLength(0)
	expect(ductDrawingLayout(result).rectangle).toBeNull()
	expect(drawnLabels(screen.getByRole('img'))).toContain('Ø 250 mm')
})
