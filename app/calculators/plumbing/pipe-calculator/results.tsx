import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { UNIT_SYSTEM_LABELS } from '#app/calculators/plumbing/shared/results-parts.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import type { PipeCalculatorResult } from './compute.ts'
import { CUSTOM_WEIGHT_NOTE, NOMINAL_WEIGHT_NOTE, PIPE_CALCULATOR_TIPS } from './fields.ts'
import { RunsTable } from './runs-table.tsx'
import { EXTRA_VOLUME_BOUNDS, type PipeCalculatorInput, RUN_BOUNDS } from './schema.ts'

export function PipeCalculatorResults({
	input,
	result,
	onStartNew,
}: ResultsProps<PipeCalculatorInput, PipeCalculatorResult>) {
	const system = input.unit
	const volumeUnit = EXTRA_VOLUME_BOUNDS[system].unit
	const totalLength = input.runs.reduce((sum, run) => sum + run.length, 0)
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			{result.hasCustomRun ? <p>{CUSTOM_WEIGHT_NOTE}</p> : null}
			<InputSummary
				items={[
					{ label: 'Unit System', value: UNIT_SYSTEM_LABELS[system] },
					{ label: 'Pipe runs', value: formatCount(input.runs.length) },
					{ label: 'Total pipe length', value: formatLengths([totalLength], RUN_BOUNDS[system].unit) },
					{ label: 'Extra volume', value: `${formatEntered(input.extraVolume)} ${volumeUnit}` },
				]}
			/>
			<RunsTable runs={result.runs} system={system} />
			<ResultTables tables={result.shown.tables} />
			<p>{NOMINAL_WEIGHT_NOTE}</p>
			<TipsList tips={PIPE_CALCULATOR_TIPS} />
		</ResultsCard>
	)
}
