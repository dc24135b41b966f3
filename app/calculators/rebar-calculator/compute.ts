import { CalculationError } from '#app/lib/calculation-error.ts'
import { ceilCount, floorCount } from '#app/lib/rounding.ts'
import { cmToM, ftToM, inToFt, kgToLb, lbToKg, mToFt } from '#app/lib/units.ts'
import { findRebarSize } from './options.ts'
import type { RebarGridInput, RebarInput } from './schema.ts'

export class InvalidRebarSizeError extends CalculationError {
	constructor() {
		super('Invalid rebar size')
	}
}

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

export type RebarResult = {
	totalLength: { metric: number; imperial: number }
	/** kg, lb and tons: tonnes (metric) or US tons of 2000 lb (imperial). */
	totalWeight: { metric: number; imperial: number; tons: number }
	/** Lap splice and wastage applied to every length: (1 + lap / 100) × (1 + waste / 100). */
	lengthFactor: number
	rebarBreakdown: ReadonlyArray<RebarRow>
	cost: RebarCost | null
	gridDetails: RebarGridDetails | null
}

const KG_PER_TONNE = 1000
const LB_PER_US_TON = 2000

function sizeOrThrow(input: RebarInput, id: string) {
	const size = findRebarSize(input.unit, id)
	if (!size) throw new InvalidRebarSizeError()
	return size
}

/**
 * SPEC-NOTES §3: spacing and edge cover in cm or inches become m or ft; gridLength = slab length − 2 × edge,
 * gridWidth likewise; lengthwise lines = floor(gridWidth / spacing) + 1 bars of gridLength, widthwise lines =
 * floor(gridLength / spacing) + 1 bars of gridWidth; pieces = ceil(total length × factor / single bar length).
 */
function gridRow(input: RebarInput, grid: RebarGridInput, factor: number) {
	const weightPerUnitLength = sizeOrThrow(input, grid.size).weightPerUnitLength
	const toSlabUnits = input.unit === 'imperial' ? inToFt : cmToM
	const spacing = toSlabUnits(grid.spacing)
	const edge = toSlabUnits(grid.edgeSpacing)
	const gridLength = Math.max(0, grid.slabLength - 2 * edge)
	const gridWidth = Math.max(0, grid.slabWidth - 2 * edge)
	const lengthwiseLines = floorCount(gridWidth / spacing) + 1
	const widthwiseLines = floorCount(gridLength / spacing) + 1
	const totalLength = (lengthwiseLines * gridLength + widthwiseLines * gridWidth) * factor
	const piecesNeeded = ceilCount(totalLength / grid.barLength)
	const row: RebarRow = {
		size: grid.size,
		quantity: piecesNeeded,
		lengthPerPiece: grid.barLength,
		totalLength,
		totalWeight: totalLength * weightPerUnitLength,
	}
	return { row, details: { gridLength, gridWidth, lengthwiseLines, widthwiseLines, piecesNeeded } }
}

/**
 * Seed 001 §9 and SPEC-NOTES §3. Individual: each entry's length = quantity × length × factor, weight = length ×
 * the size's weight per metre (kg) or foot (lb). Totals convert with 3.28084 ft/m, 0.3048 m/ft, 2.20462 lb/kg and
 * 0.453592 kg/lb. Cost = tons × price per ton (tonnes metric, US tons imperial), then per kg and per lb; a price per
 * unit length gives total length × price. An unknown size fails with 'Invalid rebar size'.
 */
export function computeRebar(input: RebarInput): RebarResult {
	const isImperial = input.unit === 'imperial'
	const lengthFactor = (1 + input.lapSplicePercentage / 100) * (1 + input.wastagePercentage / 100)
	const grid = input.mode === 'grid' && input.grid ? gridRow(input, input.grid, lengthFactor) : null
	const rows: ReadonlyArray<RebarRow> = grid
		? [grid.row]
		: input.entries.map((entry) => {
				const totalLength = entry.quantity * entry.length * lengthFactor
				return {
					size: entry.size,
					quantity: entry.quantity,
					lengthPerPiece: entry.length,
					totalLength,
					totalWeight: totalLength * sizeOrThrow(input, entry.size).weightPerUnitLength,
				}
			})
	const length = rows.reduce((sum, row) => sum + row.totalLength, 0)
	const weight = rows.reduce((sum, row) => sum + row.totalWeight, 0)
	const kg = isImperial ? lbToKg(weight) : weight
	const lb = isImperial ? weight : kgToLb(weight)
	const tons = isImperial ? lb / LB_PER_US_TON : kg / KG_PER_TONNE
	const pricePerLength = grid ? (input.grid?.pricePerLength ?? null) : null
	const lengthCost = pricePerLength === null ? null : length * pricePerLength
	const totalCost = input.pricePerTon === null ? lengthCost : tons * input.pricePerTon

	return {
		totalLength: { metric: isImperial ? ftToM(length) : length, imperial: isImperial ? length : mToFt(length) },
		totalWeight: { metric: kg, imperial: lb, tons },
		lengthFactor,
		rebarBreakdown: rows,
		cost:
			totalCost === null
				? null
				: {
						totalCost,
						costPerKg: kg > 0 ? totalCost / kg : 0,
						costPerPound: lb > 0 ? totalCost / lb : 0,
						lengthCost,
					},
		gridDetails: grid ? grid.details : null,
	}
}
