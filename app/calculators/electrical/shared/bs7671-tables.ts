/**
 * UK cables and UK protective-device ratings (docs/calculators/wire-size-calculator.md §3).
 * Sources: BS 7671 Appendix 4 Table 4D5 (70 °C flat twin and earth, 6242Y) and Tables 4D1A / 4D1B (70 °C single-core
 * non-armoured, 6491X), copper only; currents in A, voltage drop in mV/A/m.
 */

import type { CableType, SingleCoreMethod, TwinAndEarthMethod } from './conductor-choices.ts'

export type TwinAndEarthCable = {
	/** As the tables name it: '1.0', '2.5', '16' (mm²). */
	size: string
	/** Table 4D5: current-carrying capacity by installation method, A. */
	rating: Readonly<Record<TwinAndEarthMethod, number>>
	/** Table 4D5: voltage drop, mV/A/m (both conductors). */
	mVPerAm: number
	/** †: methods whose rating is confirmed in one source only (docs/calculators/wire-size-calculator.md §5). */
	singleSourceMethods: ReadonlyArray<TwinAndEarthMethod>
}

/** One pair of Table C: 1φ (2 cables, single-phase) and 3φ (3 or 4 cables, three-phase). */
type PhasePair = { single: number; three: number }

export type SingleCoreCable = {
	size: string
	/** Table 4D1A: current-carrying capacity by method, 1φ and 3φ, A. */
	rating: Readonly<Record<SingleCoreMethod, PhasePair>>
	/** Table 4D1B enclosed (methods A and B) z column, used for every method: 1φ and 3φ, mV/A/m. */
	mVPerAm: PhasePair
	/** † in Table C: the one single-source cell is A 3φ at 16 mm² (56 chosen, the lower of 56/59). */
	isA3SingleSource: boolean
}

/** Table B rows: size; 4D5 methods 100, 101, 102, 103, C, A (A); mV/A/m (4D5); † methods (single source). */
// prettier-ignore
const TABLE_B: ReadonlyArray<readonly [string, number, number, number, number, number, number, number, string]> = [
	// mm²    100  101   102  103   C   A     mV/A/m  †
	['1.0',  13,  10.5, 13,  8,    16, 11.5, 44,     ''],
	['1.5',  16,  13,   16,  10,   20, 14.5, 29,     ''],
	['2.5',  21,  17,   21,  13.5, 27, 20,   18,     '102 A'],
	['4',    27,  22,   27,  17.5, 37, 26,   11,     '102 C A'],
	['6',    34,  27,   35,  23.5, 47, 32,   7.3,    '102 103 A'],
	['10',   45,  36,   47,  32,   64, 44,   4.4,    '102 103 A'],
	['16',   57,  46,   63,  42.5, 85, 57,   2.8,    '102 103 A'],
]

/** Table B, smallest first. */
export const TWIN_AND_EARTH: ReadonlyArray<TwinAndEarthCable> = TABLE_B.map(
	([size, m100, m101, m102, m103, c, a, mVPerAm, dagger]) => ({
		size,
		rating: { C: c, A: a, '100': m100, '101': m101, '102': m102, '103': m103 },
		mVPerAm,
		singleSourceMethods: dagger.split(' ').filter(Boolean) as Array<TwinAndEarthMethod>,
	}),
)

/** Table C rows: size; 4D1A A 1φ, A 3φ, B 1φ, B 3φ, C 1φ, C 3φ (A); 4D1B mV/A/m 1φ, 3φ. */
// prettier-ignore
const TABLE_C: ReadonlyArray<readonly [string, number, number, number, number, number, number, number, number]> = [
	// mm²   A 1φ  A 3φ  B 1φ  B 3φ  C 1φ  C 3φ  mV 1φ  mV 3φ
	['1.0',  11,   10.5, 13.5, 12,   15.5, 14,   44,    38],
	['1.5',  14.5, 13.5, 17.5, 15.5, 20,   18,   29,    25],
	['2.5',  20,   18,   24,   21,   27,   25,   18,    15],
	['4',    26,   24,   32,   28,   37,   33,   11,    9.5],
	['6',    34,   31,   41,   36,   47,   43,   7.3,   6.4],
	['10',   46,   42,   57,   50,   65,   59,   4.4,   3.8],
	['16',   61,   56,   76,   68,   87,   79,   2.8,   2.4],
	['25',   80,   73,   101,  89,   114,  104,  1.8,   1.55],
	['35',   99,   89,   125,  110,  141,  129,  1.3,   1.1],
]

/** Table C, smallest first. */
export const SINGLE_CORE: ReadonlyArray<SingleCoreCable> = TABLE_C.map(([size, a1, a3, b1, b3, c1, c3, mV1, mV3]) => ({
	size,
	rating: { A: { single: a1, three: a3 }, B: { single: b1, three: b3 }, C: { single: c1, three: c3 } },
	mVPerAm: { single: mV1, three: mV3 },
	isA3SingleSource: size === '16',
}))

export const DEFAULT_UK_SIZE = '2.5'

/** A UK size as the results name it: '2.5 mm²'. */
export function ukSizeName(size: string) {
	return `${size} mm²`
}

export function findUkCable(cableType: CableType, size: string) {
	return (cableType === 'twin-and-earth' ? TWIN_AND_EARTH : SINGLE_CORE).find((cable) => cable.size === size)
}

/** Table D, UK: common consumer-unit MCB / RCBO ratings, A. */
export const UK_MCB_RATINGS: ReadonlyArray<number> = [6, 10, 16, 20, 25, 32, 40, 45, 50, 63, 80, 100, 125]
