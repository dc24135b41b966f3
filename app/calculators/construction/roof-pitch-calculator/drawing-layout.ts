import { DRAWING_MARGIN, DRAWING_WIDTH, fitDrawing, LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import type { RafterSection } from './compute.ts'

export type Point = readonly [number, number]

/** The spacing of the lines of notes under a figure. */
const NOTE_LINE = LABEL_SIZE + 4
/** From the span's dimension line to the first note's baseline: the span's label, then a gap. */
const NOTES_BELOW = LABEL_SIZE * 2 + NOTE_LINE
/** How far the walls are drawn down below the plate, drawing units. */
const WALL_DROP = 18
/** Room right of the section for the rise's label. */
const RISE_LABEL = 84
/** Room left of the birdsmouth for its heights' labels. */
const HEIGHT_LABEL = 118

/** The rafter's underside: through the seat's inner end, at the plate's height, with the slope p. */
function undersideAt(section: RafterSection, x: number) {
	return section.slope * (x - section.seat)
}

/**
 * A rafter's outline from `from` to `to` (real units, x level from the outside of the wall plate, y up from the top of
 * the plate; docs/calculators/roof-pitch-calculator.md §3): cut plumb at both ends, its underside notched by the
 * birdsmouth where it crosses the plate (heel down from the seat's outer end, seat level to its inner end).
 */
export function rafterOutline(section: RafterSection, from: number, to: number): ReadonlyArray<Point> {
	const top = (x: number) => undersideAt(section, x) + section.plumbDepth
	const notch: ReadonlyArray<Point> =
		from < section.seat && to > 0
			? [
					[0, -section.heel],
					[0, 0],
					[section.seat, 0],
				]
			: []
	return [
		[from, undersideAt(section, from)],
		...notch,
		[to, undersideAt(section, to)],
		[to, top(to)],
		[from, top(from)],
	]
}

/** Real-unit points into drawing units: real `left` and `top` at drawing `x` and `y`, y downwards, `scale` per unit. */
function toDrawing(scale: number, origin: { x: number; y: number; left: number; top: number }) {
	return ([x, y]: Point): Point => [origin.x + (x - origin.left) * scale, origin.y + (origin.top - y) * scale]
}

/**
 * The roof in section, to one scale (decision 078), from the compute result's section alone: each rafter from its tail
 * to the ridge board (gable, mirrored about the ridge) or to the high wall (lean-to), notched over a wall plate as wide
 * as the seat, the walls below; the span under it and the roof rise (plate to the ridge centreline) at its right.
 */
export function roofSectionLayout(section: RafterSection, isGable: boolean) {
	const { span, run, overhang } = section
	const rafter = rafterOutline(section, -overhang, run)
	const mirror = ([x, y]: Point): Point => [span - x, y]
	const rafters = isGable ? [rafter, rafter.map(mirror)] : [rafter]
	const rightEdge = isGable ? span + overhang : span
	const ridgeTop = undersideAt(section, run) + section.plumbDepth
	const bottom = Math.min(undersideAt(section, -overhang), 0)
	const top = Math.max(ridgeTop, section.roofRise)
	const { scale } = fitDrawing(rightEdge + overhang, top - bottom, {
		maxWidth: DRAWING_WIDTH - DRAWING_MARGIN / 2 - RISE_LABEL,
		maxHeight: 180,
	})
	const at = toDrawing(scale, { x: DRAWING_MARGIN / 2, y: LABEL_SIZE, left: -overhang, top })
	const plateY = at([0, 0])[1]
	const box = (x1: number, x2: number, y1: number, y2: number) => {
		const [left, upper] = at([x1, y1])
		const [right, lower] = at([x2, y2])
		return { x: left, y: upper, width: Math.max(right - left, 1), height: lower - upper }
	}
	const wall = (x: number) => ({ ...box(x, x + section.seat, 0, 0), height: WALL_DROP })
	const dimensionsY = plateY + WALL_DROP + LABEL_SIZE / 2
	const riseX = at([rightEdge, 0])[0] + LABEL_SIZE / 2
	return {
		scale,
		rafters: rafters.map((outline) => outline.map(at)),
		walls: isGable ? [wall(0), wall(span - section.seat)] : [wall(0)],
		/** Gable: the ridge board between the rafters' plumb cuts, as deep as their plumb depth. */
		ridge: isGable ? box(run, span - run, ridgeTop, undersideAt(section, run)) : null,
		/** Lean-to: the face of the high wall (or ledger) the rafter's top end bears on. */
		highWall: isGable ? null : ([at([span, 0]), at([span, top])] as const),
		span: [
			[at([0, 0])[0], dimensionsY],
			[at([span, 0])[0], dimensionsY],
		] as readonly [Point, Point],
		rise: [
			[riseX, plateY],
			[riseX, at([0, section.roofRise])[1]],
		] as readonly [Point, Point],
		/** Lines of notes under the span's label. */
		notesAt: (line: number): Point => [DRAWING_MARGIN / 2, dimensionsY + NOTES_BELOW + line * NOTE_LINE],
		height: (notes: number) => dimensionsY + NOTES_BELOW + notes * NOTE_LINE,
	}
}

/**
 * The birdsmouth close up, to its own scale: the rafter from a little outside the wall (or its tail's plumb cut, if
 * shorter) to past the seat, the plate under the seat, and the heel, seat and height above the plate dimensioned.
 */
export function birdsmouthLayout(section: RafterSection) {
	const reach = Math.max(section.seat, section.depth) * 1.5
	const from = -Math.min(section.overhang, reach)
	const to = section.seat + reach
	const outline = rafterOutline(section, from, to)
	const ys = outline.map(([, y]) => y)
	const top = Math.max(...ys)
	const plateDepth = Math.max(section.seat, section.depth) / 2
	const bottom = Math.min(...ys, -plateDepth)
	const { scale } = fitDrawing(to - from, top - bottom, {
		maxWidth: DRAWING_WIDTH - HEIGHT_LABEL - DRAWING_MARGIN / 2,
		maxHeight: 200,
	})
	const at = toDrawing(scale, { x: HEIGHT_LABEL, y: LABEL_SIZE, left: from, top })
	const [plateLeft, plateTop] = at([0, 0])
	const [plateRight, plateBottom] = at([section.seat, -plateDepth])
	const heightsX = plateLeft - LABEL_SIZE / 2 - Math.max(0, plateLeft - at([from, 0])[0])
	const seatY = plateBottom + LABEL_SIZE
	return {
		scale,
		rafter: outline.map(at),
		plate: { x: plateLeft, y: plateTop, width: Math.max(plateRight - plateLeft, 1), height: plateBottom - plateTop },
		heel: [
			[heightsX, at([0, -section.heel])[1]],
			[heightsX, plateTop],
		] as readonly [Point, Point],
		abovePlate: [
			[heightsX, plateTop],
			[heightsX, at([0, section.plumbDepth - section.heel])[1]],
		] as readonly [Point, Point],
		seat: [
			[plateLeft, seatY],
			[plateRight, seatY],
		] as readonly [Point, Point],
		height: seatY + LABEL_SIZE * 2,
	}
}
