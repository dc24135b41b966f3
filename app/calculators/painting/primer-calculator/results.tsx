import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { CoatedFinishResults } from '#app/calculators/painting/shared/coated-finish-results.tsx'
import type { PrimerResult } from './compute.ts'
import { PRIMER_TYPE_NAMES } from './fields.ts'
import { PRIMER, type PrimerInput } from './schema.ts'

const PRIMER_TIPS = [
	'Prime bare plaster, new drywall, bare wood and patched areas; sound painted walls in a similar colour rarely need it.',
	'Let new plaster dry out fully (often four weeks or more) before priming.',
	'Stain-blocking primer goes on water marks, smoke and knots before any other coat.',
	'Ask for the primer to be tinted towards your top coat colour: it can save a coat of paint.',
]

export function PrimerResults({ input, result, onStartNew }: ResultsProps<PrimerInput, PrimerResult>) {
	return (
		<CoatedFinishResults
			spec={PRIMER}
			input={input}
			type={{ label: 'Primer Type', name: PRIMER_TYPE_NAMES[input.primerType] }}
			shown={result.shown}
			tips={{ title: 'Priming Tips', items: PRIMER_TIPS }}
			onStartNew={onStartNew}
		/>
	)
}
