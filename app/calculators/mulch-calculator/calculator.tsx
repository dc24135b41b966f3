import { MaterialLayerCalculator } from '#app/families/material-layer/calculator.tsx'
import { computeMulch } from './compute.ts'
import { MULCH } from './material.ts'

export function MulchCalculator() {
	return <MaterialLayerCalculator material={MULCH} compute={computeMulch} />
}
