import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { WireSizeForm } from './form.tsx'
import { createWireSizeSchema, WIRE_SIZE_DEFAULTS, wireSizeDefaults, wireSizeValuesForStandard } from './schema.ts'

export const wireSizeCalculator = defineCalculator({
	id: 'wire-size-calculator',
	defaults: WIRE_SIZE_DEFAULTS,
	schema: createWireSizeSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeWireSize'),
	reset: {
		// The standard in use starts again from its defaults (decision 065).
		startNew: (values) => wireSizeDefaults(values.standard),
		// The standard toggle: its choices reset, typed numbers stay (docs/calculators/wire-size-calculator.md §2).
		unitChange: wireSizeValuesForStandard,
	},
	messages: {
		empty: 'Fill in every field to calculate.',
	},
	Form: WireSizeForm,
	Results: lazyResults(() => import('./results.tsx'), 'WireSizeResults'),
})
