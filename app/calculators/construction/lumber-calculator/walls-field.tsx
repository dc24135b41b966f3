import { contextUnit, entryList, numberFields, wallList } from '#app/components/form/entry-fields.tsx'
import type { LumberOpeningValues, LumberWallValues } from './schema.ts'

/** What every entry's fields need: the length unit, 'm' or 'ft'. */
export type LengthContext = { unit: string }

export const WALLS = wallList(
	numberFields<LumberWallValues, LengthContext>([
		{ key: 'length', label: 'Length', unit: contextUnit, step: 0.01, focusOnStartNew: true },
		{ key: 'height', label: 'Height', unit: contextUnit, step: 0.01, help: 'Floor to ceiling, plates included' },
	]),
	{ length: '', height: '' },
)

export const OPENINGS = entryList({
	legend: 'Openings',
	item: 'Opening',
	blank: { width: '', quantity: '1' },
	emptyMessage: 'No openings. Each door or window adds 2 king and 2 jack studs and a header.',
	Fields: numberFields<LumberOpeningValues, LengthContext>([
		{ key: 'width', label: 'Width', unit: contextUnit, step: 0.01, help: 'Rough opening' },
		{ key: 'quantity', label: 'Quantity', min: 1, max: 50 },
	]),
})
