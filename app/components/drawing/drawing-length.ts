import { formatFeetInches } from '#app/lib/feet-inches.ts'
import { formatEntered } from '#app/lib/format.ts'

/**
 * A length as a drawing labels it, in the unit the person typed: feet and inches to the nearest 1/16" in imperial
 * (12' 6 1/2", 20 1/2"), the figure with its unit in metric (4.5 m, 450 mm).
 */
export function drawingLength(value: number, unit: string) {
	if (unit === 'ft' || unit === 'in') return formatFeetInches(value, unit)
	return `${formatEntered(value)} ${unit}`
}
