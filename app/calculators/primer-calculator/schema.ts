import * as v from 'valibot'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import type { MetricSubUnit, UnitSystem } from '#app/lib/units.ts'
import { type CoatedSurfaceValues, finishLengthUnit, type OpeningValues } from '#app/families/wall-finish/entries.ts'
import {
	coatsField,
	openingsFit,
	entrySchema,
	finishLength,
	openingsSchema,
	surfacesSchema,
	unitSystemSchema,
} from '#app/families/wall-finish/schema.ts'

export const PRIMER_TYPE_IDS = ['standard', 'high-build', 'stain-blocking', 'multi-purpose'] as const
export type PrimerType = (typeof PRIMER_TYPE_IDS)[number]

/** Seed 001 §9: coverage in m² per litre. */
export const PRIMER_COVERAGE_M2_PER_L: Record<PrimerType, number> = {
	standard: 10,
	'high-build': 8,
	'stain-blocking': 9,
	'multi-purpose': 11,
}

/** Seed 001 §9: primer wastage 10%, coats 1-2, metric in m, cm or mm. */
export const PRIMER_WASTAGE_PERCENTAGE = 10
export const PRIMER_MAX_COATS = 2
export const PRIMER_METRIC_UNITS: ReadonlyArray<MetricSubUnit> = ['m', 'cm', 'mm']

export type PrimerSurfaceValues = CoatedSurfaceValues<'width'>

export type PrimerValues = {
	unit: UnitSystem
	metricUnit: MetricSubUnit
	primerType: PrimerType
	surfaces: ReadonlyArray<PrimerSurfaceValues>
	openings: ReadonlyArray<OpeningValues<'width'>>
	includeWastage: boolean
}

/** The first surface keeps a fixed id so the pre-rendered page and the hydrated one match. */
export function createPrimerSurface(name: string, id: string): PrimerSurfaceValues {
	return { id, name, length: '', width: '', coats: '1' }
}

export const PRIMER_DEFAULTS: PrimerValues = {
	unit: 'metric',
	metricUnit: 'm',
	primerType: 'standard',
	surfaces: [createPrimerSurface('Surface 1', 'surface-default')],
	openings: [],
	includeWastage: true,
}

/** Seed 001 §4: a unit or metric unit change resets the surfaces and removes the openings. */
export function resetPrimerForUnit(previous: PrimerValues, selection: Pick<PrimerValues, 'unit' | 'metricUnit'>) {
	return valuesForNewUnit(PRIMER_DEFAULTS, previous, selection, ['primerType', 'includeWastage'])
}

/** Seed 001 §5: every surface needs a length and width above 0 and 1 or 2 coats. */
export function createPrimerSchema(values: Pick<PrimerValues, 'unit' | 'metricUnit'>) {
	const unit = finishLengthUnit(values)
	return v.pipe(
		v.object({
			unit: unitSystemSchema,
			metricUnit: v.picklist(['m', 'cm', 'mm']),
			primerType: v.picklist(PRIMER_TYPE_IDS),
			surfaces: surfacesSchema(
				entrySchema({ length: finishLength(unit), width: finishLength(unit), coats: coatsField(PRIMER_MAX_COATS) }),
				'Add at least one surface',
			),
			openings: openingsSchema(unit, 'width'),
			includeWastage: v.boolean(),
		}),
		openingsFit(
			(input) => ({
				walls: input.surfaces.map((surface) => surface.length * surface.width),
				openings: input.openings.map((opening) => opening.length * opening.width),
			}),
			'surface',
		),
	)
}

export type PrimerInput = v.InferOutput<ReturnType<typeof createPrimerSchema>>
