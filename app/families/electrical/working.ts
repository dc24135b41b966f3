import { formatNumber } from '#app/lib/format.ts'

// Pieces of the electrical calculators' results and working (issue #17), written once.

/** A percentage as the results show it: '5.28 %'. */
export function percentText(value: number) {
	return `${formatNumber(value)} %`
}

/** A figure against the limit it is judged by: '5.28 % > 3 %', '208 ≤ 333'. */
export function judged(figure: string, isWithin: boolean, limit: string) {
	return `${figure} ${isWithin ? '≤' : '>'} ${limit}`
}
