import { MaterialLayerCalculator } from '#app/families/material-layer/calculator.tsx'
import { computeGravel } from './compute.ts'
import { GRAVEL } from './material.ts'

export function GravelCalculator() {
	return <MaterialLayerCalculator material={GRAVEL} compute={computeGravel} />
}
