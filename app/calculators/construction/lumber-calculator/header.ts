import { ftToIn, mToMm, type UnitSystem } from '#app/lib/units.ts'
import { plateThickness } from './options.ts'

/** Header piece length h = opening width + 2 × t (one jack stud each side), in m (metric) or ft (imperial). */
export function headerLength(unit: UnitSystem, studSize: string, openingWidth: number) {
	return openingWidth + 2 * plateThickness(unit, studSize)
}

/** A cut length (m or ft) as the cut list gives it: mm (metric) or inches (imperial). */
export function cutLength(unit: UnitSystem, length: number) {
	return unit === 'metric' ? mToMm(length) : ftToIn(length)
}

/** A plain number for a message: no separators, no trailing zeros ('2476', '39.25'). */
function plain(value: number, decimals: number) {
	return String(Number(value.toFixed(decimals)))
}

/**
 * docs/calculators/lumber-calculator.md §2: 'Header (2476 mm) is longer than the plate stock length (2.4 m); choose a
 * longer stock length': h in whole mm or in inches to 2 decimals, the stock in m or ft.
 */
export function headerTooLongMessage(unit: UnitSystem, header: number, stock: number) {
	const [cutUnit, lengthUnit, decimals] = unit === 'metric' ? ['mm', 'm', 0] : ['in', 'ft', 2]
	return `Header (${plain(cutLength(unit, header), decimals)} ${cutUnit}) is longer than the plate stock length (${plain(stock, 2)} ${lengthUnit}); choose a longer stock length`
}
