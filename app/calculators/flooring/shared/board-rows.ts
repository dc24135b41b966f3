import type { ResultTable } from '#app/components/results/result-lines.ts'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount, isEqualTol } from '#app/lib/rounding.ts'
import { ftToIn, inToFt, mmToM, mToMm, type UnitSystem } from '#app/lib/units.ts'

/**
 * The rows of boards in one room (docs/calculators/laminate-calculator.md §3, hardwood-calculator.md §3): rows run
 * along the room's length, so they are stacked across the width the boards cover. Lengths in m or ft.
 */
export type BoardRows = {
	/** Across the rows: the room's width (hardwood) or its width less 2 × the gap (laminate). */
	coveredWidth: number
	/** ⌈covered width ÷ board width⌉, noise ignored. */
	rows: number
	/** Covered width − (rows − 1) × board width: the last row, ripped to fit; a whole board at most. */
	lastRowWidth: number
	/** Whether the last row is ripped narrower than a board (false when the width is a whole number of boards). */
	isLastRowCut: boolean
	/** Under a third of a board, the last row is too thin to hold: rip the first row too, both to this. Else null. */
	edgeRowWidth: number | null
}

/** The board width typed, mm or in, in the system's length: ÷ 1,000 (m) or ÷ 12 (ft). */
export function boardWidthLength(boardWidth: number, unit: UnitSystem) {
	return unit === 'metric' ? mmToM(boardWidth) : inToFt(boardWidth)
}

/** The unit a board width is typed and shown in: mm or in. */
export function boardUnit(unit: UnitSystem) {
	return unit === 'metric' ? 'mm' : 'in'
}

/** A length in m or ft in the board's unit, mm or in. */
export function inBoardUnit(length: number, unit: UnitSystem) {
	return unit === 'metric' ? mToMm(length) : ftToIn(length)
}

/**
 * rows = ceilTol(W ÷ b) so 0.6 m of 0.2 m boards is 3 rows, not 4; last row = W − (rows − 1) × b, kept within
 * (0, b] against noise; edge rows = (last row + b) ÷ 2 when the last row is under b ÷ 3.
 */
export function boardRowsOf(coveredWidth: number, boardWidth: number): BoardRows {
	const rows = Math.max(1, ceilCount(coveredWidth / boardWidth))
	const lastRowWidth = Math.min(boardWidth, coveredWidth - (rows - 1) * boardWidth)
	const edgeRowWidth = rows > 1 && lastRowWidth < boardWidth / 3 ? (lastRowWidth + boardWidth) / 2 : null
	const isLastRowCut = !isEqualTol(lastRowWidth, boardWidth)
	return { coveredWidth, rows, lastRowWidth, isLastRowCut, edgeRowWidth }
}

/** A board-sized length for the results: '124 mm', '4.25 in (4 1/4")'. */
export function boardLengthText(length: number, unit: UnitSystem) {
	const value = inBoardUnit(length, unit)
	return unit === 'metric' ? `${formatNumber(value, 0)} mm` : formatLengths([value], 'in', formatNumber)
}

/**
 * One table per room (its caption the room's name): Rows, Last row and, when the last row is under a third of a
 * board, Edge rows. `coveredSteps` writes the covered width as typed ('(3.6 m − 2 × 10 mm)').
 */
export function boardRowsTables(
	names: ReadonlyArray<string>,
	roomRows: ReadonlyArray<BoardRows>,
	boardWidth: number,
	unit: UnitSystem,
): ReadonlyArray<ResultTable> {
	const inUnit = (length: number) => `${formatEntered(inBoardUnit(length, unit))} ${boardUnit(unit)}`
	const board = inUnit(boardWidth)
	return roomRows.map((room, index) => {
		const last = boardLengthText(room.lastRowWidth, unit)
		return {
			caption: names[index] ?? '',
			isPerEntry: true,
			lines: [
				{
					label: 'Rows of boards',
					value: formatCount(room.rows),
					steps: `${inUnit(room.coveredWidth)} ÷ ${board} = ${formatEntered(room.coveredWidth / boardWidth)} →`,
				},
				{
					label: 'Last row width',
					value: last,
					steps: `${inUnit(room.coveredWidth)} − ${formatCount(room.rows - 1)} × ${board} =`,
				},
				...(room.edgeRowWidth === null
					? []
					: [
							{
								label: 'First and last rows, ripped evenly',
								value: `${boardLengthText(room.edgeRowWidth, unit)} each`,
								steps: `(${inUnit(room.lastRowWidth)} + ${board}) ÷ 2 =`,
							},
						]),
			],
		}
	})
}
