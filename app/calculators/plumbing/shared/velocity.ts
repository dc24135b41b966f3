import { M_PER_FT, type UnitSystem } from '#app/lib/units.ts'

/** Cold-water limit for copper, m/s (Engineering Toolbox copper page; Watts PRV sizing); imperial 2.4 / 0.3048 ft/s. */
export const VELOCITY_LIMIT_MS = 2.4

export const VELOCITY_WARNING =
	'Above the 2.4 m/s (7.87 ft/s) cold-water limit for copper: expect noise and erosion. Keep hot water under 1.5 m/s (5 ft/s), and under 0.9 m/s (3 ft/s) above 60 °C (140 °F).'

/**
 * Whether a water velocity in the system's unit (m/s or ft/s) is above the one limit
 * (docs/calculators/water-flow-calculator.md §3).
 */
export function isAboveVelocityLimit(velocity: number, system: UnitSystem) {
	const limit = system === 'metric' ? VELOCITY_LIMIT_MS : VELOCITY_LIMIT_MS / M_PER_FT
	return velocity > limit * (1 + 1e-9)
}

/** A velocity in the system's unit, in m/s and ft/s. */
export function velocityPair(velocity: number, system: UnitSystem) {
	return system === 'metric'
		? { metresPerSecond: velocity, feetPerSecond: velocity / M_PER_FT }
		: { metresPerSecond: velocity * M_PER_FT, feetPerSecond: velocity }
}
