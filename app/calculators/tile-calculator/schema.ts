import { type Entry, entryLabel } from '#app/lib/entries.ts'
import { misfitMessage, misfittingOpenings } from '#app/lib/openings.ts'
import { type DecimalBounds, type DecimalParse, parseDecimal } from '#app/lib/parse-decimal.ts'
import type { FineLengthUnit, MetricLengthUnit, UnitSystem } from '#app/lib/units.ts'

export type SurfaceType = 'wall' | 'floor'
export type ObstructionType = 'window-door' | 'floor-obstacle'

/** Seed 000 §3: a surface or an obstruction as typed, lengths as text in the chosen unit. */
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

/** Seed 000 §9: 10% extra when the wastage box is checked. */
export const WASTAGE_PERCENTAGE = 10
export const DEFAULT_TILE_SIZE_MM = 300
export const SURFACES_LEGEND = 'Surfaces'
export const OBSTRUCTIONS_LEGEND = 'Obstructions'

/** A fixed id, so the pre-rendered page and the hydrated one agree. */
const FIRST_WALL: TileSurfaceValues = { id: 'surface-first', name: 'Wall 1', type: 'wall', length: '', width: '' }
export const FIRST_SURFACE_ID = FIRST_WALL.id

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
 * Seed 000 §5: minimum 0.1 for metres and 1 otherwise. The maxima (100 m) are ours: a longer
 * wall or floor is a typo, not a room.
 */
const ENTRY_BOUNDS: Record<FineLengthUnit, DecimalBounds> = {
	mm: { min: 1, max: 100_000, unit: 'mm' },
	m: { min: 0.1, max: 100, unit: 'm' },
	in: { min: 1, max: 4000, unit: 'in' },
}

/** Seed 000 §5: step 0.01 for metres and 1 otherwise. */
export const ENTRY_STEP: Record<FineLengthUnit, number> = { mm: 1, m: 0.01, in: 1 }

/** Seed 000 §5: tile sizes of at least 1 mm; 3.6 m covers the largest porcelain slabs. */
export const TILE_SIZE_BOUNDS: DecimalBounds = { min: 1, max: 3600, unit: 'mm' }

export function tileLengthUnit(values: Pick<TileValues, 'unit' | 'metricUnit'>): FineLengthUnit {
	return values.unit === 'imperial' ? 'in' : values.metricUnit
}

export function entryMinimum(unit: FineLengthUnit) {
	return ENTRY_BOUNDS[unit].min
}

/** SPEC-NOTES §3: a blank tile size is the standard 300 mm; anything else must be a number in range, never guessed. */
export function readTileSize(text: string): DecimalParse {
	return text.trim() === '' ? { ok: true, value: DEFAULT_TILE_SIZE_MM } : parseDecimal(text, TILE_SIZE_BOUNDS)
}

/** '600x600', '600 × 300', '600 X 300': a whole tile size typed into one field, as length and width. */
const BOTH_SIZES = /^\s*(\d+(?:[.,]\d+)?)\s*(?:mm)?\s*[x×X*]\s*(\d+(?:[.,]\d+)?)\s*(?:mm)?\s*$/

/** SPEC-NOTES §3: a size typed as '600x600' or '600 × 300' in either field fills both. */
export function splitTileSize(text: string): { tileLength: string; tileWidth: string } | null {
	const match = BOTH_SIZES.exec(text)
	return match?.[1] && match[2] ? { tileLength: match[1], tileWidth: match[2] } : null
}

/** A surface or obstruction length: blank is null (the entry may be unused), otherwise a number in range. */
export function readEntryLength(text: string, unit: FineLengthUnit): DecimalParse | null {
	return text.trim() === '' ? null : parseDecimal(text, ENTRY_BOUNDS[unit])
}

/** A surface or obstruction with both lengths, in the chosen unit. */
export type TileEntry<TType extends string> = { id: string; name: string; type: TType; length: number; width: number }
export type TileSurface = TileEntry<SurfaceType>
export type TileObstruction = TileEntry<ObstructionType>

/** Seed 000 §3 tile input: what compute reads. */
export type TileInput = {
	unit: UnitSystem
	metricUnit: MetricLengthUnit
	surfaces: ReadonlyArray<TileSurface>
	obstructions: ReadonlyArray<TileObstruction>
	includeWastage: boolean
	wastagePercentage: number
	tileLengthMm: number
	tileWidthMm: number
}

/** What is wrong with one field: its path in TileValues ('surfaces', 2, 'width') and the message. */
export type TileIssue = { path: ReadonlyArray<string | number>; message: string }

export type TileSubmission =
	{ ok: true; input: TileInput; incomplete: ReadonlyArray<string> } | { ok: false; issues: ReadonlyArray<TileIssue> }

const SIZE_KEYS = ['length', 'width'] as const

/**
 * Entries with both lengths are used; blank ones (an entry added and left empty) are skipped;
 * entries with only one length are listed by name in `incomplete`, so the form can ask for the other.
 */
function readEntries<TType extends string>(
	entries: ReadonlyArray<TileEntryValues<TType>>,
	list: 'surfaces' | 'obstructions',
	unit: FineLengthUnit,
	issues: Array<TileIssue>,
) {
	const legend = list === 'surfaces' ? SURFACES_LEGEND : OBSTRUCTIONS_LEGEND
	const complete: Array<TileEntry<TType>> = []
	const incomplete: Array<string> = []
	entries.forEach((entry, index) => {
		const [length, width] = SIZE_KEYS.map((key) => {
			const parsed = readEntryLength(entry[key], unit)
			if (parsed === null || parsed.ok) return parsed?.value ?? null
			issues.push({ path: [list, index, key], message: parsed.message })
			return undefined
		})
		if (length === undefined || width === undefined) return
		const name = entryLabel(entry, legend, index)
		if (length !== null && width !== null) complete.push({ id: entry.id, name, type: entry.type, length, width })
		else if (length !== null || width !== null) incomplete.push(name)
	})
	return { complete, incomplete }
}

const OBSTRUCTED: Record<ObstructionType, SurfaceType> = { 'window-door': 'wall', 'floor-obstacle': 'floor' }

/** A window or door must fit the walls, a floor obstacle the floors (lib/openings.ts); the message goes on its length. */
function checkObstructionsFit(
	values: TileValues,
	surfaces: ReadonlyArray<TileSurface>,
	obstructions: ReadonlyArray<TileObstruction>,
	issues: Array<TileIssue>,
) {
	for (const [type, surfaceType] of Object.entries(OBSTRUCTED) as Array<[ObstructionType, SurfaceType]>) {
		const ofType = obstructions.filter((obstruction) => obstruction.type === type)
		const areas = (entries: ReadonlyArray<TileEntry<string>>) => entries.map((entry) => entry.length * entry.width)
		const misfits = misfittingOpenings(areas(surfaces.filter((surface) => surface.type === surfaceType)), areas(ofType))
		for (const [index, misfit] of misfits) {
			const position = values.obstructions.findIndex((obstruction) => obstruction.id === ofType[index]?.id)
			issues.push({ path: ['obstructions', position, 'length'], message: misfitMessage(misfit, surfaceType) })
		}
	}
}

/**
 * The one place the form's text is validated (seed 000 §5, SPEC-NOTES §4) and turned into compute's
 * input. Plain code rather than a valibot schema: a schema library would add KBs of gzip to the
 * page's initial JS, past the 130 KB budget; the rules are the same parseDecimal ones.
 */
export function readTileValues(values: TileValues): TileSubmission {
	const unit = tileLengthUnit(values)
	const issues: Array<TileIssue> = []
	const surfaces = readEntries(values.surfaces, 'surfaces', unit, issues)
	const obstructions = readEntries(values.obstructions, 'obstructions', unit, issues)
	// A whole size typed into one field ('600 × 300') counts for both until the field is left and split.
	const pairKey = (['tileLength', 'tileWidth'] as const).find((key) => splitTileSize(values[key]))
	const sizes = (pairKey && splitTileSize(values[pairKey])) || values
	const [tileLengthMm, tileWidthMm] = (['tileLength', 'tileWidth'] as const).map((key) => {
		const parsed = readTileSize(sizes[key])
		if (parsed.ok) return parsed.value
		issues.push({ path: [pairKey ?? key], message: parsed.message })
		return DEFAULT_TILE_SIZE_MM
	})
	checkObstructionsFit(values, surfaces.complete, obstructions.complete, issues)
	if (issues.length > 0 || tileLengthMm === undefined || tileWidthMm === undefined) return { ok: false, issues }
	return {
		ok: true,
		input: {
			unit: values.unit,
			metricUnit: values.metricUnit,
			surfaces: surfaces.complete,
			obstructions: obstructions.complete,
			includeWastage: values.includeWastage,
			wastagePercentage: WASTAGE_PERCENTAGE,
			tileLengthMm,
			tileWidthMm,
		},
		incomplete: [...surfaces.incomplete, ...obstructions.incomplete],
	}
}
