import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { CoatedFinishResults } from '#app/calculators/painting/shared/coated-finish-results.tsx'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import { LARGE_TIN_L, type PaintResult, SMALL_TIN_L } from './compute.ts'
import { coverageText, PAINT_TYPE_NAMES } from './fields.ts'
import { PAINT, type PaintInput } from './schema.ts'

const PAINT_TIPS = [
	'Buy every tin from the same batch, or mix them together, so the colour matches from wall to wall.',
	'Bare plaster, new drywall and strong colour changes soak up more paint: prime first or allow an extra coat.',
	'Keep a little paint back, labelled with the room, for touch-ups later.',
	'Coverage is for smooth walls; rough or textured walls can take a fifth more.',
]

export function PaintResults({ input, result, onStartNew }: ResultsProps<PaintInput, PaintResult>) {
	const { litres, tins } = result.paintNeeded
	return (
		<CoatedFinishResults
			spec={PAINT}
			product="Paint"
			input={input}
			type={{
				label: 'Paint Type',
				value: `${PAINT_TYPE_NAMES[input.paintType]} (${coverageText(input.paintType, 'metric')})`,
			}}
			labels={{ total: 'Total Wall Area', net: 'Net Paintable Area' }}
			finish={{
				total: result.totalWallArea,
				deduction: result.totalDeductionArea,
				net: result.netPaintableArea,
				withCoats: result.totalAreaWithCoats,
				averageCoats: result.averageCoats,
				litres,
				coverage: result.coverage,
			}}
			tinRows={[
				{ label: `Large Tins (${formatEntered(LARGE_TIN_L)} L)`, value: formatCount(tins.large) },
				{ label: `Small Tins (${formatEntered(SMALL_TIN_L)} L)`, value: formatCount(tins.small) },
			]}
			tips={{ title: 'Painting Tips', items: PAINT_TIPS }}
			onStartNew={onStartNew}
		/>
	)
}
