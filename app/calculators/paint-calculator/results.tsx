import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import {
	entrySummaryItems,
	formatAreaPair,
	formatLitres,
	formatSize,
	formatWastage,
} from '#app/components/wall-finish/finish-summary.ts'
import { TipsList } from '#app/components/wall-finish/tips-list.tsx'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { type PaintResult, LARGE_TIN_L, SMALL_TIN_L } from './compute.ts'
import { coverageText, PAINT_TYPE_NAMES, PAINT_UNIT_LABELS } from './fields.ts'
import { PAINT_WASTAGE_PERCENTAGE, type PaintInput, paintLengthUnit } from './schema.ts'

const PAINT_TIPS = [
	'Buy every tin from the same batch, or mix them together, so the colour matches from wall to wall.',
	'Bare plaster, new drywall and strong colour changes soak up more paint: prime first or allow an extra coat.',
	'Keep a little paint back, labelled with the room, for touch-ups later.',
	'Coverage is for smooth walls; rough or textured walls can take a fifth more.',
]

function coats(count: number) {
	return `${formatEntered(count)} ${count === 1 ? 'coat' : 'coats'}`
}

export function PaintResults({
	input,
	result,
	onStartNew,
}: {
	input: PaintInput
	result: PaintResult
	onStartNew: () => void
}) {
	const unit = paintLengthUnit(input)
	const { litres, tins } = result.paintNeeded
	const area = (pair: PaintResult['totalWallArea']) => formatAreaPair(pair, input.unit)
	return (
		<ResultsCard
			headlineLabel="Total Paint Needed"
			headlineValue={`${formatNumber(litres)} litres`}
			onStartNew={onStartNew}
		>
			<InputSummary
				items={[
					{ label: 'Unit System', value: PAINT_UNIT_LABELS[input.unit] },
					{
						label: 'Paint Type',
						value: `${PAINT_TYPE_NAMES[input.paintType]} (${coverageText(input.paintType, 'metric')})`,
					},
					...entrySummaryItems(
						input.surfaces,
						'Walls',
						(wall) => `${formatSize(wall.length, wall.height, unit)}, ${coats(wall.coats)}`,
					),
					...(input.openings.length === 0
						? [{ label: 'Windows and Doors', value: 'None' }]
						: entrySummaryItems(input.openings, 'Windows and Doors', (opening) =>
								formatSize(opening.length, opening.height, unit),
							)),
					{ label: 'Wastage', value: formatWastage(input.includeWastage, PAINT_WASTAGE_PERCENTAGE) },
				]}
			/>
			<ResultsTable
				caption="Paint Requirements Summary"
				rows={[
					{ label: 'Total Wall Area', value: area(result.totalWallArea) },
					{ label: 'Windows and Doors Deducted', value: area(result.totalDeductionArea) },
					{ label: 'Net Paintable Area', value: area(result.netPaintableArea) },
					{
						label: 'Total Area with Coats',
						value: `${area(result.totalAreaWithCoats)}, ${formatNumber(result.averageCoats)} coats on average`,
					},
					{ label: 'Paint Needed', value: formatLitres(litres) },
					{ label: `Large Tins (${formatEntered(LARGE_TIN_L)} L)`, value: formatCount(tins.large) },
					{ label: `Small Tins (${formatEntered(SMALL_TIN_L)} L)`, value: formatCount(tins.small) },
					{
						label: 'Coverage per Litre',
						value: `${formatNumber(result.coverage.perLitre)} m² (${formatNumber(result.coverage.perLitreFt2)} ft²)`,
					},
					{ label: 'Wastage Allowance', value: formatWastage(input.includeWastage, PAINT_WASTAGE_PERCENTAGE) },
				]}
			/>
			<TipsList title="Painting Tips" tips={PAINT_TIPS} />
		</ResultsCard>
	)
}
