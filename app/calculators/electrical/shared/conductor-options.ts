import type { SelectOption } from '#app/components/form/select-field.tsx'
import { CABLE_TYPE_LABELS, CABLE_TYPES, type CableType, type Metal } from './conductor-choices.ts'

/** The conductor's metal, as wire size and voltage drop offer it. */
export const MATERIAL_OPTIONS: ReadonlyArray<SelectOption<Metal>> = [
	{ value: 'copper', label: 'Copper' },
	{ value: 'aluminum', label: 'Aluminum' },
]

/** BS 7671's cable types (UK). */
export const CABLE_TYPE_OPTIONS: ReadonlyArray<SelectOption<CableType>> = CABLE_TYPES.map((value) => ({
	value,
	label: CABLE_TYPE_LABELS[value],
}))
