import { useCalculator } from '#app/components/calculator/use-calculator.ts'
import { computeDrywall } from './compute.ts'
import { clearDrywallMeasurements } from './fields.ts'
import { DrywallForm } from './form.tsx'
import { DrywallResults } from './results.tsx'
import { DRYWALL_DEFAULTS, parseDrywall } from './schema.ts'

export function DrywallCalculator() {
	const calculator = useCalculator({
		defaults: DRYWALL_DEFAULTS,
		parse: parseDrywall,
		compute: computeDrywall,
		clearForStartNew: clearDrywallMeasurements,
	})
	if (calculator.results) return <DrywallResults {...calculator.results} onStartNew={calculator.startNew} />
	return (
		<DrywallForm
			values={calculator.values}
			errors={calculator.errors}
			isReady={calculator.isReady}
			isCalculating={calculator.isCalculating}
			focusFirstField={calculator.focusFirstField}
			alert={calculator.alert}
			onValuesChange={calculator.update}
			// A length typed in metres means nothing in feet: a unit change clears the measurements, like the deck.
			onUnitChange={(unit) => calculator.setValues((previous) => ({ ...clearDrywallMeasurements(previous), unit }))}
			onSubmit={calculator.submit}
		/>
	)
}
