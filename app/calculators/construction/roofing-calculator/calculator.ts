import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { RoofingForm } from './form.tsx'
import { createRoofingSchema, ROOFING_DEFAULTS, ROOFING_SYSTEM_DEFAULTS } from './schema.ts'

export const roofingCalculator = defineCalculator({
	id: 'roofing-calculator',
	defaults: ROOFING_DEFAULTS,
	schema: createRoofingSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeRoofing'),
	reset: {
		// An empty form in the same unit system, with that system's defaults.
		startNew: (values) => ROOFING_SYSTEM_DEFAULTS[values.unit],
		// docs/calculators/roofing-calculator.md §2: each system opens on its own defaults and pitch mode.
		unitChange: (_values, selection) => ROOFING_SYSTEM_DEFAULTS[selection.unit ?? 'metric'],
	},
	messages: { empty: 'Fill in the building length and width to calculate.' },
	Form: RoofingForm,
	Results: lazyResults(() => import('./results.tsx'), 'RoofingResults'),
})
