import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { keepingOnUnitChange } from '#app/lib/unit-change.ts'
import { clearDrywallMeasurements } from './fields.ts'
import { DrywallForm } from './form.tsx'
import { DRYWALL_DEFAULTS, createDrywallSchema } from './schema.ts'

/** The choices a unit change keeps; the measurements start again. */
const KEPT_CHOICES = ['drywallType', 'boardSize', 'includeCeiling', 'includeWastage', 'includeTapeAndMud'] as const

export const drywallEstimator = defineCalculator({
	id: 'drywall-estimator',
	defaults: DRYWALL_DEFAULTS,
	schema: createDrywallSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeDrywall'),
	reset: {
		startNew: clearDrywallMeasurements,
		// The one unit rule (lib/unit-change.ts): walls, openings and ceiling start again; type, board and toggles stay.
		unitChange: keepingOnUnitChange(DRYWALL_DEFAULTS, KEPT_CHOICES),
	},
	messages: {
		empty: 'Fill in every length, height, width and opening to calculate.',
		pending: (values) =>
			values.drywallType && values.boardSize ? undefined : 'Select a drywall type and a board size to calculate.',
	},
	Form: DrywallForm,
	Results: lazyResults(() => import('./results.tsx'), 'DrywallResults'),
})
