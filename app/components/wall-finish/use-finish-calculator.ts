import { type ComponentType, useState } from 'react'
import * as v from 'valibot'
import { useCalculationFlow } from '#app/components/calculator/use-calculation-flow.ts'
import type { UnitSelection } from '#app/components/form/unit-system-field.tsx'
import { type FieldErrors, fieldErrors } from '#app/lib/number-input.ts'
import type { MetricSubUnit } from '#app/lib/units.ts'

type Selectable = { unit: UnitSelection['unit']; metricUnit: MetricSubUnit }

/** The results view of a calculator: it computes from the submitted inputs and renders them. */
export type ResultsView<TInput> = ComponentType<{ input: TInput; onStartNew: () => void }>

/** What every wall-finish form gets from its calculator. */
export type FinishFormProps<TValues extends Selectable> = {
	values: TValues
	errors: FieldErrors
	isReady: boolean
	isCalculating: boolean
	/** Set after 'Start New Calculation': the first length takes focus. */
	focusFirstField: boolean
	onChange: (patch: Partial<TValues>) => void
	onUnitChange: (selection: UnitSelection<TValues['metricUnit']>) => void
	onSubmit: () => void
}

/**
 * State of a wall-finish calculator: the draft values, their validation, and the seed's
 * Calculate → 'Calculating...' → results flow. Calculate snapshots the parsed inputs for the
 * summary (seed 001 §4); 'Start New Calculation' returns to the form with the inputs kept.
 * A unit change replaces the values with `resetForUnit(previous, selection)`.
 *
 * The results view ships with the page: once it has loaded, calculating needs no network.
 */
export function useFinishCalculator<TValues extends Selectable, TInput>(
	defaults: TValues,
	createSchema: (values: TValues) => v.GenericSchema<unknown, TInput>,
	resetForUnit: (previous: TValues, selection: UnitSelection<TValues['metricUnit']>) => TValues,
	Results: ResultsView<TInput>,
) {
	const [values, setValues] = useState(defaults)
	const [hasStartedNew, setHasStartedNew] = useState(false)
	const flow = useCalculationFlow<TInput>()
	const validation = v.safeParse(createSchema(values), values)

	const form: FinishFormProps<TValues> = {
		values,
		errors: fieldErrors(validation),
		isReady: validation.success,
		isCalculating: flow.isCalculating,
		focusFirstField: hasStartedNew,
		onChange: (patch) => setValues((previous) => ({ ...previous, ...patch })),
		onUnitChange: (selection) => setValues((previous) => resetForUnit(previous, selection)),
		onSubmit: () => {
			if (!validation.success) return
			flow.submit(validation.output)
		},
	}
	return {
		form,
		/** The results view with the submitted inputs, once both are ready. */
		results: flow.phase === 'results' && flow.submitted ? { Results, input: flow.submitted } : null,
		startNew: () => {
			setHasStartedNew(true)
			flow.startNew()
		},
	}
}
