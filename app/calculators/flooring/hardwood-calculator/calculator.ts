import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import { HardwoodForm } from './form.tsx'
import { createHardwoodSchema, HARDWOOD_DEFAULTS, hardwoodDefaults } from './schema.ts'

export const hardwoodCalculator = defineCalculator({
	id: 'hardwood-calculator',
	defaults: HARDWOOD_DEFAULTS,
	schema: createHardwoodSchema,
	defaultsFor: (values) => hardwoodDefaults(values.unit),
	compute: lazyCompute(() => import('./compute.ts'), 'computeHardwood'),
	reset: {
		// A new estimate in the same unit system: one blank room and that system's defaults (decision 054).
		startNew: (values) => hardwoodDefaults(values.unit),
		// docs/calculators/hardwood-calculator.md §2 and the one unit rule: one blank room and the new system's
		// defaults; layout, waste and the underlay choice do not depend on units and stay.
		unitChange: (values, selection) =>
			valuesForNewUnit(hardwoodDefaults(selection.unit ?? values.unit), values, selection, [
				'layout',
				'waste',
				'includeUnderlay',
			]),
	},
	messages: { empty: 'Fill in the length and width of every room, the coverage and the waste to calculate.' },
	Form: HardwoodForm,
	Results: lazyResults(() => import('./results.tsx'), 'HardwoodResults'),
})
