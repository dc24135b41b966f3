import * as v from 'valibot'
import { type Entry, entryLabel } from '#app/lib/entries.ts'
import { type DecimalBounds, type DecimalParse, optionalDecimal, parseDecimal, pathTo } from '#app/lib/number-input.ts'
import { misfitMessage, misfittingOpenings } from '#app/lib/openings.ts'
import { type FineLengthUnit, type MetricLengthUnit, typedLengthUnit, type UnitSystem } from '#app/lib/units.ts'

export type SurfaceType = 'wall' | 'floor'
export type ObstructionType = 'window-door' | 'floor-obstacle'

/**
 * A surface or an obstruction as typed (docs/calculators/tile-calculator.md §2), lengths as text in the chosen
 * unit.
 */
export type TileEntryValues<TType extends string> = Entry & { type: TType; length: string; width: string }
export type TileSurfaceValues = TileEntryValues<SurfaceType>
export type TileObstructionValues = TileEntryValues<ObstructionType>

export type TileValues = {
	unit: UnitSystem
	metricUnit: MetricLengthUnit
	surfaces: ReadonlyArray<TileSurfaceValues>
	obstructions: ReadonlyArray<TileObstructionValues>
	/** Tile size, always millimetres. */
	tileLength: string
	tileWidth: string
	includeWastage: boolean
}

/** 10% extra when the wastage box is checked (docs/calculators/tile-calculator.md §3). */
export const WASTAGE_PERCENTAGE = 10
export const DEFAULT_TILE_SIZE_MM = 300
export const SURFACES_LEGEND = 'Surfaces'
export const OBSTRUCTIONS_LEGEND = 'Obstructions'

/** A fixed id, so the pre-rendered page and the hydrated one agree. */
const FIRST_WALL: TileSurfaceValues = { id: 'surface-first', name: 'Wall 1', type: 'wall', length: '', width: '' }

export const TILE_DEFAULTS: TileValues = {
	unit: 'metric',
	metricUnit: 'mm',
	surfaces: [FIRST_WALL],
	obstructions: [],
	tileLength: String(DEFAULT_TILE_SIZE_MM),
	tileWidth: String(DEFAULT_TILE_SIZE_MM),
	includeWastage: true,
}

/**
 * Minimum 0.1 for metres and 1 otherwise (docs/calculators/tile-calculator.md §2). The maxima (100 m) are ours:
 * a longer wall or floor is a typo, not a room.
 */
const ENTRY_BOUNDS: Record<FineLengthUnit, DecimalBounds> = {
	mm: { min: 1, max: 100_000, unit: 'mm' },
	m: { min: 0.1, max: 100, unit: 'm' },
	in: { min: 1, max: 4000, unit: 'in' },
}

/** Step 0.01 for metres and 1 otherwise (decision 021). */
export const ENTRY_STEP: Record<FineLengthUnit, number> = { mm: 1, m: 0.01, in: 1 }

/**
 * Tile sizes of at least 1 mm; 3.6 m covers the largest porcelain slabs (docs/calculators/tile-calculator.md §2,
 * decision 031).
 */
export const TILE_SIZE_BOUNDS: DecimalBounds = { min: 1, max: 3600, unit: 'mm' }

/** Surfaces and obstructions are typed in millimetres, metres or inches. */
export function tileLengthUnit(values: Pick<TileValues, 'unit' | 'metricUnit'>) {
	return typedLengthUnit(values, 'in') as FineLengthUnit
}

export function entryMinimum(unit: FineLengthUnit) {
	return ENTRY_BOUNDS[unit].min
}

/**
 * A blank tile size is the standard 300 mm; anything else must be a number in range, never guessed
 * (docs/calculators/tile-calculator.md §2).
 */
export function readTileSize(text: string): DecimalParse {
	return text.trim() === '' ? { ok: true, value: DEFAULT_TILE_SIZE_MM } : parseDecimal(text, TILE_SIZE_BOUNDS)
}

/** '600x600', '600 × 300', '600 X 300': a whole tile size typed into one field, as length and width. */
const BOTH_SIZES = /^\s*(\d+(?:[.,]\d+)?)\s*(?:mm)?\s*[x×X*]\s*(\d+(?:[.,]\d+)?)\s*(?:mm)?\s*$/

/** A size typed as '600x600' or '600 × 300' in either field fills both (docs/calculators/tile-calculator.md §2). */
export function splitTileSize(text: string): { tileLength: string; tileWidth: string } | null {
	const match = BOTH_SIZES.exec(text)
	return match?.[1] && match[2] ? { tileLength: match[1], tileWidth: match[2] } : null
}

/** A surface or obstruction with both lengths, in the chosen unit. */
export type TileEntry<TType extends string> = { id: string; name: string; type: TType; length: number; width: number }
export type TileSurface = TileEntry<SurfaceType>
export type TileObstruction = TileEntry<ObstructionType>

/** The tile input (docs/calculators/tile-calculator.md §2): what compute reads. */
export type TileInput = {
	unit: UnitSystem
	metricUnit: MetricLengthUnit
	surfaces: ReadonlyArray<TileSurface>
	obstructions: ReadonlyArray<TileObstruction>
	/** Entries with only one of their two lengths, by name: compute refuses them with an alert naming them. */
	incomplete: ReadonlyArray<string>
	includeWastage: boolean
	wastagePercentage: number
	tileLengthMm: number
	tileWidthMm: number
}

const SURFACE_TYPES = ['wall', 'floor'] as const satisfies ReadonlyArray<SurfaceType>
const OBSTRUCTION_TYPES = ['window-door', 'floor-obstacle'] as const satisfies ReadonlyArray<ObstructionType>
const TILE_SIZE_KEYS = ['tileLength', 'tileWidth'] as const

/** A surface or obstruction; a blank length is null, so an entry added and left empty is no error. */
function entriesSchema<TType extends string>(types: ReadonlyArray<TType>, unit: FineLengthUnit) {
	const length = optionalDecimal(ENTRY_BOUNDS[unit])
	return v.array(v.object({ id: v.string(), name: v.string(), type: v.picklist(types), length, width: length }))
}

/**
 * One tile size field, read as the sizes it gives: its own, or both when a whole size is typed into
 * it ('600 × 300'). Blank is 300 mm; a part that is not a size in range is the field's error.
 */
const tileSizeField = v.pipe(
	v.string(),
	v.rawTransform<string, ReadonlyArray<number>>(({ dataset, addIssue, NEVER }) => {
		const pair = splitTileSize(dataset.value)
		const sizes: Array<number> = []
		for (const text of pair ? [pair.tileLength, pair.tileWidth] : [dataset.value]) {
			const size = readTileSize(text)
			if (!size.ok) {
				addIssue({ message: size.message })
				return NEVER
			}
			sizes.push(size.value)
		}
		return sizes
	}),
)

/** The other tile size field while a whole size is typed into one: not read, since leaving the field overwrites it. */
const ignoredTileSizeField = v.pipe(
	v.string(),
	v.transform((): ReadonlyArray<number> => []),
)

type ParsedEntry<TType extends string> = Entry & { type: TType; length: number | null; width: number | null }
type ParsedTileValues = {
	surfaces: ReadonlyArray<ParsedEntry<SurfaceType>>
	obstructions: ReadonlyArray<ParsedEntry<ObstructionType>>
}

/** The entries of one type with both lengths: each with its position in the list and its area. */
function completeOfType<TType extends string>(entries: ReadonlyArray<ParsedEntry<TType>>, type: TType) {
	return entries.flatMap((entry, index) => {
		const { length, width } = entry
		return entry.type === type && length !== null && width !== null ? [{ entry, index, area: length * width }] : []
	})
}

const OBSTRUCTED: Record<ObstructionType, SurfaceType> = { 'window-door': 'wall', 'floor-obstacle': 'floor' }

/**
 * A window or door must fit the walls, a floor obstacle the floors (lib/openings.ts), counting the
 * entries with both lengths; the message goes on the obstruction's Length field.
 */
function obstructionsFit<TInput extends ParsedTileValues>() {
	return v.rawCheck<TInput>(({ dataset, addIssue }) => {
		if (!dataset.typed) return
		const input = dataset.value
		for (const [type, surfaceType] of Object.entries(OBSTRUCTED) as Array<[ObstructionType, SurfaceType]>) {
			const surfaces = completeOfType(input.surfaces, surfaceType)
			const obstructions = completeOfType(input.obstructions, type)
			const misfits = misfittingOpenings(
				surfaces.map(({ area }) => area),
				obstructions.map(({ area }) => area),
			)
			for (const [position, misfit] of misfits) {
				const index = obstructions[position]?.index
				if (index === undefined) continue
				addIssue({ message: misfitMessage(misfit, surfaceType), path: pathTo(input, 'obstructions', index, 'length') })
			}
		}
	})
}

/**
 * Entries with both lengths are used; blank ones (an entry added and left empty) are skipped;
 * entries with only one length are named in `incomplete`, so compute can ask for the other.
 */
function sortEntries<TType extends string>(entries: ReadonlyArray<ParsedEntry<TType>>, legend: string) {
	const complete: Array<TileEntry<TType>> = []
	const incomplete: Array<string> = []
	entries.forEach((entry, index) => {
		const { id, type, length, width } = entry
		const name = entryLabel(entry, legend, index)
		if (length !== null && width !== null) complete.push({ id, name, type, length, width })
		else if (length !== null || width !== null) incomplete.push(name)
	})
	return { complete, incomplete }
}

/**
 * The one place the form's text is validated (docs/calculators/tile-calculator.md §2, site-rules.md §6) and
 * turned into compute's input. Built from the values: the bounds follow the unit, and while a whole tile size
 * ('600 × 300') is typed into one field it counts for both and the other field is not read.
 */
export function createTileSchema(values: Pick<TileValues, 'unit' | 'metricUnit' | 'tileLength' | 'tileWidth'>) {
	const unit = tileLengthUnit(values)
	const pairKey = TILE_SIZE_KEYS.find((key) => splitTileSize(values[key]) !== null)
	const tileSize = (key: (typeof TILE_SIZE_KEYS)[number]) =>
		pairKey && pairKey !== key ? ignoredTileSizeField : tileSizeField
	const form = v.object({
		unit: v.picklist(['metric', 'imperial']),
		metricUnit: v.picklist(['mm', 'm']),
		surfaces: entriesSchema(SURFACE_TYPES, unit),
		obstructions: entriesSchema(OBSTRUCTION_TYPES, unit),
		tileLength: tileSize('tileLength'),
		tileWidth: tileSize('tileWidth'),
		includeWastage: v.boolean(),
	})
	return v.pipe(
		form,
		obstructionsFit<v.InferOutput<typeof form>>(),
		v.transform((parsed): TileInput => {
			const surfaces = sortEntries(parsed.surfaces, SURFACES_LEGEND)
			const obstructions = sortEntries(parsed.obstructions, OBSTRUCTIONS_LEGEND)
			// One size from each field, or both from the field holding a whole size; never short, so never 300 here.
			const [tileLengthMm = DEFAULT_TILE_SIZE_MM, tileWidthMm = DEFAULT_TILE_SIZE_MM] = [
				...parsed.tileLength,
				...parsed.tileWidth,
			]
			return {
				unit: parsed.unit,
				metricUnit: parsed.metricUnit,
				surfaces: surfaces.complete,
				obstructions: obstructions.complete,
				incomplete: [...surfaces.incomplete, ...obstructions.incomplete],
				includeWastage: parsed.includeWastage,
				wastagePercentage: WASTAGE_PERCENTAGE,
				tileLengthMm,
				tileWidthMm,
			}
		}),
	)
}
