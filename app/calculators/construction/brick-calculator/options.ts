import type { UnitSystem } from '#app/lib/units.ts'

/** docs/calculators/brick-calculator.md §2: the masonry units offered in each system. */
export type PresetId = 'uk-brick' | 'uk-block' | 'us-modular' | 'us-cmu' | 'custom'
export type BlockThickness = '100' | '140' | '215'
export type WallConstruction = 'single' | 'cavity' | 'solid'
/** The n of a 1 : n mortar mix, as offered in each system. */
export type MortarMix = '4' | '5' | '6' | '2.25' | '2.5' | '3'

/**
 * A preset unit's face and mortar bed depth (docs/calculators/brick-calculator.md §3), in mm (metric) or in
 * (imperial): length L × height H, and the depth B its bed and head joints are filled across. A UK block is bedded
 * across its thickness (B: null, the chosen thickness); a CMU across its full 7 5/8 in width (the decision in §8).
 */
export const PRESETS = {
	'uk-brick': { noun: 'brick', length: 215, height: 65, bedDepth: 102.5 },
	'uk-block': { noun: 'block', length: 440, height: 215, bedDepth: null },
	'us-modular': { noun: 'brick', length: 7.625, height: 2.25, bedDepth: 3.625 },
	'us-cmu': { noun: 'block', length: 15.625, height: 7.625, bedDepth: 7.625 },
} as const satisfies Record<Exclude<PresetId, 'custom'>, unknown>

/** The Unit select's options, as the spec names them. */
export const PRESET_LABELS: Record<PresetId, string> = {
	'uk-brick': 'UK brick 215 × 102.5 × 65 mm',
	'uk-block': 'UK block 440 × 215 mm',
	'us-modular': 'US modular brick 7 5/8 × 2 1/4 × 3 5/8 in',
	'us-cmu': 'US concrete block (CMU) 15 5/8 × 7 5/8 in (8 × 8 × 16 nominal)',
	custom: 'Custom',
}

export const PRESETS_BY_SYSTEM: Record<UnitSystem, ReadonlyArray<PresetId>> = {
	metric: ['uk-brick', 'uk-block', 'custom'],
	imperial: ['us-modular', 'us-cmu', 'custom'],
}

export const BLOCK_THICKNESSES: ReadonlyArray<BlockThickness> = ['100', '140', '215']

export const WALL_CONSTRUCTIONS: ReadonlyArray<WallConstruction> = ['single', 'cavity', 'solid']

export const MIXES_BY_SYSTEM: Record<UnitSystem, ReadonlyArray<MortarMix>> = {
	metric: ['4', '5', '6'],
	imperial: ['2.25', '2.5', '3'],
}

/** Field bounds by system (docs/calculators/brick-calculator.md §2); lengths carry their unit for feet and inches. */
export const BRICK_BOUNDS = {
	metric: {
		customSize: { min: 20, max: 1000, unit: 'mm' },
		customBedDepth: { min: 20, max: 400, unit: 'mm' },
		joint: { min: 3, max: 20, unit: 'mm' },
		wallLength: { min: 0.1, max: 100, unit: 'm' },
		wallHeight: { min: 0.1, max: 10, unit: 'm' },
		opening: { min: 0.1, max: 10, unit: 'm' },
	},
	imperial: {
		customSize: { min: 1, max: 40, unit: 'in' },
		customBedDepth: { min: 1, max: 16, unit: 'in' },
		joint: { min: 0.125, max: 0.75, unit: 'in' },
		wallLength: { min: 0.5, max: 330, unit: 'ft' },
		wallHeight: { min: 0.5, max: 33, unit: 'ft' },
		opening: { min: 0.5, max: 33, unit: 'ft' },
	},
} as const

export const WASTE_BOUNDS = { min: 0, max: 30, unit: '%' } as const
export const MORTAR_WASTE_BOUNDS = { min: 0, max: 50, unit: '%' } as const

export const OPENINGS_TOO_BIG_MESSAGE = 'Openings add up to more than the walls'

export const WALL_TIES_NOTE = 'Wall ties not included: typically 2.5 per m² (900 mm × 450 mm) plus extra at openings'
