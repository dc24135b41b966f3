import { useState } from 'react'
import { useCalculationFlow } from '#app/components/calculator/use-calculation-flow.ts'
import { attemptCalculation } from '#app/lib/calculation-error.ts'
import { computeRebar } from './compute.ts'
import { clearForUnitChange, clearRebarMeasurements } from './fields.ts'
import { RebarForm } from './form.tsx'
import { RebarResults } from './results.tsx'
import { parseRebar, REBAR_DEFAULTS, type RebarInput, type RebarValues } from './schema.ts'

export function RebarCalculator() {
	const [values, setValues] = useState<RebarValues>(REBAR_DEFAULTS)
	const [hasStartedNew, setHasStartedNew] = useState(false)
	const flow = useCalculationFlow<RebarInput>()
	const { data, errors } = parseRebar(values)
	const submitted = flow.phase === 'results' ? flow.submitted : null
	const outcome = submitted ? attemptCalculation(() => computeRebar(submitted)) : null

	if (submitted && outcome?.ok) {
		return (
			<RebarResults
				input={submitted}
				result={outcome.result}
				onStartNew={() => {
					setValues(clearRebarMeasurements)
					setHasStartedNew(true)
					flow.startNew()
				}}
			/>
		)
	}

	return (
		<RebarForm
			values={values}
			errors={errors}
			isReady={data !== null}
			isCalculating={flow.isCalculating}
			focusFirstField={hasStartedNew}
			alert={outcome?.ok === false ? outcome.message : undefined}
			// Switching mode keeps what was typed in the other mode, so switching back loses nothing.
			onValuesChange={(patch) => setValues((previous) => ({ ...previous, ...patch }))}
			onUnitChange={(unit) => setValues((previous) => clearForUnitChange(previous, unit))}
			onSubmit={() => {
				if (data) flow.submit(data)
			}}
		/>
	)
}
