import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { hasEmptyField } from '#app/lib/number-input.ts'
import { computeConduitFill } from './compute.ts'
import { ConduitFillForm } from './form.tsx'
import { ConduitFillResults } from './results.tsx'
import {
	CONDUIT_FILL_DEFAULTS,
	conduitFillDefaults,
	conduitFillValuesForStandard,
	createConduitFillSchema,
} from './schema.ts'

export const conduitFillCalculator = defineCalculator({
	id: 'conduit-fill-calculator',
	defaults: CONDUIT_FILL_DEFAULTS,
	schema: createConduitFillSchema,
	compute: computeConduitFill,
	reset: {
		// The defaults of the standard in use; a standard change keeps the typed numbers (decision 067).
		startNew: (values) => conduitFillDefaults(values.standard),
		unitChange: conduitFillValuesForStandard,
	},
	messages: {
		empty: 'Fill in every count to calculate.',
		pending: (values, errors) =>
			values.standard === 'metric' && hasEmptyField(errors)
				? 'Fill in the run length, the bends and every count to calculate.'
				: undefined,
	},
	Form: ConduitFillForm,
	Results: ConduitFillResults,
})
