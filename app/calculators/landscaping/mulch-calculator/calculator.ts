import { materialLayerCalculator } from '#app/calculators/landscaping/shared/calculator.ts'
import { computeMulch } from './compute.ts'
import { MULCH } from './material.ts'

export const mulchCalculator = materialLayerCalculator({
	id: 'mulch-calculator',
	material: MULCH,
	compute: computeMulch,
})
