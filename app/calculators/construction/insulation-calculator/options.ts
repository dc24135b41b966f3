import type { UnitSystem } from '#app/lib/units.ts'

/** Where the insulation goes; the imperial name of the loft is the attic. */
export type Location = 'loft' | 'walls' | 'floor'
/** How a metric target is set. */
export type TargetMode = 'thickness' | 'uValue'

export const LOCATION_LABELS: Record<UnitSystem, Record<Location, string>> = {
	metric: { loft: 'Loft', walls: 'Walls', floor: 'Floor' },
	imperial: { loft: 'Attic', walls: 'Walls', floor: 'Floor' },
}

/**
 * Targets by location (docs/calculators/insulation-calculator.md §2 and §5): loft 270 mm (UK Building Regulations /
 * Energy Saving Trust, ≈ U 0.16); walls and floor 100 mm and U 0.44, what 100 mm gives at λ 0.044, so both modes open
 * on one layer. US: ENERGY STAR attic for a 2×4 wall, floor R-19; the product that goes with each.
 */
export const LOCATION_DEFAULTS: Record<
	Location,
	{ targetThickness: string; targetU: string; targetR: string; productR: string }
> = {
	loft: { targetThickness: '270', targetU: '0.16', targetR: '49', productR: '30' },
	walls: { targetThickness: '100', targetU: '0.44', targetR: '13', productR: '13' },
	floor: { targetThickness: '100', targetU: '0.44', targetR: '19', productR: '19' },
}

/** The US climate zones of IECC 2021 Figure R301.1 that the form offers; 'none' keeps the site's defaults. */
export const CLIMATE_ZONES = ['none', '1', '2', '3', '4', '5', '6', '7', '8'] as const
export type ClimateZone = (typeof CLIMATE_ZONES)[number]
export type ChosenClimateZone = Exclude<ClimateZone, 'none'>

/** How the table names each zone's column: zone 0 is read with 1, Marine 4 with 5. */
export const CLIMATE_ZONE_LABELS: Record<ClimateZone, string> = {
	none: 'Not chosen',
	'1': 'Zone 1 (and 0)',
	'2': 'Zone 2',
	'3': 'Zone 3',
	'4': 'Zone 4 (except Marine)',
	'5': 'Zone 5 (and Marine 4)',
	'6': 'Zone 6',
	'7': 'Zone 7',
	'8': 'Zone 8',
}

/** The table's name for each location's row. */
export const IECC_COMPONENTS: Record<Location, string> = { loft: 'ceiling', walls: 'wood-frame wall', floor: 'floor' }

const WALL_1_2 = ['13', '0+10ci']
const WALL_3 = ['20', '13+5ci', '0+15ci']
const WALL_4_8 = ['30', '20+5ci', '13+10ci', '0+20ci']

/**
 * IECC 2021 Table R402.1.3 (docs/calculators/insulation-calculator.md §5): the prescriptive minimum R-values of the
 * ceiling, wood-frame wall and floor by climate zone. A wall cell's alternatives are cavity + continuous insulation
 * ('13+10ci' is R-13 in the cavity and R-10 continuous); the first value of each cell, cavity only, is the default
 * target.
 */
export const IECC_2021_R_VALUES: Record<ChosenClimateZone, Record<Location, ReadonlyArray<string>>> = {
	'1': { loft: ['30'], walls: WALL_1_2, floor: ['13'] },
	'2': { loft: ['49'], walls: WALL_1_2, floor: ['13'] },
	'3': { loft: ['49'], walls: WALL_3, floor: ['19'] },
	'4': { loft: ['60'], walls: WALL_4_8, floor: ['19'] },
	'5': { loft: ['60'], walls: WALL_4_8, floor: ['30'] },
	'6': { loft: ['60'], walls: WALL_4_8, floor: ['30'] },
	'7': { loft: ['60'], walls: WALL_4_8, floor: ['38'] },
	'8': { loft: ['60'], walls: WALL_4_8, floor: ['38'] },
}

/** A table cell as the page reads it: 'R-30, or 20+5ci, 13+10ci or 0+20ci'. */
export function ieccCellText(zone: ChosenClimateZone, location: Location) {
	const [cavity, ...alternatives] = IECC_2021_R_VALUES[zone][location]
	const last = alternatives.at(-1)
	const or = last ? `, or ${[alternatives.slice(0, -1).join(', '), last].filter(Boolean).join(' or ')}` : ''
	return `R-${cavity ?? ''}${or}`
}

/** The default target R of a location, by the chosen zone's cavity-only minimum or, with none chosen, the site's. */
export function defaultTargetR(location: Location, zone: ClimateZone) {
	return zone === 'none' ? LOCATION_DEFAULTS[location].targetR : (IECC_2021_R_VALUES[zone][location][0] ?? '')
}

/** Conductivity λ (W/mK) of the mineral wool rolls sold in the UK; existing insulation is read at 0.044. */
export const CONDUCTIVITIES = ['0.044', '0.037'] as const
export const EXISTING_CONDUCTIVITY = 0.044

/** Roll thicknesses (mm) and the coverage per roll (m²) their labels typically give. */
export const ROLL_COVERAGE: Record<string, string> = { '100': '9.6', '170': '7.12', '200': '5.9' }
export const ROLL_THICKNESSES = Object.keys(ROLL_COVERAGE)

/** US batt and roll R-values. */
export const PRODUCT_R_VALUES = ['11', '13', '15', '19', '21', '30', '38'] as const

export const INSULATION_BOUNDS = {
	metric: { length: [0.1, 50], opening: [0.1, 10] },
	imperial: { length: [0.5, 165], opening: [0.5, 33] },
} as const

export const FIELD_BOUNDS = {
	targetThickness: { min: 25, max: 600, unit: 'mm' },
	targetU: { min: 0.1, max: 2, unit: 'W/m²K' },
	rollCoverage: { min: 1, max: 50, unit: 'm²' },
	targetR: { min: 1, max: 100 },
	packCoverage: { min: 5, max: 500, unit: 'ft²' },
	existingMm: { min: 0, max: 500, unit: 'mm' },
	existingR: { min: 0, max: 100 },
	waste: { min: 0, max: 30, unit: '%' },
} as const

export const MEETS_TARGET_MESSAGE = 'Your existing insulation already meets the target'
export const ONE_LAYER_MESSAGE = 'A wall cavity takes one layer: choose a thicker product or deeper studs'
export const OPENINGS_TOO_BIG_MESSAGE = 'Openings add up to more than the areas'
