import { useState } from 'react'
import { attemptCalculation } from '#app/lib/calculation-error.ts'
import type { FieldErrors } from '#app/lib/number-input.ts'
import { useCalculationFlow } from '#app/calculator-runtime/use-calculation-flow.ts'

/**
 * A calculator's state: the form values, their parse (errors, and the input once valid), the Calculate →
 * 'Calculating...' → results flow, and the result computed in render from the submitted input. A CalculationError
 * from `compute` becomes `alert` and the form stays, values kept.
 */
export function useCalculator<TValues, TInput, TResult>({
	defaults,
	parse,
	compute,
	clearForStartNew,
}: {
	defaults: TValues
	parse: (values: TValues) => { data: TInput | null; errors: FieldErrors }
	compute: (input: TInput) => TResult
	/** The values 'Start New Calculation' returns to, from the current ones. */
	clearForStartNew: (values: TValues) => TValues
}) {
	const [values, setValues] = useState(defaults)
	const [hasStartedNew, setHasStartedNew] = useState(false)
	const flow = useCalculationFlow<TInput>()
	const { data, errors } = parse(values)
	const submitted = flow.phase === 'results' ? flow.submitted : null
	const outcome = submitted ? attemptCalculation(() => compute(submitted)) : null

	return {
		values,
		errors,
		isReady: data !== null,
		isCalculating: flow.isCalculating,
		/** Focus returns to the first field after 'Start New Calculation'. */
		focusFirstField: hasStartedNew,
		alert: outcome?.ok === false ? outcome.message : undefined,
		results: submitted && outcome?.ok ? { input: submitted, result: outcome.result } : null,
		update: (patch: Partial<TValues>) => setValues((previous) => ({ ...previous, ...patch })),
		setValues,
		submit: () => {
			if (data) flow.submit(data)
		},
		startNew: () => {
			setValues(clearForStartNew)
			setHasStartedNew(true)
			flow.startNew()
		},
	}
}
