import { entryList } from '#app/components/form/entry-actions.ts'
import { contextUnit, numberFields } from '#app/components/form/entry-fields.tsx'
import type { InsulationAreaValues, InsulationOpeningValues } from './schema.ts'

/** What every entry's fields need: the length unit ('m' or 'ft') and whether the areas are walls. */
export type AreaContext = { unit: string; isWalls: boolean }

const AREA_SIZES = numberFields<InsulationAreaValues, AreaContext>([
	{ key: 'length', label: 'Length', unit: contextUnit, step: 0.01, focusOnStartNew: true },
	{ key: 'width', label: ({ isWalls }) => (isWalls ? 'Height' : 'Width'), unit: contextUnit, step: 0.01 },
])

const OPENING_SIZES = numberFields<InsulationOpeningValues, AreaContext>([
	{ key: 'width', label: 'Width', unit: contextUnit, step: 0.01 },
	{ key: 'height', label: 'Height', unit: contextUnit, step: 0.01 },
])

export const AREAS = entryList('Areas', 'Area', AREA_SIZES, { length: '', width: '' }, 1)

export const OPENINGS = entryList('Openings (deducted)', 'Opening', OPENING_SIZES, { width: '', height: '' })
