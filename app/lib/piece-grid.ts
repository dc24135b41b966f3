import { ceilCount } from './rounding.ts'

/**
 * A surface laid with a grid of equal pieces (tiles, boards), with rectangular openings cut out: which pieces are
 * whole, which are cut, for the drawings of issue #29. Lengths are in any one unit; x runs along the surface's length
 * from the left, y up its width (a wall's height) from the bottom.
 */
export type Size = { width: number; height: number }
export type Box = Size & { x: number; y: number }
/**
 * A piece of the grid: its size, and where the first one's bottom-left corner is (0 or less: the first column and
 * row are cut when the grid is set out from the middle); from the surface's bottom-left corner when not given.
 */
export type GridPiece = Size & { x?: number; y?: number }
export type PieceKind = 'whole' | 'cut' | 'none'

const NOISE = 1e-9

/** How many pieces of `piece`, the first at `start`, cover `extent`; those past an edge are cut. */
export function pieceCount(extent: number, piece: number, start = 0) {
	return extent > 0 && piece > 0 ? ceilCount((extent - start) / piece) : 0
}

/** The start and end of the `index`-th piece along an axis, cut at the surface's edges. */
export function pieceSpan(index: number, piece: number, extent: number, start = 0) {
	const from = start + index * piece
	return [Math.max(0, from), Math.min(from + piece, extent)] as const
}

/**
 * Where a grid set out from the middle of `extent` starts (0 or less): a joint or a piece's centre on the middle,
 * whichever leaves the wider cut pieces at both edges, as a tiler sets out.
 */
export function centredStart(extent: number, piece: number) {
	const edgeCut = (offset: number) => {
		const rest = (((extent / 2 + offset) % piece) + piece) % piece
		return rest < NOISE * piece || rest > piece * (1 - NOISE) ? piece : rest
	}
	const cut = Math.max(edgeCut(0), edgeCut(piece / 2))
	return cut >= piece ? 0 : cut - piece
}

/**
 * The piece at `column`, `row`: 'none' when an opening covers it all (nothing is fixed there), 'cut' when the
 * surface's edge or an opening takes part of it, else 'whole'.
 */
export function pieceKind(surface: Size, piece: GridPiece, openings: ReadonlyArray<Box>, column: number, row: number) {
	const tolerance = NOISE * Math.max(surface.width, surface.height, piece.width, piece.height)
	const [left, right] = pieceSpan(column, piece.width, surface.width, piece.x)
	const [bottom, top] = pieceSpan(row, piece.height, surface.height, piece.y)
	const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.min(a1, b1) - Math.max(a0, b0) > tolerance
	const covers = (a0: number, a1: number, b0: number, b1: number) => b0 <= a0 + tolerance && b1 >= a1 - tolerance
	const kind: PieceKind = openings.some(
		(box) => covers(left, right, box.x, box.x + box.width) && covers(bottom, top, box.y, box.y + box.height),
	)
		? 'none'
		: right - left < piece.width - tolerance ||
			  top - bottom < piece.height - tolerance ||
			  openings.some(
					(box) => overlap(left, right, box.x, box.x + box.width) && overlap(bottom, top, box.y, box.y + box.height),
			  )
			? 'cut'
			: 'whole'
	return kind
}

/**
 * The pieces along one axis in runs that stand alike against every opening: each piece holding an opening's edge (or
 * next to one) on its own, the pieces between as one run, so a 60 m wall of 10 mm tiles is counted in a few steps.
 */
function runs(extent: number, piece: number, start: number, edges: ReadonlyArray<number>) {
	const count = pieceCount(extent, piece, start)
	if (count === 0) return []
	const single = new Set([0, count - 1])
	for (const edge of edges) {
		const at = Math.floor((edge - start) / piece)
		for (const index of [at - 1, at, at + 1]) if (index >= 0 && index < count) single.add(index)
	}
	const found: Array<{ index: number; count: number }> = []
	let next = 0
	for (const index of [...single].sort((a, b) => a - b)) {
		if (index > next) found.push({ index: next, count: index - next })
		found.push({ index, count: 1 })
		next = index + 1
	}
	return found
}

/** The whole and cut pieces of a surface with its openings cut out; the pieces an opening covers are not counted. */
export function countPieces(surface: Size, piece: GridPiece, openings: ReadonlyArray<Box>) {
	const columns = runs(
		surface.width,
		piece.width,
		piece.x ?? 0,
		openings.flatMap((box) => [box.x, box.x + box.width]),
	)
	const rows = runs(
		surface.height,
		piece.height,
		piece.y ?? 0,
		openings.flatMap((box) => [box.y, box.y + box.height]),
	)
	let whole = 0
	let cut = 0
	for (const column of columns) {
		// Only the openings across this column can touch its pieces: a long list stays quick.
		const [left, right] = pieceSpan(column.index, piece.width, surface.width, piece.x)
		const across = openings.filter((box) => box.x < right && box.x + box.width > left)
		for (const row of rows) {
			const kind = pieceKind(surface, piece, across, column.index, row.index)
			if (kind === 'whole') whole += column.count * row.count
			if (kind === 'cut') cut += column.count * row.count
		}
	}
	return {
		columns: pieceCount(surface.width, piece.width, piece.x),
		rows: pieceCount(surface.height, piece.height, piece.y),
		whole,
		cut,
	}
}

/**
 * Where the openings go, since none is typed: on the first surface with room left along its length, side by side and
 * evenly spaced, at the bottom edge (`align` 'bottom', a door in a wall) or across the middle. An opening that fits no
 * surface is not placed (-1 in `surfaceOf`).
 */
export function placeOpenings(
	surfaces: ReadonlyArray<Size>,
	openings: ReadonlyArray<Size>,
	align: 'bottom' | 'middle',
) {
	const used = surfaces.map(() => 0)
	const surfaceOf = openings.map((opening) => {
		const index = surfaces.findIndex(
			(surface, at) =>
				(used[at] ?? 0) + opening.width <= surface.width * (1 + NOISE) &&
				opening.height <= surface.height * (1 + NOISE),
		)
		if (index >= 0) used[index] = (used[index] ?? 0) + opening.width
		return index
	})
	const boxes = surfaces.map((surface, at) => {
		const mine = openings.filter((_, index) => surfaceOf[index] === at)
		const gap = Math.max(0, surface.width - (used[at] ?? 0)) / (mine.length + 1)
		let x = 0
		return mine.map((opening) => {
			x += gap
			const box = {
				x,
				y: align === 'bottom' ? 0 : (surface.height - opening.height) / 2,
				width: opening.width,
				height: opening.height,
			}
			x += opening.width
			return box
		})
	})
	return { boxes, surfaceOf }
}
