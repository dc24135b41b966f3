import {
	computeMaterialLayer,
	type EstimatedLayer,
	type LayerInput,
} from '#app/calculators/landscaping/shared/compute.ts'
import { TOPSOIL } from './material.ts'

export type TopsoilInput = LayerInput<'topsoil'>

/** Topsoil layer: volume = area × depth (× 1.1 with wastage), weight at 1.4 t/m³, 40 L bags, 850 kg bulk bags. */
export function computeTopsoil(input: TopsoilInput): EstimatedLayer {
	return computeMaterialLayer(input, TOPSOIL)
}
