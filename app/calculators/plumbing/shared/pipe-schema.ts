import * as v from 'valibot'
import { decimal } from '#app/lib/number-input.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import {
	CUSTOM_DIAMETER_BOUNDS,
	CUSTOM_PIPE,
	findPipeFamily,
	LISTED_PIPE_IDS,
	PIPE_TYPE_IDS,
	type PipeSelection,
} from './pipe-sizes.ts'

/** The pipe fields as typed: a type, a listed size, and the inside diameter of a custom pipe. */
export type PipeValues = PipeSelection & { customDiameter: string }

export const CHOOSE_PIPE_TYPE_MESSAGE = 'Choose a pipe type'

/** A field the form does not show now (another mode, another pipe type): not validated, read as 0. */
export const NOT_ASKED = v.pipe(
	v.string(),
	v.transform(() => 0),
)

/**
 * The pipe fields' schema entries. The type and size are always choices the table offers (a link
 * cannot bring another); `asks` says what the form shows: the type and its size or custom diameter, the
 * type alone (Water Flow's pipe size mode: no Custom), or nothing (another mode).
 */
export function pipeEntries(pipeType: string, system: UnitSystem, asks: 'pipe' | 'type' | 'nothing') {
	const family = findPipeFamily(pipeType)
	const isCustomAsked = asks === 'pipe' && pipeType === CUSTOM_PIPE
	return {
		pipeType: v.picklist(asks === 'type' ? LISTED_PIPE_IDS : PIPE_TYPE_IDS, CHOOSE_PIPE_TYPE_MESSAGE),
		pipeSize: family ? v.picklist(family.sizes.map((size) => size.nominal)) : v.string(),
		customDiameter: isCustomAsked ? decimal(CUSTOM_DIAMETER_BOUNDS[system]) : NOT_ASKED,
	}
}
