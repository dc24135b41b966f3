import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { computePipeCalculator } from './compute.ts'
import { PipeCalculatorForm } from './form.tsx'
import { PipeCalculatorResults } from './results.tsx'
import { createPipeCalculatorSchema, PIPE_CALCULATOR_DEFAULTS, pipeCalculatorDefaults } from './schema.ts'

export const pipeCalculator = defineCalculator({
	id: 'pipe-calculator',
	defaults: PIPE_CALCULATOR_DEFAULTS,
	schema: createPipeCalculatorSchema,
	compute: computePipeCalculator,
	reset: {
		// One run of the unit system's default pipe again (docs/decisions/059-plumbing-choices.md).
		startNew: (values) => pipeCalculatorDefaults(values.unit),
		unitChange: (values, selection) => pipeCalculatorDefaults(selection.unit ?? values.unit),
	},
	messages: { empty: 'Required: fill in every field to calculate.' },
	Form: PipeCalculatorForm,
	Results: PipeCalculatorResults,
})
