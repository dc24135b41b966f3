import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import type { LayerInput, LayerMaterial, LayerResult } from './compute.ts'
import { LAYER_MEASUREMENTS, lengthUnitOf } from './schema.ts'
import { LAYER_FIELD_LABELS, LAYER_UNIT_OPTIONS } from './fields.ts'
import { bulkBagLabel, bulkBagText, layerFigures } from './layer-figures.ts'

export function MaterialLayerResults<TType extends string>({
	material,
	input,
	result,
	onStartNew,
}: {
	material: LayerMaterial<TType>
	input: LayerInput<TType>
	result: LayerResult
	onStartNew: () => void
}) {
	const figures = layerFigures(result, input.unit)
	const type = material.types[input.materialType]
	const hasTypes = Object.keys(material.types).length > 1
	const unitOf = (field: (typeof LAYER_MEASUREMENTS)[number]) =>
		field === 'depth' ? input.depthUnit : lengthUnitOf(input.unit)
	return (
		<ResultsCard headlineLabel="Total Weight Needed" headlineValue={figures.totalWeight} onStartNew={onStartNew}>
			<InputSummary
				items={[
					...(hasTypes ? [{ label: material.typeLegend, value: `${type.name} (${type.densityTPerM3} t/m³)` }] : []),
					{
						label: 'Unit System',
						value: LAYER_UNIT_OPTIONS.find((option) => option.value === input.unit)?.label ?? '',
					},
					...LAYER_MEASUREMENTS.map((field) => ({
						label: LAYER_FIELD_LABELS[field],
						value: `${formatEntered(input[field])} ${unitOf(field)}`,
					})),
					{ label: 'Wastage', value: input.includeWastage ? 'Included (10%)' : 'Not included' },
				]}
			/>
			<ResultsTable
				caption={`${material.name} Requirements`}
				rows={[
					{ label: 'Area', value: figures.area },
					{ label: 'Volume', value: figures.volume },
					{ label: 'Weight', value: figures.weight },
					{ label: `Standard Bags (${material.bagLitres} L)`, value: formatCount(result.bags) },
					{ label: bulkBagLabel(material.bulkBag), value: bulkBagText(result.bulkBags) },
					{
						label: 'Waste Allowance',
						value: input.includeWastage ? `10% included (${figures.wasteVolume})` : 'Not included',
					},
				]}
			/>
			<TipsList title="Buying Tips" tips={material.tips} />
		</ResultsCard>
	)
}
