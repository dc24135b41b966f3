import { contextUnit, entryList, numberFields } from '#app/components/form/entry-fields.tsx'
import type { InsulationAreaValues, InsulationOpeningValues } from './schema.ts'

/** What every entry's fields need: the length unit ('m' or 'ft') and whether the areas are walls. */
export type AreaContext = { unit: string; isWalls: boolean }

export const AREAS = entryList({
	legend: 'Areas',
	item: 'Area',
	blank: { length: '', width: '' },
	minEntries: 1,
	Fields: numberFields<InsulationAreaValues, AreaContext>([
		{ key: 'length', label: 'Length', unit: contextUnit, step: 0.01, focusOnStartNew: true },
		{ key: 'width', label: ({ isWalls }) => (isWalls ? 'Height' : 'Width'), unit: contextUnit, step: 0.01 },
	]),
})

export const OPENINGS = entryList({
	legend: 'Openings (deducted)',
	item: 'Opening',
	blank: { width: '', height: '' },
	emptyMessage: 'No openings. Add the windows and doors in a wall to take them off the area.',
	Fields: numberFields<InsulationOpeningValues, AreaContext>([
		{ key: 'width', label: 'Width', unit: contextUnit, step: 0.01 },
		{ key: 'height', label: 'Height', unit: contextUnit, step: 0.01 },
	]),
})
