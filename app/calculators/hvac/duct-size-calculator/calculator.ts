import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import { DuctForm } from './form.tsx'
import { createDuctSchema, DUCT_DEFAULTS, ductDefaults, ductValuesForUnits } from './schema.ts'

export const ductSizeCalculator = defineCalculator({
	id: 'duct-size-calculator',
	defaults: DUCT_DEFAULTS,
	schema: createDuctSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeDuctSize'),
	reset: {
		// Decision 061: the spec's defaults of the unit system in use; the method and the rectangular choice stay.
		startNew: (values) => valuesForNewUnit(ductDefaults(values.unit), values, {}, ['method', 'hasRectangular']),
		// The airflow unit select converts the airflow; the unit system starts the numbers again (decision 036).
		unitChange: ductValuesForUnits,
	},
	messages: { empty: 'Fill in the airflow and the sizing rate to calculate.' },
	Form: DuctForm,
	Results: lazyResults(() => import('./results.tsx'), 'DuctResults'),
})
