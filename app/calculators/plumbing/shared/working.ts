import { formatEntered, formatNumber } from '#app/lib/format.ts'
import { IN3_PER_US_GAL, IN_PER_FT, MM_PER_M, SECONDS_PER_MINUTE, type UnitSystem } from '#app/lib/units.ts'
import { CUSTOM_DIAMETER_BOUNDS } from './pipe-sizes.ts'

// Pieces of the plumbing calculators' working (issue #17), written once for Water Flow, Water Pressure and Pipe.

/** A figure in the active system first, the other in brackets: '1.50 m/s (4.92 ft/s)'. */
export function bothSystems(system: UnitSystem, metric: string, imperial: string) {
	return system === 'metric' ? `${metric} (${imperial})` : `${imperial} (${metric})`
}

/** A velocity as the results show it: '1.50 m/s (4.92 ft/s)'. */
export function velocityText(
	system: UnitSystem,
	{ metresPerSecond, feetPerSecond }: { metresPerSecond: number; feetPerSecond: number },
) {
	return bothSystems(system, `${formatNumber(metresPerSecond)} m/s`, `${formatNumber(feetPerSecond)} ft/s`)
}

/** A conversion by the ratio of two figures, up to its result: '28.84 L/min ÷ 60 =', '10.00 m × 9.8067 ='. */
export function convertedSteps(from: string, ratio: number) {
	const isDivision = ratio < 1
	return `${from} ${isDivision ? '÷' : '×'} ${formatEntered(isDivision ? 1 / ratio : ratio)} =`
}

/**
 * The flow (L/min or US gpm) of a bore area (mm² or in²) at 1 m/s or 1 ft/s, so Q = A × v × k:
 * 60 ÷ 1,000 = 0.06, and 12 × 60 ÷ 231 = 3.1169.
 */
export const FLOW_PER_AREA_SPEED = {
	metric: SECONDS_PER_MINUTE / MM_PER_M,
	imperial: (IN_PER_FT * SECONDS_PER_MINUTE) / IN3_PER_US_GAL,
}

/** A bore's area, worked: 'π/4 × (20.2 mm)²'. */
export function boreArea(system: UnitSystem, bore: number) {
	return `π/4 × (${formatEntered(bore)} ${CUSTOM_DIAMETER_BOUNDS[system].unit})²`
}

/** Q ÷ k ÷ A, the velocity of a flow in a bore: '28.84 L/min ÷ 0.06 ÷ (π/4 × (20.2 mm)²)'. */
export function velocitySteps(system: UnitSystem, flow: string, bore: number) {
	return `${flow} ÷ ${formatEntered(FLOW_PER_AREA_SPEED[system])} ÷ (${boreArea(system, bore)})`
}
