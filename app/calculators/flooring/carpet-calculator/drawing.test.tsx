// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeCarpet } from './compute.ts'
import { CarpetDrawing } from './drawing.tsx'
import { besideLabelWidth, carpetRoomLayout } from './drawing-layout.ts'
import { carpetDefaults, type CarpetValues, createCarpetSchema } from './schema.ts'

type TypedRoom = { name?: string; length: string; width: string }

function carpetInput(rooms: ReadonlyArray<TypedRoom>, values: Partial<CarpetValues> = {}) {
	const all: CarpetValues = {
		...carpetDefaults(values.unit ?? 'metric'),
		...values,
		rooms: rooms.map((room, index) => ({ id: `r${index}`, name: '', doorways: '1', ...room })),
	}
	return v.parse(createCarpetSchema(all), all)
}

function figures(container: HTMLElement) {
	return [...container.querySelectorAll('svg[role="img"]')]
}

test('drops, seams and offcut are drawn from the result: counts equal and sizes in proportion', () => {
	// docs/calculators/carpet-calculator.md worked example, 4 m roll, 0.10 m trim:
	// Room 1 5.9 × 3.7: along the long side ⌈3.8 / 4⌉ = 1 drop × 6.0 m, no seam;
	// Room 2 4.5 × 4.2: along the short side ⌈4.6 / 4⌉ = 2 drops × 4.3 m, 1 seam.
	const input = carpetInput([
		{ length: '5.9', width: '3.7' },
		{ length: '4.5', width: '4.2' },
	])
	const result = computeCarpet(input)
	const { container } = render(<CarpetDrawing input={input} result={result} />)
	const [first, second] = figures(container)
	expect(first!.querySelectorAll('[data-part="drop"]')).toHaveLength(result.runs[0]!.drops)
	expect(first!.querySelectorAll('[data-part="seam"]')).toHaveLength(0)
	// The offcut is hatched: filled with the figure's own pattern.
	const hatchId = first!.querySelector('pattern')!.id
	expect(first!.querySelector('[data-part="offcut"]')!.getAttribute('fill')).toBe(`url(#${hatchId})`)
	expect(second!.querySelectorAll('[data-part="drop"]')).toHaveLength(result.runs[1]!.drops)
	expect(second!.querySelectorAll('[data-part="seam"]')).toHaveLength(result.runs[1]!.seams)
	expect(result.runs[1]).toMatchObject({ drops: 2, seams: 1 })

	// Room 2 at one scale s: each drop 4.3 s long and 4 s wide; the carpet bought 4.3 s × 8 s; the floor 4.2 s × 4.5 s.
	const layout = carpetRoomLayout(input.rooms[1]!, result.runs[1]!, result.rollWidth, 0.1, {
		across: '4.5 m',
		rollWidth: 'roll 4 m',
	})
	const { scale } = layout
	for (const drop of layout.drops) {
		expect(drop.width).toBeCloseTo(result.runs[1]!.cutPerDrop * scale, 9)
		expect(drop.height).toBeCloseTo(result.rollWidth * scale, 9)
	}
	expect(layout.bought.height).toBeCloseTo(8 * scale, 9)
	expect(layout.floor.width).toBeCloseTo(4.2 * scale, 9)
	expect(layout.floor.height).toBeCloseTo(4.5 * scale, 9)
	// The offcut is what is bought less the floor: 4.3 × 8 − 4.2 × 4.5 = 34.4 − 18.9 = 15.5 m², drawn at s².
	const drawnOffcut = layout.bought.width * layout.bought.height - layout.floor.width * layout.floor.height
	expect(drawnOffcut / scale ** 2).toBeCloseTo(15.5, 9)
	// The floor sits inside the carpet bought: the trim split round it.
	expect(layout.floor.x).toBeGreaterThanOrEqual(layout.bought.x)
	expect(layout.floor.x + layout.floor.width).toBeLessThanOrEqual(layout.bought.x + layout.bought.width + 1e-9)
	expect(layout.floor.y + layout.floor.height).toBeLessThanOrEqual(layout.bought.y + layout.bought.height + 1e-9)
	// The seam lies one roll width (4 s) below the top of the drops.
	expect(layout.seams[0]!.y - layout.bought.y).toBeCloseTo(4 * scale, 9)
})

test('each room is named, described in words and labelled in feet and inches in imperial', () => {
	// 12 ft roll, 4" trim = 1/3 ft. Den 14' 6" × 13': along the long side ⌈(13 + 1/3) / 12⌉ = 2 × 14' 10" = 29' 8";
	// along the short side ⌈(14.5 + 1/3) / 12⌉ = 2 × 13' 4" = 26' 8" → runs along the 13' side, 1 seam.
	const input = carpetInput([{ name: 'Den', length: '14.5', width: '13' }], { unit: 'imperial' })
	const result = computeCarpet(input)
	expect(result.runs[0]).toMatchObject({ along: 'short', drops: 2, seams: 1 })
	render(<CarpetDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Carpet drops for Den' })
	expect(drawingDescription(drawing)).toBe(
		`Den: 2 drops of 13' 4" cut from the 12' 0" roll, running along the 13' 0" side, with 1 seam (heavy lines) between them. The hatched offcut round the room is the trim allowance and any roll width beyond the room.`,
	)
	expect(drawnLabels(drawing)).toEqual(['seam', `13' 0"`, `14' 6"`, `drop 13' 4"`, `roll 12' 0"`])
	expect(screen.getByRole('list', { name: 'Key' }).textContent).toMatch(/Offcut/)
})

test('200 rooms draw 12, say how many more there are, and stay bounded', () => {
	const rooms = Array.from({ length: 200 }, () => ({ length: '30', width: '29.9' }))
	const input = carpetInput(rooms, { rollWidth: 'narrow' })
	const result = computeCarpet(input)
	const { container } = render(<CarpetDrawing input={input} result={result} />)
	expect(figures(container)).toHaveLength(12)
	// Bounded by the element count, not a timer (the machine is shared): 12 figures of at most a few dozen shapes.
	expect(container.querySelectorAll('svg *').length).toBeLessThan(1500)
	expect(container.textContent).toContain(
		'The first 12 rooms are drawn; 188 more rooms are counted in the results but not drawn.',
	)
})

test('every label fits inside the 320-unit drawing: the widest upright labels take their room from the shape', () => {
	// A 99' 11 15/16" room across: its label 13 characters ≈ 13 × 7.2 = 94 units, left of the shape.
	const input = carpetInput([{ length: '99.9948', width: '99.9948' }], { unit: 'imperial', rollWidth: 'wide' })
	const result = computeCarpet(input)
	const run = result.runs[0]!
	const labels = { across: `99' 11 15/16"`, rollWidth: `roll 15' 0"` }
	const layout = carpetRoomLayout(input.rooms[0]!, run, result.rollWidth, 1 / 3, labels)
	expect(layout.bought.x).toBeGreaterThanOrEqual(besideLabelWidth(labels.across))
	expect(layout.bought.x + layout.bought.width + besideLabelWidth(labels.rollWidth)).toBeLessThanOrEqual(320 + 1e-9)
})

test('no label or attribute reads NaN, undefined or Infinity, even for a tiny room', () => {
	const input = carpetInput(
		[
			{ length: '0.1', width: '0.1' },
			{ length: '30', width: '0.1' },
		],
		{ trimAllowance: '0' },
	)
	const result = computeCarpet(input)
	const { container } = render(<CarpetDrawing input={input} result={result} />)
	expect(container.innerHTML).not.toMatch(/NaN|undefined|Infinity/)
	for (const element of container.querySelectorAll('svg [width], svg [height], svg line')) {
		for (const name of ['width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2']) {
			const value = element.getAttribute(name)
			if (value !== null) expect(Number(value)).toBeGreaterThanOrEqual(0)
		}
	}
})

test("a 30 × 0.1 m room's drops too narrow for the word 'seam' draw their seams without it, clear of 'roll 4 m'", () => {
	// Across the 30 m side: ⌈30 ÷ 4⌉ = 8 drops of 0.1 + 0.1 = 0.2 m each, 7 seams (the least carpet bought).
	// Scale = min(width left ÷ 0.2, 220 ÷ 32) = 6.875 units a metre: each drop is 0.2 × 6.875 = 1.4 units long,
	// too short for 'seam' (about 29 units), which would run over the roll width's label beside it.
	const input = carpetInput([{ length: '30', width: '0.1' }])
	const result = computeCarpet(input)
	expect(result.runs[0]).toMatchObject({ drops: 8, seams: 7 })
	const { container } = render(<CarpetDrawing input={input} result={result} />)
	const [figure] = figures(container)
	expect(figure!.querySelectorAll('[data-part="seam"]')).toHaveLength(7)
	expect(drawnLabels(figure!)).not.toContain('seam')
	expect(drawnLabels(figure!)).toContain('roll 4 m')
})
