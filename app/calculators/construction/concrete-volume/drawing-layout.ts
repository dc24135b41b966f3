import { DRAWING_WIDTH, fitDrawing, LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import type { ConcreteInput } from './schema.ts'

/** Room left of the views; their dimension labels go on the right. */
const LEFT = 16
/** Room for a view's title above it, and between the two views. */
const TITLE_ROOM = LABEL_SIZE * 2
/** Room under the plan for the length's dimension line and label. */
const BOTTOM_ROOM = LABEL_SIZE * 3
/** The shapes together are at most this tall. */
const MOST_SHAPE_HEIGHT = 220
/** A side thinner than this at the scale (a 0.1 m slab 1 km long) is drawn this thick so it shows. */
export const THINNEST_DRAWN = 2
/** A round column's top and bottom are drawn as ellipses this fraction of the diameter tall (an oblique view). */
const ELLIPSE_RATIO = 0.3

/** Width of a label at LABEL_SIZE, roughly: 0.6 of the size per character. */
const labelWidth = (label: string) => label.length * LABEL_SIZE * 0.6

type Box = { x: number; y: number; width: number; height: number }

/**
 * Where a shape `width` wide starts so it sits in the middle of the room left of its right-hand labels, and far enough
 * in that the label centred under it (`bottomLabel`) is not cut off at the left edge.
 */
function centredLeft(width: number, rightRoom: number, bottomLabel: string) {
	const middle = Math.max((DRAWING_WIDTH - rightRoom) / 2, LEFT + labelWidth(bottomLabel) / 2)
	return Math.max(LEFT, middle - width / 2)
}

/** A real size at the scale, never thinner than THINNEST_DRAWN. */
function drawnSize(value: number, scale: number) {
	return Math.max(THINNEST_DRAWN, value * scale)
}

/**
 * The views of a slab, footing or wall (docs/calculators/concrete-volume.md §3: a box, Length × Width × Height) at one
 * scale, one above the other and sharing the length: the side view (Length × Height: a slab's or footing's section,
 * a wall's face) and the plan (Length × Width). `right` and `bottom` are the labels drawn beside and under the views,
 * for room.
 */
export function boxDrawingLayout(
	input: Pick<ConcreteInput, 'length' | 'width' | 'height'>,
	{ right, bottom }: { right: ReadonlyArray<string>; bottom: string },
) {
	const rightRoom = LABEL_SIZE + Math.max(0, ...right.map(labelWidth))
	const { scale } = fitDrawing(input.length, input.width + input.height, {
		maxWidth: DRAWING_WIDTH - LEFT - rightRoom,
		maxHeight: MOST_SHAPE_HEIGHT,
	})
	const width = drawnSize(input.length, scale)
	const x = centredLeft(width, rightRoom, bottom)
	const side: Box = { x, y: TITLE_ROOM, width, height: drawnSize(input.height, scale) }
	const plan: Box = { x, y: side.y + side.height + TITLE_ROOM, width, height: drawnSize(input.width, scale) }
	const isThickened = [input.length, input.width, input.height].some((value) => value * scale < THINNEST_DRAWN)
	return { scale, side, plan, isThickened, height: plan.y + plan.height + BOTTOM_ROOM }
}

/**
 * A round column (docs/calculators/concrete-volume.md §3: π × (D ÷ 2)² × H) as an upright cylinder, its round top
 * and bottom drawn as ellipses, at one scale: `body` is its outline from the top ellipse's middle to the bottom's.
 */
export function columnDrawingLayout(
	input: Pick<ConcreteInput, 'diameter' | 'height'>,
	{ right, bottom }: { right: string; bottom: string },
) {
	const rightRoom = LABEL_SIZE + labelWidth(right)
	const { scale } = fitDrawing(input.diameter, input.height + ELLIPSE_RATIO * input.diameter, {
		maxWidth: DRAWING_WIDTH - LEFT - rightRoom,
		maxHeight: MOST_SHAPE_HEIGHT,
	})
	const width = drawnSize(input.diameter, scale)
	const ellipse = { rx: width / 2, ry: (width * ELLIPSE_RATIO) / 2 }
	const body: Box = {
		x: centredLeft(width, rightRoom, bottom),
		y: LABEL_SIZE + ellipse.ry,
		width,
		height: drawnSize(input.height, scale),
	}
	const isThickened = [input.diameter, input.height].some((value) => value * scale < THINNEST_DRAWN)
	return { scale, body, ellipse, isThickened, height: body.y + body.height + ellipse.ry + BOTTOM_ROOM }
}
