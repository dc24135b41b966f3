import { expect } from 'vitest'
import type { EstimatedLayer } from '#app/calculators/landscaping/shared/compute.ts'
import { boughtBy, expectSoundEstimate } from './estimated.ts'

/**
 * A topsoil, mulch or gravel result's working reads no impossible amount, and the bags or bulk bags bought are the
 * result's counts: bulk bags once a full one is needed, else bags; never both, which would buy the material twice.
 */
export function expectLayerBought(result: EstimatedLayer) {
	expectSoundEstimate(result)
	const counts =
		result.bulkBags.full > 0
			? { 'bulk bag': result.bulkBags.full, 'half bulk bag': result.bulkBags.half }
			: { bag: result.bags }
	expect(boughtBy(result, 'unit')).toEqual(Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0)))
	return result
}
