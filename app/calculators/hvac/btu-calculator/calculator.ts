import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import { BtuForm } from './form.tsx'
import { BTU_DEFAULTS, BTU_KEPT_ON_UNIT_CHANGE, btuDefaults, createBtuSchema } from './schema.ts'

export const btuCalculator = defineCalculator({
	id: 'btu-calculator',
	defaults: BTU_DEFAULTS,
	schema: createBtuSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeBtu'),
	reset: {
		// Decision 061: the spec's defaults of the unit system in use; the load type stays.
		startNew: (values) => valuesForNewUnit(btuDefaults(values.unit), values, {}, ['load']),
		// The one unit rule (decision 036): area and height start again from the new system's defaults.
		unitChange: (values, selection) =>
			valuesForNewUnit(btuDefaults(selection.unit ?? values.unit), values, selection, BTU_KEPT_ON_UNIT_CHANGE),
	},
	messages: { empty: 'Fill in the floor area and ceiling height to calculate.' },
	Form: BtuForm,
	Results: lazyResults(() => import('./results.tsx'), 'BtuResults'),
})
