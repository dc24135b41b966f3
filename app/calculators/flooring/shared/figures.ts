import { formatFeetInches, formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatNumber } from '#app/lib/format.ts'
import { ft2ToYd2, type UnitSystem } from '#app/lib/units.ts'
import { areaInBoth, lengthInBoth } from './compute.ts'
import { CURRENCY } from './fields.ts'

/** An area in the chosen system, then the other in brackets: '19.62 m² (211.19 ft²)', '180.00 ft² (16.72 m²)'. */
export function areaFigures(area: number, unit: UnitSystem) {
	const { m2, ft2 } = areaInBoth(area, unit)
	const metric = `${formatNumber(m2)} m²`
	const imperial = `${formatNumber(ft2)} ft²`
	return unit === 'metric' ? `${metric} (${imperial})` : `${imperial} (${metric})`
}

/** An area with square yards too (carpet): '58.40 m² (628.62 ft², 69.85 yd²)', '38.22 yd² (344.00 ft², 31.96 m²)'. */
export function areaFiguresWithYards(area: number, unit: UnitSystem) {
	const { m2, ft2 } = areaInBoth(area, unit)
	const [metric, feet, yards] = [
		`${formatNumber(m2)} m²`,
		`${formatNumber(ft2)} ft²`,
		`${formatNumber(ft2ToYd2(ft2))} yd²`,
	]
	return unit === 'metric' ? `${metric} (${feet}, ${yards})` : `${yards} (${feet}, ${metric})`
}

/**
 * A length in the chosen system, then the other: '17.24 m (56.56 ft)'; feet also as builders write
 * them (decision 039): '80.50 ft (80' 6"; 24.54 m)'.
 */
export function lengthFigures(length: number, unit: UnitSystem) {
	const { m, ft } = lengthInBoth(length, unit)
	const metres = `${formatNumber(m)} m`
	const feet = `${formatNumber(ft)} ft`
	return unit === 'metric' ? `${metres} (${feet})` : `${feet} (${formatFeetInches(ft, 'ft')}; ${metres})`
}

/** A length in the chosen system only: '4.20 m', '14.33 ft (14' 4")'. */
export function systemLength(length: number, unit: UnitSystem) {
	const figure = `${formatNumber(length)} ${unit === 'metric' ? 'm' : 'ft'}`
	return unit === 'metric' ? figure : `${figure} (${formatFeetInches(length, 'ft')})`
}

/** Money with the system's currency, 2 decimals: '£505.89', '$1,146.67'. */
export function money(value: number, unit: UnitSystem) {
	return `${CURRENCY[unit]}${formatNumber(value)}`
}

/** A count with its noun: '1 room', '2 rooms'. */
export function countOf(count: number, one: string, many: string) {
	return `${formatCount(count)} ${count === 1 ? one : many}`
}

/** The rooms as typed, for the input summary: 'Room 1: 4.2 × 3.6 m; Room 2: 2.5 × 1.8 m'. */
export function roomsSummary(rooms: ReadonlyArray<{ name: string; length: number; width: number }>, unit: UnitSystem) {
	const lengthUnit = unit === 'metric' ? 'm' : 'ft'
	return rooms
		.map(
			(room, index) =>
				`${room.name.trim() || `Room ${index + 1}`}: ${formatLengths([room.length, room.width], lengthUnit)}`,
		)
		.join('; ')
}
