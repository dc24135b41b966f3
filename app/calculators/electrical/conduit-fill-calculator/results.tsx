import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { ukCableName } from '#app/calculators/electrical/shared/iet-cable-factors.ts'
import { wireSizeName } from '#app/calculators/electrical/shared/nec-chapter-9.ts'
import { formatCount, formatNumber } from '#app/lib/format.ts'
import { FT_PER_M } from '#app/lib/units.ts'
import type { ConduitFillResult } from './compute.ts'
import {
	CONDUIT_FILL_LABELS,
	CONDUIT_FILL_TIPS,
	CONDUIT_TYPE_OPTIONS,
	UK_GROUPING_NOTE,
	WIRE_TYPE_OPTIONS,
} from './fields.ts'
import { SafetyNote } from '#app/calculators/electrical/shared/safety-note.tsx'
import type { ConduitFillInput } from './schema.ts'
import { STANDARD_OPTIONS } from '#app/calculators/electrical/shared/standard-options.ts'
import { ConduitFillDrawing } from './drawing.tsx'

function inputItems(input: ConduitFillInput) {
	const standard = { label: 'Standard', value: optionLabel(STANDARD_OPTIONS, input.standard) }
	if (input.standard === 'metric') {
		return [
			standard,
			{ label: CONDUIT_FILL_LABELS.diameter, value: `${input.diameter} mm` },
			{
				label: CONDUIT_FILL_LABELS.runLength,
				value: `${formatNumber(input.runLength)} m (${formatNumber(input.runLength * FT_PER_M)} ft)`,
			},
			{ label: CONDUIT_FILL_LABELS.bends, value: formatCount(input.bends) },
			...input.rows.map((row) => ({ label: row.name, value: `${row.count} × ${ukCableName(row.cable)}` })),
		]
	}
	return [
		standard,
		{ label: CONDUIT_FILL_LABELS.conduitType, value: optionLabel(CONDUIT_TYPE_OPTIONS, input.conduitType) },
		{ label: CONDUIT_FILL_LABELS.tradeSize, value: `${input.tradeSize} in` },
		...input.rows.map((row) => ({
			label: row.name,
			value: `${row.count} × ${wireSizeName(row.size)} ${optionLabel(WIRE_TYPE_OPTIONS, row.type)}`,
		})),
	]
}

export function ConduitFillResults({ input, result, onStartNew }: ResultsProps<ConduitFillInput, ConduitFillResult>) {
	const { headline, tables } = result.shown
	return (
		<ResultsCard headline={headline} onStartNew={onStartNew}>
			<InputSummary items={inputItems(input)} />
			<ResultTables tables={tables} />
			<ConduitFillDrawing input={input} result={result} />
			{result.standard === 'metric' ? <ResultNote>{UK_GROUPING_NOTE}</ResultNote> : null}
			<SafetyNote />
			<TipsList tips={CONDUIT_FILL_TIPS} />
		</ResultsCard>
	)
}
