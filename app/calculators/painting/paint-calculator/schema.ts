import {
	type CoatedFinishInput,
	type CoatedFinishSpec,
	coatedFinishDefaults,
	createCoatedFinishSchema,
} from '#app/calculators/painting/shared/coated-finish.ts'

export const PAINT_TYPE_IDS = ['flat', 'eggshell', 'satin', 'semi-gloss', 'gloss'] as const
export type PaintType = (typeof PAINT_TYPE_IDS)[number]

/** Coverage in m² per litre (docs/calculators/paint-calculator.md §2). */
export const PAINT_COVERAGE_M2_PER_L: Record<PaintType, number> = {
	flat: 12,
	eggshell: 11,
	satin: 11,
	'semi-gloss': 10,
	gloss: 10,
}

/**
 * Paint as a coated finish (docs/calculators/paint-calculator.md §2): walls with a length, a height and 1-3 coats
 * (2 by default), eggshell by default, wastage fixed at 10%. Paint takes metres or feet, no metric sub-unit, and
 * sizes are 0 or more (decision 013).
 */
export const PAINT = {
	typeKey: 'paintType',
	typeIds: PAINT_TYPE_IDS,
	defaultType: 'eggshell',
	coverage: PAINT_COVERAGE_M2_PER_L,
	metricUnits: ['m'],
	sizeKey: 'height',
	surface: { name: 'Wall', listName: 'Walls', noun: 'wall', defaultCoats: '2', maxCoats: 3, allowZero: true },
	wastagePercentage: 10,
} as const satisfies CoatedFinishSpec

export type PaintInput = CoatedFinishInput<typeof PAINT>
export const PAINT_DEFAULTS = coatedFinishDefaults(PAINT)
export const createPaintSchema = (values: Pick<typeof PAINT_DEFAULTS, 'unit' | 'metricUnit'>) =>
	createCoatedFinishSchema(PAINT, values)
