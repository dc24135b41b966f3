import { formatEntered } from '#app/lib/format.ts'
import { G_PER_KG } from '#app/lib/units.ts'
import type { GrassType } from './grass-types.ts'
import type { AreaUnit, BagUnit } from './schema.ts'

export const AREA_UNIT_OPTIONS: ReadonlyArray<{ value: AreaUnit; label: string }> = [
	{ value: 'm2', label: 'Square Meters (m²)' },
	{ value: 'ft2', label: 'Square Feet (ft²)' },
]

export const BAG_UNIT_OPTIONS: ReadonlyArray<{ value: BagUnit; label: string }> = [
	{ value: 'kg', label: 'kg' },
	{ value: 'lbs', label: 'lbs' },
]

export const OVERSEEDING_LABEL = 'Overseeding Existing Lawn'

/** A grass card's seeding rate: '15 g/m² (3 lbs per 1,000 ft²)'. */
export function seedingRateText(rate: GrassType['rate']) {
	return `${formatEntered(rate.kgPerM2 * G_PER_KG)} g/m² (${formatEntered(rate.lbPer1000Ft2)} lbs per 1,000 ft²)`
}
