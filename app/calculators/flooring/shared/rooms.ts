import * as v from 'valibot'
import type { Entry } from '#app/lib/entries.ts'
import { type FieldSpec, type PerSystem, specDecimal } from './fields.ts'

/** A rectangular room as typed: its length and width, and (laminate, carpet) its doorways. */
export type RoomValues = Entry & { length: string; width: string }
export type DoorwayRoomValues = RoomValues & { doorways: string }

/** The fields of one room; the doorways only where the calculator asks for them (laminate, carpet). */
export type RoomSpecs = { length: FieldSpec; width: FieldSpec; doorways: FieldSpec }

/** 'Room N Doorways', 0-10, default 1 (docs/calculators/laminate-calculator.md §2, carpet-calculator.md §2). */
const DOORWAYS: FieldSpec = { label: 'Doorways', min: 0, max: 10, step: 1, isWhole: true }
export const DEFAULT_DOORWAYS = '1'

/** Room length and width bounds per system, from 0.1 m / 0.5 ft up to `max` ('0.1–50 m / 0.5–165 ft'). */
export function roomSpecs(max: PerSystem<number>): PerSystem<RoomSpecs> {
	const room = (unit: string, min: number, maxLength: number): RoomSpecs => ({
		length: { label: 'Length', unit, min, max: maxLength, step: 0.01 },
		width: { label: 'Width', unit, min, max: maxLength, step: 0.01 },
		doorways: DOORWAYS,
	})
	return { metric: room('m', 0.1, max.metric), imperial: room('ft', 0.5, max.imperial) }
}

/** Hardwood and laminate rooms: 0.1–50 m / 0.5–165 ft. */
export const HARD_FLOOR_ROOMS = roomSpecs({ metric: 50, imperial: 165 })

/** The first room has a fixed id so the pre-rendered HTML and the hydrated page agree. */
export function firstRoom(): RoomValues {
	return { id: 'room-1', name: 'Room 1', length: '', width: '' }
}

export function firstDoorwayRoom(): DoorwayRoomValues {
	return { ...firstRoom(), doorways: DEFAULT_DOORWAYS }
}

/** One room: its name (for the results) and its length and width in m or ft. */
export function roomSchema(specs: RoomSpecs) {
	return v.object({ name: v.string(), length: specDecimal(specs.length), width: specDecimal(specs.width) })
}

/** One room with its doorways, a whole number. */
export function doorwayRoomSchema(specs: RoomSpecs) {
	return v.object({ ...roomSchema(specs).entries, doorways: specDecimal(specs.doorways) })
}
