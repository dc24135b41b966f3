import { useFinishCalculator } from '#app/components/wall-finish/use-finish-calculator.ts'
import { PaintForm } from './form.tsx'
import { PaintResultsView } from './results.tsx'
import { createPaintSchema, PAINT_DEFAULTS, resetPaintForUnit } from './schema.ts'

export function PaintCalculator() {
	const { form, results, startNew } = useFinishCalculator(
		PAINT_DEFAULTS,
		createPaintSchema,
		resetPaintForUnit,
		PaintResultsView,
	)
	if (results) return <results.Results input={results.input} onStartNew={startNew} />
	return <PaintForm {...form} />
}
