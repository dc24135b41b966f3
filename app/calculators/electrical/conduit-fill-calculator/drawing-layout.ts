import { DRAWING_WIDTH, LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import { packConductors } from './circle-packing.ts'
import type { UsConduitFillFigures } from './types.ts'

/** At most this many conductors are drawn (inside the conduit and below it), so 5 rows of 200 stay quick to draw. */
export const MOST_CONDUCTORS_DRAWN = 300
/** The conduit's inside (or the largest conductor, when it is larger) is drawn this many units across. */
const LARGEST_DRAWN = 160
const SIDE = 16
/** Room under the conduit for its diameter's dimension line and label, and the fill. */
const UNDER_CONDUIT = LABEL_SIZE * 5
/** The conductors that could not be laid inside take at most this much height below it (more than the largest). */
const MOST_OUTSIDE_HEIGHT = 120
const OUTSIDE_GAP = 2

export type DrawnConductor = { x: number; y: number; r: number; row: number }

/** Radius of a circle of this area. */
const radiusOf = (area: number) => Math.sqrt(area / Math.PI)

/**
 * The conductors, largest first (the order they are packed in), at most MOST_CONDUCTORS_DRAWN: each one row index and
 * radius, in inches, from the area the result gives its row.
 */
function conductorsLargestFirst(rows: UsConduitFillFigures['rows']) {
	const order = rows.map((row, index) => ({ row: index, r: radiusOf(row.areaIn2), count: row.count }))
	order.sort((a, b) => b.r - a.r)
	const conductors: Array<{ row: number; r: number }> = []
	for (const { row, r, count } of order) {
		const room = MOST_CONDUCTORS_DRAWN - conductors.length
		for (let index = 0; index < Math.min(count, room); index++) conductors.push({ row, r })
	}
	return conductors
}

/** Conductors that could not be laid inside, in rows left to right under the conduit, while MOST_OUTSIDE_HEIGHT lasts. */
function layOutside(conductors: ReadonlyArray<{ row: number; r: number }>, top: number) {
	const laid: Array<DrawnConductor> = []
	let x = SIDE
	let rowTop = top
	let rowHeight = 0
	// Room for two rows of the largest at least, so a pair too large for the conduit both show.
	const height = Math.max(MOST_OUTSIDE_HEIGHT, 4 * (conductors[0]?.r ?? 0) + OUTSIDE_GAP)
	for (const { row, r } of conductors) {
		if (x + 2 * r > DRAWING_WIDTH - SIDE && laid.length > 0) {
			x = SIDE
			rowTop += rowHeight + OUTSIDE_GAP
			rowHeight = 0
		}
		if (rowTop + 2 * r > top + height) break
		laid.push({ x: x + r, y: rowTop + Math.max(rowHeight, 2 * r) / 2, r, row })
		rowHeight = Math.max(rowHeight, 2 * r)
		x += 2 * r + OUTSIDE_GAP
	}
	return { laid, bottom: laid.length > 0 ? rowTop + rowHeight : top }
}

/**
 * The conduit cut across, from the result alone (docs/calculators/conduit-fill-calculator.md §3, US): a circle of its
 * internal area A and one circle per conductor of its row's area a, all at one scale (drawn area ∝ table area), packed
 * inside largest first (./circle-packing.ts). Those the packing cannot lay inside go below it; past MOST_CONDUCTORS_DRAWN, `notDrawn`.
 */
export function conduitDrawingLayout(result: Pick<UsConduitFillFigures, 'conduitAreaIn2' | 'rows' | 'conductorCount'>) {
	const conduitRadius = radiusOf(result.conduitAreaIn2)
	const conductors = conductorsLargestFirst(result.rows)
	const largest = Math.max(conduitRadius, conductors[0]?.r ?? 0)
	const scale = largest > 0 ? LARGEST_DRAWN / (2 * largest) : 0
	const conduit = { cx: DRAWING_WIDTH / 2, cy: LABEL_SIZE + largest * scale, r: conduitRadius * scale }
	const packed = packConductors(
		conductors.map(({ r }) => r),
		conduitRadius,
	)
	const inside: Array<DrawnConductor> = []
	const left: Array<{ row: number; r: number }> = []
	conductors.forEach((conductor, index) => {
		const place = packed[index]
		const r = conductor.r * scale
		if (place) inside.push({ x: conduit.cx + place.x * scale, y: conduit.cy - place.y * scale, r, row: conductor.row })
		else left.push({ row: conductor.row, r })
	})
	const below = conduit.cy + largest * scale + UNDER_CONDUIT
	const outside = layOutside(left, below + LABEL_SIZE * 1.5)
	const notDrawn = result.conductorCount - inside.length - outside.laid.length
	const height = (outside.laid.length > 0 ? outside.bottom : below) + LABEL_SIZE
	return {
		scale,
		conduit,
		conduitDiameterIn: 2 * conduitRadius,
		inside,
		outside: outside.laid,
		notDrawn,
		below,
		height,
	}
}
