import * as v from 'valibot'
import { decimal } from '#app/lib/number-input.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { PITCH_BOUNDS, type PitchMode } from '#app/calculators/construction/shared/roof-pitch.ts'
import { DEFAULT_WASTE, ROOFING_SYSTEMS, TILE_TYPES, type TileTypeId } from './options.ts'

export type RoofShape = 'gable' | 'hip'
export type RoofCovering = 'shingles' | 'tiles'

export type RoofingValues = {
	unit: UnitSystem
	shape: RoofShape
	length: string
	width: string
	/** m (metric) or inches (imperial). */
	overhang: string
	pitchMode: PitchMode
	pitch: string
	covering: RoofCovering
	tileType: TileTypeId
	tilesPerM2: string
	battenGauge: string
	underlayCoverage: string
	waste: string
}

/**
 * Each system's defaults (docs/calculators/roofing-calculator.md §2): a metric tiled roof at 35°, an imperial shingled
 * 6/12.
 */
export const ROOFING_SYSTEM_DEFAULTS: Record<UnitSystem, RoofingValues> = {
	metric: {
		unit: 'metric',
		shape: 'gable',
		length: '',
		width: '',
		overhang: '0.3',
		pitchMode: 'degrees',
		pitch: '35',
		covering: 'tiles',
		tileType: 'interlocking',
		tilesPerM2: '10',
		battenGauge: '345',
		underlayCoverage: '42.5',
		waste: DEFAULT_WASTE.gable,
	},
	imperial: {
		unit: 'imperial',
		shape: 'gable',
		length: '',
		width: '',
		overhang: '12',
		pitchMode: 'rise',
		pitch: '6',
		covering: 'shingles',
		tileType: 'interlocking',
		tilesPerM2: '10',
		battenGauge: '345',
		underlayCoverage: '1000',
		waste: DEFAULT_WASTE.gable,
	},
}

export const ROOFING_DEFAULTS = ROOFING_SYSTEM_DEFAULTS.metric

export const ROOFING_BOUNDS = {
	metric: { building: [1, 60], overhang: [0, 1], underlay: [5, 200] },
	imperial: { building: [3, 200], overhang: [0, 36], underlay: [100, 2000] },
} as const

export const CUSTOM_TILE_BOUNDS = {
	tilesPerM2: { min: 1, max: 100, unit: 'per m²' },
	battenGauge: { min: 75, max: 450, unit: 'mm' },
} as const

export const WASTE_BOUNDS = { min: 0, max: 30, unit: '%' } as const

/** A new roof shape; the waste follows it (10 % gable, 15 % hip) unless it was changed by hand. */
export function withShape(values: RoofingValues, shape: RoofShape): Partial<RoofingValues> {
	return values.waste === DEFAULT_WASTE[values.shape] ? { shape, waste: DEFAULT_WASTE[shape] } : { shape }
}

/** What the form does not ask for now (the custom tile's figures with another tile): null, whatever it holds. */
const NOT_ASKED = v.pipe(
	v.unknown(),
	v.transform(() => null),
)

/** The inputs and their bounds for the chosen system; the pitch is checked in the mode it is entered in. */
export function createRoofingSchema(values: Pick<RoofingValues, 'unit' | 'covering' | 'tileType' | 'pitchMode'>) {
	const system = ROOFING_SYSTEMS[values.unit]
	const bounds = ROOFING_BOUNDS[values.unit]
	const range = ([min, max]: readonly [number, number], unit: string) => decimal({ min, max, unit })
	const isCustom = values.covering === 'tiles' && values.tileType === 'custom'
	const custom = (name: keyof typeof CUSTOM_TILE_BOUNDS) => (isCustom ? decimal(CUSTOM_TILE_BOUNDS[name]) : NOT_ASKED)
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		shape: v.picklist(['gable', 'hip']),
		length: range(bounds.building, system.lengthUnit),
		width: range(bounds.building, system.lengthUnit),
		overhang: range(bounds.overhang, system.overhangUnit),
		pitchMode: v.picklist(['rise', 'degrees']),
		pitch: decimal(PITCH_BOUNDS[values.pitchMode]),
		covering: v.picklist(['shingles', 'tiles']),
		tileType: v.picklist(TILE_TYPES.map((type) => type.id)),
		tilesPerM2: custom('tilesPerM2'),
		battenGauge: custom('battenGauge'),
		underlayCoverage: range(bounds.underlay, system.areaUnit),
		waste: decimal(WASTE_BOUNDS),
	})
}

export type RoofingInput = v.InferOutput<ReturnType<typeof createRoofingSchema>>
