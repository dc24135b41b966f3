import { useState } from 'react'
import { useCalculationFlow } from '#app/components/calculator/use-calculation-flow.ts'
import { computeConcrete } from './compute.ts'
import { ConcreteForm } from './form.tsx'
import { ConcreteResults } from './results.tsx'
import { CONCRETE_DEFAULTS, type ConcreteInput, type ConcreteValues, parseConcrete } from './schema.ts'

const CLEARED_DIMENSIONS = { length: '', width: '', height: '', diameter: '' }

export function ConcreteCalculator() {
	const [values, setValues] = useState<ConcreteValues>(CONCRETE_DEFAULTS)
	const [hasStartedNew, setHasStartedNew] = useState(false)
	const flow = useCalculationFlow<ConcreteInput>()
	const { data, errors } = parseConcrete(values)

	if (flow.phase === 'results' && flow.submitted) {
		return (
			<ConcreteResults
				input={flow.submitted}
				result={computeConcrete(flow.submitted)}
				onStartNew={() => {
					// Seed 001 §4: the dimensions are cleared; unit, shape, type and toggles are kept.
					setValues((previous) => ({ ...previous, ...CLEARED_DIMENSIONS }))
					setHasStartedNew(true)
					flow.startNew()
				}}
			/>
		)
	}

	return (
		<ConcreteForm
			values={values}
			errors={errors}
			isReady={data !== null}
			isCalculating={flow.isCalculating}
			focusFirstField={hasStartedNew}
			onValuesChange={(patch) => setValues((previous) => ({ ...previous, ...patch }))}
			onUnitChange={(unit) => setValues((previous) => ({ ...previous, ...CLEARED_DIMENSIONS, unit }))}
			onSubmit={() => {
				if (data) flow.submit(data)
			}}
		/>
	)
}
