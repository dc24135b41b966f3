import { createEntryId, type Entry, entryLabel, nextEntryName } from '#app/lib/entries.ts'
import { formatEntered } from '#app/lib/format.ts'
import { parseDecimal } from '#app/lib/parse-decimal.ts'
import { type FineLengthUnit, lengthToMm, mmToLength, mmToM } from '#app/lib/units.ts'
import {
	OBSTRUCTIONS_LEGEND,
	type ObstructionType,
	SURFACES_LEGEND,
	type SurfaceType,
	type TileEntryValues,
	type TileValues,
	tileLengthUnit,
} from './schema.ts'

export const UNIT_SYSTEM_LABELS: Record<FineLengthUnit, string> = {
	mm: 'Metric (millimeters)',
	m: 'Metric (meters)',
	in: 'Imperial (inches)',
}

export const TILE_LENGTH_LABEL = 'Tile Length'
export const TILE_WIDTH_LABEL = 'Tile Width'
export const WASTAGE_LABEL = 'Include 10% extra for cuts and wastage'
export const NO_OBSTRUCTIONS_MESSAGE =
	'No obstructions added yet. Add windows, doors, or other obstacles that should be excluded from the calculation.'

export const SURFACE_TYPE_LABELS: Record<SurfaceType, string> = { wall: 'Wall', floor: 'Floor' }
export const OBSTRUCTION_TYPE_LABELS: Record<ObstructionType, string> = {
	'window-door': 'Window/Door',
	'floor-obstacle': 'Floor Obstacle',
}

function addAction<TType extends string>(label: string, type: TType, typeLabel: string) {
	return {
		label,
		create: (entries: ReadonlyArray<Entry>): TileEntryValues<TType> => ({
			id: createEntryId(type),
			name: nextEntryName(entries, typeLabel),
			type,
			length: '',
			width: '',
		}),
	}
}

export const SURFACE_ADD_ACTIONS = [
	addAction('Add Wall', 'wall', SURFACE_TYPE_LABELS.wall),
	addAction('Add Floor', 'floor', SURFACE_TYPE_LABELS.floor),
]

export const OBSTRUCTION_ADD_ACTIONS = [
	addAction('Add Window/Door', 'window-door', OBSTRUCTION_TYPE_LABELS['window-door']),
	addAction('Add Floor Obstacle', 'floor-obstacle', OBSTRUCTION_TYPE_LABELS['floor-obstacle']),
]

/** The converted value under a surface or obstruction size: mm shows metres, metres and inches show mm. */
export function convertedHint(value: number, unit: FineLengthUnit) {
	if (unit === 'mm') return `= ${formatEntered(mmToM(value))} m`
	return `= ${formatEntered(lengthToMm(value, unit))} mm`
}

/** Decimals kept when a length is converted to another unit: 0.1 mm, 0.0001 m, 0.01 in. */
const CONVERTED_DECIMALS: Record<FineLengthUnit, number> = { mm: 1, m: 4, in: 2 }

/** A typed length in another unit; text that is not a number is kept as typed. */
export function convertLengthText(text: string, from: FineLengthUnit, to: FineLengthUnit) {
	const parsed = parseDecimal(text, { min: 0, max: Number.MAX_VALUE })
	if (!parsed.ok || from === to) return text
	const converted = mmToLength(lengthToMm(parsed.value, from), to)
	return String(Number(converted.toFixed(CONVERTED_DECIMALS[to])))
}

/**
 * A unit change converts every surface and obstruction size already typed, so the room stays the
 * same room (3000 mm becomes 3 m, not 3000 m). Tile sizes are always mm and stay as they are.
 */
export function withUnit(values: TileValues, selection: Pick<TileValues, 'unit' | 'metricUnit'>): TileValues {
	const from = tileLengthUnit(values)
	const to = tileLengthUnit(selection)
	const convert = <T extends TileEntryValues<string>>(entry: T): T => ({
		...entry,
		length: convertLengthText(entry.length, from, to),
		width: convertLengthText(entry.width, from, to),
	})
	return {
		...values,
		...selection,
		surfaces: values.surfaces.map(convert),
		obstructions: values.obstructions.map(convert),
	}
}

const MAX_NAMED = 3

/** 'Wall 2', 'Wall 2 and Floor 1', 'Wall 2, Floor 1, Wall 3 and 4 more'. */
function listNames(names: ReadonlyArray<string>) {
	if (names.length === 1) return names[0] ?? ''
	const shown = names.slice(0, MAX_NAMED)
	const rest = names.length - shown.length
	if (rest > 0) return `${shown.join(', ')} and ${rest} more`
	return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`
}

/** The alert for entries with only one of their two lengths. */
export function incompleteEntriesMessage(names: ReadonlyArray<string>) {
	return `Fill in both length and width for ${listNames(names)}, or clear ${names.length === 1 ? 'it' : 'them'}.`
}

/** The accessible name of the field a validation issue points at, e.g. 'Wall 7 Length' or 'Tile Width'. */
export function fieldNameOf(values: TileValues, path: ReadonlyArray<PropertyKey>) {
	const [list, index, field] = path
	if (list === 'tileLength') return TILE_LENGTH_LABEL
	if (list === 'tileWidth') return TILE_WIDTH_LABEL
	const isSurface = list === 'surfaces'
	const entries = isSurface ? values.surfaces : values.obstructions
	const entry = typeof index === 'number' ? entries[index] : undefined
	if (!entry || typeof index !== 'number') return undefined
	const label = entryLabel(entry, isSurface ? SURFACES_LEGEND : OBSTRUCTIONS_LEGEND, index)
	return `${label} ${field === 'width' ? 'Width' : 'Length'}`
}
