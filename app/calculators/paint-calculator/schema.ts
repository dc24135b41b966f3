import * as v from 'valibot'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import type { UnitSystem } from '#app/lib/units.ts'
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

export const PAINT_TYPE_IDS = ['flat', 'eggshell', 'satin', 'semi-gloss', 'gloss'] as const
export type PaintType = (typeof PAINT_TYPE_IDS)[number]

/** Seed 001 §9: coverage in m² per litre. */
export const PAINT_COVERAGE_M2_PER_L: Record<PaintType, number> = {
	flat: 12,
	eggshell: 11,
	satin: 11,
	'semi-gloss': 10,
	gloss: 10,
}

/** Seed 001 §9: paint wastage is fixed at 10%. */
export const PAINT_WASTAGE_PERCENTAGE = 10
export const PAINT_MAX_COATS = 3

export type PaintSurfaceValues = CoatedSurfaceValues<'height'>

export type PaintValues = {
	unit: UnitSystem
	/** Paint takes metres or feet; there is no metric sub-unit (seed 001 §2). */
	metricUnit: 'm'
	paintType: PaintType
	surfaces: ReadonlyArray<PaintSurfaceValues>
	openings: ReadonlyArray<OpeningValues<'height'>>
	includeWastage: boolean
}

/** The first wall keeps a fixed id so the pre-rendered page and the hydrated one match. */
export function createPaintSurface(name: string, id: string): PaintSurfaceValues {
	return { id, name, length: '', height: '', coats: '2' }
}

export const PAINT_DEFAULTS: PaintValues = {
	unit: 'metric',
	metricUnit: 'm',
	paintType: 'eggshell',
	surfaces: [createPaintSurface('Wall 1', 'wall-default')],
	openings: [],
	includeWastage: true,
}

/** A unit change resets the walls and openings (as primer and wallpaper, seed 001 §4); type and wastage stay. */
export function resetPaintForUnit(previous: PaintValues, selection: Pick<PaintValues, 'unit' | 'metricUnit'>) {
	return valuesForNewUnit(PAINT_DEFAULTS, previous, selection, ['paintType', 'includeWastage'])
}

export function paintLengthUnit(values: Pick<PaintValues, 'unit' | 'metricUnit'>) {
	return finishLengthUnit(values) as 'm' | 'ft'
}

/** Seed 001 §5: paint has no blocking validation; sizes are 0 or more, coats 1 to 3. */
export function createPaintSchema(values: Pick<PaintValues, 'unit' | 'metricUnit'>) {
	const unit = paintLengthUnit(values)
	const size = finishLength(unit, { allowZero: true })
	return v.pipe(
		v.object({
			unit: unitSystemSchema,
			metricUnit: v.picklist(['m']),
			paintType: v.picklist(PAINT_TYPE_IDS),
			surfaces: surfacesSchema(
				entrySchema({ length: size, height: size, coats: coatsField(PAINT_MAX_COATS) }),
				'Add at least one wall',
			),
			openings: openingsSchema(unit, 'height'),
			includeWastage: v.boolean(),
		}),
		openingsFit(
			(input) => ({
				walls: input.surfaces.map((surface) => surface.length * surface.height),
				openings: input.openings.map((opening) => opening.length * opening.height),
			}),
			'wall',
		),
	)
}

export type PaintInput = v.InferOutput<ReturnType<typeof createPaintSchema>>
