import {
	type CoatedFinishInput,
	type CoatedFinishSpec,
	coatedFinishDefaults,
	createCoatedFinishSchema,
} from '#app/calculators/painting/shared/coated-finish.ts'
import type { UnitSystem } from '#app/lib/units.ts'

export const PRIMER_TYPE_IDS = ['standard', 'high-build', 'stain-blocking', 'multi-purpose'] as const
export type PrimerType = (typeof PRIMER_TYPE_IDS)[number]

/**
 * The coverage field's default by type (docs/calculators/primer-calculator.md §2 and §5): m² per litre as the seed;
 * ft² per US gallon as US primer data sheets print them, high-build (a thick coat) lowest.
 */
export const PRIMER_COVERAGE: Record<UnitSystem, Record<PrimerType, number>> = {
	metric: { standard: 10, 'high-build': 8, 'stain-blocking': 9, 'multi-purpose': 11 },
	imperial: { standard: 300, 'high-build': 200, 'stain-blocking': 300, 'multi-purpose': 300 },
}

/**
 * Primer as a coated finish (docs/calculators/primer-calculator.md §2): surfaces with a length, a width and 1-2
 * coats (1 by default), standard primer by default, the coverage following the type until typed, wastage 10%,
 * metric in m, cm or mm; every surface needs a length and width above 0.
 */
export const PRIMER = {
	typeKey: 'primerType',
	typeIds: PRIMER_TYPE_IDS,
	defaultType: 'standard',
	coverage: PRIMER_COVERAGE,
	metricUnits: ['m', 'cm', 'mm'],
	sizeKey: 'width',
	surface: { name: 'Surface', listName: 'Surfaces', noun: 'surface', defaultCoats: '1', maxCoats: 2, allowZero: false },
	wastagePercentage: 10,
} as const satisfies CoatedFinishSpec

export type PrimerInput = CoatedFinishInput<typeof PRIMER>
export const PRIMER_DEFAULTS = coatedFinishDefaults(PRIMER)
export const createPrimerSchema = (values: typeof PRIMER_DEFAULTS) => createCoatedFinishSchema(PRIMER, values)
