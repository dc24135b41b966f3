import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import type { InsulationResult } from './compute.ts'
import { INSULATION_TIPS } from './fields.ts'
import { LOCATION_LABELS } from './options.ts'
import type { InsulationInput } from './schema.ts'

export function InsulationResults({ input, result, onStartNew }: ResultsProps<InsulationInput, InsulationResult>) {
	const isMetric = input.unit === 'metric'
	const m2 = `${formatNumber(result.netAreaM2)} m²`
	const ft2 = `${formatNumber(result.netAreaFt2)} ft²`
	const rsi = `RSI ${formatNumber(result.rsi)}`
	const usR = `R-${formatNumber(result.usR)}`
	const noun = isMetric ? 'Rolls' : 'Packs'
	const coverage = (isMetric ? input.rollCoverage : input.packCoverage) ?? 0
	const areaUnit = isMetric ? 'm²' : 'ft²'
	const product = isMetric ? `${formatEntered(input.rollThickness ?? 0)} mm roll` : `R-${input.productR ?? 0}`
	const target = isMetric
		? input.targetMode === 'thickness'
			? `${formatEntered(input.targetThickness ?? 0)} mm`
			: `U-value ${formatEntered(input.targetU ?? 0)} W/m²K`
		: `R-${formatEntered(input.targetR ?? 0)}`
	const existing = isMetric ? `${formatEntered(input.existing)} mm` : `R-${formatEntered(input.existing)}`
	return (
		<ResultsCard headlineLabel={`${noun} needed`} headlineValue={formatCount(result.units)} onStartNew={onStartNew}>
			{result.message ? <ResultNote>{result.message}</ResultNote> : null}
			<InputSummary
				items={[
					{ label: 'Where', value: LOCATION_LABELS[input.unit][input.location] },
					{ label: 'Areas', value: formatCount(input.areas.length) },
					{ label: 'Openings', value: formatCount(input.openings.length) },
					{ label: 'Target', value: target },
					...(isMetric ? [{ label: 'Conductivity λ', value: `${formatEntered(input.conductivity ?? 0)} W/mK` }] : []),
					{ label: 'Existing insulation', value: existing },
					{ label: 'Waste', value: `${formatEntered(input.waste)}%` },
				]}
			/>
			<ResultsTable
				caption="Insulation to Buy"
				rows={[
					{ label: 'Net area', value: isMetric ? `${m2} (${ft2})` : `${ft2} (${m2})` },
					{ label: 'Layers', value: `${formatCount(result.layers)} × ${product}` },
					{ label: noun, value: formatCount(result.units) },
					{
						label: 'Coverage bought',
						value: `${formatCount(result.units)} × ${formatEntered(coverage)} ${areaUnit} = ${formatNumber(result.coverageBought)} ${areaUnit}`,
					},
					...(result.installedMm === null
						? []
						: [{ label: 'Installed thickness', value: `${formatCount(result.installedMm)} mm` }]),
					{ label: 'Insulation R', value: isMetric ? `${rsi} (US ${usR})` : `${usR} (${rsi})` },
					...(result.uValue === null ? [] : [{ label: 'Approx. U', value: `${formatNumber(result.uValue)} W/m²K` }]),
				]}
			/>
			<TipsList tips={INSULATION_TIPS} />
		</ResultsCard>
	)
}
