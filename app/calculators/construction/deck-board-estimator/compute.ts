import type { Worked } from '#app/estimate/estimate.ts'
import { plusPercent, purchaseKey, roundedUp } from '#app/estimate/working-text.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import { ftToIn, lengthToM, m2ToFt2, mToMm } from '#app/lib/units.ts'
import { type DeckInput, deckLengthUnit } from './schema.ts'

export type DeckResult = Worked & {
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
 * The working gives each line with the lengths as typed; the boards are bought by their size.
 */
export function computeDeckBoards(input: DeckInput): DeckResult {
	const toM = (value: number) => lengthToM(value, input.unit, input.metricUnit)
	const unit = deckLengthUnit(input)
	const typed = (value: number) => `${formatEntered(value)} ${unit}`
	const lengthM = toM(input.length)
	const widthM = toM(input.width)
	const exactPerRow = widthM / (toM(input.boardWidth) + toM(input.gapSize))
	const exactRows = lengthM / toM(input.boardLength)
	const boardsPerRow = ceilCount(exactPerRow)
	const rows = ceilCount(exactRows)
	const baseBoards = boardsPerRow * rows
	const waste = input.wastePercentage
	const exactBoards = baseBoards * (1 + waste / 100)
	const boardsNeeded = ceilCount(exactBoards)
	const totalArea = lengthM * widthM
	const totalAreaFt2 = m2ToFt2(totalArea)
	const wasteBoards = boardsNeeded - baseBoards
	const size =
		unit === 'ft'
			? `${formatEntered(ftToIn(input.boardWidth))} in × ${typed(input.boardLength)}`
			: `${formatEntered(mToMm(toM(input.boardWidth)))} × ${formatEntered(mToMm(toM(input.boardLength)))} mm`
	return {
		totalArea,
		totalAreaFt2,
		boardsPerRow,
		rows,
		baseBoards,
		boardsNeeded,
		working: [
			{
				label: 'Total Boards Required',
				steps: `${formatCount(boardsPerRow)} × ${formatCount(rows)} = ${formatCount(baseBoards)} boards ${plusPercent(waste, 'waste')} = ${roundedUp(exactBoards, boardsNeeded)}`,
			},
			{
				label: 'Boards per Row',
				steps: `${typed(input.width)} ÷ (${typed(input.boardWidth)} + ${typed(input.gapSize)}) = ${roundedUp(exactPerRow, boardsPerRow)}`,
			},
			{
				label: 'Rows of Boards',
				steps: `${typed(input.length)} ÷ ${typed(input.boardLength)} = ${roundedUp(exactRows, rows)}`,
			},
			{
				label: 'Total Deck Area',
				steps: `${typed(input.length)} × ${typed(input.width)} = ${formatNumber(totalArea)} m² (${formatNumber(totalAreaFt2)} ft²)`,
			},
			{
				label: 'Waste Allowance',
				steps: `${formatCount(boardsNeeded)} − ${formatCount(baseBoards)} = ${formatEntered(waste)}% (${formatCount(wasteBoards)} ${wasteBoards === 1 ? 'board' : 'boards'})`,
			},
		],
		purchases: [
			{
				key: `deck-board-${purchaseKey(size)}`,
				item: `Deck board, ${size}`,
				quantity: boardsNeeded,
				unit: 'board',
			},
		],
	}
}
