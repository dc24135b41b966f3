/**
 * Drawings are laid out in 'drawing units': a box DRAWING_WIDTH wide that the SVG scales to the card's width, so
 * text of LABEL_SIZE units reads at about 11 px on a 320 px phone and stays in proportion in print.
 */
export const DRAWING_WIDTH = 320
export const LABEL_SIZE = 12
/** About how wide a label of LABEL_SIZE is drawn: 0.72 em a character, as wide as a wide sans serif's digits run. */
export function labelWidth(label: string) {
	return label.length * LABEL_SIZE * 0.72
}

/** Room around the shape for its dimension lines and their labels. */
export const DRAWING_MARGIN = 36

/**
 * The scale (drawing units per real unit) that fits a `width` × `height` shape into `maxWidth` × `maxHeight`
 * drawing units, and the size it is drawn at. A zero or non-finite size draws as a point, never NaN.
 */
export function fitDrawing(
	width: number,
	height: number,
	{ maxWidth = DRAWING_WIDTH - 2 * DRAWING_MARGIN, maxHeight = 240 } = {},
) {
	const byWidth = width > 0 ? maxWidth / width : Number.POSITIVE_INFINITY
	const byHeight = height > 0 ? maxHeight / height : Number.POSITIVE_INFINITY
	const scale = Math.min(byWidth, byHeight)
	const usable = Number.isFinite(scale) && scale > 0 ? scale : 0
	return { scale: usable, width: width * usable, height: height * usable }
}
