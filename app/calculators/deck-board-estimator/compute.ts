import { ceilCount } from '#app/lib/rounding.ts'
import { lengthToM, m2ToFt2 } from '#app/lib/units.ts'
import type { DeckInput } from './schema.ts'

export type DeckResult = {
	/** Deck area, m². */
	totalArea: number
	totalAreaFt2: number
	boardsPerRow: number
	rows: number
	/** Boards before waste. */
	baseBoards: number
	boardsNeeded: number
}

/**
 * Seed 000 §9 and SPEC-NOTES §3, all lengths first converted to metres:
 * boards per row = ceil(width / (board width + gap)); rows = ceil(length / board length);
 * boards = ceil(boards per row × rows × (1 + waste / 100)). Area m² = length × width; ft² = m² × 10.764.
 */
export function computeDeckBoards(input: DeckInput): DeckResult {
	const toM = (value: number) => lengthToM(value, input.unit, input.metricUnit)
	const lengthM = toM(input.length)
	const widthM = toM(input.width)
	const boardsPerRow = ceilCount(widthM / (toM(input.boardWidth) + toM(input.gapSize)))
	const rows = ceilCount(lengthM / toM(input.boardLength))
	const baseBoards = boardsPerRow * rows
	const totalArea = lengthM * widthM
	return {
		totalArea,
		totalAreaFt2: m2ToFt2(totalArea),
		boardsPerRow,
		rows,
		baseBoards,
		boardsNeeded: ceilCount(baseBoards * (1 + input.wastePercentage / 100)),
	}
}
