import * as v from 'valibot'
import { decimal, hiddenField, parseDecimal } from '#app/lib/number-input.ts'
import { ANY_NUMBER } from '#app/lib/parse-decimal.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import {
	CLIMATES,
	type Climate,
	type Insulation,
	INSULATIONS,
	LOAD_TYPES,
	type LoadType,
	ROOM_TYPES,
	type RoomType,
	SUN_EXPOSURES,
	type SunExposure,
} from './options.ts'

export type BtuValues = {
	unit: UnitSystem
	load: LoadType
	area: string
	height: string
	sun: SunExposure
	occupants: string
	hasKitchen: boolean
	roomType: RoomType
	insulation: Insulation
	hasLargeGlazing: boolean
	climate: Climate
}

export type BtuMeasurement = 'area' | 'height'

/** Defaults and bounds per unit system (docs/calculators/btu-calculator.md §2; areas m² / ft², heights m / ft). */
const MEASUREMENTS: Record<UnitSystem, Record<BtuMeasurement, { default: string; min: number; max: number }>> = {
	metric: { area: { default: '20', min: 1, max: 185 }, height: { default: '2.4', min: 2, max: 6 } },
	imperial: { area: { default: '200', min: 10, max: 2000 }, height: { default: '8', min: 6.5, max: 20 } },
}

export const AREA_UNITS: Record<UnitSystem, string> = { metric: 'm²', imperial: 'ft²' }
export const HEIGHT_UNITS = { metric: 'm', imperial: 'ft' } as const satisfies Record<UnitSystem, string>

export const OCCUPANT_BOUNDS = { min: 1, max: 20, isWhole: true } as const

export const AREA_TOO_LARGE_MESSAGE =
	'Above 2,000 ft² (185 m²) a single room unit is not the right tool: get a whole-house load calculation.'

/** The form before anything is typed, in a unit system: the spec's defaults. */
export function btuDefaults(unit: UnitSystem): BtuValues {
	return {
		unit,
		load: 'cooling',
		area: MEASUREMENTS[unit].area.default,
		height: MEASUREMENTS[unit].height.default,
		sun: 'average',
		occupants: '2',
		hasKitchen: false,
		roomType: 'living',
		insulation: 'average',
		hasLargeGlazing: false,
		climate: 'uk',
	}
}

export const BTU_DEFAULTS = btuDefaults('metric')

/** A floor area above the maximum gets the spec's own message; below it, the bounds message. */
function areaField(unit: UnitSystem) {
	const { min, max } = MEASUREMENTS[unit].area
	const isAboveMax = (text: string) => {
		const read = parseDecimal(text, ANY_NUMBER)
		return read.ok && read.value > max
	}
	return v.pipe(
		v.string(),
		v.check((text) => !isAboveMax(text), AREA_TOO_LARGE_MESSAGE),
		decimal({ min, max, unit: AREA_UNITS[unit] }),
	)
}

/**
 * The fields of the chosen load type: floor area and ceiling height for both, occupants for cooling;
 * the other load type's fields are hidden and not validated. Choices are picklists so a link can only
 * pick what exists.
 */
export function createBtuSchema(values: Pick<BtuValues, 'unit' | 'load'>) {
	const { height } = MEASUREMENTS[values.unit]
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		load: v.picklist(LOAD_TYPES),
		area: areaField(values.unit),
		height: decimal({
			min: height.min,
			max: height.max,
			unit: HEIGHT_UNITS[values.unit],
		}),
		sun: v.picklist(SUN_EXPOSURES),
		occupants: values.load === 'cooling' ? decimal(OCCUPANT_BOUNDS) : hiddenField(0),
		hasKitchen: v.boolean(),
		roomType: v.picklist(ROOM_TYPES),
		insulation: v.picklist(INSULATIONS),
		hasLargeGlazing: v.boolean(),
		climate: v.picklist(CLIMATES),
	})
}

/** Area in m² (metric) or ft² (imperial), height in m or ft; occupants 0 when heating. */
export type BtuInput = v.InferOutput<ReturnType<typeof createBtuSchema>>

/** A unit change starts the area and height again from the new system's defaults; these stay (decision 036). */
export const BTU_KEPT_ON_UNIT_CHANGE = [
	'load',
	'sun',
	'occupants',
	'hasKitchen',
	'roomType',
	'insulation',
	'hasLargeGlazing',
	'climate',
] as const satisfies ReadonlyArray<keyof BtuValues>
