import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { CoatedFinishResults } from '#app/calculators/painting/shared/coated-finish-results.tsx'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { PRIMER_TINS_L, type PrimerResult } from './compute.ts'
import { PRIMER_TYPE_NAMES, primerCoverageText } from './fields.ts'
import { PRIMER, type PrimerInput } from './schema.ts'

const PRIMER_TIPS = [
	'Prime bare plaster, new drywall, bare wood and patched areas; sound painted walls in a similar colour rarely need it.',
	'Let new plaster dry out fully (often four weeks or more) before priming.',
	'Stain-blocking primer goes on water marks, smoke and knots before any other coat.',
	'Ask for the primer to be tinted towards your top coat colour: it can save a coat of paint.',
]

export function PrimerResults({ input, result, onStartNew }: ResultsProps<PrimerInput, PrimerResult>) {
	const { litres, tins } = result.primerNeeded
	const tinCount = tins.large + tins.medium + tins.small
	const tinRow = (label: string, size: number, count: number) => ({
		label: `${label} (${formatEntered(size)} L)`,
		value: formatCount(count),
	})
	return (
		<CoatedFinishResults
			spec={PRIMER}
			product="Primer"
			input={input}
			type={{
				label: 'Primer Type',
				value: `${PRIMER_TYPE_NAMES[input.primerType]} (${primerCoverageText(input.primerType)})`,
			}}
			labels={{ total: 'Total Surface Area', net: 'Net Primable Area' }}
			finish={{
				total: result.totalSurfaceArea,
				deduction: result.totalDeductionArea,
				net: result.netPrimableArea,
				withCoats: result.totalAreaWithCoats,
				averageCoats: result.averageCoats,
				litres,
				coverage: result.coverage,
			}}
			tinRows={[
				tinRow('Large Tins', PRIMER_TINS_L.large, tins.large),
				tinRow('Medium Tins', PRIMER_TINS_L.medium, tins.medium),
				tinRow('Small Tins', PRIMER_TINS_L.small, tins.small),
				{
					label: 'Primer Bought',
					value: `${formatNumber(tins.litres)} litres in ${formatCount(tinCount)} ${tinCount === 1 ? 'tin' : 'tins'}`,
				},
			]}
			tips={{ title: 'Priming Tips', items: PRIMER_TIPS }}
			onStartNew={onStartNew}
		/>
	)
}
