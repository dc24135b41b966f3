import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'

/** Pieces of working text several calculators share, so each is written once. */

/** An exact amount rounded up to the whole count bought: '27.5 → 28 boards', or bare: '24.8276 → 25'. */
export function roundedUp(exact: number, count: number, unit?: string) {
	return `${formatEntered(exact)} → ${formatCount(count)}${unit ? ` ${unit}` : ''}`
}

/** A percentage added: '+ 10 % waste'. */
export function plusPercent(percent: number, what: string) {
	return `+ ${formatEntered(percent)} % ${what}`
}

/**
 * A figure as the results show it, as a number, for a quantity bought by volume or weight: 3.775 m³ shows and is
 * bought as 3.78, 1,234.5 as 1234.5, and '< 0.001' (a few short bars, in tonnes) as 0.001.
 */
export function shownNumber(value: number, decimals = 2) {
	return Number(formatNumber(value, decimals).replace(/[^\d.]/g, ''))
}

/**
 * A purchase's key made from what it is, so the same product from two calculators adds up: lowercase words and
 * digits joined by '-', thousands commas dropped: 'Drip edge, 10 ft' is 'drip-edge-10-ft', '3,600 mm' is '3600-mm'.
 */
export function purchaseKey(text: string) {
	return text
		.toLowerCase()
		.replace(/,/g, '')
		.replace(/[^\da-z]+/g, '-')
		.replace(/^-|-$/g, '')
}
