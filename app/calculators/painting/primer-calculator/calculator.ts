import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCoatedFinish } from '#app/calculators/painting/shared/define-coated-finish.ts'
import { primerTypeOptions } from './fields.ts'
import { PRIMER } from './schema.ts'

export const primerCalculator = defineCoatedFinish(PRIMER, {
	id: 'primer-calculator',
	typeLegend: 'Primer Type',
	typeOptions: primerTypeOptions,
	// Every length shows its converted value (docs/calculators/primer-calculator.md §2).
	lengthHints: true,
	emptyMessage: 'Fill in the size of every surface and opening to calculate.',
	compute: lazyCompute(() => import('./compute.ts'), 'computePrimer'),
	Results: lazyResults(() => import('./results.tsx'), 'PrimerResults'),
})
