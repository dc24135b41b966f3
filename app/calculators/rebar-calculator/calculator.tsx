import { useCalculator } from '#app/components/calculator/use-calculator.ts'
import { computeRebar } from './compute.ts'
import { clearForUnitChange, clearRebarMeasurements } from './fields.ts'
import { RebarForm } from './form.tsx'
import { RebarResults } from './results.tsx'
import { parseRebar, REBAR_DEFAULTS } from './schema.ts'

export function RebarCalculator() {
	const calculator = useCalculator({
		defaults: REBAR_DEFAULTS,
		parse: parseRebar,
		compute: computeRebar,
		clearForStartNew: clearRebarMeasurements,
	})
	if (calculator.results) return <RebarResults {...calculator.results} onStartNew={calculator.startNew} />
	return (
		<RebarForm
			values={calculator.values}
			errors={calculator.errors}
			isReady={calculator.isReady}
			isCalculating={calculator.isCalculating}
			focusFirstField={calculator.focusFirstField}
			alert={calculator.alert}
			// Switching mode keeps what was typed in the other mode, so switching back loses nothing.
			onValuesChange={calculator.update}
			onUnitChange={(unit) => calculator.setValues((previous) => clearForUnitChange(previous, unit))}
			onSubmit={calculator.submit}
		/>
	)
}
