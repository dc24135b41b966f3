import { formatEntered } from '#app/lib/format.ts'

/** Pieces of working text several calculators share, so each is written once. */

/** A percentage added: '+ 10 % waste'. */
export function plusPercent(percent: number, what: string) {
	return `+ ${formatEntered(percent)} % ${what}`
}

/**
 * A purchase's key made from what it is, so the same product from two calculators adds up: lowercase words and
 * digits joined by '-', thousands commas dropped: 'Drip edge, 10 ft' is 'drip-edge-10-ft', '3,600 mm' is '3600-mm'.
 */
export function purchaseKey(text: string) {
	return (
		text
			.toLowerCase()
			.replace(/,/g, '')
			.match(/[\da-z]+/g) ?? []
	).join('-')
}
