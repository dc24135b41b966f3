import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import type { InsulationResult } from './compute.ts'
import { INSULATION_TIPS } from './fields.ts'
import { CLIMATE_ZONE_LABELS, LOCATION_LABELS } from './options.ts'
import type { InsulationInput } from './schema.ts'

export function InsulationResults({ input, result, onStartNew }: ResultsProps<InsulationInput, InsulationResult>) {
	const isMetric = input.unit === 'metric'
	const target = isMetric
		? input.targetMode === 'thickness'
			? `${formatEntered(input.targetThickness ?? 0)} mm`
			: `U-value ${formatEntered(input.targetU ?? 0)} W/m²K`
		: `R-${formatEntered(input.targetR ?? 0)}`
	const existing = isMetric ? `${formatEntered(input.existing)} mm` : `R-${formatEntered(input.existing)}`
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			{result.message ? <ResultNote>{result.message}</ResultNote> : null}
			<InputSummary
				items={[
					{ label: 'Where', value: LOCATION_LABELS[input.unit][input.location] },
					{ label: 'Areas', value: formatCount(input.areas.length) },
					{ label: 'Openings', value: formatCount(input.openings.length) },
					...(isMetric ? [] : [{ label: 'Climate zone', value: CLIMATE_ZONE_LABELS[input.climateZone] }]),
					{ label: 'Target', value: target },
					...(isMetric ? [{ label: 'Conductivity λ', value: `${formatEntered(input.conductivity ?? 0)} W/mK` }] : []),
					{ label: 'Existing insulation', value: existing },
					{ label: 'Waste', value: `${formatEntered(input.waste)}%` },
				]}
			/>
			<ResultTables tables={result.shown.tables} />
			<TipsList tips={INSULATION_TIPS} />
		</ResultsCard>
	)
}
