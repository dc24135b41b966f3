/**
 * docs/calculators/btu-calculator.md §3: the ENERGY STAR room air-conditioner chart (B1) and the UK
 * radiator volume rule (B2), with the adjustments each publishes.
 */

export type LoadType = 'cooling' | 'heating'
export type SunExposure = 'shaded' | 'average' | 'sunny'
export type RoomType = 'living' | 'bedroom' | 'kitchen-hall' | 'bathroom'
export type Insulation = 'poor' | 'average' | 'good'
export type Climate = 'mild' | 'uk' | 'cold' | 'very-cold'

export const LOAD_TYPES = ['cooling', 'heating'] as const satisfies ReadonlyArray<LoadType>
export const SUN_EXPOSURES = ['shaded', 'average', 'sunny'] as const satisfies ReadonlyArray<SunExposure>
export const ROOM_TYPES = ['living', 'bedroom', 'kitchen-hall', 'bathroom'] as const satisfies ReadonlyArray<RoomType>
export const INSULATIONS = ['poor', 'average', 'good'] as const satisfies ReadonlyArray<Insulation>
export const CLIMATES = ['mild', 'uk', 'cold', 'very-cold'] as const satisfies ReadonlyArray<Climate>

/**
 * Table B1, ENERGY STAR room AC chart: floor area (ft², upper bound inclusive) → BTU/h. Areas under
 * 100 ft² use the first row; the chart stops at 2,000 ft² (its 2,000–2,500 row was not found).
 */
export const COOLING_CHART: ReadonlyArray<{ maxFt2: number; btuH: number }> = [
	{ maxFt2: 150, btuH: 5000 },
	{ maxFt2: 250, btuH: 6000 },
	{ maxFt2: 300, btuH: 7000 },
	{ maxFt2: 350, btuH: 8000 },
	{ maxFt2: 400, btuH: 9000 },
	{ maxFt2: 450, btuH: 10_000 },
	{ maxFt2: 550, btuH: 12_000 },
	{ maxFt2: 700, btuH: 14_000 },
	{ maxFt2: 1000, btuH: 18_000 },
	{ maxFt2: 1200, btuH: 21_000 },
	{ maxFt2: 1400, btuH: 23_000 },
	{ maxFt2: 1500, btuH: 24_000 },
	{ maxFt2: 2000, btuH: 30_000 },
]

/** The chart assumes 8 ft ceilings; the load scales with the room's volume (site rule). */
export const CHART_CEILING_FT = 8

/** ENERGY STAR adjustments: shade −10 %, sun +10 %; +600 BTU/h per regular occupant beyond two; kitchen +4,000. */
export const COOLING_SUN_FACTORS: Record<SunExposure, number> = { shaded: 0.9, average: 1, sunny: 1.1 }
export const BTU_H_PER_EXTRA_OCCUPANT = 600
export const OCCUPANTS_IN_CHART = 2
export const KITCHEN_BTU_H = 4000

/**
 * Table B2: BTU/h per ft³ of room by room type, and the room's design temperature (°C, NHBC Standards
 * Table 7; CIEH via Arun DC). The bathroom ×5 is a site choice (treated like a living room at 22 °C).
 */
export const HEATING_ROOMS: Record<RoomType, { btuHPerFt3: number; roomTempC: number }> = {
	living: { btuHPerFt3: 5, roomTempC: 21 },
	bedroom: { btuHPerFt3: 4, roomTempC: 18 },
	'kitchen-hall': { btuHPerFt3: 3, roomTempC: 18 },
	bathroom: { btuHPerFt3: 5, roomTempC: 22 },
}

/** The rule's baseline is single glazing; double glazing −10 %; 'Good' ×0.8 is a site extension. */
export const INSULATION_FACTORS: Record<Insulation, number> = { poor: 1, average: 0.9, good: 0.8 }
/** North-facing (shaded) +15 %; the rule gives no reduction for sun. */
export const HEATING_SHADED_FACTOR = 1.15
/** French / patio doors or large glazing +20 %. */
export const LARGE_GLAZING_FACTOR = 1.2

/** Design outdoor temperatures, °C; the rule is written for the UK's −3 °C. */
export const OUTDOOR_TEMPS_C: Record<Climate, number> = { mild: 5, uk: -3, cold: -10, 'very-cold': -20 }
export const RULE_OUTDOOR_TEMP_C = OUTDOOR_TEMPS_C.uk
