import * as z from 'zod/mini'
import type { Entry } from '#app/lib/entries.ts'
import { decimal } from '#app/lib/number-input.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { BOARD_SIZE_IDS, type BoardSizeId, DRYWALL_TYPE_IDS, type DrywallTypeId } from './options.ts'

export type WallOpeningValues = { id: string; width: string; height: string }
export type CeilingOpeningValues = { id: string; width: string; length: string }
export type WallValues = Entry & { length: string; height: string; openings: ReadonlyArray<WallOpeningValues> }
export type CeilingValues = { length: string; width: string; openings: ReadonlyArray<CeilingOpeningValues> }

export type DrywallValues = {
	unit: UnitSystem
	drywallType: DrywallTypeId | null
	boardSize: BoardSizeId | null
	walls: ReadonlyArray<WallValues>
	ceiling: CeilingValues
	includeCeiling: boolean
	includeWastage: boolean
	includeTapeAndMud: boolean
}

export type WallInput = { length: number; height: number; openings: ReadonlyArray<{ width: number; height: number }> }
export type CeilingInput = { length: number; width: number; openings: ReadonlyArray<{ width: number; length: number }> }

/** Measurements in metres (metric) or feet (imperial); the ceiling is null when not included. */
export type DrywallInput = {
	unit: UnitSystem
	drywallType: DrywallTypeId
	/** Null never passes the form; the compute still refuses it with the seed's message. */
	boardSize: BoardSizeId | null
	walls: ReadonlyArray<WallInput>
	ceiling: CeilingInput | null
	includeWastage: boolean
	includeTapeAndMud: boolean
}

export const DRYWALL_TYPE_MESSAGE = 'Please select a drywall type'
export const BOARD_SIZE_MESSAGE = 'Please select a board size'

/** The first wall has a fixed id so the pre-rendered HTML and the hydrated page agree. */
export const DRYWALL_DEFAULTS: DrywallValues = {
	unit: 'metric',
	drywallType: null,
	boardSize: null,
	walls: [{ id: 'wall-1', name: 'Wall 1', length: '', height: '', openings: [] }],
	ceiling: { length: '', width: '', openings: [] },
	includeCeiling: false,
	includeWastage: true,
	includeTapeAndMud: true,
}

/** Seed 001 §5: minimum 0.1; the upper bound (1 km / 3,280 ft) only catches typos. */
export function drywallLengthUnit(unit: UnitSystem) {
	return unit === 'imperial' ? 'ft' : 'm'
}

export function createDrywallSchema(values: Pick<DrywallValues, 'unit' | 'includeCeiling'>) {
	const unit = drywallLengthUnit(values.unit)
	const measurement = () => decimal({ min: 0.1, max: unit === 'ft' ? 3280 : 1000, unit })
	const wall = z.object({
		length: measurement(),
		height: measurement(),
		openings: z.array(z.object({ width: measurement(), height: measurement() })),
	})
	const ceiling = z.object({
		length: measurement(),
		width: measurement(),
		openings: z.array(z.object({ width: measurement(), length: measurement() })),
	})
	return z.object({
		unit: z.enum(['metric', 'imperial']),
		drywallType: z.enum(DRYWALL_TYPE_IDS, { error: DRYWALL_TYPE_MESSAGE }),
		boardSize: z
			.nullable(z.enum(BOARD_SIZE_IDS))
			.check(z.refine((size) => size !== null, { error: BOARD_SIZE_MESSAGE })),
		walls: z.array(wall).check(z.minLength(1)),
		ceiling: values.includeCeiling
			? z.pipe(
					ceiling,
					z.transform((input): CeilingInput | null => input),
				)
			: z.pipe(
					z.unknown(),
					z.transform((): CeilingInput | null => null),
				),
		includeWastage: z.boolean(),
		includeTapeAndMud: z.boolean(),
	})
}

/** Validates the form values; the ceiling counts only while 'Include Ceiling' is on. */
export function parseDrywall(values: DrywallValues) {
	return createDrywallSchema(values).safeParse(values)
}
