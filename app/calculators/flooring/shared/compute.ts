import { ceilCount } from '#app/lib/rounding.ts'
import { ft2ToM2, ftToM, m2ToFt2, mToFt, type UnitSystem } from '#app/lib/units.ts'
import type { PerSystem } from './fields.ts'

/** A room's length and width in the chosen system's unit (m or ft). */
export type Room = { length: number; width: number }
export type RoomWithDoorways = Room & { doorways: number }

/**
 * Door bar (threshold strip) length: 0.9 m in the UK, 3 ft in the US. One covers a standard doorway;
 * a double doorway takes two or three (docs/calculators/laminate-calculator.md §3).
 */
export const DOOR_BAR_LENGTH: PerSystem<number> = { metric: 0.9, imperial: 3 }

/** A waste % w multiplies by (1 + w/100) (docs/calculators/hardwood-calculator.md §3). */
export function withWaste(quantity: number, wastePercent: number) {
	return quantity * (1 + wastePercent / 100)
}

/** Σ length × width, in m² or ft². */
export function floorAreaOf(rooms: ReadonlyArray<Room>) {
	return rooms.reduce((sum, room) => sum + room.length * room.width, 0)
}

/**
 * What runs along a room's walls (skirting, scotia, gripper, tack strip): the perimeter less the
 * doorways, never below 0: max(0, 2(L + W) − doorways × doorway width).
 */
export function wallRunOf(room: RoomWithDoorways, doorwayWidth: number) {
	return Math.max(0, 2 * (room.length + room.width) - room.doorways * doorwayWidth)
}

/** Σ of the rooms' wall runs. */
export function totalWallRun(rooms: ReadonlyArray<RoomWithDoorways>, doorwayWidth: number) {
	return rooms.reduce((sum, room) => sum + wallRunOf(room, doorwayWidth), 0)
}

/** Door bars = Σ doorways × ceilTol(doorway width / bar length). */
export function doorBarsFor(rooms: ReadonlyArray<RoomWithDoorways>, doorwayWidth: number, unit: UnitSystem) {
	const barsPerDoorway = ceilCount(doorwayWidth / DOOR_BAR_LENGTH[unit])
	return rooms.reduce((sum, room) => sum + room.doorways * barsPerDoorway, 0)
}

/** An area in the chosen system (m² or ft²) as { m2, ft2 }, the other converted with the site constants. */
export function areaInBoth(area: number, unit: UnitSystem) {
	return unit === 'metric' ? { m2: area, ft2: m2ToFt2(area) } : { m2: ft2ToM2(area), ft2: area }
}

/** A length in the chosen system (m or ft) as { m, ft }. */
export function lengthInBoth(length: number, unit: UnitSystem) {
	return unit === 'metric' ? { m: length, ft: mToFt(length) } : { m: ftToM(length), ft: length }
}
