import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { WaterFlowForm } from './form.tsx'
import { createWaterFlowSchema, WATER_FLOW_DEFAULTS, waterFlowDefaults, waterFlowValuesForUnit } from './schema.ts'

export const waterFlowCalculator = defineCalculator({
	id: 'water-flow-calculator',
	defaults: WATER_FLOW_DEFAULTS,
	schema: createWaterFlowSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeWaterFlow'),
	reset: {
		// The unit system's defaults again, in the same mode (docs/decisions/059-plumbing-choices.md).
		startNew: (values) => ({ ...waterFlowDefaults(values.unit), mode: values.mode }),
		unitChange: waterFlowValuesForUnit,
	},
	messages: { empty: 'Required: fill in every field to calculate.' },
	Form: WaterFlowForm,
	Results: lazyResults(() => import('./results.tsx'), 'WaterFlowResults'),
})
