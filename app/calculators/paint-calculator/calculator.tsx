import { useFinishCalculator } from '#app/components/wall-finish/use-finish-calculator.ts'
import { PaintForm } from './form.tsx'
import { createPaintSchema, PAINT_DEFAULTS, resetPaintForUnit } from './schema.ts'

// The results and their maths load on demand (see useFinishCalculator).
const loadPaintResults = () => import('./results.tsx').then((module) => module.PaintResultsView)

export function PaintCalculator() {
	const { form, results, startNew } = useFinishCalculator(
		PAINT_DEFAULTS,
		createPaintSchema,
		resetPaintForUnit,
		loadPaintResults,
	)
	if (results) return <results.Results input={results.input} onStartNew={startNew} />
	return <PaintForm {...form} />
}
