import { pieceGridDrawings } from '#app/components/drawing/piece-grid-layout.ts'
import type { DrywallResult } from './compute.ts'

/**
 * The drywall drawings in drawing units, from the compute result's surface layouts alone: the first walls and the
 * ceiling, each fitted to the drawing on its own.
 */
export function drywallDrawingLayout(result: DrywallResult) {
	return pieceGridDrawings(result.surfaceLayouts, (surface) => ({
		size: { width: surface.length, height: surface.height },
		piece: surface.board,
		openings: surface.cutouts,
		columns: surface.columns,
		rows: surface.rows,
	}))
}
