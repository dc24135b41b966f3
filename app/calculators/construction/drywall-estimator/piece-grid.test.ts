import fc from 'fast-check'
import { expect, test } from 'vitest'
import { countPieces, pieceCount, pieceKind, placeOpenings } from './piece-grid.ts'

test('counted in runs, the whole and cut pieces are those found piece by piece', () => {
	const size = fc.integer({ min: 1, max: 60 })
	fc.assert(
		fc.property(
			size,
			size,
			fc.integer({ min: 1, max: 12 }),
			fc.integer({ min: 1, max: 12 }),
			fc.array(fc.record({ width: size, height: size }), { maxLength: 3 }),
			(width, height, pieceWidth, pieceHeight, openings) => {
				const surface = { width, height }
				const piece = { width: pieceWidth, height: pieceHeight }
				const [boxes = []] = placeOpenings([surface], openings, 'middle').boxes
				const byPiece = { whole: 0, cut: 0, none: 0 }
				for (let column = 0; column < pieceCount(width, pieceWidth); column += 1) {
					for (let row = 0; row < pieceCount(height, pieceHeight); row += 1) {
						byPiece[pieceKind(surface, piece, boxes, column, row)] += 1
					}
				}
				const counted = countPieces(surface, piece, boxes)
				expect([counted.whole, counted.cut]).toEqual([byPiece.whole, byPiece.cut])
			},
		),
	)
})

test('openings go side by side on the first surface with room, evenly spaced; one that fits none is not placed', () => {
	// 3 m wall: 0.9 + 1.5 = 2.4 m placed with gaps of (3 − 2.4) / 3 = 0.2 m, at 0.2 and 0.2 + 0.9 + 0.2 = 1.3 m; 1.2 m
	// is too long for the 0.6 m left and goes on the 2 m wall, (2 − 1.2) / 2 = 0.4 m in; 2.5 m fits neither.
	const placed = placeOpenings(
		[
			{ width: 3, height: 2.4 },
			{ width: 2, height: 2.4 },
		],
		[
			{ width: 0.9, height: 2 },
			{ width: 1.5, height: 1 },
			{ width: 1.2, height: 1 },
			{ width: 2.5, height: 1 },
		],
		'bottom',
	)
	expect(placed.surfaceOf).toEqual([0, 0, 1, -1])
	expect(placed.boxes[0]?.map((box) => box.x)).toEqual([expect.closeTo(0.2, 9), expect.closeTo(1.3, 9)])
	expect(placed.boxes[1]).toEqual([{ x: expect.closeTo(0.4, 9), y: 0, width: 1.2, height: 1 }])
})
