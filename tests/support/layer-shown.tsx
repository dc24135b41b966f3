import { expect } from 'vitest'
import type { EstimatedLayer, LayerInput, LayerMaterial } from '#app/families/material-layer/compute.ts'
import { materialLayerResults } from '#app/families/material-layer/results.tsx'
import { expectWorkingShown } from './shown-results.tsx'

/**
 * A topsoil, mulch or gravel result, checked as issue #17 asks: each working line ends with what the
 * results show for it, and the bags and bulk bags bought are the results' counts.
 */
export function expectLayerShown<TType extends string>(
	material: LayerMaterial<TType>,
	input: LayerInput<TType>,
	result: EstimatedLayer,
) {
	expectWorkingShown(materialLayerResults(material), input, result)
	const counts = { bag: result.bags, 'bulk bag': result.bulkBags.full, 'half bulk bag': result.bulkBags.half }
	expect(Object.fromEntries(result.purchases.map((purchase) => [purchase.unit, purchase.quantity]))).toEqual(
		Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0)),
	)
	return result
}
