import { entryList } from '#app/components/form/entry-actions.ts'
import { contextUnit, numberFields } from '#app/components/form/entry-fields.tsx'
import { BLANK_AREA, type PaverAreaValues } from './schema.ts'

/** What every area's fields need: the length unit, 'm' or 'ft'. */
export type AreaContext = { unit: string }

const AREA_SIZES = numberFields<PaverAreaValues, AreaContext>([
	{ key: 'length', label: 'Length', unit: contextUnit, step: 0.01, focusOnStartNew: true },
	{ key: 'width', label: 'Width', unit: contextUnit, step: 0.01 },
])

/** The areas paved: at least one rectangle; 'Add Area' names the next 'Area N'. */
export const AREAS = entryList('Areas', 'Area', AREA_SIZES, BLANK_AREA, 1)
