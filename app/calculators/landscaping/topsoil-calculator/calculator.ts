import { lazyCompute } from '#app/calculator-runtime/lazy-compute.ts'
import { materialLayerCalculator } from '#app/calculators/landscaping/shared/calculator.ts'
import { TOPSOIL } from './material.ts'

export const topsoilCalculator = materialLayerCalculator({
	id: 'topsoil-calculator',
	material: TOPSOIL,
	compute: lazyCompute(() => import('./compute.ts'), 'computeTopsoil'),
})
