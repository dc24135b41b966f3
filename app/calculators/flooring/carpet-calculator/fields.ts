import type { SelectOption } from '#app/components/form/select-field.tsx'
import type { FieldSpec, PerSystem } from '#app/calculators/flooring/shared/fields.ts'
import { roomSpecs } from '#app/calculators/flooring/shared/rooms.ts'

/** The two standard roll widths, 4 or 5 m (12 or 15 ft): docs/calculators/carpet-calculator.md §2. */
export type RollWidthId = 'narrow' | 'wide'

export const ROLL_WIDTHS: PerSystem<Record<RollWidthId, number>> = {
	metric: { narrow: 4, wide: 5 },
	imperial: { narrow: 12, wide: 15 },
}

export const ROLL_WIDTH_OPTIONS: PerSystem<ReadonlyArray<SelectOption<RollWidthId>>> = {
	metric: [
		{ value: 'narrow', label: '4 m' },
		{ value: 'wide', label: '5 m' },
	],
	imperial: [
		{ value: 'narrow', label: '12 ft' },
		{ value: 'wide', label: '15 ft' },
	],
}

/** Carpet rooms: 0.1–30 m / 0.5–100 ft, with doorways. */
export const CARPET_ROOMS = roomSpecs({ metric: 30, imperial: 100 })

/** The inputs of docs/calculators/carpet-calculator.md §2, per unit system (doorway width: DOORWAY_WIDTH_FIELD). */
export const CARPET_FIELDS: PerSystem<
	Record<'trimAllowance' | 'underlayCoverage' | 'gripperLength' | 'price', FieldSpec>
> = {
	metric: {
		trimAllowance: { label: 'Trim allowance per cut', unit: 'm', min: 0, max: 0.3, step: 0.01 },
		underlayCoverage: { label: 'Underlay coverage per roll', unit: 'm²', min: 1, max: 50, step: 0.01 },
		gripperLength: { label: 'Gripper length', unit: 'm', min: 0.5, max: 3, step: 0.01 },
		price: { label: 'Price per m² (optional)', unit: '£', min: 0, max: 1000, step: 0.01, isMoney: true },
	},
	imperial: {
		trimAllowance: { label: 'Trim allowance per cut', unit: 'in', min: 0, max: 12, step: 0.5 },
		underlayCoverage: { label: 'Underlay coverage per roll', unit: 'yd²', min: 1, max: 60, step: 0.01 },
		gripperLength: { label: 'Tack strip length', unit: 'ft', min: 2, max: 10, step: 0.01 },
		price: { label: 'Price per yd² (optional)', unit: '$', min: 0, max: 1000, step: 0.01, isMoney: true },
	},
}

/** The UK fitter's gripper is the US tack strip. */
export const GRIPPER_WORDS: PerSystem<{ length: string; strips: string }> = {
	metric: { length: 'Gripper length', strips: 'Gripper strips' },
	imperial: { length: 'Tack strip length', strips: 'Tack strips' },
}
