import { DRAWING_WIDTH, fitDrawing, LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import type { StairResult } from './compute.ts'
import type { StairInput } from './schema.ts'

/** Room left of the flight; the total rise's label goes on the right. */
const LEFT = 8
/** Room above the floor for the opening's dimension, and under the flight for the run's. */
const TOP = LABEL_SIZE * 2.5
const BOTTOM_ROOM = LABEL_SIZE * 2.5
const MOST_HEIGHT = 200
/** A floor too thin to show at the scale (or 0 deep) is drawn this thick. */
export const THINNEST_DRAWN = 1.5
/** The stringer's waist below the inner corners of the steps, as a share of a riser (only how it is drawn). */
const WAIST = 0.5

/** Width of a label at LABEL_SIZE, roughly: 0.6 of the size per character. */
const labelWidth = (label: string) => label.length * LABEL_SIZE * 0.6

type Point = readonly [number, number]
type Box = { x: number; y: number; width: number; height: number }

/** The flight as drawn, from the layout compute chose (lengths in the unit typed). */
export type DrawnFlight = {
	risers: number
	riser: number
	going: number
	nosing: number
	floorDepth: number
	/** The opening needed, from the top riser back; null when it is the whole flight. */
	openingNeeded: number | null
	headroom: number
}

/** The layout the results show, and the nosing and floor depth typed. */
export function drawnFlightOf(input: StairInput, result: StairResult): DrawnFlight {
	const { layout } = result
	return {
		risers: layout.risers,
		riser: layout.riser,
		going: layout.going,
		nosing: input.nosing,
		floorDepth: input.floorDepth,
		openingNeeded: layout.openingNeeded,
		headroom: result.headroom,
	}
}

/**
 * The flight from the side at one scale (docs/calculators/stair-calculator.md §3): x from the face of the bottom
 * riser, y up from the lower floor. Riser k's face is at (k − 1) × g, tread k at height k × r; the landing is the
 * upper floor at R = N × r. The nosings lie on the pitch line, the first at (−p, r), the landing's at (T × g − p, R).
 * The upper floor over the flight ends O back from the top riser, where the pitch line is H under its underside.
 * `riseLabel` is the total rise's label, drawn on the right, for room.
 */
export function stairDrawingLayout(flight: DrawnFlight, riseLabel: string) {
	const { risers, riser, going, nosing, floorDepth, openingNeeded, headroom } = flight
	const treads = risers - 1
	const rise = risers * riser
	const run = treads * going
	const floorEdge = openingNeeded === null ? null : run - openingNeeded
	// Room before the first riser, and at least a going of the floor over the flight before its edge.
	const left = Math.min(-(going + nosing), (floorEdge ?? 0) - going)
	const right = run + going
	// The label starts a label size right of the flight; the width estimate is a rough one, so some to spare.
	const rightRoom = 2 * LABEL_SIZE + labelWidth(riseLabel)
	const { scale } = fitDrawing(right - left, rise, {
		maxWidth: DRAWING_WIDTH - LEFT - rightRoom,
		maxHeight: MOST_HEIGHT,
	})
	const toX = (x: number) => LEFT + (x - left) * scale
	const toY = (y: number) => TOP + (rise - y) * scale
	const at = (x: number, y: number): Point => [toX(x), toY(y)]
	const floorBox = (from: number, to: number): Box => {
		// A floor deeper than the rise (the whole flight is open) is drawn down to the lower floor, not through it.
		const thickness = Math.max(THINNEST_DRAWN, Math.min(floorDepth, rise) * scale)
		return { x: toX(from), y: toY(rise), width: (to - from) * scale, height: thickness }
	}

	// Up each riser and along each tread, then down the stringer's cut at the top and along its underside.
	const stair: Array<Point> = [at(0, 0)]
	for (let step = 1; step <= risers; step += 1) {
		stair.push(at((step - 1) * going, step * riser))
		if (step < risers) stair.push(at(step * going, step * riser))
	}
	const waist = WAIST * riser
	stair.push(at(run, rise - riser - waist), at((waist * going) / riser, 0))

	const bottom = toY(0)
	return {
		scale,
		stair: stair.map(([x, y]) => `${round(x)},${round(y)}`).join(' '),
		ground: { from: at(left, 0), to: at(right, 0) },
		landing: floorBox(run, right),
		floorOverFlight: floorEdge === null || floorEdge <= left ? null : floorBox(left, floorEdge),
		pitchLine: { from: at(-nosing, riser), to: at(run - nosing, rise) },
		riseLine: {
			from: [toX(right) + LABEL_SIZE / 2, toY(rise)] as Point,
			to: [toX(right) + LABEL_SIZE / 2, bottom] as Point,
		},
		runLine: { from: [toX(0), bottom + LABEL_SIZE] as Point, to: [toX(run), bottom + LABEL_SIZE] as Point },
		openingLine:
			floorEdge === null
				? null
				: { from: [toX(floorEdge), TOP - LABEL_SIZE] as Point, to: [toX(run), TOP - LABEL_SIZE] as Point },
		headroomLine:
			floorEdge === null
				? null
				: { from: at(floorEdge, rise - floorDepth - headroom), to: at(floorEdge, rise - floorDepth) },
		height: bottom + BOTTOM_ROOM,
	}
}

function round(value: number) {
	return Math.round(value * 100) / 100
}
