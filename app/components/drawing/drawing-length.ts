import { formatFeetInches } from '#app/lib/feet-inches.ts'
import { formatEntered } from '#app/lib/format.ts'

/**
 * A length as a drawing labels it, in the unit the person typed: feet and inches to the nearest 1/16" in imperial
 * (12' 6 1/2", 20 1/2"), the figure with its unit in metric (4.5 m, 450 mm); a worked-out length to `decimals`
 * places at most (4.8828 m to 2: 4.88 m; 10 m stays 10 m).
 */
export function drawingLength(value: number, unit: string, decimals?: number) {
	if (unit === 'ft' || unit === 'in') return formatFeetInches(value, unit)
	const shown = decimals === undefined ? value : Math.round(value * 10 ** decimals) / 10 ** decimals
	return `${formatEntered(shown)} ${unit}`
}
