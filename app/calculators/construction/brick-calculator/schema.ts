import * as v from 'valibot'
import type { Entry } from '#app/lib/entries.ts'
import { decimal, hiddenField, pathTo } from '#app/lib/number-input.ts'
import { ANY_NUMBER, parseDecimal } from '#app/lib/parse-decimal.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import {
	BLOCK_THICKNESSES,
	type BlockThickness,
	BRICK_BOUNDS,
	MIXES_BY_SYSTEM,
	type MortarMix,
	MORTAR_WASTE_BOUNDS,
	OPENINGS_TOO_BIG_MESSAGE,
	type PresetId,
	PRESETS_BY_SYSTEM,
	WALL_CONSTRUCTIONS,
	type WallConstruction,
	WASTE_BOUNDS,
} from './options.ts'
import { grossAndOpenings, isOpeningsOverWalls } from './wall-area.ts'

export type BrickWallValues = Entry & { length: string; height: string }
export type BrickOpeningValues = Entry & { width: string; height: string }

export type BrickValues = {
	unit: UnitSystem
	preset: PresetId
	/** UK block only. */
	blockThickness: BlockThickness
	/** Custom only: mm (metric) or in (imperial). */
	customLength: string
	customHeight: string
	customBedDepth: string
	joint: string
	construction: WallConstruction
	walls: ReadonlyArray<BrickWallValues>
	openings: ReadonlyArray<BrickOpeningValues>
	waste: string
	mortarWaste: string
	mix: MortarMix
}

/** The first wall has a fixed id so the pre-rendered HTML and the hydrated page agree. */
const FIRST_WALL: BrickWallValues = { id: 'wall-1', name: 'Wall 1', length: '', height: '' }

/**
 * Each system's form before anything is typed (docs/calculators/brick-calculator.md §2): one blank wall, no openings,
 * a UK brick with 10 mm joints, 10 % and 15 % waste and 1:5 (metric); a US modular brick with 3/8 in joints, 5 % and
 * 20 % waste and 1:3 (imperial).
 */
export const BRICK_SYSTEM_DEFAULTS: Record<UnitSystem, BrickValues> = {
	metric: {
		unit: 'metric',
		preset: 'uk-brick',
		blockThickness: '100',
		customLength: '',
		customHeight: '',
		customBedDepth: '',
		joint: '10',
		construction: 'single',
		walls: [FIRST_WALL],
		openings: [],
		waste: '10',
		mortarWaste: '15',
		mix: '5',
	},
	imperial: {
		unit: 'imperial',
		preset: 'us-modular',
		blockThickness: '100',
		customLength: '',
		customHeight: '',
		customBedDepth: '',
		joint: '0.375',
		construction: 'single',
		walls: [FIRST_WALL],
		openings: [],
		waste: '5',
		mortarWaste: '20',
		mix: '3',
	},
}

export const BRICK_DEFAULTS = BRICK_SYSTEM_DEFAULTS.metric

/** A percentage still at its system's default (read as a number: '10.0' is 10). */
function isAtDefault(typed: string, defaultText: string) {
	const parsed = parseDecimal(typed, ANY_NUMBER)
	return parsed.ok && parsed.value === Number(defaultText)
}

/**
 * The one unit rule as the next five read it (docs/calculators/brick-calculator.md §2, decision 036): the new system's
 * defaults (one blank wall, no openings, its unit, joint and mix); the wall construction means the same in both and
 * stays; a waste the person edited stays, one still at the old system's default takes the new one's.
 */
export function brickValuesForUnit(values: BrickValues, unit: UnitSystem): BrickValues {
	const before = BRICK_SYSTEM_DEFAULTS[values.unit]
	const after = BRICK_SYSTEM_DEFAULTS[unit]
	const kept = (key: 'waste' | 'mortarWaste') => (isAtDefault(values[key], before[key]) ? after[key] : values[key])
	return {
		...after,
		construction: values.construction,
		waste: kept('waste'),
		mortarWaste: kept('mortarWaste'),
	}
}

/**
 * docs/calculators/brick-calculator.md §2: the bounds of the chosen system; the custom sizes only with Custom (a field
 * not shown is not checked); openings that add up to more than the walls (Equal is not more) get one message under
 * the openings list, at the path 'openings'.
 */
export function createBrickSchema(values: Pick<BrickValues, 'unit' | 'preset'>) {
	const bounds = BRICK_BOUNDS[values.unit]
	const isCustom = values.preset === 'custom'
	const custom = (schema: ReturnType<typeof decimal>) => (isCustom ? schema : hiddenField(null))
	return v.pipe(
		v.object({
			unit: v.picklist(['metric', 'imperial']),
			preset: v.picklist(PRESETS_BY_SYSTEM[values.unit]),
			blockThickness: v.picklist(BLOCK_THICKNESSES),
			customLength: custom(decimal(bounds.customSize)),
			customHeight: custom(decimal(bounds.customSize)),
			customBedDepth: custom(decimal(bounds.customBedDepth)),
			joint: decimal(bounds.joint),
			construction: v.picklist(WALL_CONSTRUCTIONS),
			walls: v.array(
				v.object({
					name: v.string(),
					length: decimal(bounds.wallLength),
					height: decimal(bounds.wallHeight),
				}),
			),
			openings: v.array(v.object({ width: decimal(bounds.opening), height: decimal(bounds.opening) })),
			waste: decimal(WASTE_BOUNDS),
			mortarWaste: decimal(MORTAR_WASTE_BOUNDS),
			mix: v.picklist(MIXES_BY_SYSTEM[values.unit]),
		}),
		v.rawCheck(({ dataset, addIssue }) => {
			if (!dataset.typed) return
			const input = dataset.value
			if (isOpeningsOverWalls(grossAndOpenings(input))) {
				addIssue({ message: OPENINGS_TOO_BIG_MESSAGE, path: pathTo(input, 'openings') })
			}
		}),
	)
}

/**
 * Walls and openings in m (metric) or ft (imperial); the custom sizes and the joint in mm or in, null when not asked.
 */
export type BrickInput = v.InferOutput<ReturnType<typeof createBrickSchema>>
