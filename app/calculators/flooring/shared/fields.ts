import * as v from 'valibot'
import { type DecimalBounds, decimal, optionalDecimal } from '#app/lib/number-input.ts'
import type { UnitSystem } from '#app/lib/units.ts'

/** A figure per unit system: the metric and the imperial default, bound or label. */
export type PerSystem<T> = Record<UnitSystem, T>

/**
 * One number field of the flooring calculators (§2 of their docs/calculators/ files): its label, the unit
 * shown in it, its bounds and spinner step. The schema checks it and the form draws it from this one place.
 */
export type FieldSpec = {
	label: string
	/** Shown in the field; a length unit ('m', 'ft', 'mm', 'in') also takes 12' 6 1/2" (decision 039). */
	unit?: string
	min: number
	max: number
	step: number
	/** Count fields: whole numbers only. */
	isWhole?: boolean
	/** Money: the currency shows in the field but not in the bounds message. */
	isMoney?: boolean
}

function boundsOf(spec: FieldSpec): DecimalBounds {
	return {
		min: spec.min,
		max: spec.max,
		unit: spec.isMoney ? undefined : spec.unit,
		isWhole: spec.isWhole,
	}
}

/**
 * The field's text read with the site's messages ('Enter a number', 'Must be between 0.1 and 50 m';
 * docs/calculators/site-rules.md §6).
 */
export function specDecimal(spec: FieldSpec) {
	return decimal(boundsOf(spec))
}

/** An optional field (a price): blank is null, anything else as specDecimal. */
export function optionalSpecDecimal(spec: FieldSpec) {
	return optionalDecimal(boundsOf(spec))
}

/** A field that is not asked for now (underlay coverage while underlay is off): null, whatever it holds. */
export const NOT_ASKED = v.pipe(
	v.unknown(),
	v.transform(() => null),
)

/** Money is £ with Metric, $ with Imperial (docs/calculators/hardwood-calculator.md §2). */
export const CURRENCY: PerSystem<string> = { metric: '£', imperial: '$' }

/**
 * 'Waste', 0–30 % (docs/calculators/hardwood-calculator.md §2, laminate-calculator.md §2), step 1 (its default is
 * the calculator's).
 */
export const WASTE_FIELD: FieldSpec = { label: 'Waste', unit: '%', min: 0, max: 30, step: 1 }

/**
 * 'Doorway width', 0.5–2 m / 1.5–6 ft, default 0.76 m / 2.5 ft, a standard door
 * (docs/calculators/laminate-calculator.md §2 and §5).
 */
export const DOORWAY_WIDTH_FIELD: PerSystem<FieldSpec> = {
	metric: { label: 'Doorway width', unit: 'm', min: 0.5, max: 2, step: 0.01 },
	imperial: { label: 'Doorway width', unit: 'ft', min: 1.5, max: 6, step: 0.01 },
}
export const DEFAULT_DOORWAY_WIDTH: PerSystem<string> = { metric: '0.76', imperial: '2.5' }

/**
 * 'Board width', the face width of one board: 50–400 mm / 2–16 in (docs/calculators/laminate-calculator.md §2,
 * hardwood-calculator.md §2). It sets the rows only; packs and boxes are bought by area.
 */
export const BOARD_WIDTH_FIELD: PerSystem<FieldSpec> = {
	metric: { label: 'Board width', unit: 'mm', min: 50, max: 400, step: 1 },
	imperial: { label: 'Board width', unit: 'in', min: 2, max: 16, step: 0.0625 },
}
