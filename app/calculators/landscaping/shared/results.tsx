import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { LENGTH_UNIT_SYSTEM_LABELS, typedLengthUnit } from '#app/lib/units.ts'
import type { EstimatedLayer, LayerInput, LayerMaterial } from './compute.ts'
import { LAYER_FIELD_LABELS } from './fields.ts'
import { LAYER_MEASUREMENTS } from './schema.ts'

/** The shared topsoil, mulch and gravel results, for one material. */
export function materialLayerResults<TType extends string>(material: LayerMaterial<TType>) {
	const hasTypes = Object.keys(material.types).length > 1

	return function MaterialLayerResults({ input, result, onStartNew }: ResultsProps<LayerInput<TType>, EstimatedLayer>) {
		const type = material.types[input.materialType]
		const lengthUnit = typedLengthUnit(input)
		return (
			<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
				<InputSummary
					items={[
						...(hasTypes ? [{ label: material.typeLegend, value: `${type.name} (${type.densityTPerM3} t/m³)` }] : []),
						{ label: 'Unit System', value: LENGTH_UNIT_SYSTEM_LABELS[lengthUnit] },
						...LAYER_MEASUREMENTS.map((field) => ({
							label: LAYER_FIELD_LABELS[field],
							value: formatLengths([input[field]], field === 'depth' ? input.depthUnit : lengthUnit),
						})),
						{ label: 'Wastage', value: input.includeWastage ? 'Included (10%)' : 'Not included' },
					]}
				/>
				<ResultTables tables={result.shown.tables} />
				<TipsList title="Buying Tips" tips={material.tips} />
			</ResultsCard>
		)
	}
}
