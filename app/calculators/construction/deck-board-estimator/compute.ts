import type { Estimated } from '#app/estimate/estimate.ts'
import { plusPercent, purchaseKey } from '#app/estimate/working-text.ts'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import { ftToIn, lengthToM, m2ToFt2, mToMm } from '#app/lib/units.ts'
import { type DeckInput, deckLengthUnit } from './schema.ts'

export type DeckResult = Estimated & {
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
 * docs/calculators/deck-board-estimator.md §3, all lengths first converted to metres:
 * boards per row = ceil(width / (board width + gap)); rows = ceil(length / board length);
 * boards = ceil(boards per row × rows × (1 + waste / 100)). Area m² = length × width; ft² = m² × 10.764.
 * The lines shown give their working with the lengths as typed; the boards are bought by their size.
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
		shown: {
			headline: {
				label: 'Total Boards Required',
				value: formatCount(boardsNeeded),
				steps: `${formatCount(boardsPerRow)} × ${formatCount(rows)} = ${formatCount(baseBoards)} boards ${plusPercent(waste, 'waste')} = ${formatEntered(exactBoards)} →`,
			},
			tables: [
				{
					caption: 'Deck Materials Summary',
					lines: [
						{ label: 'Project Specification', value: `${formatLengths([input.length, input.width], unit)} deck` },
						{ label: 'Board Dimensions', value: formatLengths([input.boardWidth, input.boardLength], unit) },
						{ label: 'Gap Between Boards', value: formatLengths([input.gapSize], unit) },
						{
							label: 'Boards per Row',
							value: formatCount(boardsPerRow),
							steps: `${typed(input.width)} ÷ (${typed(input.boardWidth)} + ${typed(input.gapSize)}) = ${formatEntered(exactPerRow)} →`,
						},
						{
							label: 'Rows of Boards',
							value: formatCount(rows),
							steps: `${typed(input.length)} ÷ ${typed(input.boardLength)} = ${formatEntered(exactRows)} →`,
						},
						{
							label: 'Total Deck Area',
							value: `${formatNumber(totalArea)} m² (${formatNumber(totalAreaFt2)} ft²)`,
							steps: `${typed(input.length)} × ${typed(input.width)} =`,
						},
						{
							label: 'Waste Allowance',
							value: `${formatEntered(waste)}% (${formatCount(wasteBoards)} ${wasteBoards === 1 ? 'board' : 'boards'})`,
							steps: `${formatCount(boardsNeeded)} − ${formatCount(baseBoards)} =`,
						},
					],
				},
			],
		},
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
