import type { ComponentType } from 'react'
import { defineCalculator, type ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import type { CalculatorId } from '#app/catalogue/calculators.ts'
import { hasEmptyField, REQUIRED_MESSAGE } from '#app/lib/number-input.ts'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import {
	type CoatedFinishInput,
	type CoatedFinishSpec,
	coatedFinishDefaults,
	createCoatedFinishSchema,
} from './coated-finish.ts'
import { type CoatedFinishView, createCoatedFinishForm } from './coated-finish-form.tsx'
import { coverageForNewUnit } from './coverage.ts'

/** Under Calculate when the coverage is the only field left empty (the calculator's own line names the sizes). */
export const EMPTY_COVERAGE_MESSAGE = 'Fill in the coverage from your tin to calculate.'

/**
 * Paint and primer: one calculator with different data. The spec (pure data) gives the values,
 * the schema and the maths; the view how the form shows them; compute and Results are each
 * calculator's own (their tins and their tables differ).
 */
export function defineCoatedFinish<TSpec extends CoatedFinishSpec, TResult>(
	spec: TSpec,
	calculator: CoatedFinishView<TSpec> & {
		id: CalculatorId
		/** The line under Calculate while a size is still empty. */
		emptyMessage: string
		compute: (input: CoatedFinishInput<TSpec>) => TResult
		Results: ComponentType<ResultsProps<CoatedFinishInput<TSpec>, TResult>>
	},
) {
	const defaults = coatedFinishDefaults(spec)
	return defineCalculator({
		id: calculator.id,
		defaults,
		schema: (values) => createCoatedFinishSchema(spec, values),
		compute: calculator.compute,
		reset: {
			// 'Start New Calculation' returns to the form with the inputs kept.
			startNew: (values) => values,
			// The one unit rule (docs/calculators/paint-calculator.md §2, primer-calculator.md §2): one default surface
			// and no openings; the type and wastage stay, and so does a coverage typed from the tin, in the new unit
			// (decision 081). One not typed follows the type and the new system.
			unitChange: (values, selection) => {
				const next = valuesForNewUnit(defaults, values, selection, [
					spec.typeKey as TSpec['typeKey'],
					'includeWastage',
					'isCoverageEdited',
				])
				return { ...next, coverage: coverageForNewUnit(values.coverage, values.unit, next.unit) }
			},
		},
		messages: {
			empty: calculator.emptyMessage,
			pending: (_values, { coverage, ...others }) =>
				coverage === REQUIRED_MESSAGE && !hasEmptyField(others) ? EMPTY_COVERAGE_MESSAGE : undefined,
		},
		Form: createCoatedFinishForm(spec, calculator),
		Results: calculator.Results,
	})
}
