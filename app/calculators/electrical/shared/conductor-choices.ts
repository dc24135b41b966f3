/**
 * The choices the electrical forms offer, apart from the tables they select from (nec-tables.ts, bs7671-tables.ts): a
 * form that only names a metal, a column or an installation method loads these, and the tables come with Calculate.
 */

export const METALS = ['copper', 'aluminum'] as const
export type Metal = (typeof METALS)[number]

/** The insulation temperature columns of NEC Table 310.16, °C. */
export const TEMPERATURE_COLUMNS = ['60', '75', '90'] as const
export type TemperatureColumn = (typeof TEMPERATURE_COLUMNS)[number]

/** BS 7671 installation reference methods for flat twin and earth (Table 4D5) and single-core cables (4D1A). */
export const TWIN_AND_EARTH_METHODS = ['C', 'A', '100', '101', '102', '103'] as const
export type TwinAndEarthMethod = (typeof TWIN_AND_EARTH_METHODS)[number]

export const SINGLE_CORE_METHODS = ['B', 'A', 'C'] as const
export type SingleCoreMethod = (typeof SINGLE_CORE_METHODS)[number]

/** The select labels. */
export const TWIN_AND_EARTH_METHOD_LABELS: Readonly<Record<TwinAndEarthMethod, string>> = {
	C: 'C – Clipped direct',
	A: 'A – In conduit in an insulated wall',
	'100': '100 – Above a plasterboard ceiling, insulation ≤ 100 mm',
	'101': '101 – Above a plasterboard ceiling, insulation > 100 mm',
	'102': '102 – In an insulated stud wall, touching the inner wall',
	'103': '103 – In an insulated stud wall, not touching the inner wall',
}

export const SINGLE_CORE_METHOD_LABELS: Readonly<Record<SingleCoreMethod, string>> = {
	B: 'B – In conduit or trunking on a wall',
	A: 'A – In conduit in an insulated wall',
	C: 'C – Clipped direct (sheathed singles)',
}

/** The method selects' options, in the spec's order (the first is the default). */
export const TWIN_AND_EARTH_METHOD_OPTIONS = TWIN_AND_EARTH_METHODS.map((value) => ({
	value,
	label: TWIN_AND_EARTH_METHOD_LABELS[value],
}))
export const SINGLE_CORE_METHOD_OPTIONS = SINGLE_CORE_METHODS.map((value) => ({
	value,
	label: SINGLE_CORE_METHOD_LABELS[value],
}))

export const CABLE_TYPES = ['twin-and-earth', 'single-core'] as const
export type CableType = (typeof CABLE_TYPES)[number]

export const CABLE_TYPE_LABELS: Readonly<Record<CableType, string>> = {
	'twin-and-earth': 'Twin and earth (6242Y)',
	'single-core': 'Single-core (6491X)',
}
