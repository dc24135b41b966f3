import { IN_PER_FT, MM_PER_M, type UnitSystem } from '#app/lib/units.ts'

/** A unit's face size as sold (docs/calculators/paver-calculator.md §2): length × width in mm (metric) or in. */
export type PaverPreset = {
	id: string
	/** What it is called and its size as sold: 'Block paver', '200 × 100'. */
	name: string
	size: string
	label: string
	/** Null for Custom: the typed size decides. */
	length: number | null
	width: number | null
	/** A Slab preset; a paver otherwise (Custom: by its size, isSlab in schema.ts). */
	isSlab: boolean
}

export const CUSTOM_ID = 'custom'

const CUSTOM: PaverPreset = {
	id: CUSTOM_ID,
	name: 'Custom',
	size: '',
	label: 'Custom',
	length: null,
	width: null,
	isSlab: false,
}

/** A preset: 'Block paver 200 × 100 mm', length × width as its size reads (a '4 × 8' brick paver is 8 long). */
function preset(
	id: string,
	name: string,
	size: string,
	unit: 'mm' | 'in',
	length: number,
	width: number,
	isSlab: boolean,
): PaverPreset {
	return { id, name, size, label: `${name} ${size} ${unit}`, length, width, isSlab }
}

/** The units each system offers, in the order of the select (docs/calculators/paver-calculator.md §2). */
export const PAVER_PRESETS = {
	metric: [
		preset('block-200x100', 'Block paver', '200 × 100', 'mm', 200, 100, false),
		preset('slab-450x450', 'Slab', '450 × 450', 'mm', 450, 450, true),
		preset('slab-600x300', 'Slab', '600 × 300', 'mm', 600, 300, true),
		preset('slab-600x600', 'Slab', '600 × 600', 'mm', 600, 600, true),
		preset('slab-900x600', 'Slab', '900 × 600', 'mm', 900, 600, true),
		CUSTOM,
	],
	imperial: [
		preset('brick-4x8', 'Brick paver', '4 × 8', 'in', 8, 4, false),
		preset('paver-6x9', 'Paver', '6 × 9', 'in', 9, 6, false),
		preset('paver-12x12', 'Paver', '12 × 12', 'in', 12, 12, false),
		preset('slab-16x16', 'Slab', '16 × 16', 'in', 16, 16, true),
		preset('slab-24x24', 'Slab', '24 × 24', 'in', 24, 24, true),
		CUSTOM,
	],
} satisfies Record<UnitSystem, ReadonlyArray<PaverPreset>>

export function findPreset(unit: UnitSystem, id: string): PaverPreset {
	return PAVER_PRESETS[unit].find((preset) => preset.id === id) ?? CUSTOM
}

export const LAYING_PATTERNS = ['stack', 'running', 'basketweave', 'herringbone90', 'herringbone45'] as const
export type LayingPattern = (typeof LAYING_PATTERNS)[number]

/** Waste by pattern, the field's default until it is typed over (codingace paver pattern table). */
export const PATTERN_WASTE: Record<LayingPattern, string> = {
	stack: '3',
	running: '5',
	basketweave: '7',
	herringbone90: '10',
	herringbone45: '12',
}

export type Bedding = 'mortar' | 'sand'
export const MIXES = ['4', '5', '6'] as const
export type Mix = (typeof MIXES)[number]

/**
 * Everything that differs by unit system (docs/calculators/paver-calculator.md §2 and §3): field units and bounds,
 * how a small size becomes the length unit, what a slab is, and what the sub-base, sand and cement are bought in.
 */
export const PAVER_SYSTEMS = {
	metric: {
		lengthUnit: 'm',
		smallUnit: 'mm',
		areaUnit: 'm²',
		volumeUnit: 'm³',
		smallPerLength: MM_PER_M,
		areaBounds: [0.1, 100],
		customBounds: [50, 1200],
		jointBounds: [0, 25],
		subBaseBounds: [0, 400],
		beddingBounds: [10, 100],
		edgeBounds: [0, 10_000],
		lengthStep: 0.01,
		smallStep: 1,
		/** A Custom unit with a side over this (mm) is a slab; Equal is not over. */
		slabSide: 300,
		jointDefault: { slab: '10', paver: '3' },
	},
	imperial: {
		lengthUnit: 'ft',
		smallUnit: 'in',
		areaUnit: 'ft²',
		volumeUnit: 'ft³',
		smallPerLength: IN_PER_FT,
		areaBounds: [0.5, 330],
		customBounds: [2, 48],
		jointBounds: [0, 1],
		subBaseBounds: [0, 16],
		beddingBounds: [0.5, 4],
		edgeBounds: [0, 33_000],
		lengthStep: 0.01,
		smallStep: 0.0625,
		slabSide: 12,
		jointDefault: { slab: '0.125', paver: '0.125' },
	},
} as const

export const WASTE_BOUNDS = { min: 0, max: 30, unit: '%' } as const
export const ALLOWANCE_BOUNDS = { min: 0, max: 50, unit: '%' } as const

/** Compacted sub-base (MOT Type 1, dense-graded base), kg/m³. */
export const SUB_BASE_DENSITY = 2200
/** Sharp or bedding sand and cement, kg/m³, as the site's Concrete Volume Calculator. */
export const SAND_DENSITY = 1600
export const CEMENT_DENSITY = 1440
/** A semi-dry mortar bed's dry materials: 1.25 × its volume. */
export const DRY_VOLUME_FACTOR = 1.25

/** What each system buys its sub-base, sand and cement in. */
export const BAGS = {
	/** Bulk bags of sub-base and sand, kg. */
	bulkBagKg: 850,
	cementBagKg: 25,
	/** US bags of paver base (by weight, lb) and of sand (by volume, ft³). */
	baseBagLb: 50,
	sandBagFt3: 0.5,
	cementBagLb: 94,
} as const
