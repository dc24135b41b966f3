import { floorCount } from '#app/lib/rounding.ts'
import { cmToM, inToFt, type MetricSubUnit, type UnitSystem } from '#app/lib/units.ts'
import { toBaseLength } from '#app/calculators/painting/shared/entries.ts'

/** 15 cm (6 in for imperial) added to every drop for trimming (docs/calculators/wallpaper-calculator.md §3). */
export const TRIM_ALLOWANCE = { metric: 15, imperial: 6 } as const

/** A small length (cm or in) in the system's base unit (m or ft). */
export function smallLengthToBase(value: number, unit: UnitSystem) {
	return unit === 'metric' ? cmToM(value) : inToFt(value)
}

type DropSettings = { unit: UnitSystem; metricUnit: MetricSubUnit; patternRepeat: number }
type DropWall = { height: number; includeSkirting: boolean; skirtingHeight: number }

/** The papered height of a wall in m or ft: its height, less the skirting when skirting is left unpapered. */
export function paperedHeight(wall: DropWall, settings: DropSettings) {
	const skirting = wall.includeSkirting ? 0 : smallLengthToBase(wall.skirtingHeight, settings.unit)
	return Math.max(0, toBaseLength(wall.height, settings.unit, settings.metricUnit) - skirting)
}

/** Drop (strip) height = papered height + 15 cm (6 in) trim + pattern repeat, in m or ft. */
export function dropHeight(wall: DropWall, settings: DropSettings) {
	const extra = smallLengthToBase(TRIM_ALLOWANCE[settings.unit] + settings.patternRepeat, settings.unit)
	return paperedHeight(wall, settings) + extra
}

/**
 * Whole drops one roll gives (docs/calculators/wallpaper-calculator.md §3): a 10 m roll gives three 2.55 m drops,
 * not 3.92.
 */
export function dropsPerRoll(rollLength: number, drop: number) {
	return floorCount(rollLength / drop)
}
