import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { computeVoltageDrop } from './compute.ts'
import { VoltageDropForm } from './form.tsx'
import { VoltageDropResults } from './results.tsx'
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
	compute: computeVoltageDrop,
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
	Results: VoltageDropResults,
})
