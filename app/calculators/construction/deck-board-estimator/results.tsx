import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatEntered } from '#app/lib/format.ts'
import type { DeckResult } from './compute.ts'
import { LENGTH_UNIT_SYSTEM_LABELS } from '#app/lib/units.ts'
import { DECK_FIELD_LABELS } from './fields.ts'
import { DECK_LENGTH_FIELDS, type DeckInput, deckLengthUnit } from './schema.ts'
import { DeckDrawing } from './drawing.tsx'

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
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			<InputSummary
				items={[
					{ label: 'Unit System', value: LENGTH_UNIT_SYSTEM_LABELS[unit] },
					...DECK_LENGTH_FIELDS.map((field) => ({ label: DECK_FIELD_LABELS[field], value: length(input[field]) })),
					{ label: DECK_FIELD_LABELS.wastePercentage, value: `${formatEntered(input.wastePercentage)}%` },
				]}
			/>
			<ResultTables tables={result.shown.tables} />
			<DeckDrawing input={input} result={result} />
		</ResultsCard>
	)
}
