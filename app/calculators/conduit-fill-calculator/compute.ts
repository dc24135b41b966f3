import {
	cableFactor,
	CONDUIT_DIAMETERS_MM,
	type ConduitDiameter,
	type ConduitFactors,
	LONG_RUN_CONDUIT_FACTORS,
	SHORT_RUN_CONDUIT_FACTORS,
	type UkCable,
} from '#app/families/electrical/iet-cable-factors.ts'
import {
	conductorAreaIn2,
	conduitAreaIn2,
	type ConduitType,
	FILL_LIMIT_PERCENT,
	METRIC_DESIGNATORS,
	NOTE_7_ROUND_UP_FRACTION,
	TRADE_SIZES,
	type TradeSize,
	type WireSize,
	type WireType,
} from '#app/families/electrical/nec-chapter-9.ts'
import { CalculationError } from '#app/lib/calculation-error.ts'
import { floorCount } from '#app/lib/rounding.ts'
import { MM_PER_IN } from '#app/lib/units.ts'
import { MESSAGES } from './fields.ts'
import { type ConductorRowInput, type ConduitFillInput, isShortRun } from './schema.ts'
import { isAtLeast, isAtMost } from './tolerance.ts'

/** 1 in² = 25.4² = 645.16 mm² (§0 Display). */
export const MM2_PER_IN2 = MM_PER_IN ** 2

export type UsRowResult = {
	name: string
	type: WireType
	size: WireSize
	count: number
	/** One conductor's area, in² (Table F). */
	areaIn2: number
	/** Step 8: how many of this wire alone the conduit takes (Note 7 count). */
	maxAlone: number
}

export type UsConduitFillResult = {
	standard: 'imperial'
	conduitType: ConduitType
	tradeSize: TradeSize
	metricDesignator: number
	/** A, Table E, in². */
	conduitAreaIn2: number
	/** N, the number of conductors. */
	conductorCount: number
	/** Table 1: 53, 31 or 40 %. */
	limitPercent: number
	/** A × limit / 100, in². */
	allowedAreaIn2: number
	/** S = Σ count × area, in². */
	conductorAreaIn2: number
	fillPercent: number
	isPass: boolean
	/** Passes by the Note 7 count of identical wires although fill % is over the limit. */
	isPermittedByNote7: boolean
	/** The first trade size of the same type that passes; null: none up to 4 in. */
	smallestTradeSize: TradeSize | null
	rows: ReadonlyArray<UsRowResult>
}

export type UkRowResult = {
	name: string
	cable: UkCable
	count: number
	cableFactor: number
	/** floorCount(conduit factor / cable factor); null when the table does not cover the run. */
	maxAlone: number | null
}

export type UkConduitFillResult = {
	standard: 'metric'
	isShortRun: boolean
	/** Long runs: Table H's row, m (the smallest tabulated length ≥ L, 1 m at least). */
	tableRowM: number | null
	bends: number
	diameterMm: ConduitDiameter
	cableFactorSum: number
	/** Null when Table H has '—' for this length and bends: not covered at any diameter. */
	conduitFactor: number | null
	usedPercent: number | null
	isPass: boolean
	smallestDiameterMm: ConduitDiameter | null
	rows: ReadonlyArray<UkRowResult>
}

export type ConduitFillResult = UsConduitFillResult | UkConduitFillResult

/** Chapter 9 Table 1: 53 % for one conductor, 31 % for two, 40 % for three or more. */
export function fillLimitPercent(conductorCount: number) {
	if (conductorCount === 1) return FILL_LIMIT_PERCENT.one
	return conductorCount === 2 ? FILL_LIMIT_PERCENT.two : FILL_LIMIT_PERCENT.more
}

/** Note 7: w = floorCount(r), one more when r's decimal is 0.8 or more (tolerance rule). */
export function roundByNote7(ratio: number) {
	const whole = floorCount(ratio)
	return isAtLeast(ratio - whole, NOTE_7_ROUND_UP_FRACTION) ? whole + 1 : whole
}

/**
 * §3.1 step 5: how many wires of area a fit a conduit of area A. n3 at 40 % if it is 3 or more, else 2 if two
 * fit at 31 %, else 1 if one fits at 53 %, else 0. Reproduces NEC Annex C.
 */
export function maxConductors(conduitArea: number, wireArea: number) {
	const count = (limitPercent: number) => roundByNote7((limitPercent / 100) * (conduitArea / wireArea))
	const n3 = count(FILL_LIMIT_PERCENT.more)
	if (n3 >= 3) return n3
	if (count(FILL_LIMIT_PERCENT.two) >= 2) return 2
	return count(FILL_LIMIT_PERCENT.one) >= 1 ? 1 : 0
}

const rowArea = (row: ConductorRowInput) => conductorAreaIn2(row.type, row.size)

/**
 * §3.1 step 6: rows all of one type and size pass by the Note 7 count (N ≤ nmax); mixed rows pass when
 * fill % ≤* the Table 1 limit.
 */
function usFill(rows: ReadonlyArray<ConductorRowInput>, conduitArea: number) {
	const conductorCount = rows.reduce((sum, row) => sum + row.count, 0)
	const conductorArea = rows.reduce((sum, row) => sum + row.count * rowArea(row), 0)
	const limitPercent = fillLimitPercent(conductorCount)
	const fillPercent = (conductorArea / conduitArea) * 100
	const [first] = rows
	const isIdentical = first !== undefined && rows.every((row) => row.type === first.type && row.size === first.size)
	const isPass =
		isIdentical && first
			? conductorCount <= maxConductors(conduitArea, rowArea(first))
			: isAtMost(fillPercent, limitPercent)
	return { conductorCount, conductorArea, limitPercent, fillPercent, isPass }
}

/** SPEC-NEXT electrical §3.1: NEC Chapter 9 fill, pass/fail, the smallest conduit and each wire's maximum alone. */
function computeUs(input: ConduitFillInput): UsConduitFillResult {
	const { conduitType, tradeSize, rows } = input
	const area = conduitAreaIn2(conduitType, tradeSize)
	const fill = usFill(rows, area)
	return {
		standard: 'imperial',
		conduitType,
		tradeSize,
		metricDesignator: METRIC_DESIGNATORS[TRADE_SIZES.indexOf(tradeSize)] ?? 0,
		conduitAreaIn2: area,
		conductorCount: fill.conductorCount,
		limitPercent: fill.limitPercent,
		allowedAreaIn2: (area * fill.limitPercent) / 100,
		conductorAreaIn2: fill.conductorArea,
		fillPercent: fill.fillPercent,
		isPass: fill.isPass,
		isPermittedByNote7: fill.isPass && !isAtMost(fill.fillPercent, fill.limitPercent),
		smallestTradeSize: TRADE_SIZES.find((size) => usFill(rows, conduitAreaIn2(conduitType, size)).isPass) ?? null,
		rows: rows.map((row) => ({
			name: row.name,
			type: row.type,
			size: row.size,
			count: row.count,
			areaIn2: rowArea(row),
			maxAlone: maxConductors(area, rowArea(row)),
		})),
	}
}

/**
 * Table H's row for a long run: the smallest tabulated length ≥* L (1 m for shorter runs), and its factors for
 * the bends: null for '—'.
 */
function longRunFactors(runLengthM: number, bends: number) {
	const row = LONG_RUN_CONDUIT_FACTORS.find(([lengthM]) => isAtLeast(lengthM, Math.max(runLengthM, 1)))
	if (!row) throw new CalculationError(MESSAGES.runLengthOver)
	const cell = row[1][bends]
	return { tableRowM: row[0], factors: Array.isArray(cell) ? (cell as ConduitFactors) : null }
}

/** SPEC-NEXT electrical §3.2: the IET On-Site Guide cable-factor method. */
function computeUk(input: ConduitFillInput): UkConduitFillResult {
	const { runLength, bends, rows } = input
	const diameterMm = Number(input.diameter) as ConduitDiameter
	const short = isShortRun(runLength, bends)
	const run = short ? 'short' : 'long'
	const { tableRowM, factors } = short
		? { tableRowM: null, factors: SHORT_RUN_CONDUIT_FACTORS }
		: longRunFactors(runLength, bends)
	const cableFactors = rows.map((row) => {
		const factor = cableFactor(row.cable, run)
		if (factor === null) throw new CalculationError(MESSAGES.shortRunCable)
		return factor
	})
	const cableFactorSum = rows.reduce((sum, row, index) => sum + row.count * (cableFactors[index] ?? 0), 0)
	const conduitFactor = factors?.[CONDUIT_DIAMETERS_MM.indexOf(diameterMm)] ?? null
	const smallestIndex = factors ? factors.findIndex((factor) => isAtLeast(factor, cableFactorSum)) : -1
	return {
		standard: 'metric',
		isShortRun: short,
		tableRowM,
		bends,
		diameterMm,
		cableFactorSum,
		conduitFactor,
		usedPercent: conduitFactor === null ? null : (cableFactorSum / conduitFactor) * 100,
		isPass: conduitFactor !== null && isAtMost(cableFactorSum, conduitFactor),
		smallestDiameterMm: CONDUIT_DIAMETERS_MM[smallestIndex] ?? null,
		rows: rows.map((row, index) => {
			const factor = cableFactors[index] ?? 0
			return {
				name: row.name,
				cable: row.cable,
				count: row.count,
				cableFactor: factor,
				maxAlone: conduitFactor === null ? null : floorCount(conduitFactor / factor),
			}
		}),
	}
}

/** SPEC-NEXT electrical §3: US NEC Chapter 9 fill, or the UK cable-factor method. */
export function computeConduitFill(input: ConduitFillInput): ConduitFillResult {
	return input.standard === 'metric' ? computeUk(input) : computeUs(input)
}
