import { doorBarsFor, floorAreaOf, totalWallRun, withWaste } from '#app/families/flooring/compute.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import { inToFt, mmToM, type UnitSystem } from '#app/lib/units.ts'
import type { LaminateInput } from './schema.ts'

/** Areas in m² (metric) or ft² (imperial), lengths in m or ft; results.tsx converts them. */
export type LaminateResult = {
	/** Σ (L − 2g)(W − 2g): the floor inside the expansion gap. */
	laidArea: number
	areaWithWaste: number
	packs: number
	areaBought: number
	underlayRolls: number
	/** T: trim along the walls less the doorways, before waste. */
	trimLength: number
	trimPieces: number
	doorBars: number
}

/** The expansion gap as a length in the system's unit: mm / 1000 (m) or in / 12 (ft). */
export function gapLength(gap: number, unit: UnitSystem) {
	return unit === 'metric' ? mmToM(gap) : inToFt(gap)
}

/**
 * The side of a room that is too small for the gap (L ≤ 2g or W ≤ 2g, equality included), or null.
 * A guard: within the bounds (rooms from 0.1 m / 0.5 ft, gaps up to 25 mm / 1 in) it cannot fire.
 */
export function sideTooSmallForGap(room: { length: number; width: number }, gap: number) {
	const limit = 2 * gap * (1 + 1e-9)
	if (room.length <= limit) return 'length'
	return room.width <= limit ? 'width' : null
}

/**
 * SPEC-NEXT building and flooring §5, g = the gap in m or ft:
 * 1. laid area per room = (L − 2g)(W − 2g); A = Σ; packs = ceilTol(A × (1 + w/100) / pack coverage).
 * 2. underlay rolls = ceilTol(A / roll coverage) (no waste: roll ratings are net of laps).
 * 3. trim per room = max(0, 2(L + W) − doorways × doorway width); T = Σ; pieces = ceilTol(T × (1 + w/100) / trim length).
 * 4. door bars = Σ doorways × ceilTol(doorway width / bar length), bar 0.9 m or 3 ft.
 */
export function computeLaminate(input: LaminateInput): LaminateResult {
	const gap = gapLength(input.gap, input.unit)
	const laidArea = floorAreaOf(
		input.rooms.map((room) => ({ length: room.length - 2 * gap, width: room.width - 2 * gap })),
	)
	const areaWithWaste = withWaste(laidArea, input.waste)
	const packs = ceilCount(areaWithWaste / input.packCoverage)
	const trimLength = totalWallRun(input.rooms, input.doorwayWidth)
	return {
		laidArea,
		areaWithWaste,
		packs,
		areaBought: packs * input.packCoverage,
		underlayRolls: ceilCount(laidArea / input.underlayCoverage),
		trimLength,
		trimPieces: ceilCount(withWaste(trimLength, input.waste) / input.trimLength),
		doorBars: doorBarsFor(input.rooms, input.doorwayWidth, input.unit),
	}
}
