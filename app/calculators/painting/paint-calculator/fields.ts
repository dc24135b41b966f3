import { coatedTypeOptions } from '#app/calculators/painting/shared/type-options.ts'
import { PAINT, type PaintType } from './schema.ts'

export const PAINT_TYPE_NAMES: Record<PaintType, string> = {
	flat: 'Flat',
	eggshell: 'Eggshell',
	satin: 'Satin',
	'semi-gloss': 'Semi-Gloss',
	gloss: 'Gloss',
}

const PAINT_TYPE_DESCRIPTIONS: Record<PaintType, string> = {
	flat: 'No sheen; hides wall flaws, for ceilings and bedrooms',
	eggshell: 'Low sheen; wipeable, for living areas',
	satin: 'Soft sheen; washable, for kitchens and hallways',
	'semi-gloss': 'Shiny; hard-wearing, for trim and bathrooms',
	gloss: 'High shine; toughest, for doors and woodwork',
}

export const paintTypeOptions = coatedTypeOptions(PAINT, PAINT_TYPE_NAMES, PAINT_TYPE_DESCRIPTIONS)
