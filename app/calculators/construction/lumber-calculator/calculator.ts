import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { LumberForm } from './form.tsx'
import { createLumberSchema, LUMBER_DEFAULTS, LUMBER_SYSTEM_DEFAULTS } from './schema.ts'

export const lumberCalculator = defineCalculator({
	id: 'lumber-calculator',
	defaults: LUMBER_DEFAULTS,
	schema: createLumberSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeLumber'),
	reset: {
		// An empty form in the same unit system, with that system's defaults.
		startNew: (values) => LUMBER_SYSTEM_DEFAULTS[values.unit],
		// docs/calculators/lumber-calculator.md §2: one blank wall, no openings and the new system's defaults.
		unitChange: (_values, selection) => LUMBER_SYSTEM_DEFAULTS[selection.unit ?? 'metric'],
	},
	messages: { empty: 'Fill in the length and height of every wall and the width of every opening to calculate.' },
	Form: LumberForm,
	Results: lazyResults(() => import('./results.tsx'), 'LumberResults'),
})
