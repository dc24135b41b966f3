/** Relative slack for rounding: (−R + 2r) − r can come out a hair below −R + r. */
const TOLERANCE = 1e-9

/** A circle of radius `r` centred at (x, y), y upward from the conduit's centre. */
export type PlacedCircle = { x: number; y: number; r: number }

/**
 * Lays circles (largest first) inside a circle of radius `outer` centred at (0, 0) in rows from the bottom up, as
 * wires settle in a conduit: each row is a band as tall as its first (largest) circle, filled left to right and then
 * centred. A circle that does not fit in any band is null. Deterministic, one pass, never overlapping: circles in a
 * row are apart by their radii, rows by their bands. Not the tightest packing: it can leave out circles a better one
 * would fit, so the drawing says so in words.
 */
export function packInCircle(radii: ReadonlyArray<number>, outer: number): Array<PlacedCircle | null> {
	const placed: Array<PlacedCircle | null> = []
	let bandBottom = -outer
	let bandHeight = 0
	let row: Array<{ circle: PlacedCircle; halfChord: number }> = []
	const closeRow = () => {
		// Centre the row: move it right by half the room left at its tightest circle.
		const shift = Math.min(...row.map(({ circle, halfChord }) => halfChord - circle.x)) / 2
		for (const { circle } of row) circle.x += shift
		bandBottom += bandHeight
		row = []
	}
	for (const r of radii) {
		let circle: PlacedCircle | null = null
		for (;;) {
			const height = row.length === 0 ? 2 * r : bandHeight
			// As near the middle (the widest chord) as the band lets it be.
			const y = Math.min(Math.max(0, bandBottom + r), bandBottom + height - r)
			const reach = outer - r
			// A circle touching the bottom has no chord at all; rounding must not make it a negative one.
			const halfChord = reach - Math.abs(y) >= -TOLERANCE * outer ? Math.sqrt(Math.max(0, reach ** 2 - y ** 2)) : -1
			const last = row.at(-1)?.circle
			const x = last ? Math.max(last.x + last.r + r, -halfChord) : -halfChord
			if (halfChord >= 0 && x <= halfChord) {
				circle = { x, y, r }
				if (row.length === 0) bandHeight = height
				row.push({ circle, halfChord })
				break
			}
			if (row.length === 0) break
			closeRow()
		}
		placed.push(circle)
	}
	if (row.length > 0) closeRow()
	return placed
}

/** Where circles of radius r1 about c1 and r2 about c2 cross: none, or two points. */
function crossings(c1: Point, r1: number, c2: Point, r2: number): Array<Point> {
	const dx = c2.x - c1.x
	const dy = c2.y - c1.y
	const distance = Math.hypot(dx, dy)
	if (distance === 0 || distance > r1 + r2 || distance < Math.abs(r1 - r2)) return []
	const along = (distance ** 2 + r1 ** 2 - r2 ** 2) / (2 * distance)
	const across = Math.sqrt(Math.max(0, r1 ** 2 - along ** 2))
	const mid = { x: c1.x + (dx * along) / distance, y: c1.y + (dy * along) / distance }
	return [
		{ x: mid.x - (dy * across) / distance, y: mid.y + (dx * across) / distance },
		{ x: mid.x + (dy * across) / distance, y: mid.y - (dx * across) / distance },
	]
}

type Point = { x: number; y: number }

/** Above this many circles the gravity packing (about n⁴ steps) is not tried. */
export const MOST_GRAVITY_PACKED = 40

/**
 * Lays circles (largest first) one by one at the lowest spot where each touches the wall or two circles already laid
 * and overlaps nothing, as wires settle. Tighter than packInCircle but slower, so only for a few circles.
 */
export function packByGravity(radii: ReadonlyArray<number>, outer: number): Array<PlacedCircle | null> {
	const laid: Array<PlacedCircle> = []
	const origin = { x: 0, y: 0 }
	const slack = TOLERANCE * outer
	return radii.map((r) => {
		const reach = outer - r
		if (reach < -slack) return null
		const candidates: Array<Point> = [{ x: 0, y: -Math.max(0, reach) }]
		for (const [index, a] of laid.entries()) {
			candidates.push(...crossings(origin, reach, a, a.r + r))
			for (const b of laid.slice(index + 1)) candidates.push(...crossings(a, a.r + r, b, b.r + r))
		}
		const fits = (point: Point) =>
			Math.hypot(point.x, point.y) <= reach + slack &&
			laid.every((other) => Math.hypot(point.x - other.x, point.y - other.y) >= other.r + r - slack)
		// Lowest first (then leftmost): the first that fits is where it settles.
		candidates.sort((a, b) => a.y - b.y || a.x - b.x)
		const best = candidates.find(fits)
		if (!best) return null
		const circle = { x: best.x, y: best.y, r }
		laid.push(circle)
		return circle
	})
}

/** The shelf packing, or for a few circles the gravity packing when it lays more of them inside. */
export function packConductors(radii: ReadonlyArray<number>, outer: number) {
	const shelves = packInCircle(radii, outer)
	const missing = (placed: Array<PlacedCircle | null>) => placed.filter((circle) => circle === null).length
	if (missing(shelves) === 0 || radii.length > MOST_GRAVITY_PACKED) return shelves
	const gravity = packByGravity(radii, outer)
	return missing(gravity) < missing(shelves) ? gravity : shelves
}
