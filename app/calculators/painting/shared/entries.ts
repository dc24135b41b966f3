import type { Entry } from '#app/lib/entries.ts'
import { metricToM, type MetricSubUnit, type UnitSystem } from '#app/lib/units.ts'

/**
 * Walls, surfaces and openings as the paint, primer and wallpaper forms hold them, and the units
 * they are typed in. The area maths lives in compute.ts.
 */

/** The unit walls, surfaces and openings are typed in (typedLengthUnit): a metric sub-unit, or feet. */
export type FinishLengthUnit = MetricSubUnit | 'ft'

/** A length typed in the chosen system, in that system's base unit: metres (metric) or feet (imperial). */
export function toBaseLength(value: number, system: UnitSystem, metricUnit: MetricSubUnit) {
	return system === 'imperial' ? value : metricToM(value, metricUnit)
}

/** The second size of a wall, surface or opening: a height (paint, wallpaper) or a width (primer). */
export type SizeKey = 'height' | 'width'

/** A window or door as typed: a length and a height (primer: width). */
export type OpeningValues<TSize extends SizeKey> = Entry & { length: string } & Record<TSize, string>

/** A paint wall or primer surface as typed: a length, a height (primer: width) and coats. */
export type CoatedSurfaceValues<TSize extends SizeKey> = OpeningValues<TSize> & { coats: string }

/**
 * The list of windows and doors taken off the walls (docs/calculators/paint-calculator.md §2), in the form and the
 * summary.
 */
export const OPENINGS_LEGEND = 'Windows and Doors'
