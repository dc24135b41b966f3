import { DRAWING_WIDTH, fitDrawing, LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import { MOST_ENTRIES_DRAWN } from '#app/components/drawing/job-drawing.tsx'
import type { LayingPattern } from './options.ts'

/** A corner of a piece, in the area's length unit: x along its length from the left, y down its width from the top. */
type Point = readonly [number, number]
/** A laid unit as its corners in order (a rectangle, turned 45° in herringbone 45°). */
export type Polygon = ReadonlyArray<Point>

/** The unit and joint, in the area's length unit (m or ft). */
export type LaidUnit = { length: number; width: number; joint: number }

/** Pieces of one area are worked out up to this many, and of all areas together up to MOST_PIECES_IN_ALL. */
const MOST_PIECES = 3000
const MOST_PIECES_IN_ALL = 8000
/** A unit narrower than this (drawing units) would draw as a grey smear: only the outline is drawn. */
const NARROWEST_DRAWN = 2.5
/** Basketweave squares of n units are drawn when n widths come this close to a length (a share of the width). */
const BASKETWEAVE_FIT = 0.15
/** Real areas at or below this share of a piece are noise from a shared edge, not a piece. */
const NOISE = 1e-9

const LEFT = 12
const TOP = 8
/** Room right of the area for its width's label, and under it for its length's. */
const RIGHT_ROOM = 96
const BOTTOM_ROOM = 2.5 * LABEL_SIZE + 4
const MAX_HEIGHT = 200

function rectangle(x: number, y: number, width: number, height: number): Polygon {
	return [
		[x, y],
		[x + width, y],
		[x + width, y + height],
		[x, y + height],
	]
}

function polygonArea(polygon: Polygon) {
	let twice = 0
	for (let index = 0; index < polygon.length; index += 1) {
		const [x1, y1] = polygon[index] ?? [0, 0]
		const [x2, y2] = polygon[(index + 1) % polygon.length] ?? [0, 0]
		twice += x1 * y2 - x2 * y1
	}
	return Math.abs(twice) / 2
}

/** The part of a convex polygon on the kept side of one edge of the box (Sutherland–Hodgman). */
function clipEdge(polygon: Polygon, isInside: (point: Point) => boolean, cross: (a: Point, b: Point) => Point) {
	const kept: Array<Point> = []
	polygon.forEach((current, index) => {
		const previous = polygon[(index + polygon.length - 1) % polygon.length] ?? current
		if (isInside(current)) {
			if (!isInside(previous)) kept.push(cross(previous, current))
			kept.push(current)
		} else if (isInside(previous)) kept.push(cross(previous, current))
	})
	return kept
}

/** The part of a convex polygon inside the box 0 ≤ x ≤ width, 0 ≤ y ≤ height. */
export function clipToBox(polygon: Polygon, width: number, height: number): Polygon {
	const atX =
		(x: number) =>
		(a: Point, b: Point): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])]
	const atY =
		(y: number) =>
		(a: Point, b: Point): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y]
	let clipped = clipEdge(polygon, ([x]) => x >= 0, atX(0))
	clipped = clipEdge(clipped, ([x]) => x <= width, atX(width))
	clipped = clipEdge(clipped, ([, y]) => y >= 0, atY(0))
	return clipEdge(clipped, ([, y]) => y <= height, atY(height))
}

type Box = { x0: number; y0: number; x1: number; y1: number }

const range = (from: number, to: number) =>
	Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index)

/** Stack bond: rows of units end to end, the joints lined up both ways. */
function stack({ length, width, joint }: LaidUnit, box: Box, stagger = 0) {
	const along = length + joint
	const across = width + joint
	return range(Math.floor(box.y0 / across), Math.floor(box.y1 / across)).flatMap((row) => {
		const offset = (((row % 2) + 2) % 2) * stagger
		return range(Math.floor((box.x0 - offset) / along), Math.floor((box.x1 - offset) / along)).map((column) =>
			rectangle(offset + column * along, row * across, length, width),
		)
	})
}

/**
 * Herringbone: each unit along the length (L × W modules, joints included) has one across it below its left end, W × L,
 * in a staircase; staircases repeat every (L, −L). H at (pW + qL, pW − qL), V at (pW + qL, pW − qL + W).
 */
function herringbone({ length, width, joint }: LaidUnit, box: Box) {
	const along = length + joint
	const across = width + joint
	const corners = [
		[box.x0, box.y0],
		[box.x1, box.y0],
		[box.x0, box.y1],
		[box.x1, box.y1],
	] as const
	const ps = corners.map(([x, y]) => (x + y) / (2 * across))
	const qs = corners.map(([x, y]) => (x - y) / (2 * along))
	const pieces: Array<Polygon> = []
	for (const p of range(Math.floor(Math.min(...ps)) - 2, Math.ceil(Math.max(...ps)) + 1))
		for (const q of range(Math.floor(Math.min(...qs)) - 2, Math.ceil(Math.max(...qs)) + 1)) {
			const x = p * across + q * along
			const y = p * across - q * along
			if (x > box.x1 || x + along < box.x0 || y > box.y1 || y + across + along < box.y0) continue
			pieces.push(rectangle(x, y, length, width), rectangle(x, y + across, width, length))
		}
	return pieces
}

/** How many units side by side make a basketweave square as long as one unit, or null when none come close. */
export function basketweaveCount({ length, width, joint }: LaidUnit) {
	const count = Math.max(1, Math.round((length + joint) / (width + joint)))
	const mismatch = Math.abs(count * (width + joint) - (length + joint))
	return mismatch <= BASKETWEAVE_FIT * (width + joint) ? count : null
}

/** Basketweave: squares of n units, turned a quarter at each square, the joints inside a square evened out. */
function basketweave(unit: LaidUnit, count: number, box: Box) {
	const side = unit.length + unit.joint
	const pitch = side / count
	const across = Math.min(unit.width, pitch)
	return range(Math.floor(box.y0 / side), Math.floor(box.y1 / side)).flatMap((row) =>
		range(Math.floor(box.x0 / side), Math.floor(box.x1 / side)).flatMap((column) =>
			range(0, count - 1).map((index) =>
				(row + column) % 2 === 0
					? rectangle(column * side, row * side + index * pitch, unit.length, across)
					: rectangle(column * side + index * pitch, row * side, across, unit.length),
			),
		),
	)
}

const QUARTER_TURN = Math.PI / 4

function turn([x, y]: Point, angle: number): Point {
	return [x * Math.cos(angle) - y * Math.sin(angle), x * Math.sin(angle) + y * Math.cos(angle)]
}

/**
 * The units of `pattern` over an area of `size`, set out from its top left corner, each clipped to the area: whole or
 * cut. Null when more than `mostPieces` would be worked out. Herringbone 45° is herringbone 90° turned an eighth.
 */
export function laidPieces(
	pattern: LayingPattern,
	unit: LaidUnit,
	size: { length: number; width: number },
	mostPieces = MOST_PIECES,
) {
	const angle = pattern === 'herringbone45' ? QUARTER_TURN : 0
	const corners = rectangle(0, 0, size.length, size.width).map((point) => turn(point, -angle))
	const xs = corners.map(([x]) => x)
	const ys = corners.map(([, y]) => y)
	const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) }
	const estimate =
		((box.x1 - box.x0 + 2 * unit.length) * (box.y1 - box.y0 + 2 * unit.length)) /
		((unit.length + unit.joint) * (unit.width + unit.joint))
	if (estimate > mostPieces) return null
	const weave = basketweaveCount(unit)
	const pieces =
		pattern === 'running'
			? stack(unit, box, (unit.length + unit.joint) / 2)
			: pattern === 'herringbone90' || pattern === 'herringbone45'
				? herringbone(unit, box)
				: pattern === 'basketweave' && weave !== null
					? basketweave(unit, weave, box)
					: stack(unit, box)
	const whole: Array<Polygon> = []
	const cut: Array<Polygon> = []
	for (const piece of pieces) {
		const laid = angle === 0 ? piece : piece.map((point) => turn(point, angle))
		const full = polygonArea(laid)
		const inside = clipToBox(laid, size.length, size.width)
		const area = inside.length > 2 ? polygonArea(inside) : 0
		if (area >= full * (1 - NOISE)) whole.push(laid)
		else if (area > full * NOISE) cut.push(inside)
	}
	return { whole, cut }
}

function round(value: number) {
	return Math.round(value * 100) / 100
}

/** One path of many polygons, in drawing units. */
function pathOf(polygons: ReadonlyArray<Polygon>, toDrawing: (point: Point) => Point) {
	return polygons
		.map(
			(polygon) =>
				`M${polygon
					.map(toDrawing)
					.map(([x, y]) => `${round(x)} ${round(y)}`)
					.join('L')}Z`,
		)
		.join('')
}

export type AreaPlan = ReturnType<typeof areaPlanLayout>

/**
 * One area to scale in drawing units, with its units laid in the pattern (docs/calculators/paver-calculator.md §3):
 * whole units as one path, the units cut at its edges as another, hatched; only the outline when the units are too
 * small or too many to draw (`reason`). The count to buy is worked from the area, not from these pieces.
 */
export function areaPlanLayout(
	size: { length: number; width: number },
	unit: LaidUnit,
	pattern: LayingPattern,
	mostPieces = MOST_PIECES,
) {
	const { scale, width, height } = fitDrawing(size.length, size.width, {
		maxWidth: DRAWING_WIDTH - LEFT - RIGHT_ROOM,
		maxHeight: MAX_HEIGHT,
	})
	const toDrawing = ([x, y]: Point): Point => [LEFT + x * scale, TOP + y * scale]
	const isTooSmall = Math.min(unit.length, unit.width) * scale < NARROWEST_DRAWN
	const pieces = isTooSmall ? null : laidPieces(pattern, unit, size, mostPieces)
	const bottom = TOP + height
	return {
		scale,
		outline: { x: LEFT, y: TOP, width, height },
		wholePath: pieces ? pathOf(pieces.whole, toDrawing) : '',
		cutPath: pieces ? pathOf(pieces.cut, toDrawing) : '',
		whole: pieces?.whole.length ?? 0,
		cut: pieces?.cut.length ?? 0,
		reason: isTooSmall ? ('small' as const) : pieces ? null : ('many' as const),
		lengthLine: { from: [LEFT, bottom + LABEL_SIZE] as const, to: [LEFT + width, bottom + LABEL_SIZE] as const },
		widthLine: {
			from: [LEFT + width + LABEL_SIZE / 2, TOP] as const,
			to: [LEFT + width + LABEL_SIZE / 2, bottom] as const,
		},
		height: bottom + BOTTOM_ROOM,
	}
}

/** The first MOST_ENTRIES_DRAWN areas, each laid while MOST_PIECES_IN_ALL lasts; later ones as outlines. */
export function paverDrawingLayout(
	areas: ReadonlyArray<{ name: string; length: number; width: number }>,
	unit: LaidUnit,
	pattern: LayingPattern,
) {
	let left = MOST_PIECES_IN_ALL
	return areas.slice(0, MOST_ENTRIES_DRAWN).map((area) => {
		const plan = areaPlanLayout(area, unit, pattern, Math.min(MOST_PIECES, left))
		left -= plan.whole + plan.cut
		return { area, plan }
	})
}
