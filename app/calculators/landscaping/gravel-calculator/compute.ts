import {
	computeMaterialLayer,
	type EstimatedLayer,
	type LayerInput,
} from '#app/calculators/landscaping/shared/compute.ts'
import { GRAVEL, type GravelType } from './material.ts'

export type GravelInput = LayerInput<GravelType>

/** Gravel layer: volume = area × depth (× 1.1 with wastage), weight at the type's density, 25 L bags, 0.85 t bulk bags. */
export function computeGravel(input: GravelInput): EstimatedLayer {
	return computeMaterialLayer(input, GRAVEL)
}
