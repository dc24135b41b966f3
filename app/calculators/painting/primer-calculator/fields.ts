import type { OptionCard } from '#app/components/form/option-cards.tsx'
import { PRIMER_COVERAGE_M2_PER_L, PRIMER_TYPE_IDS, type PrimerType } from './schema.ts'

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

export function primerCoverageText(primerType: PrimerType) {
	return `${PRIMER_COVERAGE_M2_PER_L[primerType]} m² per litre`
}

export const PRIMER_TYPE_OPTIONS: ReadonlyArray<OptionCard<PrimerType>> = PRIMER_TYPE_IDS.map((id) => ({
	value: id,
	name: PRIMER_TYPE_NAMES[id],
	description: PRIMER_TYPE_DESCRIPTIONS[id],
	detail: primerCoverageText(id),
}))
