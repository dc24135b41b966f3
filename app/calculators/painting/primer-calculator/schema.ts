import {
	type CoatedFinishInput,
	type CoatedFinishSpec,
	coatedFinishDefaults,
	createCoatedFinishSchema,
} from '#app/calculators/painting/shared/coated-finish.ts'

export const PRIMER_TYPE_IDS = ['standard', 'high-build', 'stain-blocking', 'multi-purpose'] as const
export type PrimerType = (typeof PRIMER_TYPE_IDS)[number]

/** Coverage in m² per litre (docs/calculators/primer-calculator.md §2). */
export const PRIMER_COVERAGE_M2_PER_L: Record<PrimerType, number> = {
	standard: 10,
	'high-build': 8,
	'stain-blocking': 9,
	'multi-purpose': 11,
}

/**
 * Primer as a coated finish (docs/calculators/primer-calculator.md §2): surfaces with a length, a width and 1-2
 * coats (1 by default), standard primer by default, wastage 10%, metric in m, cm or mm; every surface needs a
 * length and width above 0.
 */
export const PRIMER = {
	typeKey: 'primerType',
	typeIds: PRIMER_TYPE_IDS,
	defaultType: 'standard',
	coverage: PRIMER_COVERAGE_M2_PER_L,
	metricUnits: ['m', 'cm', 'mm'],
	sizeKey: 'width',
	surface: { name: 'Surface', listName: 'Surfaces', noun: 'surface', defaultCoats: '1', maxCoats: 2, allowZero: false },
	wastagePercentage: 10,
} as const satisfies CoatedFinishSpec

export type PrimerInput = CoatedFinishInput<typeof PRIMER>
export const PRIMER_DEFAULTS = coatedFinishDefaults(PRIMER)
export const createPrimerSchema = (values: Pick<typeof PRIMER_DEFAULTS, 'unit' | 'metricUnit'>) =>
	createCoatedFinishSchema(PRIMER, values)
