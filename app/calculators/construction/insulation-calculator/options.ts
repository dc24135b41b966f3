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
