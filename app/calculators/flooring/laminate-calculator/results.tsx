import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { doorwaysItem, FlooringResults } from '#app/calculators/flooring/shared/flooring-results.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatEntered } from '#app/lib/format.ts'
import type { LaminateResult } from './compute.ts'
import { LAMINATE_FIELDS } from './fields.ts'
import type { LaminateInput } from './schema.ts'
import { LaminateDrawing } from './drawing.tsx'

const TIPS = [
	'Keep the gap at every wall, pipe and door frame; skirting or scotia must cover it without pinning the floor.',
	'If the last row would be under a third of a board wide, rip the first row too so both edge rows are equal.',
	'Undercut door linings so boards slide under rather than scribing round them.',
	'Lay underlay at right angles to the boards, butted not overlapped, unless it has a lapped vapour lip.',
	'Buy one spare pack from the same batch.',
]

export function LaminateResults(props: ResultsProps<LaminateInput, LaminateResult>) {
	const { input, result } = props
	const { unit } = input
	const fields = LAMINATE_FIELDS[unit]
	const lengthUnit = unit === 'metric' ? 'm' : 'ft'
	return (
		<FlooringResults
			{...props}
			tips={TIPS}
			drawing={<LaminateDrawing input={input} result={result} />}
			inputs={[
				doorwaysItem(input.rooms),
				{ label: 'Pack coverage', value: `${formatEntered(input.packCoverage)} ${fields.packCoverage.unit}` },
				{ label: 'Waste', value: `${formatEntered(input.waste)}%` },
				{ label: 'Expansion gap', value: formatLengths([input.gap], fields.gap.unit ?? '') },
				{ label: 'Board width', value: formatLengths([input.boardWidth], unit === 'metric' ? 'mm' : 'in') },
				{ label: 'Doorway width', value: formatLengths([input.doorwayWidth], lengthUnit) },
				{
					label: 'Underlay coverage per roll',
					value: `${formatEntered(input.underlayCoverage)} ${fields.underlayCoverage.unit}`,
				},
				{ label: 'Trim length', value: formatLengths([input.trimLength], lengthUnit) },
			]}
		/>
	)
}
