import { DRAWING_WIDTH, LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import type { UkConduitFillFigures } from './types.ts'

const SIDE = 16
const BAR_TOP = LABEL_SIZE * 2
const BAR_HEIGHT = 36
/** The cables' bar sits inside the conduit's, this far in from its top and bottom. */
const INSET = 8

/**
 * The UK method's figures as lengths at one scale (docs/calculators/conduit-fill-calculator.md §3, UK): a bar as long
 * as the conduit factor, and in it one segment per row as long as count × cable factor, end to end, so the cables run
 * past the conduit's end when they do not fit. With no conduit factor (not covered) only the cables are drawn.
 */
export function ukCapacityLayout(result: Pick<UkConduitFillFigures, 'conduitFactor' | 'cableFactorSum' | 'rows'>) {
	const longest = Math.max(result.conduitFactor ?? 0, result.cableFactorSum)
	const scale = longest > 0 ? (DRAWING_WIDTH - 2 * SIDE) / longest : 0
	const conduit =
		result.conduitFactor === null
			? null
			: { x: SIDE, y: BAR_TOP, width: result.conduitFactor * scale, height: BAR_HEIGHT }
	let x = SIDE
	const segments = result.rows.map((row, index) => {
		const width = row.count * row.cableFactor * scale
		const segment = { x, y: BAR_TOP + INSET, width, height: BAR_HEIGHT - 2 * INSET, row: index }
		x += width
		return segment
	})
	return {
		scale,
		conduit,
		segments,
		labelY: BAR_TOP + BAR_HEIGHT + LABEL_SIZE * 1.5,
		height: BAR_TOP + BAR_HEIGHT + LABEL_SIZE * 3,
	}
}
