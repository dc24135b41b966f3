import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { hasEmptyField } from '#app/lib/number-input.ts'
import { BrickForm } from './form.tsx'
import { BRICK_DEFAULTS, BRICK_SYSTEM_DEFAULTS, brickValuesForUnit, createBrickSchema } from './schema.ts'

export const brickCalculator = defineCalculator({
	id: 'brick-calculator',
	defaults: BRICK_DEFAULTS,
	schema: createBrickSchema,
	defaultsFor: (values) => BRICK_SYSTEM_DEFAULTS[values.unit],
	compute: lazyCompute(() => import('./compute.ts'), 'computeBrick'),
	reset: {
		// A new estimate in the same unit system: one blank wall, no openings, that system's defaults.
		startNew: (values) => BRICK_SYSTEM_DEFAULTS[values.unit],
		// docs/calculators/brick-calculator.md §2: the new system's defaults; the wall construction and any waste
		// the person edited stay.
		unitChange: (values, selection) => brickValuesForUnit(values, selection.unit ?? values.unit),
	},
	messages: {
		empty: 'Fill in the length and height of every wall and the size of every opening to calculate.',
		pending: (_values, errors) => {
			if (hasEmptyField(errors, 'custom')) return 'Fill in the custom length, height and mortar bed depth to calculate.'
			const isOnlyOpenings = Object.keys(errors).every((path) => path === 'openings')
			return errors.openings && isOnlyOpenings
				? 'Make the openings add up to no more than the walls to calculate.'
				: undefined
		},
	},
	Form: BrickForm,
	Results: lazyResults(() => import('./results.tsx'), 'BrickResults'),
})
