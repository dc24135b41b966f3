import { DRAWING_MARGIN, DRAWING_WIDTH, fitDrawing, LABEL_SIZE } from '#app/components/drawing/fit-drawing.ts'
import { isEqualTol } from '#app/lib/rounding.ts'
import type { DeckResult } from './compute.ts'
import type { DeckInput } from './schema.ts'

/** Boards drawn one by one up to this many; more draw as the deck's outline and its row ends (issue #29). */
export const MOST_BOARDS_DRAWN = 400
/** Row ends drawn as lines (when boards are not) up to this many rows; more would be a grey smear at 320 units. */
const MOST_ROW_ENDS_DRAWN = 100
/** A board thinner than this (drawing units) cannot show its gaps: the deck draws as an outline. */
const THINNEST_BOARD_DRAWN = 1.5
/** Room right of the deck for its width's label (3,280' 0", 1,000,000 mm). */
const RIGHT_LABEL = 92
const LEFT = 16
/** The board length is dimensioned above the deck only when its label fits over it (3,600 mm, 12' 0"). */
const SHORTEST_DIMENSIONED = 64

export type DeckBoard = { x: number; y: number; width: number; height: number; isCut: boolean }

/**
 * The deck in drawing units, its lengths in the unit typed: boards run along the deck's length (left to right),
 * `result.boardsPerRow` of them side by side across its width with a gap after each, in `result.rows` rows joined end
 * to end (docs/calculators/deck-board-estimator.md §3). The last row is the board length cut to what is left of the
 * deck, the last board across is ripped to what is left of the width: both are cut (hatched). Counts come from the
 * result; only positions are worked here.
 */
export function deckDrawingLayout(input: DeckInput, result: DeckResult) {
	const { length, width, boardWidth, boardLength, gapSize } = input
	const { scale } = fitDrawing(length, width, {
		maxWidth: DRAWING_WIDTH - LEFT - RIGHT_LABEL,
		maxHeight: 240,
	})
	const deck = { x: LEFT, y: DRAWING_MARGIN, width: length * scale, height: width * scale }
	const pitch = boardWidth + gapSize
	const lastRowLength = length - (result.rows - 1) * boardLength
	const lastBoardWidth = Math.min(boardWidth, width - (result.boardsPerRow - 1) * pitch)
	const rowEnds =
		result.rows - 1 <= MOST_ROW_ENDS_DRAWN
			? Array.from({ length: result.rows - 1 }, (_, index) => deck.x + (index + 1) * boardLength * scale)
			: []
	const isLastRowCut = !isEqualTol(lastRowLength, boardLength) && lastRowLength < boardLength
	const isLastBoardRipped = !isEqualTol(lastBoardWidth, boardWidth) && lastBoardWidth < boardWidth
	const isDrawnBoardByBoard =
		result.boardsPerRow * result.rows <= MOST_BOARDS_DRAWN && boardWidth * scale >= THINNEST_BOARD_DRAWN
	const boards: DeckBoard[] = []
	if (isDrawnBoardByBoard)
		for (let across = 0; across < result.boardsPerRow; across++) {
			const isRipped = isLastBoardRipped && across === result.boardsPerRow - 1
			for (let along = 0; along < result.rows; along++) {
				const isLastRow = along === result.rows - 1
				boards.push({
					x: deck.x + along * boardLength * scale,
					y: deck.y + across * pitch * scale,
					width: (isLastRow ? lastRowLength : boardLength) * scale,
					height: (isRipped ? lastBoardWidth : boardWidth) * scale,
					isCut: isRipped || (isLastRow && isLastRowCut),
				})
			}
		}
	return {
		scale,
		deck,
		boards,
		rowEnds: isDrawnBoardByBoard ? [] : rowEnds,
		/** Boards are joined end to end: the deck is longer than one board. */
		hasJoints: result.rows > 1,
		isLastRowCut,
		isLastBoardRipped,
		isDrawnBoardByBoard,
		/** The first row's board length, dimensioned above the deck when the deck takes more than one row. */
		boardLengthDrawn: result.rows > 1 && boardLength * scale >= SHORTEST_DIMENSIONED ? boardLength * scale : null,
		lastRowLength,
		height: deck.y + deck.height + LABEL_SIZE * 3,
	}
}
