import type { ResultLine } from '#app/components/results/result-lines.ts'
import type { Purchase } from '#app/estimate/estimate.ts'
import { plusPercent } from '#app/estimate/working-text.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { DOOR_BAR_LENGTH, type Room, type RoomWithDoorways, wallRunOf } from './compute.ts'

/**
 * Pieces of the flooring calculators' working (issue #17), written once for hardwood, laminate and
 * carpet: each line's steps, up to the figure the line shows ('… =' or '… →').
 */

/** The system's length and area units: m and m², or ft and ft². */
export function floorUnits(unit: UnitSystem) {
	return unit === 'metric' ? { length: 'm', area: 'm²' } : { length: 'ft', area: 'ft²' }
}

/** A number with its unit, as typed ('4.2 m') or as the results write an amount ('15.12 m²'). */
export function typed(value: number, unit: string) {
	return `${formatEntered(value)} ${unit}`
}

export function amount(value: number, unit: string) {
	return `${formatNumber(value)} ${unit}`
}

/** Σ length × width: '4.2 m × 3.6 m + 2.5 m × 1.8 m'. */
export function roomsSteps(rooms: ReadonlyArray<Room>, unit: UnitSystem) {
	const { length } = floorUnits(unit)
	return rooms.map((room) => `${typed(room.length, length)} × ${typed(room.width, length)}`).join(' + ')
}

/** The area with waste: '15.12 m² + 10 % waste =' (16.63 m² (179.02 ft²)). */
export function wasteSteps(area: number, waste: number, unit: UnitSystem) {
	return `${amount(area, floorUnits(unit).area)} ${plusPercent(waste, 'waste')} =`
}

/** Σ 2(L + W) − doorways × doorway width, a room not below 0: what runs along the walls (trim, gripper). */
export function wallRunSteps(rooms: ReadonlyArray<RoomWithDoorways>, doorwayWidth: number, unit: UnitSystem) {
	const { length } = floorUnits(unit)
	return rooms
		.map((room) => {
			const run = `2 × (${typed(room.length, length)} + ${typed(room.width, length)}) − ${room.doorways} × ${typed(doorwayWidth, length)}`
			return wallRunOf(room, doorwayWidth) > 0 ? run : `max(0, ${run})`
		})
		.join(' + ')
}

/** Door bars: '0.76 m ÷ 0.9 m = 0.8444 → 1 a doorway × 2 doorways =' (2). */
export function doorBarSteps(rooms: ReadonlyArray<RoomWithDoorways>, doorwayWidth: number, unit: UnitSystem) {
	const { length } = floorUnits(unit)
	const perDoorway = doorwayWidth / DOOR_BAR_LENGTH[unit]
	const doorways = rooms.reduce((sum, room) => sum + room.doorways, 0)
	return `${typed(doorwayWidth, length)} ÷ ${typed(DOOR_BAR_LENGTH[unit], length)} = ${formatEntered(perDoorway)} → ${formatCount(ceilCount(perDoorway))} a doorway × ${formatCount(doorways)} doorway${doorways === 1 ? '' : 's'} =`
}

/** The things bought, leaving out what none are needed of. */
export function floorPurchases(purchases: ReadonlyArray<Purchase>) {
	return purchases.filter((purchase) => purchase.quantity > 0)
}

/** Door bars are 0.9 m (UK) or 3 ft (US): two products. */
export function doorBarPurchase(unit: UnitSystem, quantity: number): Purchase {
	const metric = unit === 'metric'
	return {
		key: metric ? 'door-bar-0-9m' : 'door-bar-3ft',
		item: `Door bar, ${typed(DOOR_BAR_LENGTH[unit], metric ? 'm' : 'ft')}`,
		quantity,
		unit: 'bar',
	}
}

/** The lines shown: a line that is not shown (no price) is false. */
export function shownLines(...lines: ReadonlyArray<ResultLine | false>) {
	return lines.filter((line): line is ResultLine => line !== false)
}
