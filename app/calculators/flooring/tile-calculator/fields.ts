import { createEntryId, type Entry, entryLabel, nextEntryName } from '#app/lib/entries.ts'
import type { FieldErrors } from '#app/lib/number-input.ts'
import {
	OBSTRUCTIONS_LEGEND,
	type ObstructionType,
	SURFACES_LEGEND,
	type SurfaceType,
	type TileEntryValues,
	type TileValues,
} from './schema.ts'

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

/** The accessible name of the field at an error path, e.g. 'Wall 7 Length' ('surfaces.6.length') or 'Tile Width'. */
export function fieldNameOf(values: TileValues, path: string) {
	const [list, position, field] = path.split('.')
	if (list === 'tileLength') return TILE_LENGTH_LABEL
	if (list === 'tileWidth') return TILE_WIDTH_LABEL
	const isSurface = list === 'surfaces'
	if (!isSurface && list !== 'obstructions') return undefined
	const index = Number(position)
	const entry = (isSurface ? values.surfaces : values.obstructions)[index]
	if (!entry) return undefined
	const label = entryLabel(entry, isSurface ? SURFACES_LEGEND : OBSTRUCTIONS_LEGEND, index)
	return `${label} ${field === 'width' ? 'Width' : 'Length'}`
}

/**
 * The line under a disabled Calculate names the first field to correct ('Correct Wall 7 Length to
 * calculate.'): with 200 entries the highlighted one may be off screen (docs/decisions.md).
 */
export function correctFieldMessage(values: TileValues, errors: FieldErrors) {
	const [path] = Object.keys(errors)
	const name = path === undefined ? undefined : fieldNameOf(values, path)
	return name && `Correct ${name} to calculate.`
}

/** The alert when no surface has both a length and a width above 0 (docs/calculators/tile-calculator.md §2). */
export const NO_USABLE_SURFACE_MESSAGE = 'Please fill in length and width for at least one surface'
