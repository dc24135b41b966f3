import type { OptionCard } from '#app/components/form/option-cards.tsx'
import { formatEntered } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { type CoatedFinishSpec, defaultCoverage } from './coated-finish.ts'

/** How a type card writes its usual coverage, the coverage field's default: '12 m² per litre', '350 ft² per US gallon'. */
export function typeCoverageText<TSpec extends CoatedFinishSpec>(spec: TSpec, type: string, unit: UnitSystem) {
	const coverage = formatEntered(defaultCoverage(spec, type, unit))
	return unit === 'metric' ? `${coverage} m² per litre` : `${coverage} ft² per US gallon`
}

/**
 * The paint or primer type cards in the chosen unit system: each type's name, what it is for, and its usual coverage
 * (docs/calculators/paint-calculator.md §2, primer-calculator.md §2).
 */
export function coatedTypeOptions<TSpec extends CoatedFinishSpec, TType extends TSpec['typeIds'][number]>(
	spec: TSpec,
	names: Record<TType, string>,
	descriptions: Record<TType, string>,
) {
	return (unit: UnitSystem): ReadonlyArray<OptionCard<TType>> =>
		(spec.typeIds as ReadonlyArray<TType>).map((id) => ({
			value: id,
			name: names[id],
			description: descriptions[id],
			detail: typeCoverageText(spec, id, unit),
		}))
}
