import type { RadioOption } from '#app/components/form/radio-group.tsx'
import type { SelectOption } from '#app/components/form/select-field.tsx'
import type { UnitSystem } from '#app/lib/units.ts'
import { type Bedding, type LayingPattern, type Mix, PAVER_PRESETS } from './options.ts'

export function paverOptions(unit: UnitSystem): ReadonlyArray<SelectOption<string>> {
	return PAVER_PRESETS[unit].map((preset) => ({ value: preset.id, label: preset.label }))
}

export const PATTERN_OPTIONS: ReadonlyArray<SelectOption<LayingPattern>> = [
	{ value: 'stack', label: 'Stack (grid)' },
	{ value: 'running', label: 'Running bond' },
	{ value: 'basketweave', label: 'Basketweave' },
	{ value: 'herringbone90', label: 'Herringbone 90°' },
	{ value: 'herringbone45', label: 'Herringbone 45°' },
]

export const BEDDING_OPTIONS: ReadonlyArray<RadioOption<Bedding>> = [
	{ value: 'mortar', label: 'Mortar bed (sharp sand and cement)' },
	{ value: 'sand', label: 'Sand' },
]

export const MIX_OPTIONS: ReadonlyArray<SelectOption<Mix>> = [
	{ value: '4', label: '4:1' },
	{ value: '5', label: '5:1' },
	{ value: '6', label: '6:1' },
]

export const AREAS_HELP =
	'Rectangles, each measured separately. Where two areas touch, add the shared length twice to the edges not needing restraint.'

/** docs/calculators/paver-calculator.md §7 and the buying tips of the specification. */
export const PAVER_TIPS = [
	'Fall the patio 1 in 60 (about 17 mm per metre) away from the house and keep it 150 mm below the damp-proof course.',
	'Compact the sub-base in layers of no more than 50–75 mm (2–3 in) with a plate compactor.',
	'Lay a geotextile under the sub-base on soft ground.',
	'Buy joint sand or jointing compound separately; keep a few spare slabs from the same batch.',
	"Check the actual size printed on the pack: a '4 × 8' paver made to lay with its own spacer nibs may be 3 7/8 × 7 3/4 in, and the count then goes up; choose Custom with the actual size.",
]
