import {
	SINGLE_CORE,
	TWIN_AND_EARTH,
	UK_MCB_RATINGS,
	ukSizeName,
} from '#app/calculators/electrical/shared/bs7671-tables.ts'
import {
	isLimitedBy2404D,
	terminationColumn,
	US_BREAKER_RATINGS,
	usableAmpacity,
	usConductorsOf,
} from '#app/calculators/electrical/shared/nec-tables.ts'
import { resolveSupply } from '#app/calculators/electrical/shared/supply-schema.ts'
import type { Estimated } from '#app/estimate/estimate.ts'
import { isAtLeastTol, isAtMostTol } from '#app/lib/rounding.ts'
import { loadCurrent } from './load-current.ts'
import type { WireSizeInput } from './schema.ts'
import { wireSizeShown } from './shown.ts'
import type { SizeCheck, WireSizeFigures } from './types.ts'

/** NEC 210.19(A) / 210.20(A): a continuous load is sized at 125 %. */
const CONTINUOUS_FACTOR = 1.25

export type WireSizeResult = WireSizeFigures & Estimated

/**
 * docs/calculators/wire-size-calculator.md §3. I from the current, or P / (V × PF) (× √3 three-phase); I_d = 1.25 I
 * for a US continuous load; I_n = the smallest Table D rating ≥* I_d; US column by circuit size: 60 °C for I_n ≤ 100 A,
 * else 75 °C. Walk the sizes smallest first: rating ≥* I_n, and VD = k × I × L_ft × R / 1000 (US) or mV/A/m × I × L_m / 1000 (UK), VD% = VD / V × 100 ≤* the maximum.
 */
function wireSizeFigures(input: WireSizeInput): WireSizeFigures {
	const { voltage, phase, k, length } = resolveSupply(input)
	const isUs = input.standard === 'imperial'
	const watts = input.loadMode === 'kW' ? input.power * 1000 : input.power
	const current =
		input.loadMode === 'current' ? input.current : loadCurrent(watts, { voltage, phase }, input.powerFactor)
	const isContinuous = isUs && input.isContinuous
	const designCurrent = isContinuous ? current * CONTINUOUS_FACTOR : current
	const deviceRating =
		(isUs ? US_BREAKER_RATINGS : UK_MCB_RATINGS).find((rating) => isAtLeastTol(rating, designCurrent)) ?? null
	// NEC 110.14(C)(1): a circuit's terminations decide the column; beyond the breakers no size is walked.
	const isColumnByCircuit = input.column === 'circuit'
	const column = input.column === 'circuit' ? terminationColumn(deviceRating ?? Infinity) : input.column
	const lengthInTable = isUs ? length.ft : length.m
	/** One size: its rating, and its drop from the drop per amp per unit of length (V/(A·ft) US, V/(A·m) UK). */
	const check = (
		name: string,
		rating: number,
		voltsPerAmpLength: number,
		figures: Pick<SizeCheck, 'isLimitedBy2404D' | 'cmil' | 'figure'>,
	): SizeCheck => {
		const dropV = voltsPerAmpLength * current * lengthInTable
		const dropPercent = (dropV / voltage) * 100
		return {
			name,
			rating,
			...figures,
			dropV,
			dropPercent,
			passesRating: isAtLeastTol(rating, deviceRating ?? Infinity),
			passesDrop: isAtMostTol(dropPercent, input.maxDrop),
		}
	}
	const { material: metal, method } = input
	const sizes =
		deviceRating === null
			? []
			: isUs
				? // Table A for the metal: A_use in the column, Table 8 R (§3 step 4); k × R / 1000 V/(A·ft).
					usConductorsOf(metal).map((conductor) => {
						const ohmsPerKft = conductor.ohmsPerKft[metal] ?? 0
						return check(conductor.size, usableAmpacity(conductor, metal, column), (k * ohmsPerKft) / 1000, {
							isLimitedBy2404D: isLimitedBy2404D(conductor, metal, column),
							cmil: conductor.cmil,
							figure: { ohmsPerKft },
						})
					})
				: // Table B (method) or Table C (method and phase, 4D1B mV/A/m for the phase); mV/A/m / 1000 V/(A·m).
					(input.cableType === 'twin-and-earth' ? TWIN_AND_EARTH : SINGLE_CORE).map((cable) => {
						const rating = cable.rating[method as keyof typeof cable.rating]
						const mVPerAm = typeof cable.mVPerAm === 'number' ? cable.mVPerAm : cable.mVPerAm[phase]
						return check(ukSizeName(cable.size), typeof rating === 'number' ? rating : rating[phase], mVPerAm / 1000, {
							isLimitedBy2404D: false,
							cmil: 0,
							figure: { mVPerAm },
						})
					})
	const recommended = sizes.findIndex((size) => size.passesRating && size.passesDrop)
	const byRating = sizes.findIndex((size) => size.passesRating)
	return {
		standard: input.standard,
		voltage,
		phase,
		current,
		designCurrent,
		isContinuous,
		length,
		deviceRating,
		column,
		isColumnByCircuit,
		sizes,
		recommended,
		byRating,
		byDrop: sizes.findIndex((size) => size.passesDrop),
		governing: recommended === byRating ? 'current rating' : 'voltage drop',
	}
}

/**
 * docs/calculators/wire-size-calculator.md §3 (see `wireSizeFigures`), with the lines shown and their working; a size
 * is not bought.
 */
export function computeWireSize(input: WireSizeInput): WireSizeResult {
	const figures = wireSizeFigures(input)
	return { ...figures, shown: wireSizeShown(input, figures), purchases: [] }
}
