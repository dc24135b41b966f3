import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import { computeDuctSize } from './compute.ts'
import { DuctForm } from './form.tsx'
import { DuctResults } from './results.tsx'
import { createDuctSchema, DUCT_DEFAULTS, ductDefaults, ductValuesForUnits } from './schema.ts'

export const ductSizeCalculator = defineCalculator({
	id: 'duct-size-calculator',
	defaults: DUCT_DEFAULTS,
	schema: createDuctSchema,
	compute: computeDuctSize,
	reset: {
		// Decision 061: the spec's defaults of the unit system in use; the method and the rectangular choice stay.
		startNew: (values) => valuesForNewUnit(ductDefaults(values.unit), values, {}, ['method', 'hasRectangular']),
		// The airflow unit select converts the airflow; the unit system starts the numbers again (decision 036).
		unitChange: ductValuesForUnits,
	},
	messages: { empty: 'Fill in the airflow and the sizing rate to calculate.' },
	Form: DuctForm,
	Results: DuctResults,
})
