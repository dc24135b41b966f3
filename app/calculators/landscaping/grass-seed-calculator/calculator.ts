import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { computeGrassSeed } from './compute.ts'
import { GrassSeedForm } from './form.tsx'
import { GrassSeedResults } from './results.tsx'
import { createGrassSeedSchema, GRASS_SEED_DEFAULTS, grassValuesForUnits, resetGrassSeedValues } from './schema.ts'

export const grassSeedCalculator = defineCalculator({
	id: 'grass-seed-calculator',
	defaults: GRASS_SEED_DEFAULTS,
	schema: createGrassSeedSchema,
	compute: computeGrassSeed,
	reset: {
		// docs/calculators/grass-seed-calculator.md §2: the area clears and the bag size goes back to 1; the choices stay.
		startNew: resetGrassSeedValues,
		// docs/calculators/grass-seed-calculator.md §2: the area and bag unit selects convert the value typed beside them.
		unitChange: grassValuesForUnits,
	},
	messages: { empty: 'Enter the area and the bag size to calculate.' },
	Form: GrassSeedForm,
	Results: GrassSeedResults,
})
