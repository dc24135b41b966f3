import { DRAWING_WIDTH, fitDrawing, LABEL_SIZE } from './fit-drawing.ts'
import { MOST_ENTRIES_DRAWN } from './job-drawing.tsx'
import { ceilCount, floorCount } from '#app/lib/rounding.ts'
import { type Box, type GridPiece, pieceKind, pieceSpan, type Size } from '#app/lib/piece-grid.ts'

/** Room left of the surface, and right of it for the height's label ('10\' 11 15/16"', '12,500 mm'). */
const LEFT = 12
const RIGHT_ROOM = 96
const TOP = 8
/** Room under the surface for its length's dimension line and label. */
const BOTTOM_ROOM = 2.5 * LABEL_SIZE + 4
const MAX_HEIGHT = 180
/**
 * Up to this many pieces of a surface are drawn one by one, and of all the surfaces together; a larger surface (or one
 * past the total) is drawn as a grid with its cut pieces as strips.
 */
const MOST_PIECES_DRAWN = 100
const MOST_PIECES_DRAWN_IN_ALL = 500

/** Grid lines closer than this (drawing units) would be a grey smear: the grid is left out. */
const FINEST_GRID = 3
const MOST_GRID_LINES = 400
const NOISE = 1e-9

export type DrawnPiece = Box & { kind: 'whole' | 'cut' }

/**
 * A surface of pieces in drawing units (issue #29), from its layout alone: the surface's `size`, the `piece`, the
 * `openings` cut out (all in one real unit, y up from the bottom), and the counts of columns and rows. Small surfaces
 * list every piece drawn (`pieces`); larger ones give one grid path and the cut strips (the last column and row, the
 * ring of pieces round each opening), so the element count stays bounded whatever the size.
 */
export function pieceGridLayout({
	size,
	piece,
	openings,
	columns,
	rows,
	mostPieces = MOST_PIECES_DRAWN,
}: {
	mostPieces?: number
	size: Size
	piece: GridPiece
	openings: ReadonlyArray<Box>
	columns: number
	rows: number
}) {
	const frame = surfaceFrame(size)
	const { scale, width, bottom, toDrawing } = frame
	const startX = piece.x ?? 0
	const startY = piece.y ?? 0
	const cellOf = (column: number, row: number): Box => {
		const [left, right] = pieceSpan(column, piece.width, size.width, startX)
		const [low, high] = pieceSpan(row, piece.height, size.height, startY)
		return { x: left, y: low, width: right - left, height: high - low }
	}
	const isOneByOne = columns * rows <= mostPieces
	const pieces: Array<DrawnPiece> = []
	if (isOneByOne) {
		for (let column = 0; column < columns; column += 1) {
			for (let row = 0; row < rows; row += 1) {
				const kind = pieceKind(size, piece, openings, column, row)
				if (kind !== 'none') pieces.push({ ...toDrawing(cellOf(column, row)), kind })
			}
		}
	}
	const strips: Array<Box> = []
	let gridPath = ''
	if (!isOneByOne && columns > 0 && rows > 0) {
		// The cut columns and rows at the edges: the last, and the first when the grid is set out from the middle.
		for (const column of new Set([0, columns - 1])) {
			const cell = cellOf(column, 0)
			if (cell.width < piece.width * (1 - NOISE)) strips.push(toDrawing({ ...cell, y: 0, height: size.height }))
		}
		for (const row of new Set([0, rows - 1])) {
			const cell = cellOf(0, row)
			if (cell.height < piece.height * (1 - NOISE)) strips.push(toDrawing({ ...cell, x: 0, width: size.width }))
		}
		// The pieces an opening touches, to the grid's joints round it.
		const joint = (at: number, start: number, length: number, round: (value: number) => number) =>
			start + round((at - start) / length) * length
		for (const box of openings) {
			const left = Math.max(0, joint(box.x, startX, piece.width, floorCount))
			const right = Math.min(size.width, joint(box.x + box.width, startX, piece.width, ceilCount))
			const low = Math.max(0, joint(box.y, startY, piece.height, floorCount))
			const high = Math.min(size.height, joint(box.y + box.height, startY, piece.height, ceilCount))
			strips.push(toDrawing({ x: left, y: low, width: right - left, height: high - low }))
		}
		const isReadable = piece.width * scale >= FINEST_GRID && piece.height * scale >= FINEST_GRID
		if (isReadable && columns + rows - 2 <= MOST_GRID_LINES) {
			const across = Array.from({ length: columns - 1 }, (_, index) => {
				const x = LEFT + (startX + (index + 1) * piece.width) * scale
				return `M${round(x)} ${round(TOP)}V${round(bottom)}`
			})
			const up = Array.from({ length: rows - 1 }, (_, index) => {
				const y = bottom - (startY + (index + 1) * piece.height) * scale
				return `M${round(LEFT)} ${round(y)}H${round(LEFT + width)}`
			})
			gridPath = [...across, ...up].join('')
		}
	}
	return {
		scale,
		surface: frame.surface,
		pieces,
		strips,
		gridPath,
		isOneByOne,
		cutouts: openings.map(toDrawing),
		lengthLine: frame.lengthLine,
		heightLine: frame.heightLine,
		height: frame.drawingHeight,
	}
}

/**
 * A real surface (a wall, a floor) fitted into the drawing's width and `maxHeight`: its scale, its box and bottom edge
 * in drawing units, the mapping of a real box (x, y up from the bottom-left) into it, and its two dimension lines.
 */
export function surfaceFrame(size: Size, maxHeight = MAX_HEIGHT) {
	const { scale, width, height } = fitDrawing(size.width, size.height, {
		maxWidth: DRAWING_WIDTH - LEFT - RIGHT_ROOM,
		maxHeight,
	})
	const bottom = TOP + height
	const toDrawing = (box: Box): Box => ({
		x: LEFT + box.x * scale,
		y: bottom - (box.y + box.height) * scale,
		width: box.width * scale,
		height: box.height * scale,
	})
	return {
		scale,
		width,
		height,
		bottom,
		toDrawing,
		surface: { x: LEFT, y: TOP, width, height },
		lengthLine: { from: [LEFT, bottom + LABEL_SIZE] as const, to: [LEFT + width, bottom + LABEL_SIZE] as const },
		heightLine: {
			from: [LEFT + width + LABEL_SIZE / 2, TOP] as const,
			to: [LEFT + width + LABEL_SIZE / 2, bottom] as const,
		},
		drawingHeight: bottom + BOTTOM_ROOM,
	}
}

/**
 * The first MOST_ENTRIES_DRAWN surfaces, each with its layout (`gridOf` gives its size, piece and grid), drawing pieces
 * one by one while MOST_PIECES_DRAWN_IN_ALL lasts.
 */
export function pieceGridDrawings<TSurface>(
	surfaces: ReadonlyArray<TSurface>,
	gridOf: (surface: TSurface) => Omit<Parameters<typeof pieceGridLayout>[0], 'mostPieces'>,
) {
	let left = MOST_PIECES_DRAWN_IN_ALL
	return surfaces.slice(0, MOST_ENTRIES_DRAWN).map((surface) => {
		const grid = gridOf(surface)
		const drawing = pieceGridLayout({ ...grid, mostPieces: Math.min(MOST_PIECES_DRAWN, left) })
		if (drawing.isOneByOne) left -= grid.columns * grid.rows
		return { surface, drawing }
	})
}

function round(value: number) {
	return Math.round(value * 100) / 100
}
