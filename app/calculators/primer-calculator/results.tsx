import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { coatedFinishRows, coatedInputItems, coverageRow, formatWastage } from '#app/families/wall-finish/summary.ts'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { typedLengthUnit } from '#app/lib/units.ts'
import { PRIMER_TINS_L, type PrimerResult } from './compute.ts'
import { PRIMER_TYPE_NAMES, primerCoverageText } from './fields.ts'
import { PRIMER, type PrimerInput } from './schema.ts'

const PRIMER_TIPS = [
	'Prime bare plaster, new drywall, bare wood and patched areas; sound painted walls in a similar colour rarely need it.',
	'Let new plaster dry out fully (often four weeks or more) before priming.',
	'Stain-blocking primer goes on water marks, smoke and knots before any other coat.',
	'Ask for the primer to be tinted towards your top coat colour: it can save a coat of paint.',
]

export function PrimerResults({
	input,
	result,
	onStartNew,
}: {
	input: PrimerInput
	result: PrimerResult
	onStartNew: () => void
}) {
	const unit = typedLengthUnit(input)
	const { litres, tins } = result.primerNeeded
	const wastage = formatWastage(input.includeWastage, PRIMER.wastagePercentage)
	const tinCount = tins.large + tins.medium + tins.small
	const tinRow = (label: string, size: number, count: number) => ({
		label: `${label} (${formatEntered(size)} L)`,
		value: formatCount(count),
	})
	return (
		<ResultsCard
			headlineLabel="Total Primer Needed"
			headlineValue={`${formatNumber(litres)} litres`}
			onStartNew={onStartNew}
		>
			<InputSummary
				items={coatedInputItems({
					unit,
					type: {
						label: 'Primer Type',
						value: `${PRIMER_TYPE_NAMES[input.primerType]} (${primerCoverageText(input.primerType)})`,
					},
					listName: 'Surfaces',
					sizeKey: 'width',
					surfaces: input.surfaces,
					openings: input.openings,
					wastage,
				})}
			/>
			<ResultsTable
				caption="Primer Requirements Summary"
				rows={[
					...coatedFinishRows({
						system: input.unit,
						labels: { total: 'Total Surface Area', net: 'Net Primable Area', product: 'Primer Needed' },
						finish: {
							total: result.totalSurfaceArea,
							deduction: result.totalDeductionArea,
							net: result.netPrimableArea,
							withCoats: result.totalAreaWithCoats,
							averageCoats: result.averageCoats,
							litres,
						},
					}),
					tinRow('Large Tins', PRIMER_TINS_L.large, tins.large),
					tinRow('Medium Tins', PRIMER_TINS_L.medium, tins.medium),
					tinRow('Small Tins', PRIMER_TINS_L.small, tins.small),
					{
						label: 'Primer Bought',
						value: `${formatNumber(tins.litres)} litres in ${formatCount(tinCount)} ${tinCount === 1 ? 'tin' : 'tins'}`,
					},
					coverageRow(result.coverage),
					{ label: 'Wastage Allowance', value: wastage },
				]}
			/>
			<TipsList title="Priming Tips" tips={PRIMER_TIPS} />
		</ResultsCard>
	)
}
