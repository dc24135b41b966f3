import { inToFt, mmToM, type UnitSystem } from '#app/lib/units.ts'

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
