import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { coatedFinishRows, coatedInputItems, coverageRow, formatWastage } from '#app/families/wall-finish/summary.ts'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { typedLengthUnit } from '#app/lib/units.ts'
import { LARGE_TIN_L, type PaintResult, SMALL_TIN_L } from './compute.ts'
import { coverageText, PAINT_TYPE_NAMES } from './fields.ts'
import { PAINT, type PaintInput } from './schema.ts'

const PAINT_TIPS = [
	'Buy every tin from the same batch, or mix them together, so the colour matches from wall to wall.',
	'Bare plaster, new drywall and strong colour changes soak up more paint: prime first or allow an extra coat.',
	'Keep a little paint back, labelled with the room, for touch-ups later.',
	'Coverage is for smooth walls; rough or textured walls can take a fifth more.',
]

export function PaintResults({
	input,
	result,
	onStartNew,
}: {
	input: PaintInput
	result: PaintResult
	onStartNew: () => void
}) {
	const unit = typedLengthUnit(input)
	const { litres, tins } = result.paintNeeded
	const wastage = formatWastage(input.includeWastage, PAINT.wastagePercentage)
	return (
		<ResultsCard
			headlineLabel="Total Paint Needed"
			headlineValue={`${formatNumber(litres)} litres`}
			onStartNew={onStartNew}
		>
			<InputSummary
				items={coatedInputItems({
					unit,
					type: {
						label: 'Paint Type',
						value: `${PAINT_TYPE_NAMES[input.paintType]} (${coverageText(input.paintType, 'metric')})`,
					},
					listName: 'Walls',
					sizeKey: 'height',
					surfaces: input.surfaces,
					openings: input.openings,
					wastage,
				})}
			/>
			<ResultsTable
				caption="Paint Requirements Summary"
				rows={[
					...coatedFinishRows({
						system: input.unit,
						labels: { total: 'Total Wall Area', net: 'Net Paintable Area', product: 'Paint Needed' },
						finish: {
							total: result.totalWallArea,
							deduction: result.totalDeductionArea,
							net: result.netPaintableArea,
							withCoats: result.totalAreaWithCoats,
							averageCoats: result.averageCoats,
							litres,
						},
					}),
					{ label: `Large Tins (${formatEntered(LARGE_TIN_L)} L)`, value: formatCount(tins.large) },
					{ label: `Small Tins (${formatEntered(SMALL_TIN_L)} L)`, value: formatCount(tins.small) },
					coverageRow(result.coverage),
					{ label: 'Wastage Allowance', value: wastage },
				]}
			/>
			<TipsList title="Painting Tips" tips={PAINT_TIPS} />
		</ResultsCard>
	)
}
