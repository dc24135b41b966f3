import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import { LaminateForm } from './form.tsx'
import { createLaminateSchema, LAMINATE_DEFAULTS, laminateDefaults } from './schema.ts'

export const laminateCalculator = defineCalculator({
	id: 'laminate-calculator',
	defaults: LAMINATE_DEFAULTS,
	schema: createLaminateSchema,
	defaultsFor: (values) => laminateDefaults(values.unit),
	compute: lazyCompute(() => import('./compute.ts'), 'computeLaminate'),
	reset: {
		// A new estimate in the same unit system: one blank room and that system's defaults (decision 054).
		startNew: (values) => laminateDefaults(values.unit),
		// docs/calculators/laminate-calculator.md §2 and the one unit rule: one blank room and the new system's
		// defaults; the waste stays.
		unitChange: (values, selection) =>
			valuesForNewUnit(laminateDefaults(selection.unit ?? values.unit), values, selection, ['waste']),
	},
	messages: { empty: 'Fill in the length, width and doorways of every room, and each setting, to calculate.' },
	Form: LaminateForm,
	Results: lazyResults(() => import('./results.tsx'), 'LaminateResults'),
})
