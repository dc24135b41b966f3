import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import type { DeckResult } from './compute.ts'
import { LENGTH_UNIT_SYSTEM_LABELS } from '#app/lib/units.ts'
import { DECK_FIELD_LABELS } from './fields.ts'
import { DECK_LENGTH_FIELDS, type DeckInput, deckLengthUnit } from './schema.ts'

export function DeckResults({
	input,
	result,
	onStartNew,
}: {
	input: DeckInput
	result: DeckResult
	onStartNew: () => void
}) {
	const unit = deckLengthUnit(input)
	const length = (value: number) => formatLengths([value], unit)
	const wasteBoards = result.boardsNeeded - result.baseBoards
	return (
		<ResultsCard
			headlineLabel="Total Boards Required"
			headlineValue={formatCount(result.boardsNeeded)}
			onStartNew={onStartNew}
		>
			<InputSummary
				items={[
					{ label: 'Unit System', value: LENGTH_UNIT_SYSTEM_LABELS[unit] },
					...DECK_LENGTH_FIELDS.map((field) => ({ label: DECK_FIELD_LABELS[field], value: length(input[field]) })),
					{ label: DECK_FIELD_LABELS.wastePercentage, value: `${formatEntered(input.wastePercentage)}%` },
				]}
			/>
			<ResultsTable
				caption="Deck Materials Summary"
				rows={[
					{ label: 'Project Specification', value: `${formatLengths([input.length, input.width], unit)} deck` },
					{ label: 'Board Dimensions', value: formatLengths([input.boardWidth, input.boardLength], unit) },
					{ label: 'Gap Between Boards', value: length(input.gapSize) },
					{ label: 'Boards per Row', value: formatCount(result.boardsPerRow) },
					{ label: 'Rows of Boards', value: formatCount(result.rows) },
					{
						label: 'Total Deck Area',
						value: `${formatNumber(result.totalArea)} m² (${formatNumber(result.totalAreaFt2)} ft²)`,
					},
					{
						label: 'Waste Allowance',
						value: `${formatEntered(input.wastePercentage)}% (${formatCount(wasteBoards)} ${wasteBoards === 1 ? 'board' : 'boards'})`,
					},
				]}
			/>
		</ResultsCard>
	)
}
