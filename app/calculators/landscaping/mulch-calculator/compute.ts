import {
	computeMaterialLayer,
	type EstimatedLayer,
	type LayerInput,
} from '#app/calculators/landscaping/shared/compute.ts'
import { MULCH, type MulchType } from './material.ts'

export type MulchInput = LayerInput<MulchType>

/** Mulch layer: volume = area × depth (× 1.1 with wastage), weight at the type's density, 50 L bags, 1 m³ bulk bags. */
export function computeMulch(input: MulchInput): EstimatedLayer {
	return computeMaterialLayer(input, MULCH)
}
