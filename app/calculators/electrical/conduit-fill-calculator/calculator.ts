import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
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
	// As its siblings: one line for any empty field (decision 075).
	messages: { empty: 'Fill in every field to calculate.' },
	Form: ConduitFillForm,
	Results: ConduitFillResults,
})
