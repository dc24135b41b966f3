import * as v from 'valibot'
import type { Entry } from '#app/lib/entries.ts'
import type { Parsed } from '#app/calculator-runtime/define-calculator.ts'
import { decimal, parseWith, pathTo } from '#app/lib/number-input.ts'
import { misfittingOpenings } from '#app/lib/openings.ts'
import { typedLengthUnit, type UnitSystem } from '#app/lib/units.ts'
import { BOARD_SIZES, type BoardSizeId, DRYWALL_TYPES, type DrywallTypeId } from './options.ts'

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
	/** Null never passes the form; the compute still refuses it with 'Board size is required'. */
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

/** A side of a wall or ceiling, against which the openings' `key` side is measured. */
type Side<TKey extends string> = { key: TKey; size: number; message: string }

/**
 * An opening must fit its wall or ceiling: each side no bigger than the owner's, and all of them
 * together no bigger than its area (lib/openings.ts). The messages go on the opening's fields
 * ('openings.0.width'); checked once every size of the owner and its openings is a number.
 */
function openingsFit<TKey extends string, TOwner extends { openings: ReadonlyArray<Record<TKey, number>> }>(
	noun: string,
	sides: (owner: TOwner) => readonly [Side<TKey>, Side<TKey>],
) {
	return v.rawCheck<TOwner>(({ dataset, addIssue }) => {
		if (!dataset.typed) return
		const owner = dataset.value
		const { openings } = owner
		const issueAt = (index: number, key: TKey, message: string) =>
			addIssue({ message, path: pathTo(owner, 'openings', index, key) })
		const [across, along] = sides(owner)
		openings.forEach((opening, index) => {
			for (const side of [across, along]) {
				if (opening[side.key] > side.size * (1 + 1e-9)) issueAt(index, side.key, side.message)
			}
		})
		const areas = openings.map((opening) => opening[across.key] * opening[along.key])
		for (const [index] of misfittingOpenings([across.size * along.size], areas)) {
			issueAt(index, across.key, `With this one, the openings add up to more than the ${noun}`)
		}
	})
}

/** What is not asked for (the ceiling while it is off): null, whatever it holds. */
const NOT_INCLUDED = v.pipe(
	v.unknown(),
	v.transform(() => null),
)

/**
 * docs/calculators/drywall-estimator.md §2: every wall, opening and (while included) the ceiling at least 0.1 in metres
 * or feet (the upper bound, 1 km / 3,280 ft, only catches typos), openings that fit, a drywall type and a board size.
 * Errors are keyed by path ('walls.1.openings.0.width', 'ceiling.length').
 */
export function createDrywallSchema(values: Pick<DrywallValues, 'unit' | 'includeCeiling'>) {
	const unit = typedLengthUnit(values)
	const measurement = decimal({ min: 0.1, max: unit === 'ft' ? 3280 : 1000, unit })
	const wall = v.pipe(
		v.object({
			length: measurement,
			height: measurement,
			openings: v.array(v.object({ width: measurement, height: measurement })),
		}),
		openingsFit('wall', (owner) => [
			{ key: 'width', size: owner.length, message: 'Wider than the wall' },
			{ key: 'height', size: owner.height, message: 'Taller than the wall' },
		]),
	)
	const ceiling = v.pipe(
		v.object({
			length: measurement,
			width: measurement,
			openings: v.array(v.object({ width: measurement, length: measurement })),
		}),
		openingsFit('ceiling', (owner) => [
			{ key: 'width', size: owner.width, message: 'Wider than the ceiling' },
			{ key: 'length', size: owner.length, message: 'Longer than the ceiling' },
		]),
	)
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		drywallType: v.picklist(
			DRYWALL_TYPES.map((type) => type.id),
			DRYWALL_TYPE_MESSAGE,
		),
		boardSize: v.picklist(
			BOARD_SIZES.map((size) => size.id),
			BOARD_SIZE_MESSAGE,
		),
		walls: v.array(wall),
		ceiling: values.includeCeiling ? ceiling : NOT_INCLUDED,
		includeWastage: v.boolean(),
		includeTapeAndMud: v.boolean(),
	})
}

export function parseDrywall(values: DrywallValues): Parsed<DrywallInput> {
	return parseWith(createDrywallSchema(values), values)
}
