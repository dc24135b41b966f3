import { useState } from 'react'
import { useCalculationFlow } from '#app/components/calculator/use-calculation-flow.ts'
import { attemptCalculation } from '#app/lib/calculation-error.ts'
import { computeDrywall } from './compute.ts'
import { clearDrywallMeasurements } from './fields.ts'
import { DrywallForm } from './form.tsx'
import { DrywallResults } from './results.tsx'
import { DRYWALL_DEFAULTS, type DrywallInput, type DrywallValues, parseDrywall } from './schema.ts'

export function DrywallCalculator() {
	const [values, setValues] = useState<DrywallValues>(DRYWALL_DEFAULTS)
	const [hasStartedNew, setHasStartedNew] = useState(false)
	const flow = useCalculationFlow<DrywallInput>()
	const { data, errors } = parseDrywall(values)
	const submitted = flow.phase === 'results' ? flow.submitted : null
	const outcome = submitted ? attemptCalculation(() => computeDrywall(submitted)) : null

	if (submitted && outcome?.ok) {
		return (
			<DrywallResults
				input={submitted}
				result={outcome.result}
				onStartNew={() => {
					setValues(clearDrywallMeasurements)
					setHasStartedNew(true)
					flow.startNew()
				}}
			/>
		)
	}

	return (
		<DrywallForm
			values={values}
			errors={errors}
			isReady={data !== null}
			isCalculating={flow.isCalculating}
			focusFirstField={hasStartedNew}
			alert={outcome?.ok === false ? outcome.message : undefined}
			onValuesChange={(patch) => setValues((previous) => ({ ...previous, ...patch }))}
			// A length typed in metres means nothing in feet: a unit change clears the measurements, like the deck.
			onUnitChange={(unit) => setValues((previous) => ({ ...clearDrywallMeasurements(previous), unit }))}
			onSubmit={() => {
				if (data) flow.submit(data)
			}}
		/>
	)
}
