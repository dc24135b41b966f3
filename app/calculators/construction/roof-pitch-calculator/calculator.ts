import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { hasEmptyField } from '#app/lib/number-input.ts'
import { RoofPitchForm } from './form.tsx'
import { createRoofPitchSchema, ROOF_PITCH_DEFAULTS, ROOF_PITCH_SYSTEM_DEFAULTS, valuesForUnit } from './schema.ts'

export const roofPitchCalculator = defineCalculator({
	id: 'roof-pitch-calculator',
	defaults: ROOF_PITCH_DEFAULTS,
	schema: createRoofPitchSchema,
	defaultsFor: (values) => ROOF_PITCH_SYSTEM_DEFAULTS[values.unit],
	compute: lazyCompute(() => import('./compute.ts'), 'computeRoofPitch'),
	reset: {
		// An empty form in the same unit system, with that system's defaults (as the Roofing Calculator).
		startNew: (values) => ROOF_PITCH_SYSTEM_DEFAULTS[values.unit],
		// docs/calculators/roof-pitch-calculator.md §2: every field but the roof type takes the new system's defaults.
		unitChange: (values, selection) => valuesForUnit(values, selection.unit ?? 'metric'),
	},
	messages: {
		empty: 'Fill in the span and building length to calculate.',
		pending: (values, errors) =>
			values.pitchMode === 'riseRun' && hasEmptyField(errors)
				? 'Fill in the rise, run, span and building length to calculate.'
				: undefined,
	},
	Form: RoofPitchForm,
	Results: lazyResults(() => import('./results.tsx'), 'RoofPitchResults'),
})
