import { InputSummary } from '#app/components/results/input-summary.tsx'
import type { ShownResult } from '#app/components/results/result-lines.ts'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatEntered } from '#app/lib/format.ts'
import { typedLengthUnit } from '#app/lib/units.ts'
import type { CoatedFinishInput, CoatedFinishSpec } from './coated-finish.ts'
import { COVERAGE_LABEL } from './coverage.ts'
import { COVERAGE_UNIT_WORDS } from './coverage-units.ts'
import { coatedInputItems, formatWastage } from './summary.ts'

/**
 * The paint or primer results: the lines compute built (litres or US gallons as the key figure, the requirements
 * table), the input summary and the product's tips. The summary says when the coverage was the type's usual
 * figure rather than one typed from the tin.
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
	/** 'Paint Type' and the chosen type's name. */
	type: { label: string; name: string }
	shown: ShownResult
	tips: { title: string; items: ReadonlyArray<string> }
	onStartNew: () => void
}) {
	return (
		<ResultsCard headline={shown.headline} onStartNew={onStartNew}>
			<InputSummary
				items={coatedInputItems({
					unit: typedLengthUnit(input),
					type: { label: type.label, value: type.name },
					coverage: {
						label: COVERAGE_LABEL,
						value: `${formatEntered(input.coverage)} ${COVERAGE_UNIT_WORDS[input.unit]}${input.isCoverageEdited ? '' : `, usual for ${type.name}`}`,
					},
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
