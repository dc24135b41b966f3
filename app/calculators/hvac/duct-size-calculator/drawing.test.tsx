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
	expect(drawnLabels(drawing)).toContain(`Ø ${result.standardSize}"`)
	expect(drawing.textContent).not.toMatch(/NaN|undefined|Infinity/)
})

test('without a rectangular duct only the round one is drawn', () => {
	const input = ductInput({ unit: 'metric', airflow: '200' })
	const result = computeDuctSize(input)
	const { container } = render(<DuctDrawing input={input} result={result} />)
	expect(container.querySelectorAll('svg[role="img"] rect[class]')).toHaveLength(0)
	expect(ductDrawingLayout(result).rectangle).toBeNull()
	expect(screen.getByRole('img').textContent).toContain(`Ø ${result.standardSize} mm`)
})
