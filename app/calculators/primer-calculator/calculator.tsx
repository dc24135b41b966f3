import { useFinishCalculator } from '#app/components/wall-finish/use-finish-calculator.ts'
import { computePrimer } from './compute.ts'
import { PrimerForm } from './form.tsx'
import { PrimerResults } from './results.tsx'
import { createPrimerSchema, PRIMER_DEFAULTS } from './schema.ts'

export function PrimerCalculator() {
	const calculator = useFinishCalculator(PRIMER_DEFAULTS, createPrimerSchema)
	const { submitted } = calculator

	if (submitted) {
		return <PrimerResults input={submitted} result={computePrimer(submitted)} onStartNew={calculator.startNew} />
	}

	return (
		<PrimerForm
			values={calculator.values}
			errors={calculator.errors}
			isReady={calculator.isReady}
			isCalculating={calculator.isCalculating}
			focusFirstField={calculator.focusFirstField}
			onChange={calculator.update}
			// Seed 001 §4: a unit or metric unit change resets the surfaces to one and removes the openings.
			onUnitChange={(selection) =>
				calculator.replace((previous) => ({
					...PRIMER_DEFAULTS,
					...selection,
					primerType: previous.primerType,
					includeWastage: previous.includeWastage,
				}))
			}
			onSubmit={calculator.submit}
		/>
	)
}
