import type { RadioOption } from '#app/components/form/radio-group.tsx'
import type { SelectOption } from '#app/components/form/select-field.tsx'
import type { UnitSystem } from '#app/lib/units.ts'
import { ROOF_PITCH_SYSTEMS } from './options.ts'
import type { PitchEntry } from './rafter-geometry.ts'
import type { RoofType } from './schema.ts'

export const PITCH_ENTRY_OPTIONS: ReadonlyArray<RadioOption<PitchEntry>> = [
	{ value: 'degrees', label: 'Degrees' },
	{ value: 'rise', label: 'Rise per 12' },
	{ value: 'riseRun', label: 'Rise and run' },
]

export const ROOF_TYPE_OPTIONS: ReadonlyArray<RadioOption<RoofType>> = [
	{ value: 'gable', label: 'Gable (two slopes meet at a ridge)' },
	{ value: 'leanTo', label: 'Lean-to (one slope)' },
]

/** How the input summary names the roof type. */
export const ROOF_TYPE_NAMES: Record<RoofType, string> = { gable: 'Gable', leanTo: 'Lean-to' }

/** The system's rafter spacings, as centres: '400 mm', '19.2 in'. */
export function spacingOptions(unit: UnitSystem): ReadonlyArray<SelectOption<string>> {
	const system = ROOF_PITCH_SYSTEMS[unit]
	return system.spacings.map((value) => ({ value, label: `${value} ${system.fineUnit}` }))
}

export const ROOF_PITCH_TIPS = [
	'Size rafters from span tables or an engineer (UK: TRADA / Approved Document A; US: IRC R802.4); this page cuts them, it does not size them.',
	'Cut one pattern rafter, check it at both ends of the ridge, then mark the rest from it.',
	'Keep the birdsmouth shallow: UK practice leaves two thirds of the depth above it; the IRC limits an end notch to a quarter of the depth (R802.7.1) and, on an overhanging tail, leaves at least 3 1/2 in of rafter with the tail at most 24 in (R802.7.1.1).',
	'Add gable ladders, trimmers round openings and any hip or valley rafters to the count.',
]
