import { formatCount, formatEntered } from '#app/lib/format.ts'

/** Pieces of working text several calculators share, so each is written once. */

/** An exact amount rounded up to the whole count bought: '27.5 → 28 boards', or bare: '24.8276 → 25'. */
export function roundedUp(exact: number, count: number, unit?: string) {
	return `${formatEntered(exact)} → ${formatCount(count)}${unit ? ` ${unit}` : ''}`
}

/** A percentage added: '+ 10 % waste'. */
export function plusPercent(percent: number, what: string) {
	return `+ ${formatEntered(percent)} % ${what}`
}
