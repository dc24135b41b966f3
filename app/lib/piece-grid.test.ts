import fc from 'fast-check'
import { expect, test } from 'vitest'
import { centredStart, countPieces, pieceCount, pieceKind, placeOpenings } from './piece-grid.ts'

test('counted in runs, the whole and cut pieces are those found piece by piece', () => {
	const size = fc.integer({ min: 1, max: 60 })
	fc.assert(
		fc.property(
			size,
			size,
			fc.integer({ min: 1, max: 12 }),
			fc.integer({ min: 1, max: 12 }),
			fc.array(fc.record({ width: size, height: size }), { maxLength: 3 }),
			fc.boolean(),
			(width, height, pieceWidth, pieceHeight, openings, isCentred) => {
				const surface = { width, height }
				const start = isCentred ? { x: centredStart(width, pieceWidth), y: centredStart(height, pieceHeight) } : {}
				const piece = { width: pieceWidth, height: pieceHeight, ...start }
				const [boxes = []] = placeOpenings([surface], openings, 'middle').boxes
				const byPiece = { whole: 0, cut: 0, none: 0 }
				for (let column = 0; column < pieceCount(width, pieceWidth, piece.x); column += 1) {
					for (let row = 0; row < pieceCount(height, pieceHeight, piece.y); row += 1) {
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

test('set out from the middle, the cut pieces at both edges match and are the wider of the two ways', () => {
	// 3,000 / 2 = 1,500: a joint on the middle leaves no cut; 2,000 / 2 = 1,000: a joint leaves 100 mm, a tile centred
	// 250 mm, so the first tile starts 50 mm before the edge; 4,050 / 2 = 2,025: 225 mm beats 75 mm.
	expect(centredStart(3000, 300)).toBe(0)
	expect(centredStart(2000, 300)).toBeCloseTo(-50, 9)
	expect(centredStart(4050, 300)).toBeCloseTo(-75, 9)
	// Narrower than a tile: one tile centred, cut at both sides.
	expect(centredStart(200, 300)).toBeCloseTo(-50, 9)
})
