import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { GrassSeedForm } from './form.tsx'
import { createGrassSeedSchema, GRASS_SEED_DEFAULTS, grassValuesForUnits, resetGrassSeedValues } from './schema.ts'

export const grassSeedCalculator = defineCalculator({
	id: 'grass-seed-calculator',
	defaults: GRASS_SEED_DEFAULTS,
	schema: createGrassSeedSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeGrassSeed'),
	reset: {
		// docs/calculators/grass-seed-calculator.md §2: the area clears and the bag size goes back to 1; the choices stay.
		startNew: resetGrassSeedValues,
		// docs/calculators/grass-seed-calculator.md §2: the area and bag unit selects convert the value typed beside them.
		unitChange: grassValuesForUnits,
	},
	messages: { empty: 'Enter the area and the bag size to calculate.' },
	Form: GrassSeedForm,
	Results: lazyResults(() => import('./results.tsx'), 'GrassSeedResults'),
})
