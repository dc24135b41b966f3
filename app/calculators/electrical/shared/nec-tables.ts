/**
 * US conductors and US protective-device ratings (docs/calculators/wire-size-calculator.md §3).
 * Sources: NEC 2023 Table 310.16 (ampacities), Chapter 9 Table 8 (area, stranded DC resistance at 75 °C),
 * NEC 240.4(D) (small-conductor overcurrent limits), NEC 240.6(A) (standard ratings), NEC 110.14(C)(1) (the column
 * the terminations allow).
 */
import { isAtMostTol } from '#app/lib/rounding.ts'
import type { Metal, TemperatureColumn } from './conductor-choices.ts'

/**
 * NEC 2023 110.14(C)(1)(a): terminations of circuits rated 100 A or less take the 60 °C ampacity; (b) above it, the
 * 75 °C ampacity (docs/calculators/wire-size-calculator.md §3 step 4).
 */
export const SIXTY_DEGREE_CIRCUITS_MAX_A = 100

/** The column the terminations of a circuit of this many amperes allow (NEC 110.14(C)(1)(a) and (b)). */
export function terminationColumn(circuitAmps: number): TemperatureColumn {
	return isAtMostTol(circuitAmps, SIXTY_DEGREE_CIRCUITS_MAX_A) ? '60' : '75'
}

type Ampacities = Readonly<Record<TemperatureColumn, number>>

export type UsConductor = {
	/** As Table A names it: '12 AWG', '1/0 AWG', '250 kcmil'. */
	size: string
	/** Chapter 9 Table 8: area, circular mils. */
	cmil: number
	/** Chapter 9 Table 8: DC resistance, stranded, 75 °C, Ω/kft; null where the metal is not listed (14 AWG Al). */
	ohmsPerKft: Readonly<Record<Metal, number | null>>
	/** Table 310.16: ampacity by column, A; null where the metal is not listed. */
	ampacity: Readonly<Record<Metal, Ampacities | null>>
	/** NEC 240.4(D): maximum overcurrent protection, A, where it applies (14–10 AWG). */
	maxOcpd: Readonly<Partial<Record<Metal, number>>>
	/** †: the aluminum resistance is confirmed in one source only (docs/calculators/wire-size-calculator.md §5). */
	isAluminumResistanceSingleSource: boolean
}

/**
 * One row of Table A: size; cmil (Table 8); R Cu, R Al Ω/kft (Table 8; null = not listed); Cu 60/75/90 °C and
 * Al 60/75/90 °C ampacities (Table 310.16; null = not listed); 240.4(D) max OCPD Cu, Al (null = no limit);
 * † on R Al (single source).
 */
type Row = readonly [
	size: string,
	cmil: number,
	rCu: number,
	rAl: number | null,
	cu: readonly [number, number, number],
	al: readonly [number, number, number] | null,
	ocpdCu: number | null,
	ocpdAl: number | null,
	isRAlSingleSource?: true,
]

// prettier-ignore
const TABLE_A: ReadonlyArray<Row> = [
	//  size         cmil (T8)  R Cu (T8)  R Al (T8)  Cu 60/75/90 (310.16)  Al 60/75/90 (310.16)  240.4(D) Cu, Al
	['14 AWG',     4_110,    3.14,    null,    [15, 20, 25],     null,             15,   null],
	['12 AWG',     6_530,    1.98,    3.25,    [20, 25, 30],     [15, 20, 25],     20,   15,   true],
	['10 AWG',     10_380,   1.24,    2.04,    [30, 35, 40],     [25, 30, 35],     30,   25,   true],
	['8 AWG',      16_510,   0.778,   1.28,    [40, 50, 55],     [35, 40, 45],     null, null, true],
	['6 AWG',      26_240,   0.491,   0.808,   [55, 65, 75],     [40, 50, 55],     null, null],
	['4 AWG',      41_740,   0.308,   0.508,   [70, 85, 95],     [55, 65, 75],     null, null],
	['3 AWG',      52_620,   0.245,   0.403,   [85, 100, 115],   [65, 75, 85],     null, null],
	['2 AWG',      66_360,   0.194,   0.319,   [95, 115, 130],   [75, 90, 100],    null, null],
	['1 AWG',      83_690,   0.154,   0.253,   [110, 130, 145],  [85, 100, 115],   null, null],
	['1/0 AWG',    105_600,  0.122,   0.201,   [125, 150, 170],  [100, 120, 135],  null, null],
	['2/0 AWG',    133_100,  0.0967,  0.159,   [145, 175, 195],  [115, 135, 150],  null, null],
	['3/0 AWG',    167_800,  0.0766,  0.126,   [165, 200, 225],  [130, 155, 175],  null, null],
	['4/0 AWG',    211_600,  0.0608,  0.1,     [195, 230, 260],  [150, 180, 205],  null, null],
	['250 kcmil',  250_000,  0.0515,  0.0847,  [215, 255, 290],  [170, 205, 230],  null, null],
	['300 kcmil',  300_000,  0.0429,  0.0707,  [240, 285, 320],  [195, 230, 260],  null, null],
	['350 kcmil',  350_000,  0.0367,  0.0605,  [260, 310, 350],  [210, 250, 280],  null, null],
	['400 kcmil',  400_000,  0.0321,  0.0529,  [280, 335, 380],  [225, 270, 305],  null, null],
	['500 kcmil',  500_000,  0.0258,  0.0424,  [320, 380, 430],  [260, 310, 350],  null, null],
]

function byColumn(values: readonly [number, number, number] | null): Ampacities | null {
	return values ? { '60': values[0], '75': values[1], '90': values[2] } : null
}

/** Table A, smallest to largest. */
export const US_CONDUCTORS: ReadonlyArray<UsConductor> = TABLE_A.map(
	([size, cmil, rCu, rAl, cu, al, ocpdCu, ocpdAl, isRAlSingleSource]) => ({
		size,
		cmil,
		ohmsPerKft: { copper: rCu, aluminum: rAl },
		ampacity: { copper: byColumn(cu), aluminum: byColumn(al) },
		maxOcpd: { ...(ocpdCu === null ? {} : { copper: ocpdCu }), ...(ocpdAl === null ? {} : { aluminum: ocpdAl }) },
		isAluminumResistanceSingleSource: isRAlSingleSource === true,
	}),
)

export const DEFAULT_US_SIZE = '12 AWG'

export function findUsConductor(size: string) {
	return US_CONDUCTORS.find((conductor) => conductor.size === size)
}

/** Whether Table A lists the size in this metal (14 AWG aluminum is not listed). */
export function isListed(conductor: UsConductor, metal: Metal) {
	return conductor.ampacity[metal] !== null && conductor.ohmsPerKft[metal] !== null
}

/** The sizes Table A lists for a metal, smallest first. */
export function usConductorsOf(metal: Metal) {
	return US_CONDUCTORS.filter((conductor) => isListed(conductor, metal))
}

/** Table 310.16's value in the column, A (0 when not listed). */
export function tableAmpacity(conductor: UsConductor, metal: Metal, column: TemperatureColumn) {
	return conductor.ampacity[metal]?.[column] ?? 0
}

/** A_use = min(table value, 240.4(D) limit where given), A (docs/calculators/wire-size-calculator.md §3 step 4). */
export function usableAmpacity(conductor: UsConductor, metal: Metal, column: TemperatureColumn) {
	return Math.min(tableAmpacity(conductor, metal, column), conductor.maxOcpd[metal] ?? Infinity)
}

/** Whether 240.4(D) lowers the rating below the table value ("limited by NEC 240.4(D)"; not 14 AWG Cu at 60 °C). */
export function isLimitedBy2404D(conductor: UsConductor, metal: Metal, column: TemperatureColumn) {
	return usableAmpacity(conductor, metal, column) < tableAmpacity(conductor, metal, column)
}

/** Table D, US: NEC 240.6(A) standard ratings from 15 A, A. */
export const US_BREAKER_RATINGS: ReadonlyArray<number> = [
	15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 125, 150, 175, 200, 225, 250, 300, 350, 400, 450, 500, 600,
]
