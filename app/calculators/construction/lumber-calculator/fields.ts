import type { SelectOption } from '#app/components/form/select-field.tsx'
import type { UnitSystem } from '#app/lib/units.ts'
import { LUMBER_SYSTEMS, type Section } from './options.ts'

const sectionOptions = (sections: ReadonlyArray<Section>) =>
	sections.map((section) => ({ value: section.id, label: section.label }))

/** The choices of each select, by system: sizes, spacings and plate stock lengths with their units. */
export function lumberOptions(unit: UnitSystem) {
	const system = LUMBER_SYSTEMS[unit]
	const withUnit = (values: ReadonlyArray<string>, unitLabel: string): ReadonlyArray<SelectOption<string>> =>
		values.map((value) => ({ value, label: `${value} ${unitLabel}` }))
	return {
		studs: sectionOptions(system.studs),
		headers: sectionOptions(system.headers),
		spacings: withUnit(system.spacings, system.spacingUnit),
		plateStocks: withUnit(system.plateStocks, system.lengthUnit),
	}
}

export const TOP_PLATE_OPTIONS: ReadonlyArray<SelectOption<string>> = [
	{ value: '1', label: '1' },
	{ value: '2', label: '2' },
]

export const LUMBER_TIPS = [
	'Buy plates in the longest straight lengths; on load-bearing US walls the double top plate laps joints by at least 24 in (IRC R602.3.2).',
	'Headers in load-bearing walls are sized from span tables (IRC R602.7) or by an engineer; in the UK a load-bearing opening needs a lintel designed for its load.',
	'UK partitions: 400 mm centres suit 12.5 mm plasterboard, 600 mm needs 15 mm board; add noggins at board edges and where basins, radiators or units fix.',
	'Sight each stud for bow and twist at the yard; the waste allowance covers rejects.',
]
