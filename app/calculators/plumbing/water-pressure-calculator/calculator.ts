import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { WaterPressureForm } from './form.tsx'
import {
	createWaterPressureSchema,
	WATER_PRESSURE_DEFAULTS,
	waterPressureDefaults,
	waterPressureValuesForUnit,
} from './schema.ts'

export const waterPressureCalculator = defineCalculator({
	id: 'water-pressure-calculator',
	defaults: WATER_PRESSURE_DEFAULTS,
	schema: createWaterPressureSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeWaterPressure'),
	reset: {
		// The unit system's defaults again, in the same mode (docs/decisions/059-plumbing-choices.md).
		startNew: (values) => ({ ...waterPressureDefaults(values.unit), mode: values.mode }),
		unitChange: waterPressureValuesForUnit,
	},
	messages: { empty: 'Required: fill in every field to calculate.' },
	Form: WaterPressureForm,
	Results: lazyResults(() => import('./results.tsx'), 'WaterPressureResults'),
})
