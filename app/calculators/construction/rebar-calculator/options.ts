import type { UnitSystem } from '#app/lib/units.ts'

/** A bar: its designation, diameter (mm or in), weight per metre (kg) or foot (lb), and the standard that lists it. */
export type RebarSize = { id: string; diameter: number; weightPerUnitLength: number; standard: RebarStandard }
export type RebarStandard = 'ASTM A615' | 'BS 4449'

/** The size select's group label for each standard (metric offers both, imperial only ASTM). */
export const STANDARD_GROUPS: Record<RebarStandard, string> = {
	'ASTM A615': 'ASTM A615 (soft metric)',
	'BS 4449': 'BS 4449 (UK)',
}

function sizesOf(standard: RebarStandard, sizes: ReadonlyArray<Omit<RebarSize, 'standard'>>): ReadonlyArray<RebarSize> {
	return sizes.map((size) => ({ ...size, standard }))
}

/**
 * The US bars in metric, No.6 to No.36 (docs/calculators/rebar-calculator.md §5): diameter mm and kg per metre, the
 * same bars as #2 to #11 below (No.6 = #2's 0.167 lb/ft = 0.249 kg/m).
 */
export const ASTM_METRIC_REBAR_SIZES = sizesOf('ASTM A615', [
	{ id: 'No.6', diameter: 6.35, weightPerUnitLength: 0.249 },
	{ id: 'No.10', diameter: 9.525, weightPerUnitLength: 0.56 },
	{ id: 'No.13', diameter: 12.7, weightPerUnitLength: 0.994 },
	{ id: 'No.16', diameter: 15.875, weightPerUnitLength: 1.552 },
	{ id: 'No.19', diameter: 19.05, weightPerUnitLength: 2.235 },
	{ id: 'No.22', diameter: 22.225, weightPerUnitLength: 3.042 },
	{ id: 'No.25', diameter: 25.4, weightPerUnitLength: 3.973 },
	{ id: 'No.29', diameter: 28.65, weightPerUnitLength: 5.06 },
	{ id: 'No.32', diameter: 32.26, weightPerUnitLength: 6.404 },
	{ id: 'No.36', diameter: 35.81, weightPerUnitLength: 7.907 },
])

/** UK high-yield bars, H8 to H40 (docs/calculators/rebar-calculator.md §5): nominal diameter mm and kg per metre. */
export const BS_4449_REBAR_SIZES = sizesOf('BS 4449', [
	{ id: 'H8', diameter: 8, weightPerUnitLength: 0.395 },
	{ id: 'H10', diameter: 10, weightPerUnitLength: 0.617 },
	{ id: 'H12', diameter: 12, weightPerUnitLength: 0.888 },
	{ id: 'H16', diameter: 16, weightPerUnitLength: 1.579 },
	{ id: 'H20', diameter: 20, weightPerUnitLength: 2.466 },
	{ id: 'H25', diameter: 25, weightPerUnitLength: 3.854 },
	{ id: 'H32', diameter: 32, weightPerUnitLength: 6.313 },
	{ id: 'H40', diameter: 40, weightPerUnitLength: 9.864 },
])

/** Metric mode offers both lists, the ASTM sizes first (a link's No.13 keeps its meaning). */
export const METRIC_REBAR_SIZES: ReadonlyArray<RebarSize> = [...ASTM_METRIC_REBAR_SIZES, ...BS_4449_REBAR_SIZES]

/** Diameter in inches and lb per foot, #2 to #11. */
export const IMPERIAL_REBAR_SIZES = sizesOf('ASTM A615', [
	{ id: '#2', diameter: 0.25, weightPerUnitLength: 0.167 },
	{ id: '#3', diameter: 0.375, weightPerUnitLength: 0.376 },
	{ id: '#4', diameter: 0.5, weightPerUnitLength: 0.668 },
	{ id: '#5', diameter: 0.625, weightPerUnitLength: 1.043 },
	{ id: '#6', diameter: 0.75, weightPerUnitLength: 1.502 },
	{ id: '#7', diameter: 0.875, weightPerUnitLength: 2.044 },
	{ id: '#8', diameter: 1, weightPerUnitLength: 2.67 },
	{ id: '#9', diameter: 1.128, weightPerUnitLength: 3.4 },
	{ id: '#10', diameter: 1.27, weightPerUnitLength: 4.303 },
	{ id: '#11', diameter: 1.41, weightPerUnitLength: 5.313 },
])

export function rebarSizes(unit: UnitSystem) {
	return unit === 'imperial' ? IMPERIAL_REBAR_SIZES : METRIC_REBAR_SIZES
}

export function findRebarSize(unit: UnitSystem, id: string) {
	return rebarSizes(unit).find((size) => size.id === id)
}

/** The sizes a unit system offers, by designation: what a link, a draft or the form may choose. */
export function rebarSizeIds(unit: UnitSystem) {
	return rebarSizes(unit).map((size) => size.id)
}

/** The units a rebar calculation is entered and answered in. */
export function rebarUnits(unit: UnitSystem) {
	return unit === 'imperial'
		? { length: 'ft', spacing: 'in', diameter: 'in', weight: 'lb', currency: '$' }
		: { length: 'm', spacing: 'cm', diameter: 'mm', weight: 'kg', currency: '£' }
}
