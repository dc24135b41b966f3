import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { hasEmptyField } from '#app/lib/number-input.ts'
import { PaverForm } from './form.tsx'
import { createPaverSchema, PAVER_DEFAULTS, PAVER_SYSTEM_DEFAULTS, paverValuesForUnit } from './schema.ts'

export const paverCalculator = defineCalculator({
	id: 'paver-calculator',
	defaults: PAVER_DEFAULTS,
	schema: createPaverSchema,
	defaultsFor: (values) => PAVER_SYSTEM_DEFAULTS[values.unit],
	compute: lazyCompute(() => import('./compute.ts'), 'computePaver'),
	reset: {
		// An empty form in the same unit system, with that system's defaults.
		startNew: (values) => PAVER_SYSTEM_DEFAULTS[values.unit],
		// docs/calculators/paver-calculator.md §2: one blank area and the new system's sizes; choices made are kept.
		unitChange: paverValuesForUnit,
	},
	messages: {
		empty: 'Fill in the length and width of every area to calculate.',
		// The areas are filled in but another field was emptied (the custom size, a depth).
		pending: (_values, errors) =>
			hasEmptyField(errors) && !hasEmptyField(errors, 'areas') ? 'Fill in every field to calculate.' : undefined,
	},
	Form: PaverForm,
	Results: lazyResults(() => import('./results.tsx'), 'PaverResults'),
})
