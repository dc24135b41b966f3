import { useState } from 'react'
import { useCalculationFlow } from '#app/calculator-runtime/use-calculation-flow.ts'

/**
 * The draft values of a calculator's form, its calculation flow, and 'Start New Calculation':
 * `startNew(reset)` applies the calculator's reset rule, returns to the form and asks it to focus
 * its first field.
 */
export function useCalculatorState<TValues extends object, TInput>(initialValues: TValues | (() => TValues)) {
	const [values, setValues] = useState(initialValues)
	const [hasStartedNew, setHasStartedNew] = useState(false)
	const flow = useCalculationFlow<TInput>()
	return {
		values,
		flow,
		hasStartedNew,
		update: (patch: Partial<TValues>) => setValues((previous) => ({ ...previous, ...patch })),
		startNew: (reset: (values: TValues) => TValues) => {
			setValues(reset)
			setHasStartedNew(true)
			flow.startNew()
		},
	}
}
