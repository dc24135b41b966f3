// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { drawingDescription, drawnLabels } from '../../../../tests/support/drawing.ts'
import { computeWallpaper } from './compute.ts'
import { WallpaperDrawing } from './drawing.tsx'
import { MOST_STRIPS_DRAWN, wallPaperLayout } from './drawing-layout.ts'
import { createWallpaperSchema, WALLPAPER_DEFAULTS, type WallpaperValues } from './schema.ts'

type TypedWall = { name?: string; length: string; height: string; skirting?: string }

function wallpaperInput(walls: ReadonlyArray<TypedWall>, values: Partial<WallpaperValues> = {}) {
	const all: WallpaperValues = {
		...WALLPAPER_DEFAULTS,
		rollWidth: '53',
		rollLength: '10',
		...values,
		walls: walls.map(({ name, length, height, skirting }, index) => ({
			id: `w${index}`,
			name: name ?? `Wall ${index + 1}`,
			length,
			height,
			includeSkirting: skirting === undefined,
			skirtingHeight: skirting ?? '',
		})),
	}
	return v.parse(createWallpaperSchema(all), all)
}

function figures(container: HTMLElement) {
	return [...container.querySelectorAll('svg[role="img"]')]
}

const bedroom = [
	{ length: '3.8', height: '2.5' },
	{ length: '3.2', height: '2.5' },
	{ length: '3.8', height: '2.5' },
	{ length: '3.2', height: '2.5' },
]

test('each wall draws the strips the result gives it, at the roll width and the drop, to one scale', () => {
	// docs/calculators/wallpaper-calculator.md §6: 53 cm × 10 m rolls, 25 cm repeat; d = 2.50 + 0.15 + 0.25 = 2.90 m;
	// strips ⌈3.8 ÷ 0.53⌉ = 8 and ⌈3.2 ÷ 0.53⌉ = 7.
	const input = wallpaperInput(bedroom, {
		pattern: 'medium',
		patternRepeat: '25',
		openings: [{ id: 'o0', name: 'Door', length: '0.9', height: '2' }],
	})
	const result = computeWallpaper(input)
	const { container } = render(<WallpaperDrawing input={input} result={result} />)
	const drawn = figures(container).map((figure) => figure.querySelectorAll('[data-part="strip"]').length)
	expect(drawn).toEqual(result.stripsPerWall.map((wall) => wall.strips))
	expect(drawn).toEqual([8, 7, 8, 7])
	expect(figures(container)[0]!.querySelectorAll('[data-part="repeat"]')).toHaveLength(8)
	// What is trimmed off is hatched: each strip's paper is filled with the figure's own pattern.
	const hatchId = figures(container)[0]!.querySelector('pattern')!.id
	const trimmed = figures(container)[0]!.querySelectorAll(`[data-part="strip"] rect[fill="url(#${hatchId})"]`)
	expect(trimmed).toHaveLength(8)

	// Wall 1 at scale s: each strip 0.53 s wide and 2.90 s tall; the repeat band 0.25 s; the wall 2.5 s high;
	// the last strip is on the wall for 3.8 − 7 × 0.53 = 0.09 m of its 0.53 m, the rest trimmed off.
	const wall = {
		length: 3.8,
		paperedHeight: 2.5,
		skirting: 0,
		strips: 8,
		stripHeight: 2.9,
		rollWidth: 0.53,
		repeat: 0.25,
	}
	expect(result.stripsPerWall[0]!.stripHeight).toBeCloseTo(wall.stripHeight, 9)
	expect(result.strips.width).toBe(wall.rollWidth)
	const layout = wallPaperLayout(wall, { height: '2.5 m', drop: 'drop 2.9 m' })
	const { scale, strips } = layout
	for (const strip of strips) {
		expect(strip.paper.width).toBeCloseTo(0.53 * scale, 9)
		expect(strip.paper.height).toBeCloseTo(2.9 * scale, 9)
		expect(strip.repeat.height).toBeCloseTo(0.25 * scale, 9)
		expect(strip.onWall.height).toBeCloseTo(2.5 * scale, 9)
	}
	expect(strips.at(-1)!.onWall.width).toBeCloseTo(0.09 * scale, 9)
	expect(layout.wall.right - layout.wall.x).toBeCloseTo(3.8 * scale, 9)
	// The trim, 15 cm, is split 7.5 cm above and below the wall, under the repeat.
	expect(layout.wall.y - layout.paper.top).toBeCloseTo((0.25 + 0.075) * scale, 9)
	expect(layout.paper.bottom - (layout.wall.y + layout.wall.height)).toBeCloseTo(0.075 * scale, 9)
	expect(container.textContent).toContain('Windows and doors are not drawn')
})

test('each wall is named, described in words and labelled in feet and inches in imperial', () => {
	// 20 1/2" × 33 ft rolls, 10" repeat, wall 12' × 8' less 4" skirting: h = 7' 8"; d = 7' 8" + 6" + 10" = 9'.
	// Strips ⌈12 ÷ (20.5 / 12)⌉ = ⌈7.02⌉ = 8.
	const input = wallpaperInput([{ name: 'Chimney breast', length: '12', height: '8', skirting: '4' }], {
		unit: 'imperial',
		rollWidth: '20.5',
		rollLength: '33',
		pattern: 'medium',
		patternRepeat: '10',
	})
	const result = computeWallpaper(input)
	expect(result.stripsPerWall[0]).toMatchObject({ strips: 8 })
	expect(result.stripsPerWall[0]!.stripHeight).toBeCloseTo(9, 9)
	render(<WallpaperDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Wallpaper strips on Chimney breast' })
	expect(drawingDescription(drawing)).toBe(
		`Chimney breast: 8 strips the roll width wide, each a drop of 9' 0", the pattern repeat shaded across the top of each. Hatched paper is trimmed off above and below the wall and past its end. The skirting below is left unpapered.`,
	)
	expect(drawnLabels(drawing)).toEqual(['repeat 10"', `7' 8"`, `drop 9' 0"`, '20 1/2"', `12' 0"`])
	expect(drawing.querySelectorAll('[data-part="skirting"]')).toHaveLength(1)
	expect(screen.getByRole('list', { name: 'Key' }).textContent).toMatch(/Pattern repeat/)
})

test('without a pattern there is no repeat band, label or key entry', () => {
	const input = wallpaperInput([{ length: '3', height: '2.4' }])
	const result = computeWallpaper(input)
	const { container } = render(<WallpaperDrawing input={input} result={result} />)
	expect(container.querySelectorAll('[data-part="repeat"]')).toHaveLength(0)
	expect(drawnLabels(figures(container)[0]!).join(' ')).not.toMatch(/repeat/)
	expect(container.textContent).not.toMatch(/Pattern repeat/)
})

test('a 60 m wall is drawn broken, its last strip after the break; 200 walls draw 12 and stay bounded', () => {
	// 60 ÷ 0.53 = 113.2 → 114 strips. d = 2.65 m: three drops across, 3 × 2.65 ÷ 0.53 = 15 strips fit readably
	// (under MOST_STRIPS_DRAWN): the first 14 are drawn, then the break, then strip 114.
	const long = wallpaperInput([{ length: '60', height: '2.5' }])
	const longResult = computeWallpaper(long)
	expect(longResult.stripsPerWall[0]!.strips).toBe(114)
	const first = render(<WallpaperDrawing input={long} result={longResult} />)
	const figure = figures(first.container)[0]!
	expect(figure.querySelectorAll('[data-part="strip"]')).toHaveLength(15)
	expect(15).toBeLessThan(MOST_STRIPS_DRAWN)
	expect(figure.querySelectorAll('[data-part="break"]')).toHaveLength(1)
	expect(drawingDescription(figure)).toMatch(
		/114 strips .* drawn broken after strip 14; its last strip is after the break/,
	)
	expect(drawnLabels(figure)).toContain('60 m')
	first.unmount()

	const walls = Array.from({ length: 200 }, () => ({ length: '1000', height: '2.5' }))
	const input = wallpaperInput(walls, { rollWidth: '1', rollLength: '100', pattern: 'large', patternRepeat: '50' })
	const result = computeWallpaper(input)
	const { container } = render(<WallpaperDrawing input={input} result={result} />)
	expect(figures(container)).toHaveLength(12)
	// Bounded by the element count, not a timer (the machine is shared): 12 figures of at most a few dozen shapes.
	expect(container.querySelectorAll('svg *').length).toBeLessThan(1500)
	expect(container.textContent).toContain(
		'The first 12 walls are drawn; 188 more walls are counted in the results but not drawn.',
	)
})

test('no label or attribute reads NaN, undefined or Infinity, nor a negative size', () => {
	const input = wallpaperInput(
		[
			{ length: '0.01', height: '0.01' },
			{ length: '1000', height: '0.5', skirting: '49' },
		],
		{ rollWidth: '200', rollLength: '100' },
	)
	const result = computeWallpaper(input)
	const { container } = render(<WallpaperDrawing input={input} result={result} />)
	expect(container.innerHTML).not.toMatch(/NaN|undefined|Infinity/)
	for (const element of container.querySelectorAll('svg rect, svg line')) {
		for (const name of ['width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2']) {
			const value = element.getAttribute(name)
			if (value !== null) expect(Number(value)).toBeGreaterThanOrEqual(0)
		}
	}
})

test('walls typed in cm are labelled in cm, the drop in m as the results show it', () => {
	// d = 250 cm + 15 cm trim = 2.65 m; strips ⌈3.8 ÷ 0.53⌉ = 8.
	const input = wallpaperInput([{ length: '380', height: '250' }], { metricUnit: 'cm' })
	const result = computeWallpaper(input)
	render(<WallpaperDrawing input={input} result={result} />)
	const drawing = screen.getByRole('img', { name: 'Wallpaper strips on Wall 1' })
	expect(drawnLabels(drawing)).toEqual(['250 cm', 'drop 2.65 m', '53 cm', '380 cm'])
	expect(drawing.querySelectorAll('[data-part="strip"]')).toHaveLength(result.stripsPerWall[0]!.strips)
})
