import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { ConduitFillForm } from './form.tsx'
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
	compute: lazyCompute(() => import('./compute.ts'), 'computeConduitFill'),
	reset: {
		// The defaults of the standard in use; a standard change keeps the typed numbers (decision 067).
		startNew: (values) => conduitFillDefaults(values.standard),
		unitChange: conduitFillValuesForStandard,
	},
	// As its siblings: one line for any empty field (decision 075).
	messages: { empty: 'Fill in every field to calculate.' },
	Form: ConduitFillForm,
	Results: lazyResults(() => import('./results.tsx'), 'ConduitFillResults'),
})
