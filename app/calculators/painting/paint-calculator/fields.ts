import type { OptionCard } from '#app/components/form/option-cards.tsx'
import { formatEntered } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { PAINT_COVERAGE, PAINT_TYPE_IDS, type PaintType } from './schema.ts'

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

/** The sheen's usual coverage, the coverage field's default: '11 m² per litre', '350 ft² per US gallon'. */
export function coverageText(paintType: PaintType, unit: UnitSystem) {
	const coverage = formatEntered(PAINT_COVERAGE[unit][paintType])
	return unit === 'metric' ? `${coverage} m² per litre` : `${coverage} ft² per US gallon`
}

export function paintTypeOptions(unit: UnitSystem): ReadonlyArray<OptionCard<PaintType>> {
	return PAINT_TYPE_IDS.map((id) => ({
		value: id,
		name: PAINT_TYPE_NAMES[id],
		description: PAINT_TYPE_DESCRIPTIONS[id],
		detail: coverageText(id, unit),
	}))
}
