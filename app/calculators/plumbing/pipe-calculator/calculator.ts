import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { PipeCalculatorForm } from './form.tsx'
import { createPipeCalculatorSchema, PIPE_CALCULATOR_DEFAULTS, pipeCalculatorDefaults } from './schema.ts'

export const pipeCalculator = defineCalculator({
	id: 'pipe-calculator',
	defaults: PIPE_CALCULATOR_DEFAULTS,
	schema: createPipeCalculatorSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computePipeCalculator'),
	reset: {
		// One run of the unit system's default pipe again (docs/decisions/059-plumbing-choices.md).
		startNew: (values) => pipeCalculatorDefaults(values.unit),
		unitChange: (values, selection) => pipeCalculatorDefaults(selection.unit ?? values.unit),
	},
	messages: { empty: 'Required: fill in every field to calculate.' },
	Form: PipeCalculatorForm,
	Results: lazyResults(() => import('./results.tsx'), 'PipeCalculatorResults'),
})
