import { createEntryId, type Entry, entryLabel, nextEntryName } from '#app/lib/entries.ts'
import { formatEntered } from '#app/lib/format.ts'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import { type FineLengthUnit, lengthToMm, mmToM } from '#app/lib/units.ts'
import {
	OBSTRUCTIONS_LEGEND,
	type ObstructionType,
	SURFACES_LEGEND,
	type SurfaceType,
	TILE_DEFAULTS,
	type TileEntryValues,
	type TileValues,
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

/**
 * A unit change starts the surfaces and obstructions again (one 'Wall 1', none) under the one unit
 * rule (lib/unit-change.ts); the tile size, always mm, and the wastage choice stay.
 */
export function withUnit(values: TileValues, selection: Pick<TileValues, 'unit' | 'metricUnit'>): TileValues {
	return valuesForNewUnit(TILE_DEFAULTS, values, selection, ['tileLength', 'tileWidth', 'includeWastage'])
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
