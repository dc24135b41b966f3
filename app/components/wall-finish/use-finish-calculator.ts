import { type ComponentType, useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { useCalculationFlow } from '#app/components/calculator/use-calculation-flow.ts'
import type { UnitSelection } from '#app/components/form/unit-system-field.tsx'
import { type FieldErrors, fieldErrors } from '#app/lib/number-input.ts'
import type { MetricSubUnit } from '#app/lib/units.ts'

type Selectable = { unit: UnitSelection['unit']; metricUnit: MetricSubUnit }

/** The results view of a calculator: it computes from the submitted inputs and renders them. */
export type ResultsView<TInput> = ComponentType<{ input: TInput; onStartNew: () => void }>

export const RESULTS_LOAD_ERROR = 'The results could not be loaded. Check your connection and press Calculate again.'

/** What every wall-finish form gets from its calculator. */
export type FinishFormProps<TValues extends Selectable> = {
	values: TValues
	errors: FieldErrors
	isReady: boolean
	isCalculating: boolean
	/** Set after 'Start New Calculation': the first length takes focus. */
	focusFirstField: boolean
	/** Shown as an alert by Calculate when the results could not be loaded. */
	alert: string | null
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
 * The results view (computation, tables, tips) is a separate chunk, fetched as soon as the form
 * can be calculated so it is normally there before Calculate; 'Calculating...' lasts until both
 * the 500 ms and the chunk are done.
 */
export function useFinishCalculator<TValues extends Selectable, TInput>(
	defaults: TValues,
	createSchema: (values: TValues) => v.GenericSchema<unknown, TInput>,
	resetForUnit: (previous: TValues, selection: UnitSelection<TValues['metricUnit']>) => TValues,
	loadResults: () => Promise<ResultsView<TInput>>,
) {
	const [values, setValues] = useState(defaults)
	const [hasStartedNew, setHasStartedNew] = useState(false)
	const [Results, setResults] = useState<ResultsView<TInput> | null>(null)
	const [alert, setAlert] = useState<string | null>(null)
	const loading = useRef<Promise<void> | null>(null)
	// Whether Calculate was pressed and the results are still due: only then is a failed load reported.
	const isAwaitingResults = useRef(false)
	const flow = useCalculationFlow<TInput>()
	const validation = v.safeParse(createSchema(values), values)

	function load() {
		loading.current ??= loadResults().then(
			(view) => setResults(() => view),
			() => {
				loading.current = null
				if (!isAwaitingResults.current) return
				isAwaitingResults.current = false
				setAlert(RESULTS_LOAD_ERROR)
				flow.startNew()
			},
		)
	}

	useEffect(() => {
		if (validation.success) load()
	})

	const form: FinishFormProps<TValues> = {
		values,
		errors: fieldErrors(validation),
		isReady: validation.success,
		isCalculating: flow.isCalculating || (flow.phase === 'results' && !Results),
		focusFirstField: hasStartedNew,
		alert,
		onChange: (patch) => setValues((previous) => ({ ...previous, ...patch })),
		onUnitChange: (selection) => setValues((previous) => resetForUnit(previous, selection)),
		onSubmit: () => {
			if (!validation.success) return
			setAlert(null)
			isAwaitingResults.current = true
			load()
			flow.submit(validation.output)
		},
	}
	return {
		form,
		/** The results view with the submitted inputs, once both are ready. */
		results: flow.phase === 'results' && flow.submitted && Results ? { Results, input: flow.submitted } : null,
		startNew: () => {
			isAwaitingResults.current = false
			setHasStartedNew(true)
			flow.startNew()
		},
	}
}
