import type { RadioOption } from '#app/components/form/radio-group.tsx'
import type { SelectOption } from '#app/components/form/select-field.tsx'
import type { UnitSystem } from '#app/lib/units.ts'
import {
	BLOCK_THICKNESSES,
	type BlockThickness,
	MIXES_BY_SYSTEM,
	type MortarMix,
	type PresetId,
	PRESET_LABELS,
	PRESETS_BY_SYSTEM,
	type WallConstruction,
} from './options.ts'

export function presetOptions(unit: UnitSystem): ReadonlyArray<SelectOption<PresetId>> {
	return PRESETS_BY_SYSTEM[unit].map((value) => ({ value, label: PRESET_LABELS[value] }))
}

export const BLOCK_THICKNESS_OPTIONS: ReadonlyArray<SelectOption<BlockThickness>> = BLOCK_THICKNESSES.map((value) => ({
	value,
	label: `${value} mm`,
}))

export const CONSTRUCTION_LABELS: Record<WallConstruction, string> = {
	single: 'Single skin',
	cavity: 'Double skin, cavity',
	solid: 'Double skin, solid (collar joint filled)',
}

export const CONSTRUCTION_OPTIONS: ReadonlyArray<RadioOption<WallConstruction>> = (
	['single', 'cavity', 'solid'] as const
).map((value) => ({ value, label: CONSTRUCTION_LABELS[value] }))

/** What the mix is of: cement and building sand (UK), masonry cement and sand (US). */
const MIX_MATERIALS: Record<UnitSystem, string> = {
	metric: 'cement : building sand',
	imperial: 'masonry cement : sand',
}

export function mixLabel(unit: UnitSystem, mix: MortarMix) {
	return `1:${mix} ${MIX_MATERIALS[unit]}`
}

export function mixOptions(unit: UnitSystem): ReadonlyArray<SelectOption<MortarMix>> {
	return MIXES_BY_SYSTEM[unit].map((value) => ({ value, label: mixLabel(unit, value) }))
}

export const BED_DEPTH_HELP = 'The depth of the unit, or of its bedded shells'

/** docs/calculators/brick-calculator.md §7, as the results give them. */
export const BRICK_TIPS = [
	'Frogged bricks laid frog up, and perforated bricks, take noticeably more mortar: raise the mortar waste.',
	'Buy all bricks from one batch and mix from three packs as you lay, to blend the colour.',
	'A cavity wall usually has a brick outer leaf and a block inner leaf: calculate each leaf as a single skin.',
	'Add piers, returns and bonding patterns other than stretcher bond separately; English and Flemish bond use headers.',
	'The mortar figures are joint volumes plus the waste you set; masons’ rules of thumb allow more (about 7 bags of masonry cement and 1 ton of sand per 1,000 bricks, 2½–3 bags and 600–800 lb of sand per 100 blocks; in the UK a tonne of sand and five to nine 25 kg bags of cement per 1,000 bricks): raise the mortar waste if you mix by hand or lay slowly.',
]
