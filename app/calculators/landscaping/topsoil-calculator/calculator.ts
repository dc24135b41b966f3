import { materialLayerCalculator } from '#app/calculators/landscaping/shared/calculator.ts'
import { computeTopsoil } from './compute.ts'
import { TOPSOIL } from './material.ts'

export const topsoilCalculator = materialLayerCalculator({
	id: 'topsoil-calculator',
	material: TOPSOIL,
	compute: computeTopsoil,
})
