import { InputSummary, type SummaryItem } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { type ResultRow, ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatNumber } from '#app/lib/format.ts'
import { typedLengthUnit } from '#app/lib/units.ts'
import type { CoatedFinishInput, CoatedFinishSpec } from './coated-finish.ts'
import type { AreaPair } from './compute.ts'
import { coatedFinishRows, coatedInputItems, coverageRow, formatWastage } from './summary.ts'

/**
 * The paint or primer results: litres as the key figure, the input summary, the requirements table
 * (areas, coats, litres, the product's own tin rows, coverage, wastage) and the product's tips.
 */
export function CoatedFinishResults<TSpec extends CoatedFinishSpec>({
	spec,
	product,
	input,
	type,
	finish,
	labels,
	tinRows,
	tips,
	onStartNew,
}: {
	spec: TSpec
	/** 'Paint', 'Primer': the headline, table caption and tips are named after it. */
	product: string
	input: CoatedFinishInput<TSpec>
	type: SummaryItem
	finish: {
		total: AreaPair
		deduction: AreaPair
		net: AreaPair
		withCoats: AreaPair
		averageCoats: number
		litres: number
		coverage: { perLitre: number; perLitreFt2: number }
	}
	labels: { total: string; net: string }
	tinRows: ReadonlyArray<ResultRow>
	tips: { title: string; items: ReadonlyArray<string> }
	onStartNew: () => void
}) {
	const wastage = formatWastage(input.includeWastage, spec.wastagePercentage)
	return (
		<ResultsCard
			headlineLabel={`Total ${product} Needed`}
			headlineValue={`${formatNumber(finish.litres)} litres`}
			onStartNew={onStartNew}
		>
			<InputSummary
				items={coatedInputItems({
					unit: typedLengthUnit(input),
					type,
					listName: spec.surface.listName,
					sizeKey: spec.sizeKey as TSpec['sizeKey'],
					surfaces: input.surfaces,
					openings: input.openings,
					wastage,
				})}
			/>
			<ResultsTable
				caption={`${product} Requirements Summary`}
				rows={[
					...coatedFinishRows({
						system: input.unit,
						labels: { ...labels, product: `${product} Needed` },
						finish,
					}),
					...tinRows,
					coverageRow(finish.coverage),
					{ label: 'Wastage Allowance', value: wastage },
				]}
			/>
			<TipsList title={tips.title} tips={tips.items} />
		</ResultsCard>
	)
}
