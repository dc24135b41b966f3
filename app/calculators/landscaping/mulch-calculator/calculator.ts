import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { materialLayerCalculator } from '#app/calculators/landscaping/shared/calculator.ts'
import { MULCH } from './material.ts'

export const mulchCalculator = materialLayerCalculator({
	id: 'mulch-calculator',
	material: MULCH,
	compute: lazyCompute(() => import('./compute.ts'), 'computeMulch'),
})
