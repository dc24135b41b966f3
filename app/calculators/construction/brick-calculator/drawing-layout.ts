import { MOST_ENTRIES_DRAWN } from '#app/components/drawing/job-drawing.tsx'
import { surfaceFrame } from '#app/components/drawing/piece-grid-layout.ts'
import { entryLabel } from '#app/lib/entries.ts'
import { placeOpenings } from '#app/lib/piece-grid.ts'
import { inToFt, mmToM } from '#app/lib/units.ts'
import type { MasonryUnit } from './masonry-unit.ts'
import type { BrickInput } from './schema.ts'

/** A wall is drawn no taller than this (drawing units), a little less than a floor. */
const MAX_HEIGHT = 160
/** Courses closer than this (drawing units) would be a grey smear: the bond is left out. */
export const FINEST_COURSE = 3

/**
 * The walls' elevations in drawing units (docs/calculators/brick-calculator.md §3, decision 078): each of the first
 * walls fitted on its own, its face in stretcher bond (one course of unit and joint, H + j, the perpends of each
 * course half a unit, (L + j) ÷ 2, from the last), and the openings, which have no place typed, side by side at the
 * bottom of the first wall with room (lib/piece-grid.ts `placeOpenings`).
 */
export function brickDrawingLayout(input: Pick<BrickInput, 'unit' | 'walls' | 'openings'>, unit: MasonryUnit) {
	const toWallUnit = input.unit === 'metric' ? mmToM : inToFt
	const course = toWallUnit(unit.height + unit.joint)
	const stretch = toWallUnit(unit.length + unit.joint)
	const { boxes, surfaceOf } = placeOpenings(
		input.walls.map((wall) => ({ width: wall.length, height: wall.height })),
		input.openings,
		'bottom',
	)
	const walls = input.walls.slice(0, MOST_ENTRIES_DRAWN).map((wall, index) => {
		const { scale, bottom, toDrawing, surface, lengthLine, heightLine, drawingHeight } = surfaceFrame(
			{ width: wall.length, height: wall.height },
			MAX_HEIGHT,
		)
		const isBonded = course * scale >= FINEST_COURSE
		return {
			name: entryLabel({ id: '', name: wall.name }, 'Wall', index),
			length: wall.length,
			height: wall.height,
			surface,
			/** One tile of the bond, two courses tall, from the wall's bottom-left corner; null when too fine to draw. */
			bond: isBonded
				? { origin: [surface.x, bottom] as const, width: stretch * scale, height: 2 * course * scale }
				: null,
			openings: (boxes[index] ?? []).map(toDrawing),
			lengthLine,
			heightLine,
			drawingHeight,
		}
	})
	return { walls, unplacedOpenings: surfaceOf.filter((index) => index < 0).length }
}

/**
 * The joints of one bond tile, `width` (a unit and its joint) by `height` (two courses), repeated from the wall's
 * bottom-left corner: the bed joints at its top and middle, the perpend at the tile's start in the upper course and
 * at its middle in the lower one (the wall's bottom course), so each course is half a unit on from the last.
 */
export function bondTilePath(width: number, height: number) {
	const round = (value: number) => Math.round(value * 100) / 100
	const [across, course, tall] = [round(width), round(height / 2), round(height)]
	return `M0 0H${across}M0 ${course}H${across}M0 0V${course}M${round(width / 2)} ${course}V${tall}`
}
