import { MOST_ENTRIES_DRAWN } from '#app/components/drawing/job-drawing.tsx'
import { pieceGridLayouts } from '#app/components/drawing/piece-grid-layout.ts'
import type { DrywallResult } from './compute.ts'

/**
 * The drywall drawings in drawing units, from the compute result's surface layouts alone: the first
 * MOST_ENTRIES_DRAWN walls and ceiling, each fitted to the drawing on its own.
 */
export function drywallDrawingLayout(result: DrywallResult) {
	const surfaces = result.surfaceLayouts.slice(0, MOST_ENTRIES_DRAWN)
	const drawings = pieceGridLayouts(
		surfaces.map((surface) => ({
			size: { width: surface.length, height: surface.height },
			piece: surface.board,
			openings: surface.cutouts,
			columns: surface.columns,
			rows: surface.rows,
		})),
	)
	return surfaces.flatMap((surface, index) => {
		const drawing = drawings[index]
		return drawing ? [{ surface, drawing }] : []
	})
}
