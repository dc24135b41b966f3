import { DRAWING_MARGIN, DRAWING_WIDTH, fitDrawing } from '#app/components/drawing/fit-drawing.ts'
import type { DuctResult } from './compute.ts'

const GAP = 24
/** Room right of the rectangle for its height's label ('1,200 mm'). */
const RIGHT_LABEL = 64

/**
 * The duct drawing in drawing units, from the compute result alone: the round duct at its standard size (the required
 * diameter when no standard size is large enough), with the required diameter inside it, and the rectangle it
 * matches beside it, both at one scale. Sizes are the active unit's (in or mm).
 */
export function ductDrawingLayout(result: DuctResult) {
	const diameter = result.standardSize ?? result.requiredDiameter
	const rectangle =
		result.rectangular && result.rectangular.width !== null
			? { width: result.rectangular.width, height: result.rectangular.fixedSide }
			: null
	const totalWidth = diameter + (rectangle ? rectangle.width : 0)
	const totalHeight = Math.max(diameter, rectangle?.height ?? 0)
	const { scale } = fitDrawing(totalWidth, totalHeight, {
		maxWidth: DRAWING_WIDTH - DRAWING_MARGIN - (rectangle ? GAP + RIGHT_LABEL : DRAWING_MARGIN),
		maxHeight: 200,
	})
	const top = DRAWING_MARGIN
	const middle = top + (totalHeight * scale) / 2
	const radius = (diameter * scale) / 2
	const round = { cx: DRAWING_MARGIN + radius, cy: middle, r: radius, diameter }
	const required = { r: (result.requiredDiameter * scale) / 2, diameter: result.requiredDiameter }
	const drawnRectangle = rectangle && {
		x: round.cx + radius + GAP,
		y: middle - (rectangle.height * scale) / 2,
		width: rectangle.width * scale,
		height: rectangle.height * scale,
		sizes: rectangle,
	}
	return { scale, round, required, rectangle: drawnRectangle, height: top + totalHeight * scale + DRAWING_MARGIN }
}
