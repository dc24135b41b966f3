import type { UnitSystem } from '#app/lib/units.ts'

export type RebarSize = { id: string; diameter: number; weightPerUnitLength: number }

/** No.6 to No.32 (docs/calculators/rebar-calculator.md §5): diameter mm and kg per metre. */
export const METRIC_REBAR_SIZES: ReadonlyArray<RebarSize> = [
	{ id: 'No.6', diameter: 6.35, weightPerUnitLength: 0.222 },
	{ id: 'No.10', diameter: 9.525, weightPerUnitLength: 0.56 },
	{ id: 'No.13', diameter: 12.7, weightPerUnitLength: 0.994 },
	{ id: 'No.16', diameter: 15.875, weightPerUnitLength: 1.552 },
	{ id: 'No.19', diameter: 19.05, weightPerUnitLength: 2.235 },
	{ id: 'No.22', diameter: 22.225, weightPerUnitLength: 3.042 },
	{ id: 'No.25', diameter: 25.4, weightPerUnitLength: 3.973 },
	{ id: 'No.29', diameter: 28.65, weightPerUnitLength: 5.06 },
	{ id: 'No.32', diameter: 32.26, weightPerUnitLength: 6.404 },
]

/** Diameter in inches and lb per foot, #2 to #11. */
export const IMPERIAL_REBAR_SIZES: ReadonlyArray<RebarSize> = [
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
]

export function rebarSizes(unit: UnitSystem) {
	return unit === 'imperial' ? IMPERIAL_REBAR_SIZES : METRIC_REBAR_SIZES
}

export function findRebarSize(unit: UnitSystem, id: string) {
	return rebarSizes(unit).find((size) => size.id === id)
}

/** The units a rebar calculation is entered and answered in. */
export function rebarUnits(unit: UnitSystem) {
	return unit === 'imperial'
		? { length: 'ft', spacing: 'in', diameter: 'in', weight: 'lb', currency: '$' }
		: { length: 'm', spacing: 'cm', diameter: 'mm', weight: 'kg', currency: '£' }
}
