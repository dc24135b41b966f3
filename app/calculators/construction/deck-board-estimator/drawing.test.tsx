// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeDeckBoards } from './compute.ts'
import { DeckDrawing } from './drawing.tsx'
import { type DeckBoard, deckDrawingLayout } from './drawing-layout.ts'
import { createDeckSchema, DECK_DEFAULTS, type DeckValues } from './schema.ts'

function deckInput(values: Partial<DeckValues>) {
	const all = { ...DECK_DEFAULTS, ...values }
	return v.parse(createDeckSchema(all), all)
}

/** docs/calculators/deck-board-estimator.md §6: 4,800 × 3,600 mm, boards 140 × 3,600 mm, 5 mm gaps. */
const WORKED_EXAMPLE = { length: '4800', width: '3600', boardWidth: '140', boardLength: '3600', gapSize: '5' }

function drawnBoards(container: HTMLElement, kind: 'whole' | 'cut') {
	return container.querySelectorAll(`svg[role="img"] rect[data-board="${kind}"]`).length
}

test('the worked example draws the boards per row and rows of the result, cut ones hatched', () => {
	const input = deckInput(WORKED_EXAMPLE)
	const result = computeDeckBoards(input)
	const { container } = render(<DeckDrawing input={input} result={result} />)
	// 25 boards across × 2 rows = 50 boards (the result's boards before waste).
	// Last row: 4,800 − 3,600 = 1,200 mm of a 3,600 mm board, cut: 25 boards.
	// Last board across: 3,600 − 24 × 145 = 120 mm of a 140 mm board, ripped: 1 more in the first row.
	expect(result.baseBoards).toBe(50)
	expect(drawnBoards(container, 'whole') + drawnBoards(container, 'cut')).toBe(result.baseBoards)
	expect(drawnBoards(container, 'cut')).toBe(26)
	expect(drawnBoards(container, 'whole')).toBe(24)
})

test('drawn sizes are the typed sizes at one scale', () => {
	const input = deckInput(WORKED_EXAMPLE)
	const result = computeDeckBoards(input)
	const layout = deckDrawingLayout(input, result)
	// Scale = min(212 ÷ 4,800, 240 ÷ 3,600) = 0.04417 units a mm: the deck's length sets it.
	expect(layout.scale).toBeCloseTo(212 / 4800, 9)
	expect(layout.deck.width).toBeCloseTo(4800 * layout.scale, 9)
	expect(layout.deck.height).toBeCloseTo(3600 * layout.scale, 9)
	const [first, second, nextAcross] = layout.boards as [DeckBoard, DeckBoard, DeckBoard]
	expect(first.width).toBeCloseTo(3600 * layout.scale, 9)
	expect(first.height).toBeCloseTo(140 * layout.scale, 9)
	// The second board along is the last row: 1,200 mm long.
	expect(second.width).toBeCloseTo(1200 * layout.scale, 9)
	// The next board across starts a board and a gap further down: 145 mm.
	expect(nextAcross.y - first.y).toBeCloseTo(145 * layout.scale, 9)
	const last = layout.boards.at(-1)!
	expect(last.height).toBeCloseTo(120 * layout.scale, 9)
	expect(last.y + last.height).toBeCloseTo(layout.deck.y + layout.deck.height, 9)
})

test('a deck one board long and wide to whole boards has no cut boards and no board-length dimension', () => {
	// 2,900 ÷ (140 + 5) = 20 boards exactly; 3,600 ÷ 3,600 = 1 row.
	const input = deckInput({ ...WORKED_EXAMPLE, length: '3600', width: '2900' })
	const result = computeDeckBoards(input)
	const { container } = render(<DeckDrawing input={input} result={result} />)
	expect(drawnBoards(container, 'whole')).toBe(20)
	expect(drawnBoards(container, 'cut')).toBe(0)
	const drawing = screen.getByRole('img')
	expect(drawnLabels(drawing)).toEqual(['3,600 mm', '2,900 mm'])
	expect(drawingDescription(drawing)).toBe(
		'A 3,600 mm × 2,900 mm deck seen from above, boards running along its length with a 5 mm gap between them.',
	)
	expect(screen.queryByText('Cut board')).toBeNull()
})

test('the drawing is named, described in words and labelled in feet and inches', () => {
	// 20 ft deck, 10 ft 6 in wide, 1/2 ft boards 12 ft long, 1/4 in (0.0208333 ft) gaps.
	const input = deckInput({
		unit: 'imperial',
		length: '20',
		width: '10.5',
		boardWidth: '0.5',
		boardLength: '12',
		gapSize: '0.0208333',
	})
	const result = computeDeckBoards(input)
	render(<DeckDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Deck boards from above' })
	expect(drawingDescription(drawing)).toBe(
		`A 20' 0" × 10' 6" deck seen from above, boards running along its length with a 1/4" gap between them, ` +
			`joined end to end where a 12' 0" board runs out, the last row cut to length and the last board across ripped to fit (hatched).`,
	)
	expect(drawnLabels(drawing)).toEqual([`12' 0"`, `20' 0"`, `10' 6"`])
	expect(drawing.textContent).not.toMatch(/NaN|undefined|Infinity/)
})

test('a 1 km deck of narrow boards stays bounded: an outline, no board by board', () => {
	// 1,000,000 ÷ (10 + 0) = 100,000 boards across × 10,000 rows: far too many to draw.
	const input = deckInput({
		length: '1000000',
		width: '1000000',
		boardWidth: '10',
		boardLength: '100',
		gapSize: '0',
	})
	const result = computeDeckBoards(input)
	const { container } = render(<DeckDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img')
	expect(container.querySelectorAll('svg *').length).toBeLessThan(1500)
	expect(drawingDescription(drawing)).toMatch(/too many boards to draw one by one at this scale, so only its outline/)
	expect(container.innerHTML).not.toMatch(/NaN|undefined|Infinity/)
})

test('a 60 m deck of 140 mm boards draws its board ends, not each board', () => {
	// 60,000 ÷ 145 = 413.8 → 414 boards across, 60,000 ÷ 3,600 = 16.7 → 17 rows: 7,038 boards, so 16 board ends.
	const input = deckInput({ ...WORKED_EXAMPLE, length: '60000', width: '60000' })
	const result = computeDeckBoards(input)
	const { container } = render(<DeckDrawing input={input} result={result} />)
	expect(result.rows).toBe(17)
	expect(container.querySelectorAll('svg[role="img"] rect[data-board]')).toHaveLength(0)
	expect(container.querySelectorAll('svg[role="img"] > line')).toHaveLength(16)
	// A 3,600 mm board draws 3,600 × 212 ÷ 60,000 = 12.7 units long: too short for its label, so not dimensioned.
	expect(drawnLabels(screen.getByRole('img'))).toEqual(['60,000 mm', '60,000 mm'])
	expect(screen.queryByRole('list', { name: 'Key' })).toBeNull()
	expect(container.querySelectorAll('svg *').length).toBeLessThan(1500)
	expect(drawingDescription(screen.getByRole('img'))).toMatch(
		/too many boards to draw one by one at this scale, so its outline and the board ends across it are drawn/,
	)
})

test('a 100 mm deck keeps its length label inside the drawing', () => {
	// 100 × 3,600 mm: scale = min(212 ÷ 100, 240 ÷ 3,600) = 0.0667 units a mm, so the deck is 6.7 units wide at x = 16.
	// Centred under it, '100 mm' (6 characters, about 52 units) would start at 19.3 − 26 = −6.6: off the drawing.
	const input = deckInput({ ...WORKED_EXAMPLE, length: '100', boardLength: '100' })
	const { container } = render(<DeckDrawing input={input} result={computeDeckBoards(input)} />)
	const label = [...container.querySelectorAll('svg[role="img"] text')].find((text) => text.textContent === '100 mm')
	expect(label).toBeDefined()
	expect(label?.getAttribute('text-anchor')).toBe('middle')
	// Its left edge: x − half its width, at least 0.
	expect(Number(label?.getAttribute('x')) - (6 * 12 * 0.72) / 2).toBeGreaterThanOrEqual(0)
})
