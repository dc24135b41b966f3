import { floorCount } from '#app/lib/rounding.ts'
import { DRAWING_WIDTH, fitDrawing, LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'

/** Beyond this many strips a wall is drawn broken: its first strips, a break, and its last strip. */
export const MOST_STRIPS_DRAWN = 24
/** A broken wall shows no more strips than fit about three drops' height across, so the drawing stays readable. */
const WIDEST_ASPECT = 3
/** The break's width in drawing units (not to scale). */
export const BREAK_WIDTH = 14
const MOST_HEIGHT = 200
const TOP = LABEL_SIZE * 2.5

type Box = { x: number; y: number; width: number; height: number }

/** The room a label beside an upright dimension line takes: about 0.6 em a character, its gap and the line's. */
export function besideLabelWidth(label: string) {
	return Math.ceil(label.length * LABEL_SIZE * 0.6 + LABEL_SIZE * 1.5 + 4)
}

/** One wall's paper, in m or ft: `strips` and `stripHeight` from the compute result, the rest as typed. */
export type WallPaper = {
	/** The wall's length and papered height (its height less an unpapered skirting). */
	length: number
	paperedHeight: number
	/** The skirting left unpapered below, 0 when papered to the floor. */
	skirting: number
	strips: number
	stripHeight: number
	rollWidth: number
	/** The pattern repeat added to every drop (docs/calculators/wallpaper-calculator.md §3 step 2). */
	repeat: number
}

/**
 * A wall's strips in drawing units. Each strip is the roll width wide and the drop long; the drop's trim allowance
 * is split above and below the wall and the repeat sits on top (d = h + trim + repeat, §3 step 2), so the paper
 * beyond the wall is what is trimmed off, and the last strip runs past the wall's end. A wall of more strips than
 * fit readably is drawn broken: its first strips, a break, its last strip. `labels` are the upright dimensions'
 * words (left: papered height, right: drop), to leave room for.
 */
export function wallPaperLayout(wall: WallPaper, labels: { height: string; drop: string }) {
	const fitting = Math.max(
		2,
		Math.min(MOST_STRIPS_DRAWN, floorCount((WIDEST_ASPECT * wall.stripHeight) / wall.rollWidth)),
	)
	const isBroken = wall.strips > fitting
	const shownBefore = isBroken ? fitting - 1 : wall.strips
	const left = besideLabelWidth(labels.height)
	const { scale } = fitDrawing((shownBefore + (isBroken ? 1 : 0)) * wall.rollWidth, wall.stripHeight, {
		maxWidth: DRAWING_WIDTH - left - besideLabelWidth(labels.drop) - (isBroken ? BREAK_WIDTH : 0),
		maxHeight: MOST_HEIGHT,
	})
	const trimEach = Math.max(0, (wall.stripHeight - wall.paperedHeight - wall.repeat) / 2)
	const paperTop = TOP
	const wallTop = paperTop + (wall.repeat + trimEach) * scale
	const wallHeight = wall.paperedHeight * scale
	const stripAt = (index: number, x: number) => {
		const onWall = Math.max(0, Math.min(wall.rollWidth, wall.length - index * wall.rollWidth))
		return {
			index,
			paper: { x, y: paperTop, width: wall.rollWidth * scale, height: wall.stripHeight * scale },
			onWall: { x, y: wallTop, width: onWall * scale, height: wallHeight },
			repeat: { x, y: paperTop, width: wall.rollWidth * scale, height: wall.repeat * scale },
		}
	}
	const before = Array.from({ length: shownBefore }, (_, index) =>
		stripAt(index, left + index * wall.rollWidth * scale),
	)
	const breakX = left + shownBefore * wall.rollWidth * scale
	const strips = isBroken ? [...before, stripAt(wall.strips - 1, breakX + BREAK_WIDTH)] : before
	const lastStrip = strips.at(-1)
	const wallRight = lastStrip ? lastStrip.onWall.x + lastStrip.onWall.width : left
	const paperBottom = paperTop + wall.stripHeight * scale
	const skirting: Box | null =
		wall.skirting > 0
			? { x: left, y: wallTop + wallHeight, width: wallRight - left, height: wall.skirting * scale }
			: null
	const bottom = Math.max(paperBottom, skirting ? skirting.y + skirting.height : 0)
	return {
		scale,
		strips,
		breakAt: isBroken ? { x: breakX, width: BREAK_WIDTH } : null,
		wall: { x: left, y: wallTop, right: wallRight, height: wallHeight },
		paper: { top: paperTop, bottom: paperBottom, right: lastStrip ? lastStrip.paper.x + lastStrip.paper.width : left },
		skirting,
		/** Where the rows of dimensions under the drawing go. */
		rows: [bottom + LABEL_SIZE, bottom + LABEL_SIZE * 3.5] as const,
		height: bottom + LABEL_SIZE * 6,
	}
}
