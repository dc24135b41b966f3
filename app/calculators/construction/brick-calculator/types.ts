import type { Estimated } from '#app/estimate/estimate.ts'
import type { MasonryUnit } from './masonry-unit.ts'

/** The cement and sand of a metric job: cement by 25 kg bags, sand by the kg and 850 kg bulk bags. */
export type MetricMaterials = {
	system: 'metric'
	cementKg: number
	cementBags: number
	sandKg: number
	sandBulkBags: number
}

/** The cement and sand of an imperial job: masonry cement by 1 ft³ (70 lb) bags, sand by the lb. */
export type ImperialMaterials = {
	system: 'imperial'
	cementFt3: number
	cementBags: number
	sandLb: number
}

/**
 * The figures of docs/calculators/brick-calculator.md §3, unrounded. Areas and volumes in both systems: computed in
 * the one chosen and converted to the other.
 */
export type BrickFigures = {
	unit: MasonryUnit
	/** Σ walls and Σ openings before the max(0, …), in m² or ft² (for the working). */
	gross: number
	openings: number
	netAreaM2: number
	netAreaFt2: number
	/** Units per m² or per ft² of one skin (shown only). */
	unitsPerArea: number
	skins: 1 | 2
	unitsBeforeWaste: number
	/** Units with the waste, before rounding up. */
	unitsWithWaste: number
	/** Units to buy, waste included, rounded up. */
	units: number
	/** The part of a wall's face that is joint: 1 − L·H ÷ ((L + j)(H + j)). */
	mortarFraction: number
	mortarNetM3: number
	mortarNetFt3: number
	mortarM3: number
	mortarFt3: number
	/** The dry volume's cement and sand, m³ and ft³. */
	cementM3: number
	cementFt3: number
	sandM3: number
	sandFt3: number
	materials: MetricMaterials | ImperialMaterials
}

export type BrickResult = Estimated & BrickFigures
