import { useState } from 'react'
import type * as z from 'zod/mini'
import { useCalculationFlow } from '#app/components/calculator/use-calculation-flow.ts'
import { fieldErrors } from '#app/lib/number-input.ts'

/**
 * State of a wall-finish calculator: the draft values, their validation, and the seed's
 * Calculate → 'Calculating...' → results flow. Calculate snapshots the parsed inputs for the
 * summary (seed 001 §4); 'Start New Calculation' returns to the form with the inputs kept and
 * focus on the first field.
 */
export function useFinishCalculator<TValues, TInput>(
	defaults: TValues,
	createSchema: (values: TValues) => z.ZodMiniType<TInput>,
) {
	const [values, setValues] = useState(defaults)
	const [hasStartedNew, setHasStartedNew] = useState(false)
	const flow = useCalculationFlow<TInput>()
	const validation = createSchema(values).safeParse(values)
	return {
		values,
		errors: fieldErrors(validation),
		isReady: validation.success,
		isCalculating: flow.isCalculating,
		/** The submitted inputs once the results are due, else null. */
		submitted: flow.phase === 'results' ? flow.submitted : null,
		focusFirstField: hasStartedNew,
		update: (patch: Partial<TValues>) => setValues((previous) => ({ ...previous, ...patch })),
		replace: (next: (previous: TValues) => TValues) => setValues(next),
		submit: () => {
			if (validation.success) flow.submit(validation.data)
		},
		startNew: () => {
			setHasStartedNew(true)
			flow.startNew()
		},
	}
}
