import * as v from 'valibot'
import { convertTyped } from '#app/lib/unit-change.ts'
import { ft2ToM2, kgToLb, lbToKg, m2ToFt2 } from '#app/lib/units.ts'
import { decimal } from '#app/lib/number-input.ts'
import { GRASS_TYPE_IDS, type GrassTypeId } from './grass-types.ts'

export type AreaUnit = 'm2' | 'ft2'
export type BagUnit = 'kg' | 'lbs'

export const AREA_UNIT_SYMBOLS: Record<AreaUnit, string> = { m2: 'm²', ft2: 'ft²' }

export type GrassSeedValues = {
	area: string
	unit: AreaUnit
	grassType: GrassTypeId
	isOverseeding: boolean
	bagSize: string
	bagUnit: BagUnit
}

export const DEFAULT_BAG_SIZE = '1'

/**
 * Defaults (docs/calculators/grass-seed-calculator.md §2): Kentucky bluegrass, new lawn, 1 kg bags; square metres
 * (metric first).
 */
export const GRASS_SEED_DEFAULTS: GrassSeedValues = {
	area: '',
	unit: 'm2',
	grassType: 'kentucky-bluegrass',
	isOverseeding: false,
	bagSize: DEFAULT_BAG_SIZE,
	bagUnit: 'kg',
}

/**
 * docs/calculators/grass-seed-calculator.md §2: 'Start New Calculation' clears the area and sets the bag size back to
 * 1; choices stay.
 */
export function resetGrassSeedValues(values: GrassSeedValues): GrassSeedValues {
	return { ...values, area: '', bagSize: DEFAULT_BAG_SIZE }
}

/**
 * Upper bounds of the site's choosing (docs/calculators/grass-seed-calculator.md §2): 100 hectares of lawn, a 1,000 kg
 * (or lb) sack.
 */
const MAX_AREA: Record<AreaUnit, number> = { m2: 1_000_000, ft2: 10_000_000 }
const MAX_BAG_SIZE = 1000

/**
 * docs/calculators/grass-seed-calculator.md §2: the area must be above 0; the bag size is required, at least 0.1. The
 * output is the whole input.
 */
export function createGrassSeedSchema(values: Pick<GrassSeedValues, 'unit' | 'bagUnit'>) {
	const areaSymbol = AREA_UNIT_SYMBOLS[values.unit]
	return v.object({
		// Any number first, then 'above 0', so '0' and '-3' both read 'Must be more than 0 m²'.
		area: v.pipe(
			decimal({ min: -Number.MAX_VALUE, max: MAX_AREA[values.unit], unit: areaSymbol }),
			// A transform like decimal()'s own, not v.gtValue(): it adds no valibot code to every calculator page.
			v.rawTransform<number, number>(({ dataset, addIssue, NEVER }) => {
				if (dataset.value > 0) return dataset.value
				addIssue({ message: `Must be more than 0 ${areaSymbol}` })
				return NEVER
			}),
		),
		unit: v.picklist(['m2', 'ft2']),
		grassType: v.picklist(GRASS_TYPE_IDS),
		isOverseeding: v.boolean(),
		bagSize: decimal({ min: 0.1, max: MAX_BAG_SIZE, unit: values.bagUnit }),
		bagUnit: v.picklist(['kg', 'lbs']),
	})
}

export type GrassSeedInput = v.InferOutput<ReturnType<typeof createGrassSeedSchema>>

/**
 * The area unit select sits beside the one area field, so a change converts the typed area
 * (docs/calculators/grass-seed-calculator.md §2).
 */
export function grassValuesForAreaUnit(values: GrassSeedValues, unit: AreaUnit): GrassSeedValues {
	if (unit === values.unit) return values
	return { ...values, unit, area: convertTyped(values.area, unit === 'ft2' ? m2ToFt2 : ft2ToM2) }
}

/** Likewise the bag unit converts the typed bag size: a 25 kg bag is a 55.1155 lb bag. */
export function grassValuesForBagUnit(values: GrassSeedValues, bagUnit: BagUnit): GrassSeedValues {
	if (bagUnit === values.bagUnit) return values
	return { ...values, bagUnit, bagSize: convertTyped(values.bagSize, bagUnit === 'lbs' ? kgToLb : lbToKg) }
}

/** A unit select's change (the runtime's unit change): each select converts the value typed beside it. */
export function grassValuesForUnits(
	values: GrassSeedValues,
	selection: Partial<Pick<GrassSeedValues, 'unit' | 'bagUnit'>>,
): GrassSeedValues {
	const withArea = selection.unit ? grassValuesForAreaUnit(values, selection.unit) : values
	return selection.bagUnit ? grassValuesForBagUnit(withArea, selection.bagUnit) : withArea
}
