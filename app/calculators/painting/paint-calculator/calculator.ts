import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import { defineCoatedFinish } from '#app/calculators/painting/shared/define-coated-finish.ts'
import { paintTypeOptions } from './fields.ts'
import { PAINT } from './schema.ts'

export const paintCalculator = defineCoatedFinish(PAINT, {
	id: 'paint-calculator',
	typeLegend: 'Paint Type',
	typeOptions: paintTypeOptions,
	// Paint lengths step by 0.1; the converted-value hints are primer's and wallpaper's only
	// (docs/calculators/paint-calculator.md §2).
	lengthStep: 0.1,
	lengthHints: false,
	emptyMessage: 'Fill in the size of every wall and opening to calculate.',
	compute: lazyCompute(() => import('./compute.ts'), 'computePaint'),
	Results: lazyResults(() => import('./results.tsx'), 'PaintResults'),
})
