import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatNumber } from '#app/lib/format.ts'
import { kgToLb, LENGTH_UNIT_SYSTEM_LABELS, mToFt, typedLengthUnit } from '#app/lib/units.ts'
import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import type { ConcreteResult } from './compute.ts'
import { DIMENSION_LABELS } from './fields.ts'
import { findConcreteShape, findConcreteType } from './options.ts'
import { type ConcreteInput, concreteDimensions } from './schema.ts'

const TIPS = [
	'Have the formwork, tools and helpers ready before the ready-mix truck arrives.',
	'25 kg bags suit small jobs; for more, builder’s bags of ballast and cement cost less.',
	'Keep fresh concrete damp for at least a week so it cures to full strength.',
]

function kilograms(kg: number) {
	return `${formatNumber(kg)} kg (${formatNumber(kgToLb(kg))} lb)`
}

export function ConcreteResults({ input, result, onStartNew }: ResultsProps<ConcreteInput, ConcreteResult>) {
	const isImperial = input.unit === 'imperial'
	const unit = typedLengthUnit(input)
	const m3 = `${formatNumber(result.volumeM3)} m³`
	const ft3 = `${formatNumber(result.volumeFt3)} ft³`
	return (
		<ResultsCard headlineLabel="Total Concrete Volume" headlineValue={isImperial ? ft3 : m3} onStartNew={onStartNew}>
			{result.isReadyMixAdvised ? (
				<p>
					<strong>Ready-mix is usually more economical</strong> than mixing above 0.5 m³.
				</p>
			) : null}
			<InputSummary
				items={[
					{ label: 'Unit System', value: LENGTH_UNIT_SYSTEM_LABELS[unit] },
					{ label: 'Structure Shape', value: findConcreteShape(input.shape)?.name ?? '' },
					{ label: 'Concrete Type', value: findConcreteType(input.concreteType)?.name ?? '' },
					...concreteDimensions(input.shape).map((dimension) => ({
						label: DIMENSION_LABELS[dimension],
						value: formatLengths([input[dimension]], unit),
					})),
				]}
			/>
			<ResultsTable
				caption="Concrete Materials Summary"
				rows={[
					{ label: 'Concrete Volume', value: isImperial ? `${ft3} (${m3})` : `${m3} (${ft3})` },
					{ label: 'Total Weight', value: kilograms(result.weightKg) },
					{ label: 'Cement', value: kilograms(result.cementKg) },
					{ label: 'Sand', value: kilograms(result.sandKg) },
					{ label: 'Gravel', value: kilograms(result.gravelKg) },
					{ label: 'Water', value: `${formatNumber(result.waterL)} L` },
					...(result.rebar
						? [
								{
									label: 'Rebar (12 mm)',
									value: `${formatNumber(result.rebar.lengthM)} m (${formatNumber(mToFt(result.rebar.lengthM))} ft), ${kilograms(result.rebar.weightKg)}`,
								},
							]
						: []),
					{ label: '25 kg Bags', value: formatCount(result.bags) },
					{ label: 'Builder’s Bags (850 kg)', value: formatCount(result.buildersBags) },
					{
						label: 'Waste Allowance',
						value: input.includeWastage ? `10% (${formatNumber(result.wasteM3)} m³)` : 'Not included',
					},
				]}
			/>
			<TipsList tips={TIPS} />
		</ResultsCard>
	)
}
