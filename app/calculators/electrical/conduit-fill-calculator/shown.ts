import { optionLabel } from '#app/components/form/select-field.tsx'
import { ukCableName } from '#app/calculators/electrical/shared/iet-cable-factors.ts'
import { wireSizeName } from '#app/calculators/electrical/shared/nec-chapter-9.ts'
import { formatNumber } from '#app/lib/format.ts'
import { MM_PER_IN } from '#app/lib/units.ts'
import { CONDUIT_TYPE_OPTIONS, MESSAGES, WIRE_TYPE_OPTIONS } from './fields.ts'
import type { UkConduitFillFigures, UkRowResult, UsConduitFillFigures, UsRowResult } from './types.ts'

// Texts the results show and the working arrives at, written once.

/** A percentage as the results show it: '5.28 %'. */
export const percentText = (value: number) => `${formatNumber(value)} %`

/** A figure against the limit it is judged by: '5.28 % > 3 %', '208 ≤ 333'. */
export const judged = (figure: string, isWithin: boolean, limit: string) => `${figure} ${isWithin ? '≤' : '>'} ${limit}`

/** 1 in² = 25.4² = 645.16 mm² (docs/calculators/conduit-fill-calculator.md §4). */
export const MM2_PER_IN2 = MM_PER_IN ** 2

/**
 * docs/calculators/conduit-fill-calculator.md §4: conductor and allowed areas to 4 decimals, conduit areas to 3 (as
 * Table 4 prints them); mm² to 2.
 */
export const squareInches = (value: number, decimals = 4) => `${formatNumber(value, decimals)} in²`
export const withMm2 = (in2: number, decimals?: number) =>
	`${squareInches(in2, decimals)} (${formatNumber(in2 * MM2_PER_IN2)} mm²)`

const NOTE_7 = ', permitted by Chapter 9 Note 7'

export function usHeadline(result: UsConduitFillFigures) {
	const fill = `Fill ${percentText(result.fillPercent)} — `
	const limit = `the ${result.limitPercent} % limit`
	if (result.isPermittedByNote7) return `${fill}over ${limit}${NOTE_7}`
	return result.isPass ? `${fill}within ${limit}` : `${fill}over ${limit}`
}

export function usStatus(result: UsConduitFillFigures) {
	return result.isPermittedByNote7 ? `Pass${NOTE_7}` : result.isPass ? 'Pass' : 'Fail'
}

export const conduitTypeName = (result: UsConduitFillFigures) => optionLabel(CONDUIT_TYPE_OPTIONS, result.conduitType)

export function usSmallest(result: UsConduitFillFigures) {
	return result.smallestTradeSize ? `${result.smallestTradeSize} in ${conduitTypeName(result)}` : 'None up to 4 in'
}

/** A row of the maximum-alone table: 'Conductor 1: 12 AWG THHN/THWN-2'. */
export const wireLabel = (row: UsRowResult) =>
	`${row.name}: ${wireSizeName(row.size)} ${optionLabel(WIRE_TYPE_OPTIONS, row.type)}`

export function ukHeadline(result: UkConduitFillFigures) {
	if (result.usedPercent === null) return MESSAGES.notCovered
	const fits = result.isPass ? 'fits' : 'does not fit'
	return `Uses ${percentText(result.usedPercent)} of a ${result.diameterMm} mm conduit’s capacity — ${fits}`
}

/** 'straight', '1 bend', '2 bends'. */
export const bendsText = (bends: number) => (bends === 0 ? 'straight' : `${bends} bend${bends === 1 ? '' : 's'}`)

export function ukMethod(result: UkConduitFillFigures) {
	if (result.isShortRun) return 'Short straight run (no bends, 3 m or less)'
	return `Long run or bends (table row ${formatNumber(result.tableRowM ?? 0, 1)} m, ${bendsText(result.bends)})`
}

export function ukStatus(result: UkConduitFillFigures) {
	if (result.conduitFactor === null) return 'Not permitted'
	return result.isPass ? 'Pass (fits)' : 'Fail (does not fit)'
}

export function ukSmallest(result: UkConduitFillFigures) {
	if (result.conduitFactor === null) return 'None'
	return result.smallestDiameterMm ? `${result.smallestDiameterMm} mm` : 'None up to 32 mm'
}

/** A row of the maximum-alone table: 'Cable 1: 2.5 mm² stranded'. */
export const cableLabel = (row: UkRowResult) => `${row.name}: ${ukCableName(row.cable)}`
