/**
 * Drywall types (thickness mm, weight lb/ft²) and board sizes (mm): docs/calculators/drywall-estimator.md §2 and §3.
 * The weights are the seed's figures, which are lb/ft² as in USG's data (½ in standard 1.6 lb/ft²), not kg/m².
 */
export const DRYWALL_TYPES = [
	{ id: 'standard', name: 'Standard (1/2")', thicknessMm: 12.7, weightLbPerFt2: 1.6 },
	{ id: 'lightweight', name: 'Lightweight (1/2")', thicknessMm: 12.7, weightLbPerFt2: 1.2 },
	{ id: 'fire', name: 'Fire Rated (5/8")', thicknessMm: 15.9, weightLbPerFt2: 2 },
	{ id: 'moisture', name: 'Moisture Resistant (1/2")', thicknessMm: 12.7, weightLbPerFt2: 1.6 },
	{ id: 'sound', name: 'Sound Rated (5/8")', thicknessMm: 15.9, weightLbPerFt2: 2 },
] as const

export type DrywallTypeId = (typeof DRYWALL_TYPES)[number]['id']

/** The feet sizes are the boards an imperial job hangs (drawn, not counted: the count uses the mm sizes, §4). */
export const BOARD_SIZES = [
	{ id: '1200x2400', name: '4x8 ft (1.2x2.4m)', widthMm: 1200, lengthMm: 2400, widthFt: 4, lengthFt: 8 },
	{ id: '1200x3000', name: '4x10 ft (1.2x3.0m)', widthMm: 1200, lengthMm: 3000, widthFt: 4, lengthFt: 10 },
	{ id: '1200x3600', name: '4x12 ft (1.2x3.6m)', widthMm: 1200, lengthMm: 3600, widthFt: 4, lengthFt: 12 },
] as const

export type BoardSizeId = (typeof BOARD_SIZES)[number]['id']

export function findDrywallType(id: string) {
	return DRYWALL_TYPES.find((type) => type.id === id)
}

export function findBoardSize(id: string | null) {
	return BOARD_SIZES.find((size) => size.id === id)
}
