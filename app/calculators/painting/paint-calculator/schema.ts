import {
	type CoatedFinishInput,
	type CoatedFinishSpec,
	coatedFinishDefaults,
	createCoatedFinishSchema,
} from '#app/calculators/painting/shared/coated-finish.ts'
import type { UnitSystem } from '#app/lib/units.ts'

export const PAINT_TYPE_IDS = ['flat', 'eggshell', 'satin', 'semi-gloss', 'gloss'] as const
export type PaintType = (typeof PAINT_TYPE_IDS)[number]

/**
 * The coverage field's default by sheen (docs/calculators/paint-calculator.md §2 and §5): m² per litre as the seed;
 * ft² per US gallon at the cautious end of US makers' 350–400 (flat to satin) and 300–350 (semi-gloss, gloss).
 */
export const PAINT_COVERAGE: Record<UnitSystem, Record<PaintType, number>> = {
	metric: { flat: 12, eggshell: 11, satin: 11, 'semi-gloss': 10, gloss: 10 },
	imperial: { flat: 350, eggshell: 350, satin: 350, 'semi-gloss': 300, gloss: 300 },
}

/**
 * Paint as a coated finish (docs/calculators/paint-calculator.md §2): walls with a length, a height and 1-3 coats
 * (2 by default), eggshell by default, the coverage following the sheen until typed, wastage fixed at 10%. Paint takes metres or feet, no metric sub-unit, and
 * sizes are 0 or more (decision 013).
 */
export const PAINT = {
	typeKey: 'paintType',
	typeIds: PAINT_TYPE_IDS,
	defaultType: 'eggshell',
	coverage: PAINT_COVERAGE,
	metricUnits: ['m'],
	sizeKey: 'height',
	surface: { name: 'Wall', listName: 'Walls', noun: 'wall', defaultCoats: '2', maxCoats: 3, allowZero: true },
	wastagePercentage: 10,
} as const satisfies CoatedFinishSpec

export type PaintInput = CoatedFinishInput<typeof PAINT>
export const PAINT_DEFAULTS = coatedFinishDefaults(PAINT)
export const createPaintSchema = (values: typeof PAINT_DEFAULTS) => createCoatedFinishSchema(PAINT, values)
