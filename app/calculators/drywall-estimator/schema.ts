import * as v from 'valibot'
import type { Entry } from '#app/lib/entries.ts'
import { decimal, type FieldErrors, parseInto, presentOnly } from '#app/lib/number-input.ts'
import { misfittingOpenings } from '#app/lib/openings.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import type { BoardSizeId, DrywallTypeId } from './options.ts'

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

export function drywallLengthUnit(unit: UnitSystem) {
	return unit === 'imperial' ? 'ft' : 'm'
}

/** Seed 001 §5: minimum 0.1; the upper bound (1 km / 3,280 ft) only catches typos. */
function createDrywallSchemas(unit: UnitSystem) {
	const lengthUnit = drywallLengthUnit(unit)
	const measurement = () => decimal({ min: 0.1, max: lengthUnit === 'ft' ? 3280 : 1000, unit: lengthUnit })
	return {
		wall: v.object({ length: measurement(), height: measurement() }),
		wallOpening: v.object({ width: measurement(), height: measurement() }),
		ceiling: v.object({ length: measurement(), width: measurement() }),
		ceilingOpening: v.object({ width: measurement(), length: measurement() }),
	}
}

type OpeningSize<TKey extends string> = { size: number; key: TKey; message: string }

/**
 * An opening must fit its wall or ceiling: each side no bigger than the wall's, and all of them
 * together no bigger than its area (lib/openings.ts). Messages go on the opening's fields.
 */
function checkOpeningsFit<TKey extends string>(
	openings: ReadonlyArray<Record<TKey, number> | null>,
	sides: readonly [OpeningSize<TKey>, OpeningSize<TKey>],
	noun: string,
	path: string,
	errors: FieldErrors,
) {
	const present = presentOnly(openings)
	if (present.length !== openings.length) return
	const [first, second] = sides
	present.forEach((opening, index) => {
		for (const side of sides) {
			if (opening[side.key] > side.size * (1 + 1e-9)) errors[`${path}.${index}.${side.key}`] ??= side.message
		}
	})
	const areas = present.map((opening) => opening[first.key] * opening[second.key])
	for (const [index] of misfittingOpenings([first.size * second.size], areas)) {
		errors[`${path}.${index}.${first.key}`] ??= `With this one, the openings add up to more than the ${noun}`
	}
}

/**
 * Validates the form: every wall, opening and (while included) the ceiling, a drywall type and a board size.
 * Errors are keyed by path ('walls.1.openings.0.width'); data is null while any remain.
 */
export function parseDrywall(values: DrywallValues): { data: DrywallInput | null; errors: FieldErrors } {
	const schemas = createDrywallSchemas(values.unit)
	const errors: FieldErrors = {}
	const walls = values.walls.map((wall, index) => {
		const size = parseInto(schemas.wall, wall, `walls.${index}`, errors)
		const openings = wall.openings.map((opening, openingIndex) =>
			parseInto(schemas.wallOpening, opening, `walls.${index}.openings.${openingIndex}`, errors),
		)
		if (size) {
			const across = { size: size.length, key: 'width', message: 'Wider than the wall' } as const
			const up = { size: size.height, key: 'height', message: 'Taller than the wall' } as const
			checkOpeningsFit(openings, [across, up], 'wall', `walls.${index}.openings`, errors)
		}
		return size && { ...size, openings: presentOnly(openings) }
	})
	const { ceiling } = values
	const ceilingSize = values.includeCeiling ? parseInto(schemas.ceiling, ceiling, 'ceiling', errors) : null
	const ceilingOpenings = values.includeCeiling
		? ceiling.openings.map((opening, index) =>
				parseInto(schemas.ceilingOpening, opening, `ceiling.openings.${index}`, errors),
			)
		: []
	if (ceilingSize) {
		const across = { size: ceilingSize.width, key: 'width', message: 'Wider than the ceiling' } as const
		const along = { size: ceilingSize.length, key: 'length', message: 'Longer than the ceiling' } as const
		checkOpeningsFit(ceilingOpenings, [across, along], 'ceiling', 'ceiling.openings', errors)
	}
	if (!values.drywallType) errors.drywallType = DRYWALL_TYPE_MESSAGE
	if (!values.boardSize) errors.boardSize = BOARD_SIZE_MESSAGE
	if (Object.keys(errors).length > 0 || !values.drywallType) return { data: null, errors }
	return {
		data: {
			unit: values.unit,
			drywallType: values.drywallType,
			boardSize: values.boardSize,
			walls: presentOnly(walls),
			ceiling: ceilingSize && { ...ceilingSize, openings: presentOnly(ceilingOpenings) },
			includeWastage: values.includeWastage,
			includeTapeAndMud: values.includeTapeAndMud,
		},
		errors,
	}
}
