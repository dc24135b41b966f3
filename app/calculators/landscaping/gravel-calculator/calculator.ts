import { materialLayerCalculator } from '#app/calculators/landscaping/shared/calculator.ts'
import { computeGravel } from './compute.ts'
import { GRAVEL } from './material.ts'

export const gravelCalculator = materialLayerCalculator({
	id: 'gravel-calculator',
	material: GRAVEL,
	compute: computeGravel,
})
