import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { InsulationForm } from './form.tsx'
import { createInsulationSchema, INSULATION_DEFAULTS, INSULATION_SYSTEM_DEFAULTS } from './schema.ts'

export const insulationCalculator = defineCalculator({
	id: 'insulation-calculator',
	defaults: INSULATION_DEFAULTS,
	schema: createInsulationSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeInsulation'),
	reset: {
		// An empty form in the same unit system, with that system's defaults.
		startNew: (values) => INSULATION_SYSTEM_DEFAULTS[values.unit],
		// docs/calculators/insulation-calculator.md §2: one blank area, no openings and the new system's defaults.
		unitChange: (_values, selection) => INSULATION_SYSTEM_DEFAULTS[selection.unit ?? 'metric'],
	},
	messages: { empty: 'Fill in the length and width of every area and the size of every opening to calculate.' },
	Form: InsulationForm,
	Results: lazyResults(() => import('./results.tsx'), 'InsulationResults'),
})
