import fc from 'fast-check'
import { expect, test } from 'vitest'
import { boardLengthText, boardRowsOf, boardWidthLength } from './board-rows.ts'

test('rows = ⌈covered width ÷ board width⌉, the last row what is left (docs/calculators/laminate-calculator.md §3)', () => {
	// 3.58 m ÷ 0.192 m = 18.65 → 19 rows; last row 3.58 − 18 × 0.192 = 3.58 − 3.456 = 0.124 m
	const rows = boardRowsOf(3.58, 0.192)
	expect(rows.rows).toBe(19)
	expect(rows.lastRowWidth).toBeCloseTo(0.124, 12)
	expect(rows.isLastRowCut).toBe(true)
	// 0.124 m is not under 0.192 ÷ 3 = 0.064 m: no need to rip the first row
	expect(rows.edgeRowWidth).toBeNull()
	expect(boardLengthText(rows.lastRowWidth, 'metric')).toBe('124 mm')
})

test('a last row under a third of a board: rip the first row too, both (last + board) ÷ 2', () => {
	// 12 ft − 3/4 in = 143.25 in ÷ 7.5 in = 19.1 → 20 rows; last 143.25 − 19 × 7.5 = 0.75 in, under 7.5 ÷ 3 = 2.5 in;
	// edges (0.75 + 7.5) ÷ 2 = 4.125 in
	const rows = boardRowsOf(143.25 / 12, boardWidthLength(7.5, 'imperial'))
	expect(rows.rows).toBe(20)
	expect(rows.lastRowWidth * 12).toBeCloseTo(0.75, 12)
	expect((rows.edgeRowWidth ?? 0) * 12).toBeCloseTo(4.125, 12)
	expect(boardLengthText(rows.lastRowWidth, 'imperial')).toBe('0.75 in (3/4")')
})

test('the float trap: a width that is a whole number of boards is that many rows, the last a whole board', () => {
	// 0.6 ÷ 0.2 = 2.9999999999999996 → 3 rows; 0.6 − 2 × 0.2 = 0.19999999999999996: a whole board, not cut
	expect(0.6 / 0.2).toBe(2.9999999999999996)
	const sixty = boardRowsOf(0.6, boardWidthLength(200, 'metric'))
	expect(sixty).toMatchObject({ rows: 3, isLastRowCut: false, edgeRowWidth: null })
	expect(sixty.lastRowWidth).toBeCloseTo(0.2, 12)
	// 1.3 ÷ 0.052 = 25.000000000000004: Math.ceil would say 26 rows and a last row of nothing; ceilCount says 25
	expect(1.3 / 0.052).toBe(25.000000000000004)
	const twentyFive = boardRowsOf(1.3, boardWidthLength(52, 'metric'))
	expect(twentyFive).toMatchObject({ rows: 25, isLastRowCut: false, edgeRowWidth: null })
	expect(twentyFive.lastRowWidth).toBeCloseTo(0.052, 12)
	expect(twentyFive.lastRowWidth).toBeLessThanOrEqual(0.052)
})

test('a room narrower than one board is one row, ripped; no first row to rip as well', () => {
	// 0.1 m ÷ 0.192 m = 0.52 → 1 row of 0.1 m
	expect(boardRowsOf(0.1, 0.192)).toEqual({
		coveredWidth: 0.1,
		rows: 1,
		lastRowWidth: 0.1,
		isLastRowCut: true,
		edgeRowWidth: null,
	})
})

test('property: rows × board ≥ covered width > (rows − 1) × board, the last row within (0, board]', () => {
	const hundredths = (min: number, max: number) => fc.integer({ min, max }).map((value) => value / 100)
	fc.assert(
		fc.property(hundredths(5, 16_500), fc.integer({ min: 50, max: 400 }), (covered, boardMm) => {
			const board = boardWidthLength(boardMm, 'metric')
			const { rows, lastRowWidth, edgeRowWidth } = boardRowsOf(covered, board)
			expect(Number.isInteger(rows) && rows >= 1).toBe(true)
			expect(rows * board).toBeGreaterThanOrEqual(covered * (1 - 1e-9))
			expect(covered).toBeGreaterThan((rows - 1) * board)
			expect(lastRowWidth).toBeGreaterThan(0)
			expect(lastRowWidth).toBeLessThanOrEqual(board)
			expect((rows - 1) * board + lastRowWidth).toBeCloseTo(covered, 9)
			if (edgeRowWidth !== null) {
				expect(edgeRowWidth).toBeGreaterThanOrEqual(board / 2)
				expect(2 * edgeRowWidth + (rows - 2) * board).toBeCloseTo(covered, 9)
			}
		}),
	)
})
