import type { ConduitDiameter, UkCable } from '#app/calculators/electrical/shared/iet-cable-factors.ts'
import type { ConduitType, TradeSize, WireSize, WireType } from '#app/calculators/electrical/shared/nec-chapter-9.ts'

export type UsRowResult = {
	name: string
	type: WireType
	size: WireSize
	count: number
	/** One conductor's area, in² (Table F). */
	areaIn2: number
	/**
	 * How many of this wire alone the conduit takes (Note 7 count; docs/calculators/conduit-fill-calculator.md §3, US
	 * step 5).
	 */
	maxAlone: number
}

export type UsConduitFillFigures = {
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

export type UkConduitFillFigures = {
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
