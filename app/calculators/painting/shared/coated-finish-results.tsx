import { InputSummary, type SummaryItem } from '#app/components/results/input-summary.tsx'
import type { ShownResult } from '#app/components/results/result-lines.ts'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { typedLengthUnit } from '#app/lib/units.ts'
import type { CoatedFinishInput, CoatedFinishSpec } from './coated-finish.ts'
import { coatedInputItems, formatWastage } from './summary.ts'

/**
 * The paint or primer results: the lines compute built (litres as the key figure, the requirements table), the
 * input summary and the product's tips.
 */
export function CoatedFinishResults<TSpec extends CoatedFinishSpec>({
	spec,
	input,
	type,
	shown,
	tips,
	onStartNew,
}: {
	spec: TSpec
	input: CoatedFinishInput<TSpec>
	type: SummaryItem
	shown: ShownResult
	tips: { title: string; items: ReadonlyArray<string> }
	onStartNew: () => void
}) {
	return (
		<ResultsCard headline={shown.headline} onStartNew={onStartNew}>
			<InputSummary
				items={coatedInputItems({
					unit: typedLengthUnit(input),
					type,
					listName: spec.surface.listName,
					sizeKey: spec.sizeKey as TSpec['sizeKey'],
					surfaces: input.surfaces,
					openings: input.openings,
					wastage: formatWastage(input.includeWastage, spec.wastagePercentage),
				})}
			/>
			<ResultTables tables={shown.tables} />
			<TipsList title={tips.title} tips={tips.items} />
		</ResultsCard>
	)
}
