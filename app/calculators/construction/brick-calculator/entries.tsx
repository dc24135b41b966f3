import { entryList, wallList } from '#app/components/form/entry-actions.ts'
import { contextUnit, numberFields } from '#app/components/form/entry-fields.tsx'
import type { BrickOpeningValues, BrickWallValues } from './schema.ts'

/** What every wall's and opening's fields need: the length unit, 'm' or 'ft'. */
export type BrickListContext = { unit: string }

const WALL_SIZES = numberFields<BrickWallValues, BrickListContext>([
	{ key: 'length', label: 'Length', unit: contextUnit, step: 0.01, focusOnStartNew: true },
	{ key: 'height', label: 'Height', unit: contextUnit, step: 0.01 },
])

const OPENING_SIZES = numberFields<BrickOpeningValues, BrickListContext>([
	{ key: 'width', label: 'Width', unit: contextUnit, step: 0.01 },
	{ key: 'height', label: 'Height', unit: contextUnit, step: 0.01 },
])

/** At least one wall; 'Remove' shows only while there is more than one. */
export const WALLS = wallList(WALL_SIZES, { length: '', height: '' })

/** Openings are deducted from the walls together (none by default; each can be removed). */
export const OPENINGS = entryList('Openings (deducted)', 'Opening', OPENING_SIZES, { width: '', height: '' })
