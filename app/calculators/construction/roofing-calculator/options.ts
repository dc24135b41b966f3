/**
 * UK tiles and slates (docs/calculators/roofing-calculator.md §5): coverage, batten gauge and the maker's minimum
 * pitch. Interlocking: Marley Double Roman data, in two pitch bands (INTERLOCKING_COVER), 17.5° the minimum at 100 mm
 * headlap; plain: ~60/m², gauge (265 − 65)/2; slate 500×250 at 100 mm headlap: gauge (500 − 100)/2, 1/(0.200 × 0.255).
 * A type's perM2 and gaugeMm are null where they come from elsewhere: the pitch band, or the custom tile's fields.
 */
export const TILE_TYPES = [
	{
		id: 'interlocking',
		label: 'Interlocking tile',
		perM2: null,
		gaugeMm: null,
		minPitch: 17.5,
		warningName: 'an interlocking tile with 100 mm headlap',
	},
	{ id: 'plain', label: 'Plain tile 265×165', perM2: 60, gaugeMm: 100, minPitch: 35, warningName: 'a plain tile' },
	{
		id: 'slate',
		label: 'Natural slate 500×250',
		perM2: 19.6,
		gaugeMm: 200,
		minPitch: 20,
		warningName: 'a natural slate',
	},
	{
		id: 'custom',
		label: 'Custom',
		perM2: null,
		gaugeMm: null,
		minPitch: 17.5,
		warningName: 'an interlocking tile with 100 mm headlap',
	},
] as const

/** From this pitch (°, Equal within noise counting as reached) the interlocking tile is laid at its steep band. */
export const INTERLOCKING_STEEP_PITCH = 26

/**
 * The interlocking tile's cover by pitch band (Marley Double Roman data, docs/calculators/roofing-calculator.md §5):
 * below 26°, down to the 17.5° minimum, at 100 mm headlap; at 26° and over at 75 mm headlap. Batten per m² is the
 * maker's figure: 1 ÷ gauge to two decimals, as the data sheet gives it.
 */
export const INTERLOCKING_COVER = {
	low: { perM2: 10.38, gaugeMm: 320, battenPerM2: 3.13, band: 'pitch under 26°, 100 mm headlap' },
	steep: { perM2: 9.63, gaugeMm: 345, battenPerM2: 2.9, band: 'pitch 26° and over, 75 mm headlap' },
} as const

export type TileTypeId = (typeof TILE_TYPES)[number]['id']

export function findTileType(id: TileTypeId) {
	return TILE_TYPES.find((type) => type.id === id) ?? TILE_TYPES[0]
}

/** Roofing constants in each system's length unit (m or ft); shingles are counted in US squares either way. */
export const ROOFING_SYSTEMS = {
	metric: {
		lengthUnit: 'm',
		areaUnit: 'm²',
		overhangUnit: 'm',
		dripEdgePiece: 3,
		starterPerBundle: 32.004,
		capPerBundle: 7.62,
	},
	imperial: {
		lengthUnit: 'ft',
		areaUnit: 'ft²',
		overhangUnit: 'in',
		dripEdgePiece: 10,
		starterPerBundle: 105,
		capPerBundle: 25,
	},
} as const

/** A square is 100 ft² of roof; 3 bundles make a square. */
export const FT2_PER_SQUARE = 100
export const BUNDLES_PER_SQUARE = 3
/** Ridge and hip tiles cover 0.45 m each; battens are bought in 4.8 m lengths. */
export const RIDGE_TILE_COVER_M = 0.45
export const BATTEN_LENGTH_M = 4.8
/** Shingles need a slope of at least 2 in 12 (IRC R905.2.2). */
export const SHINGLE_MIN_SLOPE = 2 / 12

/** Gable 10 %, hip 15 %: a hip roof cuts more at the hips. */
export const DEFAULT_WASTE = { gable: '10', hip: '15' } as const

/** The makers' square ratings of underlayment rolls (ft²). */
export const UNDERLAY_CHIPS = [
	{ label: 'Synthetic 1,000', value: '1000' },
	{ label: '#15 felt 400', value: '400' },
	{ label: '#30 felt 200', value: '200' },
] as const
