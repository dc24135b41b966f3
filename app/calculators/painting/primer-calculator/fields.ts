import type { OptionCard } from '#app/components/form/option-cards.tsx'
import { formatEntered } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { PRIMER_COVERAGE, PRIMER_TYPE_IDS, type PrimerType } from './schema.ts'

export const PRIMER_TYPE_NAMES: Record<PrimerType, string> = {
	standard: 'Standard',
	'high-build': 'High-Build',
	'stain-blocking': 'Stain-Blocking',
	'multi-purpose': 'Multi-Purpose',
}

const PRIMER_TYPE_DESCRIPTIONS: Record<PrimerType, string> = {
	standard: 'Seals new plaster, drywall and bare wood',
	'high-build': 'Thick coat that fills small cracks and rough patches',
	'stain-blocking': 'Stops water, smoke and tannin stains bleeding through',
	'multi-purpose': 'Grips tiles, metal, gloss and previously painted surfaces',
}

/** The type's usual coverage, the coverage field's default: '10 m² per litre', '300 ft² per US gallon'. */
export function primerCoverageText(primerType: PrimerType, unit: UnitSystem) {
	const coverage = formatEntered(PRIMER_COVERAGE[unit][primerType])
	return unit === 'metric' ? `${coverage} m² per litre` : `${coverage} ft² per US gallon`
}

export function primerTypeOptions(unit: UnitSystem): ReadonlyArray<OptionCard<PrimerType>> {
	return PRIMER_TYPE_IDS.map((id) => ({
		value: id,
		name: PRIMER_TYPE_NAMES[id],
		description: PRIMER_TYPE_DESCRIPTIONS[id],
		detail: primerCoverageText(id, unit),
	}))
}
