import { MaterialLayerCalculator } from '#app/families/material-layer/calculator.tsx'
import { computeTopsoil } from './compute.ts'
import { TOPSOIL } from './material.ts'

export function TopsoilCalculator() {
	return <MaterialLayerCalculator material={TOPSOIL} compute={computeTopsoil} />
}
