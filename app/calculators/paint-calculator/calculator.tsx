import { useFinishCalculator } from '#app/components/wall-finish/use-finish-calculator.ts'
import { computePaint } from './compute.ts'
import { PaintForm } from './form.tsx'
import { PaintResults } from './results.tsx'
import { createPaintSchema, PAINT_DEFAULTS } from './schema.ts'

export function PaintCalculator() {
	const calculator = useFinishCalculator(PAINT_DEFAULTS, createPaintSchema)
	const { submitted } = calculator

	if (submitted) {
		return <PaintResults input={submitted} result={computePaint(submitted)} onStartNew={calculator.startNew} />
	}

	return (
		<PaintForm
			values={calculator.values}
			errors={calculator.errors}
			isReady={calculator.isReady}
			isCalculating={calculator.isCalculating}
			focusFirstField={calculator.focusFirstField}
			onChange={calculator.update}
			// A changed unit would silently re-read every size, so walls and openings start again;
			// the paint type and wastage do not depend on units (SPEC-NOTES §4, as primer and wallpaper).
			onUnitChange={(unit) =>
				calculator.replace((previous) => ({
					...PAINT_DEFAULTS,
					unit,
					paintType: previous.paintType,
					includeWastage: previous.includeWastage,
				}))
			}
			onSubmit={calculator.submit}
		/>
	)
}
