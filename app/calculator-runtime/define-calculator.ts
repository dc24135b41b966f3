import type { ComponentType } from 'react'
import type * as v from 'valibot'
import type { CalculatorId } from '#app/catalogue/calculators.ts'
import type { FieldErrors } from '#app/lib/number-input.ts'

/** What a calculator's parse gives: the input compute takes once every field is valid, and a message per field path. */
export type Parsed<TData> = { data: TData | null; errors: FieldErrors }

/** What the runtime gives a calculator's form: its values, their errors, and two stable ways to change them. */
export type FormProps<TValues> = {
	values: TValues
	/** By field path ('length', 'walls.2.height'); an empty field's 'Required' shows once the person empties it. */
	errors: FieldErrors
	/** Merges a patch into the values. */
	update: (patch: Partial<TValues>) => void
	/** A unit system or metric sub-unit change, under the calculator's unit rule. */
	changeUnit: (selection: Partial<TValues>) => void
}

/** What the runtime gives a calculator's results: the input as submitted, its result, and 'Start New Calculation'. */
export type ResultsProps<TData, TResult> = { input: TData; result: TResult; onStartNew: () => void }

/**
 * The one contract every calculator declares (seeds 000 and 001: a form view, 'Calculating...' for
 * 500 ms, then a results view with 'Start New Calculation'). The runtime owns the state, the flow,
 * the form shell with its alert line, and focus; a calculator is declarations and pure code.
 */
export type CalculatorDefinition<TValues, TData, TResult> = {
	id: CalculatorId
	/** The form's values before anything is typed: text as typed, and the choices. */
	defaults: TValues
	/**
	 * The one place the values are validated (docs/calculators/site-rules.md §6): a valibot schema, built from the values
	 * (bounds depend on the unit), that reads the text as typed and gives what compute takes. The runtime
	 * runs it with parseWith; the address reads its choices (picklists) to check a link's values.
	 */
	schema: (values: TValues) => v.GenericSchema<unknown, TData>
	/**
	 * The defaults of the unit system `values` are in, for calculators whose imperial defaults differ: a field a link
	 * does not carry (one added after the link was made) that would be out of bounds takes its system's default.
	 */
	defaultsFor?: (values: TValues) => TValues
	/** Pure and synchronous; may throw a CalculationError with a seed-named message, shown as an alert. */
	compute: ((data: TData) => TResult) & {
		/** A `lazyCompute` one is fetched after the page wakes (issue #30): called once `isLoaded`. */
		load?: () => Promise<void>
		isLoaded?: () => boolean
	}
	reset: {
		/** The values 'Start New Calculation' returns to, from the current ones. */
		startNew: (values: TValues) => TValues
		/** The values after a unit system change (lib/unit-change.ts has the one rule). */
		unitChange?: (values: TValues, selection: Partial<TValues>) => TValues
	}
	/** The line under a disabled Calculate. `empty`: while a field is still empty. */
	messages: {
		empty: string
		/** Replaces the runtime's own line, e.g. to name the first field to correct. */
		pending?: (values: TValues, errors: FieldErrors) => string | undefined
	}
	Form: ComponentType<FormProps<TValues>>
	/** The results view; a `lazyResults` one is fetched after the page wakes, not with it (issue #30). */
	Results: ComponentType<ResultsProps<TData, TResult>> & { preload?: () => Promise<void> }
}

/** Declares a calculator; the identity function, there for the types. */
export function defineCalculator<TValues, TData, TResult>(definition: CalculatorDefinition<TValues, TData, TResult>) {
	return definition
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a definition of any calculator, for code that only passes it on
export type AnyCalculatorDefinition = CalculatorDefinition<any, any, any>
