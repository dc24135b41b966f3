import type { Bedding } from './options.ts'

/** The sub-base to buy: its compacted volume with the allowance, its mass and the bags. */
export type SubBaseFigures = {
	/** m³ or ft³. */
	volume: number
	/** kg (metric) or lb (imperial). */
	mass: number
	/** 850 kg bulk bags (metric) or 50 lb bags (imperial). */
	bags: number
}

/** The bedding layer: as spread with the allowance, and the sand and cement to buy for it. */
export type BeddingFigures = {
	kind: Bedding
	/** m³ or ft³. */
	volume: number
	/** The n of an n:1 mortar bed; null on a sand bed. */
	mix: number | null
	/** Dry materials of a mortar bed (volume × 1.25); the sand bed's volume. */
	dry: number
	sandVolume: number
	/** kg or lb. */
	sandMass: number
	/** 850 kg bulk bags (metric) or 0.5 ft³ bags (imperial). */
	sandBags: number
	/** Mortar bed only. */
	cement: { volume: number; mass: number; bags: number } | null
}

/** What a patio needs, in the chosen system: lengths in m or ft, areas in m² or ft². */
export type PaverFigures = {
	/** A = Σ length × width. */
	area: number
	/** P = Σ 2(length + width). */
	perimeter: number
	isSlab: boolean
	/** The unit's length and width as laid, in mm or in. */
	unitLength: number
	unitWidth: number
	/** The module M = (l + j)(w + j), m² or ft². */
	module: number
	perArea: number
	areaWithWaste: number
	/** Slabs or pavers to buy. */
	count: number
	/** Null at a sub-base depth of 0. */
	subBase: SubBaseFigures | null
	bedding: BeddingFigures
	edgeRestraint: number
}
