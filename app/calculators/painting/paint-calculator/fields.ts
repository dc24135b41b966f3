import type { OptionCard } from '#app/components/form/option-cards.tsx'
import { formatNumber } from '#app/lib/format.ts'
import { litresToUsGallons, m2ToFt2, type UnitSystem } from '#app/lib/units.ts'
import { PAINT_COVERAGE_M2_PER_L, PAINT_TYPE_IDS, type PaintType } from './schema.ts'

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

/** '11 m² per litre', or in feet per US gallon for imperial. */
export function coverageText(paintType: PaintType, unit: UnitSystem) {
	const coverage = PAINT_COVERAGE_M2_PER_L[paintType]
	if (unit === 'metric') return `${formatNumber(coverage, 0)} m² per litre`
	return `${formatNumber(m2ToFt2(coverage) / litresToUsGallons(1), 0)} ft² per US gallon`
}

export function paintTypeOptions(unit: UnitSystem): ReadonlyArray<OptionCard<PaintType>> {
	return PAINT_TYPE_IDS.map((id) => ({
		value: id,
		name: PAINT_TYPE_NAMES[id],
		description: PAINT_TYPE_DESCRIPTIONS[id],
		detail: coverageText(id, unit),
	}))
}
