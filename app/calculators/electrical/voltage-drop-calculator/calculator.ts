import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { VoltageDropForm } from './form.tsx'
import {
	createVoltageDropSchema,
	VOLTAGE_DROP_DEFAULTS,
	voltageDropDefaults,
	voltageDropValuesForStandard,
} from './schema.ts'

export const voltageDropCalculator = defineCalculator({
	id: 'voltage-drop-calculator',
	defaults: VOLTAGE_DROP_DEFAULTS,
	schema: createVoltageDropSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeVoltageDrop'),
	reset: {
		// The standard in use starts again from its defaults (decision 064).
		startNew: (values) => voltageDropDefaults(values.standard),
		// The standard toggle: its selects reset, typed numbers stay (docs/calculators/voltage-drop-calculator.md §2).
		unitChange: voltageDropValuesForStandard,
	},
	messages: {
		empty: 'Fill in every field to calculate.',
	},
	Form: VoltageDropForm,
	Results: lazyResults(() => import('./results.tsx'), 'VoltageDropResults'),
})
