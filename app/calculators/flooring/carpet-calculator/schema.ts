import * as v from 'valibot'
import {
	DEFAULT_DOORWAY_WIDTH,
	DOORWAY_WIDTH_FIELD,
	NOT_ASKED,
	optionalSpecDecimal,
	type PerSystem,
	specDecimal,
} from '#app/calculators/flooring/shared/fields.ts'
import { type DoorwayRoomValues, doorwayRoomSchema, firstDoorwayRoom } from '#app/calculators/flooring/shared/rooms.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { CARPET_FIELDS, CARPET_ROOMS, type RollWidthId } from './fields.ts'

export type CarpetValues = {
	unit: UnitSystem
	rooms: ReadonlyArray<DoorwayRoomValues>
	rollWidth: RollWidthId
	trimAllowance: string
	includeUnderlay: boolean
	underlayCoverage: string
	gripperLength: string
	doorwayWidth: string
	price: string
}

/**
 * Defaults (docs/calculators/carpet-calculator.md §2): 10 cm (4 in) a cut, underlay 15 m² (30 yd²) a roll,
 * gripper 1.5 m (tack strip 4 ft).
 */
const SYSTEM_DEFAULTS: PerSystem<
	Pick<CarpetValues, 'trimAllowance' | 'underlayCoverage' | 'gripperLength' | 'doorwayWidth'>
> = {
	metric: {
		trimAllowance: '0.10',
		underlayCoverage: '15',
		gripperLength: '1.5',
		doorwayWidth: DEFAULT_DOORWAY_WIDTH.metric,
	},
	imperial: {
		trimAllowance: '4',
		underlayCoverage: '30',
		gripperLength: '4',
		doorwayWidth: DEFAULT_DOORWAY_WIDTH.imperial,
	},
}

/** The form of a unit system before anything is typed: one blank room with one doorway, a 4 m (12 ft) roll. */
export function carpetDefaults(unit: UnitSystem): CarpetValues {
	return {
		unit,
		rooms: [firstDoorwayRoom()],
		rollWidth: 'narrow',
		includeUnderlay: true,
		price: '',
		...SYSTEM_DEFAULTS[unit],
	}
}

export const CARPET_DEFAULTS = carpetDefaults('metric')

/**
 * The bounds of docs/calculators/carpet-calculator.md §2; underlay coverage only while underlay is included, the
 * price only when given.
 */
export function createCarpetSchema(values: Pick<CarpetValues, 'unit' | 'includeUnderlay'>) {
	const fields = CARPET_FIELDS[values.unit]
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		rooms: v.array(doorwayRoomSchema(CARPET_ROOMS[values.unit])),
		rollWidth: v.picklist(['narrow', 'wide']),
		trimAllowance: specDecimal(fields.trimAllowance),
		includeUnderlay: v.boolean(),
		underlayCoverage: values.includeUnderlay ? specDecimal(fields.underlayCoverage) : NOT_ASKED,
		gripperLength: specDecimal(fields.gripperLength),
		doorwayWidth: specDecimal(DOORWAY_WIDTH_FIELD[values.unit]),
		price: optionalSpecDecimal(fields.price),
	})
}

/**
 * Room sizes, gripper and doorway width in m or ft; the trim allowance in m or inches; underlay
 * coverage in m² or yd²; the price per m² or per yd², or null.
 */
export type CarpetInput = v.InferOutput<ReturnType<typeof createCarpetSchema>>
