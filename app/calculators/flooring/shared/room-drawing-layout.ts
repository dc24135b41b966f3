import { DRAWING_WIDTH, fitDrawing, LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import type { BoardRows } from './board-rows.ts'
import type { Room } from './compute.ts'

const LEFT = 16
/** Room right of the room for its width's label (165' 0", 50 m). */
const RIGHT_LABEL = 92
/** Room above the room for the gap's label. */
const TOP = LABEL_SIZE * 2
/** A gap thinner than this (drawing units) would not show: it is drawn this wide and the description says so. */
export const NARROWEST_GAP_DRAWN = 3

export type DrawnRectangle = { x: number; y: number; width: number; height: number }

/**
 * One room in drawing units, to its own scale: its walls (`room`, as typed) and, when the floor stops short of them
 * (laminate's expansion gap), the floor laid inside (`laid`, from the compute result), centred so the gap is the same
 * at every wall. A gap too thin to see is drawn NARROWEST_GAP_DRAWN wide, never more than a quarter of the room.
 */
export function roomDrawingLayout(room: Room, laid: Room | null) {
	const { scale } = fitDrawing(room.length, room.width, {
		maxWidth: DRAWING_WIDTH - LEFT - RIGHT_LABEL,
		maxHeight: 180,
	})
	const walls: DrawnRectangle = { x: LEFT, y: TOP, width: room.length * scale, height: room.width * scale }
	const gapToScale = laid ? Math.max(0, ((room.length - laid.length) / 2) * scale) : 0
	const isGapWidened = gapToScale > 0 && gapToScale < NARROWEST_GAP_DRAWN
	const gapDrawn = isGapWidened ? Math.min(NARROWEST_GAP_DRAWN, Math.min(walls.width, walls.height) / 4) : gapToScale
	const floor: DrawnRectangle = {
		x: walls.x + gapDrawn,
		y: walls.y + gapDrawn,
		width: walls.width - 2 * gapDrawn,
		height: walls.height - 2 * gapDrawn,
	}
	return { scale, walls, floor, gapDrawn, isGapWidened, height: walls.y + walls.height + LABEL_SIZE * 5.5 }
}

/** More rows than this draw as the floor alone, the count in words: their lines would merge (issue #29: bounded). */
export const MOST_ROWS_DRAWN = 200

/**
 * The rows of boards on the drawn floor (compute's `rows`, from the top edge): the y of each line between two rows
 * and the last row at the bottom, its height the last row's share of the covered width. The floor's drawn height
 * stands for the covered width, so a gap drawn wider than to scale does not shift the rows. Null past MOST_ROWS_DRAWN.
 */
export function boardRowsDrawn(floor: DrawnRectangle, rows: BoardRows, boardWidth: number) {
	if (rows.rows > MOST_ROWS_DRAWN || !(rows.coveredWidth > 0)) return null
	const perUnit = floor.height / rows.coveredWidth
	const lineYs = Array.from({ length: rows.rows - 1 }, (_, index) => floor.y + (index + 1) * boardWidth * perUnit)
	const lastHeight = Math.max(0, rows.lastRowWidth * perUnit)
	const lastRow: DrawnRectangle = {
		x: floor.x,
		y: floor.y + floor.height - lastHeight,
		width: floor.width,
		height: lastHeight,
	}
	return { lineYs, lastRow }
}
