import { defineCoatedFinish } from '#app/calculators/painting/shared/define-coated-finish.ts'
import { computePrimer } from './compute.ts'
import { PRIMER_TYPE_OPTIONS } from './fields.ts'
import { PrimerResults } from './results.tsx'
import { PRIMER } from './schema.ts'

export const primerCalculator = defineCoatedFinish(PRIMER, {
	id: 'primer-calculator',
	typeLegend: 'Primer Type',
	typeOptions: () => PRIMER_TYPE_OPTIONS,
	// Every length shows its converted value (docs/calculators/primer-calculator.md §2).
	lengthHints: true,
	emptyMessage: 'Fill in the size of every surface and opening to calculate.',
	compute: computePrimer,
	Results: PrimerResults,
})
