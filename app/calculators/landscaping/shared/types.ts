import type { DepthUnit, UnitSystem } from '#app/lib/units.ts'

/**
 * How a material's bulk bags are counted (docs/calculators/topsoil-calculator.md, mulch-calculator.md,
 * gravel-calculator.md §3).
 */
export type BulkBag =
	/** Topsoil: full bags of `kg`, plus one half bag for a remainder up to half a bag. */
	| { kind: 'half-bag'; kg: number }
	/** Mulch: bags of a fixed volume. */
	| { kind: 'volume'; m3: number }
	/** Gravel: bags of a fixed weight. */
	| { kind: 'weight'; tonnes: number }

/**
 * Each type has an id, a name and a density (docs/calculators/mulch-calculator.md §2–§3, gravel-calculator.md §2–§3).
 */
export type LayerMaterialType = { name: string; densityTPerM3: number }

/** Everything that makes topsoil, mulch or gravel differ: data, not code. */
export type LayerMaterial<TType extends string> = {
	/** 'Topsoil', 'Mulch', 'Gravel': the table caption and summary name. */
	name: string
	/** The types, in display order; a material with one type shows no type cards. */
	types: Record<TType, LayerMaterialType>
	defaultType: TType
	/** Legend of the type cards ('Mulch Type'). */
	typeLegend: string
	bagLitres: number
	bulkBag: BulkBag
	/** The recommended-depth hint in each depth unit, as docs/calculators/<id>.md §2 quotes it. */
	recommendedDepth: Record<DepthUnit, string>
	tips: ReadonlyArray<string>
}

export type LayerInput<TType extends string> = {
	/** Length and width in metres (metric) or feet (imperial). */
	unit: UnitSystem
	depthUnit: DepthUnit
	length: number
	width: number
	depth: number
	includeWastage: boolean
	materialType: TType
}

export type BulkBagCount = { full: number; half: number }

export type LayerResult = {
	/** Net area: wastage never changes it. */
	areaM2: number
	areaFt2: number
	netVolumeM3: number
	/** Volume to buy (net × 1.1 with wastage), in each unit. */
	volumeM3: number
	volumeYd3: number
	volumeFt3: number
	/** What the wastage adds to the net volume. */
	wasteVolumeM3: number
	wasteVolumeYd3: number
	weightTonnes: number
	weightKg: number
	weightUsTons: number
	weightLb: number
	bags: number
	bulkBags: BulkBagCount
}
