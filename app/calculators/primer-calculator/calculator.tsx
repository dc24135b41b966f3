import { useFinishCalculator } from '#app/components/wall-finish/use-finish-calculator.ts'
import { PrimerForm } from './form.tsx'
import { PrimerResultsView } from './results.tsx'
import { createPrimerSchema, PRIMER_DEFAULTS, resetPrimerForUnit } from './schema.ts'

export function PrimerCalculator() {
	const { form, results, startNew } = useFinishCalculator(
		PRIMER_DEFAULTS,
		createPrimerSchema,
		resetPrimerForUnit,
		PrimerResultsView,
	)
	if (results) return <results.Results input={results.input} onStartNew={startNew} />
	return <PrimerForm {...form} />
}
