import { MOST_ENTRIES_DRAWN } from '#app/components/drawing/job-drawing.tsx'
import type { TileResult } from './compute.ts'
import { pieceGridLayouts } from '#app/components/drawing/piece-grid-layout.ts'
import type { TileInput } from './schema.ts'

/**
 * The tile drawings in drawing units, from the compute result's surface layouts (tile length along each surface's
 * length): the first MOST_ENTRIES_DRAWN surfaces, each fitted to the drawing on its own.
 */
export function tileDrawingLayout(input: Pick<TileInput, 'tileLengthMm' | 'tileWidthMm'>, result: TileResult) {
	const surfaces = result.surfaceLayouts.slice(0, MOST_ENTRIES_DRAWN)
	const drawings = pieceGridLayouts(
		surfaces.map((surface) => ({
			size: { width: surface.lengthMm, height: surface.widthMm },
			piece: { width: input.tileLengthMm, height: input.tileWidthMm, ...surface.startMm },
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
