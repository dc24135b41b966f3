import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { bothSystems, UNIT_SYSTEM_LABELS } from '#app/calculators/plumbing/shared/results-parts.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import type { PipeCalculatorResult } from './compute.ts'
import { CUSTOM_WEIGHT_NOTE, NOMINAL_WEIGHT_NOTE, PIPE_CALCULATOR_TIPS } from './fields.ts'
import { RunsTable } from './runs-table.tsx'
import { EXTRA_VOLUME_BOUNDS, type PipeCalculatorInput, RUN_BOUNDS } from './schema.ts'

function kilograms(kg: number | null, lb: number | null, system: UnitSystem) {
	return kg === null || lb === null ? '–' : bothSystems(system, `${formatNumber(kg)} kg`, `${formatNumber(lb)} lb`)
}

export function PipeCalculatorResults({
	input,
	result,
	onStartNew,
}: ResultsProps<PipeCalculatorInput, PipeCalculatorResult>) {
	const system = input.unit
	const isMetric = system === 'metric'
	const volumeUnit = EXTRA_VOLUME_BOUNDS[system].unit
	const volume = (value: number) => `${formatNumber(value)} ${volumeUnit}`
	const totalLength = input.runs.reduce((sum, run) => sum + run.length, 0)
	return (
		<ResultsCard
			headlineLabel="Water content"
			headlineValue={volume(isMetric ? result.litres : result.usGallons)}
			onStartNew={onStartNew}
		>
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
			<ResultsTable
				caption="Totals"
				rows={[
					{ label: 'Pipework volume', value: volume(result.pipeworkVolume) },
					{ label: 'Extra volume', value: volume(result.extraVolume) },
					{
						label: 'Water content',
						value: bothSystems(system, `${formatNumber(result.litres)} L`, `${formatNumber(result.usGallons)} US gal`),
					},
					{
						label: 'Cubic volume',
						value: bothSystems(
							system,
							`${formatNumber(result.cubicMetres, 3)} m³`,
							`${formatNumber(result.cubicFeet)} ft³`,
						),
					},
					{ label: 'Water weight', value: kilograms(result.waterKg, result.waterLb, system) },
					{ label: 'Pipe weight (empty)', value: kilograms(result.pipeKg, result.pipeLb, system) },
					{ label: 'Filled weight', value: kilograms(result.filledKg, result.filledLb, system) },
				]}
			/>
			<p>{NOMINAL_WEIGHT_NOTE}</p>
			<TipsList tips={PIPE_CALCULATOR_TIPS} />
		</ResultsCard>
	)
}
