import type { ResultLine, ResultTable, ShownResult } from '#app/components/results/result-lines.ts'

/** Lengths in the unit entered (m or ft), weights in kg (metric) or lb (imperial). */
export type RebarRow = {
	size: string
	quantity: number
	lengthPerPiece: number
	totalLength: number
	totalWeight: number
}

export type RebarGridDetails = {
	gridLength: number
	gridWidth: number
	lengthwiseLines: number
	widthwiseLines: number
	piecesNeeded: number
}

export type RebarCost = {
	/** Price per ton when given, else price per unit length. */
	totalCost: number
	costPerKg: number
	costPerPound: number
	/** Total length × price per unit length, when that price is given. */
	lengthCost: number | null
}

/** A row of the breakdown: the size (`label`), its count, lengths and weight (`value`), the weight worked out. */
export type BreakdownLine = ResultLine & { quantity: string; lengthPerPiece: string; totalLength: string }

/** The weight, then the summary, the breakdown (a table of five columns), the grid's details and the cost. */
export type RebarShown = ShownResult & {
	tables: readonly [ResultTable, { caption: string; lines: ReadonlyArray<BreakdownLine> }, ...Array<ResultTable>]
}

export type RebarFigures = {
	totalLength: { metric: number; imperial: number }
	/** kg, lb and tons: tonnes (metric) or US tons of 2000 lb (imperial). */
	totalWeight: { metric: number; imperial: number; tons: number }
	/** Lap splice and wastage applied to every length: (1 + lap / 100) × (1 + waste / 100). */
	lengthFactor: number
	rebarBreakdown: ReadonlyArray<RebarRow>
	cost: RebarCost | null
	gridDetails: RebarGridDetails | null
}
