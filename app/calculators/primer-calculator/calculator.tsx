import { useFinishCalculator } from '#app/components/wall-finish/use-finish-calculator.ts'
import { PrimerForm } from './form.tsx'
import { createPrimerSchema, PRIMER_DEFAULTS, resetPrimerForUnit } from './schema.ts'

// The results and their maths load on demand (see useFinishCalculator).
const loadPrimerResults = () => import('./results.tsx').then((module) => module.PrimerResultsView)

export function PrimerCalculator() {
	const { form, results, startNew } = useFinishCalculator(
		PRIMER_DEFAULTS,
		createPrimerSchema,
		resetPrimerForUnit,
		loadPrimerResults,
	)
	if (results) return <results.Results input={results.input} onStartNew={startNew} />
	return <PrimerForm {...form} />
}
