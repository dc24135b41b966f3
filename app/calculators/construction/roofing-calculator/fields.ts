import type { RadioOption } from '#app/components/form/radio-group.tsx'
import type { SelectOption } from '#app/components/form/select-field.tsx'
import type { PitchMode } from '#app/calculators/construction/shared/roof-pitch.ts'
import { TILE_TYPES, type TileTypeId } from './options.ts'
import type { RoofCovering, RoofShape } from './schema.ts'

export const SHAPE_OPTIONS: ReadonlyArray<RadioOption<RoofShape>> = [
	{ value: 'gable', label: 'Gable' },
	{ value: 'hip', label: 'Hip' },
]

export const PITCH_MODE_OPTIONS: ReadonlyArray<RadioOption<PitchMode>> = [
	{ value: 'rise', label: 'Rise per 12' },
	{ value: 'degrees', label: 'Degrees' },
]

export const COVERING_OPTIONS: ReadonlyArray<RadioOption<RoofCovering>> = [
	{ value: 'shingles', label: 'Asphalt shingles' },
	{ value: 'tiles', label: 'Tiles or slates' },
]

export const TILE_TYPE_OPTIONS: ReadonlyArray<SelectOption<TileTypeId>> = TILE_TYPES.map((type) => ({
	value: type.id,
	label: type.label,
}))

export const ROOFING_TIPS = [
	'Some architectural shingles are 4 bundles per square: check the wrapper and adjust.',
	"Starter and hip-and-ridge caps are separate products; makers' warranties expect their own, not cut field shingles.",
	'Buy from one batch and keep a bundle or a few tiles for repairs.',
	"UK: lay underlay with laps of at least 150 mm and fix battens at the maker's gauge (BS 5534).",
]
