import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import { CarpetForm } from './form.tsx'
import { CARPET_DEFAULTS, carpetDefaults, createCarpetSchema } from './schema.ts'

export const carpetCalculator = defineCalculator({
	id: 'carpet-calculator',
	defaults: CARPET_DEFAULTS,
	schema: createCarpetSchema,
	compute: lazyCompute(() => import('./compute.ts'), 'computeCarpet'),
	reset: {
		// A new estimate in the same unit system: one blank room and that system's defaults (decision 054).
		startNew: (values) => carpetDefaults(values.unit),
		// docs/calculators/carpet-calculator.md §2 and the one unit rule: one blank room and the new system's
		// defaults (the roll widths are the system's own); the underlay choice stays.
		unitChange: (values, selection) =>
			valuesForNewUnit(carpetDefaults(selection.unit ?? values.unit), values, selection, ['includeUnderlay']),
	},
	messages: { empty: 'Fill in the length, width and doorways of every room, and each setting, to calculate.' },
	Form: CarpetForm,
	Results: lazyResults(() => import('./results.tsx'), 'CarpetResults'),
})
