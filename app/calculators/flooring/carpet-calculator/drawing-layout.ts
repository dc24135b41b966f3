import { DRAWING_MARGIN, DRAWING_WIDTH, fitDrawing, LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import type { Room } from '#app/calculators/flooring/shared/compute.ts'
import type { CarpetRun } from './compute.ts'

const MOST_HEIGHT = 220

/** The room a label beside an upright dimension line takes: about 0.6 em a character, its gap and the line's. */
export function besideLabelWidth(label: string) {
	return Math.ceil(label.length * LABEL_SIZE * 0.6 + LABEL_SIZE * 1.5 + 4)
}

type Box = { x: number; y: number; width: number; height: number }

/** The room's side the drops lie across: the other side from the one they run along. */
export function roomAcross(room: Room, run: CarpetRun) {
	return run.along === 'long' ? Math.min(room.length, room.width) : Math.max(room.length, room.width)
}

/**
 * One room's carpet in drawing units, from the compute result: the drops run left to right, `run.drops` of them
 * stacked, each `rollWidth` wide and `run.cutPerDrop` long (docs/calculators/carpet-calculator.md §3). The room sits
 * inside the carpet bought for it, the trim allowance split round it; the rest is the offcut. Seams lie between
 * the drops, across the room. Lengths are m or ft; the allowance `trim` is in the same unit. `labels` are
 * the upright dimensions' words, left and right, to leave room for.
 */
export function carpetRoomLayout(
	room: Room,
	run: CarpetRun,
	rollWidth: number,
	trim: number,
	labels: { across: string; rollWidth: string },
) {
	const left = besideLabelWidth(labels.across)
	const across = roomAcross(room, run)
	const boughtAcross = run.drops * rollWidth
	const { scale } = fitDrawing(run.cutPerDrop, boughtAcross, {
		maxWidth: DRAWING_WIDTH - left - besideLabelWidth(labels.rollWidth),
		maxHeight: MOST_HEIGHT,
	})
	const top = DRAWING_MARGIN
	const bought: Box = { x: left, y: top, width: run.cutPerDrop * scale, height: boughtAcross * scale }
	const drops: ReadonlyArray<Box> = Array.from({ length: run.drops }, (_, index) => ({
		x: left,
		y: top + index * rollWidth * scale,
		width: bought.width,
		height: rollWidth * scale,
	}))
	const margin = (trim / 2) * scale
	const floor: Box = { x: left + margin, y: top + margin, width: run.runLength * scale, height: across * scale }
	// A seam is where one drop meets the next, across the room's length: seams = drops − 1 (§3 step 2).
	const seams = Array.from({ length: run.seams }, (_, index) => ({
		x1: floor.x,
		x2: floor.x + floor.width,
		y: top + (index + 1) * rollWidth * scale,
	}))
	return {
		scale,
		bought,
		drops,
		floor,
		seams,
		height: top + bought.height + LABEL_SIZE * 2 + DRAWING_MARGIN,
	}
}
