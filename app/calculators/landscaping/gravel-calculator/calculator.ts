import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { materialLayerCalculator } from '#app/calculators/landscaping/shared/calculator.ts'
import { GRAVEL } from './material.ts'

export const gravelCalculator = materialLayerCalculator({
	id: 'gravel-calculator',
	material: GRAVEL,
	compute: lazyCompute(() => import('./compute.ts'), 'computeGravel'),
})
