import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { VoltageDropFigures } from './types.ts'

// Texts the results show and the working arrives at, written once.

/** A percentage as the results show it: '5.28 %'. */
export const percentText = (value: number) => `${formatNumber(value)} %`

export const volts = (value: number) => `${formatNumber(value)} V`

export const passFail = (passes: boolean) => (passes ? 'PASS' : 'FAIL')

/** The drop in % against a limit: '5.28 % > 3 %'. */
export function dropAgainst({ dropPercent }: VoltageDropFigures, limitPercent: number, isWithin: boolean) {
	return `${percentText(dropPercent)} ${isWithin ? '≤' : '>'} ${formatEntered(limitPercent)} %`
}

/** '6.34 V (5.28 %) — over the 3 % limit'. */
export function voltageDropHeadline(result: VoltageDropFigures) {
	const { limitPercent, isWithinLimit } = result
	return `${volts(result.dropV)} (${percentText(result.dropPercent)}) — ${isWithinLimit ? 'within' : 'over'} the ${formatEntered(limitPercent)} % limit`
}
