import { MaterialLayerCalculator } from '#app/components/material-layer/material-layer-calculator.tsx'
import { computeMulch } from './compute.ts'
import { MULCH } from './material.ts'

export function MulchCalculator() {
	return <MaterialLayerCalculator material={MULCH} compute={computeMulch} />
}
