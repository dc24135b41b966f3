import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { computeConduitFill } from './compute.ts'
import { ConduitFillForm } from './form.tsx'
import { pendingConduitFillMessage } from './pending.ts'
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
	messages: { empty: 'Fill in every count to calculate.', pending: pendingConduitFillMessage },
	Form: ConduitFillForm,
	Results: ConduitFillResults,
})
