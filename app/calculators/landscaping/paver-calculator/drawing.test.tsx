// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computePaver } from './compute.ts'
import { PaverDrawing } from './drawing.tsx'
import { areaPlanLayout, basketweaveCount, clipToBox, laidPieces, type Polygon } from './drawing-layout.ts'
import { LAYING_PATTERNS } from './options.ts'
import { IMPERIAL_PATIO, METRIC_PATIO, paverInput } from './test-input.ts'

function areaOf(polygon: Polygon) {
	let twice = 0
	polygon.forEach(([x1, y1], index) => {
		const [x2, y2] = polygon[(index + 1) % polygon.length] ?? [0, 0]
		twice += x1 * y2 - x2 * y1
	})
	return Math.abs(twice) / 2
}

test('a piece is clipped to the area: a 1 × 1 square over the corner keeps its quarter inside', () => {
	const square: Polygon = [
		[-0.5, -0.5],
		[0.5, -0.5],
		[0.5, 0.5],
		[-0.5, 0.5],
	]
	expect(areaOf(clipToBox(square, 10, 10))).toBeCloseTo(0.25, 12)
	expect(
		clipToBox(
			square.map(([x, y]) => [x + 20, y] as const),
			10,
			10,
		),
	).toEqual([])
})

test('stack: 5 × 4 m of 600 × 600 slabs with 10 mm joints is 8 × 6 whole slabs and a ring of 15 cut', () => {
	// 5 ÷ 0.61 = 8.2 → 9 columns, 4 ÷ 0.61 = 6.56 → 7 rows: 8 × 6 = 48 whole, 63 − 48 = 15 cut
	const pieces = laidPieces('stack', { length: 0.6, width: 0.6, joint: 0.01 }, { length: 5, width: 4 })
	expect(pieces?.whole).toHaveLength(48)
	expect(pieces?.cut).toHaveLength(15)
	// 3.6 × 2.4 m butted: exactly 6 × 4, none cut, none tipped into a seventh column by noise
	const exact = laidPieces('stack', { length: 0.6, width: 0.6, joint: 0 }, { length: 3.6, width: 2.4 })
	expect(exact?.whole).toHaveLength(24)
	expect(exact?.cut).toHaveLength(0)
})

test('property: butted units in every pattern cover the area exactly, no gap and no overlap', () => {
	fc.assert(
		fc.property(
			fc.constantFrom(...LAYING_PATTERNS),
			fc.integer({ min: 5, max: 60 }).map((tenths) => tenths / 10),
			fc.integer({ min: 5, max: 40 }).map((tenths) => tenths / 10),
			fc.constantFrom([0.2, 0.1], [0.6, 0.3], [0.45, 0.45], [0.9, 0.6], [0.3, 0.2]),
			(pattern, length, width, [unitLength = 0.2, unitWidth = 0.1]) => {
				const pieces = laidPieces(pattern, { length: unitLength, width: unitWidth, joint: 0 }, { length, width })
				if (!pieces) return
				const covered = [...pieces.whole, ...pieces.cut].reduce((total, piece) => {
					const inside = clipToBox(piece, length, width)
					return total + (inside.length > 2 ? areaOf(inside) : 0)
				}, 0)
				expect(covered).toBeCloseTo(length * width, 9)
			},
		),
		{ numRuns: 150 },
	)
})

test('basketweave squares: two 200 × 100 pavers to a square; a 900 × 600 slab makes none', () => {
	expect(basketweaveCount({ length: 0.2, width: 0.1, joint: 0.003 })).toBe(2)
	expect(basketweaveCount({ length: 8, width: 4, joint: 0.125 })).toBe(2)
	expect(basketweaveCount({ length: 0.6, width: 0.6, joint: 0.01 })).toBe(1)
	expect(basketweaveCount({ length: 0.9, width: 0.6, joint: 0.01 })).toBeNull()
})

test('an area is drawn to one scale: its outline L × W times the scale, the labels in the units typed', () => {
	const plan = areaPlanLayout({ length: 5, width: 4 }, { length: 0.6, width: 0.6, joint: 0.01 }, 'stack')
	expect(plan.outline.width).toBeCloseTo(5 * plan.scale, 9)
	expect(plan.outline.height).toBeCloseTo(4 * plan.scale, 9)
	expect(plan.reason).toBeNull()
	expect(plan.wholePath.match(/M/g)).toHaveLength(48)
	expect(plan.cutPath.match(/M/g)).toHaveLength(15)
})

test('the metric patio is named, described, labelled and keyed; it never shows NaN', () => {
	const input = paverInput(METRIC_PATIO)
	render(<PaverDrawing input={input} result={computePaver(input)} />)
	const drawing = screen.getByRole('img', { name: 'Paving plan of Area 1' })
	expect(drawingDescription(drawing)).toBe(
		'Area 1, 5 m × 4 m, seen from above: 600 × 600 mm slabs in stack bond, the joints lined up both ways, 10 mm joints, set out from the top left corner; slabs cut at the edges are hatched. The count to buy is worked from the area, not counted here.',
	)
	expect(drawnLabels(drawing)).toEqual(['5 m', '4 m'])
	expect(drawing.querySelector('[data-pieces="cut"]')).not.toBeNull()
	expect(screen.getByRole('list', { name: 'Key' }).textContent).toBe('Whole slabCut slab')
	expect(drawing.outerHTML).not.toMatch(/NaN|undefined|Infinity/)
})

test('imperial herringbone is labelled in feet and inches; too many pavers draw the outline and say so', () => {
	const input = paverInput(IMPERIAL_PATIO)
	const { unmount } = render(<PaverDrawing input={input} result={computePaver(input)} />)
	const drawing = screen.getByRole('img', { name: 'Paving plan of Area 1' })
	expect(drawnLabels(drawing)).toEqual([`16' 0"`, `12' 0"`])
	expect(drawingDescription(drawing)).toContain(`8 × 4 in pavers in herringbone at 90°, 1/8" joints`)
	unmount()
	const big = paverInput({ unit: 'imperial', areas: [['330', '330']] })
	render(<PaverDrawing input={big} result={computePaver(big)} />)
	const outline = screen.getByRole('img', { name: 'Paving plan of Area 1' })
	expect(drawingDescription(outline)).toBe(
		`Area 1, 330' 0" × 330' 0", seen from above: the pavers are too small to draw at this scale, so only its outline is drawn.`,
	)
	expect(outline.querySelector('[data-pieces]')).toBeNull()
	expect(screen.queryByRole('list', { name: 'Key' })).toBeNull()
})

test('at most 12 areas are drawn; the rest are counted in words', () => {
	const areas = Array.from({ length: 13 }, () => ['2', '1'] as [string, string])
	const input = paverInput({ areas })
	render(<PaverDrawing input={input} result={computePaver(input)} />)
	expect(screen.getAllByRole('img')).toHaveLength(12)
	expect(
		screen.getByText('The first 12 areas are drawn; 1 more area is counted in the results but not drawn.'),
	).toBeDefined()
})
