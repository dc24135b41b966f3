import { expect } from 'vitest'
import type { EstimatedLayer, LayerInput, LayerMaterial } from '#app/calculators/landscaping/shared/compute.ts'
import { materialLayerResults } from '#app/calculators/landscaping/shared/results.tsx'
import { boughtBy, expectWorkingShown } from './shown-results.ts'

/**
 * A topsoil, mulch or gravel result, checked as issue #17 asks: each working line ends with what the
 * results show for it, and the bags or bulk bags bought are the results' counts.
 */
export function expectLayerShown<TType extends string>(
	material: LayerMaterial<TType>,
	input: LayerInput<TType>,
	result: EstimatedLayer,
) {
	expectWorkingShown(materialLayerResults(material), input, result)
	// Bulk bags once a full one is needed, else bags: never both, which would buy the material twice.
	const counts =
		result.bulkBags.full > 0
			? { 'bulk bag': result.bulkBags.full, 'half bulk bag': result.bulkBags.half }
			: { bag: result.bags }
	expect(boughtBy(result, 'unit')).toEqual(Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0)))
	return result
}
