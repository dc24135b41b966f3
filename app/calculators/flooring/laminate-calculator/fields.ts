import type { FieldSpec, PerSystem } from '#app/calculators/flooring/shared/fields.ts'

/**
 * The inputs of docs/calculators/laminate-calculator.md §2, per unit system (rooms: HARD_FLOOR_ROOMS; waste:
 * WASTE_FIELD; doorway width: DOORWAY_WIDTH_FIELD).
 */
export const LAMINATE_FIELDS: PerSystem<Record<'packCoverage' | 'gap' | 'underlayCoverage' | 'trimLength', FieldSpec>> =
	{
		metric: {
			packCoverage: { label: 'Pack coverage', unit: 'm²', min: 0.1, max: 10, step: 0.01 },
			gap: { label: 'Expansion gap', unit: 'mm', min: 0, max: 25, step: 1 },
			underlayCoverage: { label: 'Underlay coverage per roll', unit: 'm²', min: 1, max: 100, step: 0.1 },
			trimLength: { label: 'Trim length (skirting, scotia, quarter-round)', unit: 'm', min: 1, max: 6, step: 0.01 },
		},
		imperial: {
			packCoverage: { label: 'Pack coverage', unit: 'ft²', min: 1, max: 100, step: 0.01 },
			gap: { label: 'Expansion gap', unit: 'in', min: 0, max: 1, step: 0.0625 },
			underlayCoverage: { label: 'Underlay coverage per roll', unit: 'ft²', min: 10, max: 1000, step: 0.1 },
			trimLength: { label: 'Trim length (skirting, scotia, quarter-round)', unit: 'ft', min: 3, max: 20, step: 0.01 },
		},
	}

/** A pack in the UK, a box in the US: the headline and the count's row say the word the buyer uses. */
export const PACK_WORD: PerSystem<{ one: string; many: string }> = {
	metric: { one: 'Pack', many: 'Packs' },
	imperial: { one: 'Box', many: 'Boxes' },
}
