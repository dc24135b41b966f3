import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { computeWireSize } from './compute.ts'
import { WireSizeForm } from './form.tsx'
import { WireSizeResults } from './results.tsx'
import { createWireSizeSchema, WIRE_SIZE_DEFAULTS, wireSizeDefaults, wireSizeValuesForStandard } from './schema.ts'

export const wireSizeCalculator = defineCalculator({
	id: 'wire-size-calculator',
	defaults: WIRE_SIZE_DEFAULTS,
	schema: createWireSizeSchema,
	compute: computeWireSize,
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
	Results: WireSizeResults,
})
