import type { RadioOption } from '#app/components/form/radio-group.tsx'
import type { UnitSystem } from '#app/lib/units.ts'
import { PATTERN_IDS, PATTERN_REPEAT_DEFAULTS, type Pattern, rollUnits } from './schema.ts'

export const PATTERN_NAMES: Record<Pattern, string> = {
	none: 'None',
	small: 'Small',
	medium: 'Medium',
	large: 'Large',
}

/** 'None', 'Small (10 cm)', … in the unit of the pattern repeat. */
export function patternOptions(unit: UnitSystem): ReadonlyArray<RadioOption<Pattern>> {
	const { small } = rollUnits(unit)
	return PATTERN_IDS.map((pattern) => {
		const repeat = PATTERN_REPEAT_DEFAULTS[unit][pattern]
		return {
			value: pattern,
			label: repeat === 0 ? PATTERN_NAMES[pattern] : `${PATTERN_NAMES[pattern]} (${repeat} ${small})`,
		}
	})
}

/** Standard roll 53 cm (21 in) wide and 10 m (33 ft) long (docs/calculators/wallpaper-calculator.md §2 and §5). */
export const ROLL_WIDTH_HELP = 'Standard roll width: 53 cm (21 in)'
export const ROLL_LENGTH_HELP = 'Standard roll length: 10 m (33 ft)'
