import type { RadioOption } from '#app/components/form/radio-group.tsx'
import type { SelectOption } from '#app/components/form/select-field.tsx'
import type { UnitSystem } from '#app/lib/units.ts'
import { FENCE_SYSTEMS } from './options.ts'
import type { FenceStyle, SectionType } from './schema.ts'

export const STYLE_OPTIONS: ReadonlyArray<RadioOption<FenceStyle>> = [
	{ value: 'panels', label: 'Panels' },
	{ value: 'boards', label: 'Boards on rails (pickets)' },
]

export const SECTION_TYPE_OPTIONS: ReadonlyArray<SelectOption<SectionType>> = [
	{ value: 'fence', label: 'Fence' },
	{ value: 'gate', label: 'Gate' },
]

/** What a section's length is measured between, under its field. */
export const SECTION_LENGTH_HELP: Record<SectionType, string> = {
	fence: 'Centre to centre of the end posts',
	gate: 'Opening between the posts',
}

export const SECTIONS_HELP = 'Start a new section at every corner and every gate.'

/** The choices of each select, by system, with their units. */
export function fenceOptions(unit: UnitSystem) {
	const system = FENCE_SYSTEMS[unit]
	const withUnit = (values: ReadonlyArray<string>): ReadonlyArray<SelectOption<string>> =>
		values.map((value) => ({ value, label: `${value} ${system.lengthUnit}` }))
	return {
		panelHeights: withUnit(system.panelHeights),
		spacings: withUnit(system.spacings),
		posts: system.posts.map((post) => ({ value: post.id, label: post.label })),
		bags: system.bags.map((bag) => ({ value: bag.id, label: bag.label })),
	}
}

export const FENCE_TIPS = [
	"Use 125 mm (6×6) posts, or the maker's gate posts, for gates over 1 m; and check the gate's width plus its hinge and latch gaps against the opening.",
	'Set the bottom of wooden posts on 100 mm (4 in) of gravel and slope the concrete collar away from the post.',
	'Below the frost line in cold US regions, dig deeper than the one-third rule; use timber rated for ground contact (UK Use Class 4).',
	'Keep panels and gravel boards off the soil; a 1.8 m fence on a boundary may need permission in the UK (2 m limit) or a permit in the US.',
]
