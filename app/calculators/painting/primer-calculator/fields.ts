import { coatedTypeOptions } from '#app/calculators/painting/shared/type-options.ts'
import { PRIMER, type PrimerType } from './schema.ts'

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

export const primerTypeOptions = coatedTypeOptions(PRIMER, PRIMER_TYPE_NAMES, PRIMER_TYPE_DESCRIPTIONS)
