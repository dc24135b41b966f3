import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { CoatedFinishResults } from '#app/calculators/painting/shared/coated-finish-results.tsx'
import type { PaintResult } from './compute.ts'
import { PAINT_TYPE_NAMES } from './fields.ts'
import { PAINT, type PaintInput } from './schema.ts'

const PAINT_TIPS = [
	'Buy every tin from the same batch, or mix them together, so the colour matches from wall to wall.',
	'Bare plaster, new drywall and strong colour changes soak up more paint: prime first or allow an extra coat.',
	'Keep a little paint back, labelled with the room, for touch-ups later.',
	'Coverage is for smooth walls; rough or textured walls can take a fifth more.',
]

export function PaintResults({ input, result, onStartNew }: ResultsProps<PaintInput, PaintResult>) {
	return (
		<CoatedFinishResults
			spec={PAINT}
			input={input}
			type={{ label: 'Paint Type', name: PAINT_TYPE_NAMES[input.paintType] }}
			shown={result.shown}
			tips={{ title: 'Painting Tips', items: PAINT_TIPS }}
			onStartNew={onStartNew}
		/>
	)
}
