import * as v from 'valibot'
import {
	BOARD_WIDTH_FIELD,
	DEFAULT_DOORWAY_WIDTH,
	DOORWAY_WIDTH_FIELD,
	type PerSystem,
	specDecimal,
	WASTE_FIELD,
} from '#app/calculators/flooring/shared/fields.ts'
import {
	type DoorwayRoomValues,
	doorwayRoomSchema,
	firstDoorwayRoom,
	HARD_FLOOR_ROOMS,
} from '#app/calculators/flooring/shared/rooms.ts'
import { entryLabel } from '#app/lib/entries.ts'
import { pathTo } from '#app/lib/number-input.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { gapLength, sideTooSmallForGap } from './gap.ts'
import { LAMINATE_FIELDS } from './fields.ts'

export type LaminateValues = {
	unit: UnitSystem
	rooms: ReadonlyArray<DoorwayRoomValues>
	packCoverage: string
	waste: string
	gap: string
	boardWidth: string
	doorwayWidth: string
	underlayCoverage: string
	trimLength: string
}

/** A common laminate board, 192 mm / 7 1/2 in wide (docs/calculators/laminate-calculator.md §2 and §5). */
const DEFAULT_BOARD_WIDTH: PerSystem<string> = { metric: '192', imperial: '7.5' }

const SYSTEM_DEFAULTS: PerSystem<Omit<LaminateValues, 'unit' | 'rooms' | 'waste'>> = {
	metric: {
		packCoverage: '2.00',
		gap: '10',
		boardWidth: DEFAULT_BOARD_WIDTH.metric,
		doorwayWidth: DEFAULT_DOORWAY_WIDTH.metric,
		underlayCoverage: '10',
		trimLength: '2.4',
	},
	imperial: {
		packCoverage: '20',
		gap: '0.375',
		boardWidth: DEFAULT_BOARD_WIDTH.imperial,
		doorwayWidth: DEFAULT_DOORWAY_WIDTH.imperial,
		underlayCoverage: '100',
		trimLength: '8',
	},
}

/** Waste 10 % (5 % suits only plain rectangular rooms): docs/calculators/laminate-calculator.md §5. */
export const DEFAULT_WASTE = '10'

/** The form of a unit system before anything is typed: one blank room with one doorway, that system's defaults. */
export function laminateDefaults(unit: UnitSystem): LaminateValues {
	return { unit, rooms: [firstDoorwayRoom()], waste: DEFAULT_WASTE, ...SYSTEM_DEFAULTS[unit] }
}

export const LAMINATE_DEFAULTS = laminateDefaults('metric')

/**
 * The bounds of docs/calculators/laminate-calculator.md §2, and the guard that each room is bigger than twice the
 * gap ('Room 2 is too small …').
 */
export function createLaminateSchema(values: Pick<LaminateValues, 'unit'>) {
	const fields = LAMINATE_FIELDS[values.unit]
	return v.pipe(
		v.object({
			unit: v.picklist(['metric', 'imperial']),
			rooms: v.array(doorwayRoomSchema(HARD_FLOOR_ROOMS[values.unit])),
			packCoverage: specDecimal(fields.packCoverage),
			waste: specDecimal(WASTE_FIELD),
			gap: specDecimal(fields.gap),
			boardWidth: specDecimal(BOARD_WIDTH_FIELD[values.unit]),
			doorwayWidth: specDecimal(DOORWAY_WIDTH_FIELD[values.unit]),
			underlayCoverage: specDecimal(fields.underlayCoverage),
			trimLength: specDecimal(fields.trimLength),
		}),
		v.rawCheck(({ dataset, addIssue }) => {
			if (!dataset.typed) return
			const input = dataset.value
			const gap = gapLength(input.gap, input.unit)
			input.rooms.forEach((room, index) => {
				const side = sideTooSmallForGap(room, gap)
				if (!side) return
				const name = entryLabel({ id: '', name: room.name }, 'Room', index)
				addIssue({ message: `${name} is too small for the expansion gap`, path: pathTo(input, 'rooms', index, side) })
			})
		}),
	)
}

/** Room sizes and doorway width in m or ft, the gap and board width in mm or in, areas in m² or ft². */
export type LaminateInput = v.InferOutput<ReturnType<typeof createLaminateSchema>>
