import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { hasEmptyField } from '#app/lib/number-input.ts'
import { StairForm } from './form.tsx'
import {
	createStairSchema,
	STAIR_DEFAULTS,
	stairDefaults,
	stairValuesForStartNew,
	stairValuesForUnit,
} from './schema.ts'

export const stairCalculator = defineCalculator({
	id: 'stair-calculator',
	defaults: STAIR_DEFAULTS,
	schema: createStairSchema,
	// A link made before a field existed takes its own system's default there (decision 078).
	defaultsFor: (values) => stairDefaults(values.unit),
	compute: lazyCompute(() => import('./compute.ts'), 'computeStair'),
	reset: {
		startNew: stairValuesForStartNew,
		// The lengths start again (decision 036); the rules follow the units until chosen (decision 062's rule).
		unitChange: stairValuesForUnit,
	},
	messages: {
		empty: 'Fill in the total rise to calculate.',
		pending: (values, errors) => {
			if (values.goingMode !== 'fit' || !hasEmptyField(errors, 'availableRun')) return undefined
			return hasEmptyField(errors, 'totalRise')
				? 'Fill in the total rise and the available run to calculate.'
				: 'Fill in the available run to calculate.'
		},
	},
	Form: StairForm,
	Results: lazyResults(() => import('./results.tsx'), 'StairResults'),
})
