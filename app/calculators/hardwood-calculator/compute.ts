import { floorAreaOf, withWaste } from '#app/families/flooring/compute.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import type { HardwoodInput } from './schema.ts'

/** Areas in the chosen system's unit (m² metric, ft² imperial); results.tsx converts them. */
export type HardwoodResult = {
	floorArea: number
	areaWithWaste: number
	boxes: number
	areaBought: number
	/** Area bought less the floor area. */
	extraArea: number
	/** Null when underlay is not included. */
	underlayRolls: number | null
	/** Null when no price is given. */
	cost: number | null
}

/**
 * SPEC-NEXT building and flooring §4: A = Σ length × width; A_w = A × (1 + w/100);
 * boxes = ceilTol(A_w / coverage); bought = boxes × coverage; extra = bought − A;
 * underlay rolls = ceilTol(A / roll coverage) (on the floor area, no waste); cost = boxes × price.
 */
export function computeHardwood(input: HardwoodInput): HardwoodResult {
	const floorArea = floorAreaOf(input.rooms)
	const areaWithWaste = withWaste(floorArea, input.waste)
	const boxes = ceilCount(areaWithWaste / input.coverage)
	const areaBought = boxes * input.coverage
	const underlayCoverage = input.includeUnderlay ? input.underlayCoverage : null
	return {
		floorArea,
		areaWithWaste,
		boxes,
		areaBought,
		// Never below 0: with no waste, boxes that cover the floor to within 1e-9 may fall short by noise only.
		extraArea: Math.max(0, areaBought - floorArea),
		underlayRolls: underlayCoverage === null ? null : ceilCount(floorArea / underlayCoverage),
		cost: input.price === null ? null : boxes * input.price,
	}
}
