// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { packInCircle } from './circle-packing.ts'
import { computeConduitFill, type UkConduitFillResult, type UsConduitFillResult } from './compute.ts'
import { ConduitFillDrawing } from './drawing.tsx'
import { conduitDrawingLayout, MOST_CONDUCTORS_DRAWN } from './drawing-layout.ts'
import {
	conduitFillDefaults,
	type ConduitFillValues,
	type ConductorRowValues,
	createConduitFillSchema,
} from './schema.ts'
import { ukCapacityLayout } from './uk-drawing-layout.ts'

type Row = Partial<Omit<ConductorRowValues, 'id' | 'name'>> & { count: string }

function conduitInput(values: Partial<Omit<ConduitFillValues, 'rows'>>, rows: Array<Row>) {
	const standard = values.standard ?? 'imperial'
	const defaults = conduitFillDefaults(standard)
	const all: ConduitFillValues = {
		...defaults,
		...values,
		rows: rows.map((row, index) => ({ ...defaults.rows[0]!, id: `row-${index}`, name: `Row ${index + 1}`, ...row })),
	}
	const { data } = parseWith(createConduitFillSchema(all), all)
	if (!data) throw new Error('invalid conduit fill input')
	return data
}

/** docs/calculators/conduit-fill-calculator.md §6: 3/4 in EMT with three 4 AWG and one 8 AWG THHN. */
const workedExample = conduitInput({ tradeSize: '3/4' }, [
	{ size: '4', count: '3' },
	{ size: '8', count: '1' },
])

function renderDrawing(input: typeof workedExample) {
	const result = computeConduitFill(input)
	render(<ConduitFillDrawing input={input} result={result} />)
	return { result, drawing: screen.getByRole('img') }
}

test('each conductor is drawn with its table area, at the scale of the conduit’s internal area, all inside it', () => {
	const result = computeConduitFill(workedExample) as UsConduitFillResult
	const { conduit, inside, outside, notDrawn } = conduitDrawingLayout(result)
	const conduitArea = Math.PI * conduit.r ** 2
	// Drawn area ÷ drawn conduit area = table area ÷ internal area: 0.0824 ÷ 0.533 = 0.1546 (4 AWG), 0.0366 ÷ 0.533 =
	// 0.0687 (8 AWG); radius ratios √0.1546 = 0.393 and √0.0687 = 0.262.
	for (const conductor of inside) {
		const row = result.rows[conductor.row]!
		expect((Math.PI * conductor.r ** 2) / conduitArea).toBeCloseTo(row.areaIn2 / result.conduitAreaIn2, 12)
	}
	expect(inside.filter((conductor) => conductor.row === 0)).toHaveLength(3)
	expect(inside.filter((conductor) => conductor.row === 1)).toHaveLength(1)
	expect([outside.length, notDrawn]).toEqual([0, 0])
	for (const [index, a] of inside.entries()) {
		expect(Math.hypot(a.x - conduit.cx, a.y - conduit.cy) + a.r).toBeLessThanOrEqual(conduit.r + 1e-9)
		for (const b of inside.slice(index + 1))
			expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r - 1e-9)
	}
})

test('the packing never overlaps and keeps every circle inside', () => {
	const radii = [0.3, 0.3, 0.2, 0.2, 0.2, 0.1, 0.1, 0.1, 0.1, 0.05, 0.05]
	const placed = packInCircle(radii, 1)
	const laid = placed.filter((circle) => circle !== null)
	expect(laid).toHaveLength(radii.length)
	for (const [index, a] of laid.entries()) {
		expect(Math.hypot(a.x, a.y) + a.r).toBeLessThanOrEqual(1 + 1e-9)
		for (const b of laid.slice(index + 1))
			expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r - 1e-9)
	}
	// A circle larger than the conduit has nowhere to go.
	expect(packInCircle([1.2], 1)).toEqual([null])
})

test('the cross-section is named, described in words and labelled in inches with the fill', () => {
	const { drawing } = renderDrawing(workedExample)
	expect(drawing.getAttribute('aria-label')).toBe('Cross-section of the 3/4 in EMT')
	// Inside diameter 2 × √(0.533 ÷ π) = 0.8238 in = 13.18 sixteenths → 13/16".
	expect(drawingDescription(drawing)).toBe(
		'The 3/4 in EMT cut across, 13/16" inside, with its 4 conductors drawn to the same scale and packed inside it.' +
			' The numbers are the conductor rows in the tables.',
	)
	const labels = drawnLabels(drawing)
	expect(labels).toContain('Ø 13/16" inside')
	expect(labels).toContain('Fill 53.25 % (limit 40 %)')
	expect(labels.filter((label) => label === '1')).toHaveLength(3)
	expect(drawing.querySelectorAll('circle')).toHaveLength(2 + 4)
})

test('conductors that cannot be laid inside are drawn below it at the same scale, and the words say so', () => {
	// Two 500 kcmil (0.7073 in² each) in 1/2 in EMT (0.304 in²): each is larger than the conduit.
	const input = conduitInput({ tradeSize: '1/2' }, [{ size: '500', count: '2' }])
	const { drawing, result } = renderDrawing(input)
	const layout = conduitDrawingLayout(result as UsConduitFillResult)
	expect([layout.inside.length, layout.outside.length]).toEqual([0, 2])
	expect(layout.outside[0]!.r / layout.conduit.r).toBeCloseTo(Math.sqrt(0.7073 / 0.304), 12)
	expect(drawingDescription(drawing)).toContain('could not lay 2 conductors inside without overlapping')
	expect(drawnLabels(drawing)).toContain('Not laid inside:')
	expect(drawing.outerHTML).not.toMatch(/NaN|undefined|Infinity/)
})

test('5 rows of 200 conductors stay bounded and say how many are not drawn', () => {
	const input = conduitInput(
		{ tradeSize: '4' },
		['14', '12', '10', '8', '6'].map((size) => ({ size: size as Row['size'], count: '200' })),
	)
	const { drawing, result } = renderDrawing(input)
	const layout = conduitDrawingLayout(result as UsConduitFillResult)
	const drawn = layout.inside.length + layout.outside.length
	expect(drawn).toBeLessThanOrEqual(MOST_CONDUCTORS_DRAWN)
	expect(layout.notDrawn).toBe(1000 - drawn)
	expect(drawingDescription(drawing)).toContain(`${1000 - drawn} more are not.`)
	expect(drawing.querySelectorAll('*').length).toBeLessThan(1500)
	expect(drawing.outerHTML).not.toMatch(/NaN|undefined|Infinity/)
})

test('UK: the conduit factor and each row’s count × cable factor are drawn as lengths at one scale', () => {
	// 20 mm, 2 m straight: a short run, conduit factor 460; 4 × 2.5 mm² stranded (43) + 2 × 6 mm² (88) = 172 + 176 = 348
	const input = conduitInput({ standard: 'metric', diameter: '20', runLength: '2', bends: '0' }, [
		{ cable: '2.5-stranded', count: '4' },
		{ cable: '6', count: '2' },
	])
	const result = computeConduitFill(input) as UkConduitFillResult
	const { conduit, segments, scale } = ukCapacityLayout(result)
	expect(conduit!.width).toBeCloseTo(460 * scale, 9)
	expect(segments.map((segment) => segment.width / scale)).toEqual([172, 176].map((value) => expect.closeTo(value, 9)))
	expect(segments[1]!.x).toBeCloseTo(segments[0]!.x + segments[0]!.width, 9)
	const { drawing } = renderDrawing(input)
	expect(drawing.getAttribute('aria-label')).toBe('Cable factors against the conduit factor')
	expect(drawingDescription(drawing)).toContain('they end within it')
	expect(drawnLabels(drawing)).toEqual(['20 mm conduit: 460', '1', '2', 'Cables: 348'])
})

test('UK: a run the table does not cover draws the cables alone and says why', () => {
	// 16 or 25 mm² are fine in a long run; 3 m with 4 bends has no factor ('—').
	const input = conduitInput({ standard: 'metric', diameter: '20', runLength: '3', bends: '4' }, [
		{ cable: '2.5-stranded', count: '3' },
	])
	const { drawing } = renderDrawing(input)
	expect(drawingDescription(drawing)).toContain('gives no conduit factor for this run')
	expect(drawnLabels(drawing)).toEqual(['1', 'Cables: 90'])
	expect(drawing.outerHTML).not.toMatch(/NaN|undefined|Infinity/)
})
