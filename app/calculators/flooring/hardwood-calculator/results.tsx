import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { money } from '#app/calculators/flooring/shared/figures.ts'
import { FlooringResults, underlayItem } from '#app/calculators/flooring/shared/flooring-results.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatEntered } from '#app/lib/format.ts'
import type { HardwoodResult } from './compute.ts'
import { HARDWOOD_FIELDS, LAYOUT_OPTIONS } from './fields.ts'
import type { HardwoodInput } from './schema.ts'
import { HardwoodDrawing } from './drawing.tsx'

const TIPS = [
	'Buy all boxes from one lot number and keep one spare box for repairs.',
	'Acclimatise the wood in the room before laying, as the maker specifies.',
	'Leave the maker’s expansion gap (typically 10–15 mm, 3/8–1/2 in) at walls.',
	'If the last row would be under a third of a board wide, rip the first row too so both edge rows are equal.',
	'Diagonal and herringbone cut more: keep the 15 % unless the fitter says otherwise.',
]

export function HardwoodResults(props: ResultsProps<HardwoodInput, HardwoodResult>) {
	const { input } = props
	const { unit } = input
	const fields = HARDWOOD_FIELDS[unit]
	return (
		<FlooringResults
			{...props}
			tips={TIPS}
			drawing={<HardwoodDrawing input={input} result={props.result} />}
			inputs={[
				{ label: 'Coverage per box', value: `${formatEntered(input.coverage)} ${fields.coverage.unit}` },
				{ label: 'Board width', value: formatLengths([input.boardWidth], unit === 'metric' ? 'mm' : 'in') },
				{ label: 'Layout', value: LAYOUT_OPTIONS.find((option) => option.value === input.layout)?.label ?? '' },
				{ label: 'Waste', value: `${formatEntered(input.waste)}%` },
				{ label: 'Price per box', value: input.price === null ? 'Not given' : money(input.price, unit) },
				underlayItem(input.underlayCoverage, fields.underlayCoverage.unit),
			]}
		/>
	)
}
