import { pieceGridDrawings } from '#app/components/drawing/piece-grid-layout.ts'
import type { TileResult } from './compute.ts'
import type { TileInput } from './schema.ts'

/**
 * The tile drawings in drawing units, from the compute result's surface layouts (tile length along each surface's
 * length): the first surfaces, each fitted to the drawing on its own.
 */
export function tileDrawingLayout(input: Pick<TileInput, 'tileLengthMm' | 'tileWidthMm'>, result: TileResult) {
	return pieceGridDrawings(result.surfaceLayouts, (surface) => ({
		size: { width: surface.lengthMm, height: surface.widthMm },
		piece: { width: input.tileLengthMm, height: input.tileWidthMm, ...surface.startMm },
		openings: surface.cutouts,
		columns: surface.columns,
		rows: surface.rows,
	}))
}
