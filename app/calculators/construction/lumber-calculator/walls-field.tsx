import { entryList, wallList } from '#app/components/form/entry-actions.ts'
import { contextUnit, numberFields } from '#app/components/form/entry-fields.tsx'
import type { LumberOpeningValues, LumberWallValues } from './schema.ts'

/** What every entry's fields need: the length unit, 'm' or 'ft'. */
export type LengthContext = { unit: string }

const WALL_SIZES = numberFields<LumberWallValues, LengthContext>([
	{ key: 'length', label: 'Length', unit: contextUnit, step: 0.01, focusOnStartNew: true },
	{ key: 'height', label: 'Height', unit: contextUnit, step: 0.01, help: 'Floor to ceiling, plates included' },
])

const OPENING_FIELDS = numberFields<LumberOpeningValues, LengthContext>([
	{ key: 'width', label: 'Width', unit: contextUnit, step: 0.01, help: 'Rough opening' },
	{ key: 'quantity', label: 'Quantity', min: 1, max: 50 },
])

export const WALLS = wallList(WALL_SIZES, { length: '', height: '' })

export const OPENINGS = entryList('Openings', 'Opening', OPENING_FIELDS, { width: '', quantity: '1' })
