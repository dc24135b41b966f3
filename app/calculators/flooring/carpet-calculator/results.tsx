import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { money } from '#app/calculators/flooring/shared/figures.ts'
import { doorwaysItem, FlooringResults, underlayItem } from '#app/calculators/flooring/shared/flooring-results.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatEntered } from '#app/lib/format.ts'
import type { CarpetResult } from './compute.ts'
import { CARPET_FIELDS } from './fields.ts'
import type { CarpetInput } from './schema.ts'
import { CarpetDrawing } from './drawing.tsx'

const TIPS = [
	'Measure into door recesses to the back of the frame; the door bar sits under the closed door.',
	'Keep seams out of doorways and main walkways, and run pile toward the main window.',
	'If the alternative width buys less, ask for it: a 5 m (15 ft) roll often removes the seam.',
	'Patterned carpet needs extra length for the repeat at each seam.',
]

export function CarpetResults(props: ResultsProps<CarpetInput, CarpetResult>) {
	const { input, result } = props
	const { unit } = input
	const fields = CARPET_FIELDS[unit]
	return (
		<FlooringResults
			{...props}
			tips={TIPS}
			drawing={<CarpetDrawing input={input} result={result} />}
			inputs={[
				doorwaysItem(input.rooms),
				{ label: 'Roll width', value: `${formatEntered(result.rollWidth)} ${unit === 'metric' ? 'm' : 'ft'}` },
				{
					label: 'Trim allowance per cut',
					value: formatLengths([input.trimAllowance], fields.trimAllowance.unit ?? ''),
				},
				underlayItem(input.underlayCoverage, fields.underlayCoverage.unit),
				{
					label: fields.gripperLength.label,
					value: formatLengths([input.gripperLength], unit === 'metric' ? 'm' : 'ft'),
				},
				{ label: 'Doorway width', value: formatLengths([input.doorwayWidth], unit === 'metric' ? 'm' : 'ft') },
				{
					label: unit === 'metric' ? 'Price per m²' : 'Price per yd²',
					value: input.price === null ? 'Not given' : money(input.price, unit),
				},
			]}
		/>
	)
}
