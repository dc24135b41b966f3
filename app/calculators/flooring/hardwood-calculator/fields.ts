import type { RadioOption } from '#app/components/form/radio-group.tsx'
import type { FieldSpec, PerSystem } from '#app/calculators/flooring/shared/fields.ts'

export type HardwoodLayout = 'straight' | 'diagonal'

export const LAYOUT_OPTIONS: ReadonlyArray<RadioOption<HardwoodLayout>> = [
	{ value: 'straight', label: 'Straight' },
	{ value: 'diagonal', label: 'Diagonal or herringbone' },
]

/**
 * The inputs of docs/calculators/hardwood-calculator.md §2, per unit system (rooms: HARD_FLOOR_ROOMS; waste:
 * WASTE_FIELD).
 */
export const HARDWOOD_FIELDS: PerSystem<Record<'coverage' | 'price' | 'underlayCoverage', FieldSpec>> = {
	metric: {
		coverage: { label: 'Coverage per box', unit: 'm²', min: 0.1, max: 10, step: 0.01 },
		price: { label: 'Price per box (optional)', unit: '£', min: 0, max: 10_000, step: 0.01, isMoney: true },
		underlayCoverage: { label: 'Underlay coverage per roll', unit: 'm²', min: 1, max: 100, step: 0.1 },
	},
	imperial: {
		coverage: { label: 'Coverage per box', unit: 'ft²', min: 1, max: 100, step: 0.01 },
		price: { label: 'Price per box (optional)', unit: '$', min: 0, max: 10_000, step: 0.01, isMoney: true },
		underlayCoverage: { label: 'Underlay coverage per roll', unit: 'ft²', min: 10, max: 1000, step: 0.1 },
	},
}
