import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { FenceForm } from './form.tsx'
import { createFenceSchema, FENCE_DEFAULTS, FENCE_SYSTEM_DEFAULTS, fenceValuesForUnit } from './schema.ts'

export const fenceCalculator = defineCalculator({
	id: 'fence-calculator',
	defaults: FENCE_DEFAULTS,
	schema: createFenceSchema,
	defaultsFor: (values) => FENCE_SYSTEM_DEFAULTS[values.unit],
	compute: lazyCompute(() => import('./compute.ts'), 'computeFence'),
	reset: {
		// An empty form in the same unit system, with that system's defaults.
		startNew: (values) => FENCE_SYSTEM_DEFAULTS[values.unit],
		// docs/calculators/fence-calculator.md §2: one blank section and the new system's sizes; choices made are kept.
		unitChange: fenceValuesForUnit,
	},
	messages: { empty: 'Fill in the length of every section to calculate.' },
	Form: FenceForm,
	Results: lazyResults(() => import('./results.tsx'), 'FenceResults'),
})
