import type { ResultLine } from '#app/components/results/result-lines.ts'
import type { Estimated } from '#app/estimate/estimate.ts'
import { CalculationError } from '#app/lib/calculation-error.ts'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount, floorCount } from '#app/lib/rounding.ts'
import { cmToM, ftToM, inToFt, kgToLb, lbToKg, mToFt } from '#app/lib/units.ts'
import { findRebarSize, rebarUnits } from './options.ts'
import type { RebarGridInput, RebarInput } from './schema.ts'
import { KG_PER_TONNE, LB_PER_US_TON, rebarShown } from './shown.ts'
import type { RebarFigures, RebarRow, RebarShown } from './types.ts'

export class InvalidRebarSizeError extends CalculationError {
	constructor() {
		super('Invalid rebar size')
	}
}

export type RebarResult = RebarFigures & Estimated & { shown: RebarShown }

function sizeOrThrow(input: RebarInput, id: string) {
	const size = findRebarSize(input.unit, id)
	if (!size) throw new InvalidRebarSizeError()
	return size
}

/**
 * docs/calculators/rebar-calculator.md §3: spacing and edge cover in cm or inches become m or ft; gridLength = slab
 * length − 2 × edge, gridWidth likewise; lengthwise lines = floor(gridWidth / spacing) + 1 bars of gridLength,
 * widthwise lines = floor(gridLength / spacing) + 1 bars of gridWidth; pieces = ceil(total length × factor / single bar
 * length).
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
	// The working of the grid, lengths in the slab's unit: '4.9 m ÷ 0.2 m = 24.5 → 24 + 1 = 25'.
	const { length: unit } = rebarUnits(input.unit)
	const typed = (value: number) => `${formatEntered(value)} ${unit}`
	const length = (value: number) => formatLengths([value], unit, formatNumber)
	const edges = (side: number) => `${typed(side)} − 2 × ${typed(edge)} =`
	const across = (side: number, count: number) =>
		`${typed(side)} ÷ ${typed(spacing)} = ${formatEntered(side / spacing)} → ${formatCount(count - 1)} + 1 =`
	const lines: Array<ResultLine> = [
		{ label: 'Grid Length', value: length(gridLength), steps: edges(grid.slabLength) },
		{ label: 'Grid Width', value: length(gridWidth), steps: edges(grid.slabWidth) },
		{ label: 'Lengthwise Bars', value: formatCount(lengthwiseLines), steps: across(gridWidth, lengthwiseLines) },
		{ label: 'Widthwise Bars', value: formatCount(widthwiseLines), steps: across(gridLength, widthwiseLines) },
		{
			label: 'Pieces Needed',
			value: formatCount(piecesNeeded),
			steps: `${formatNumber(totalLength)} ${unit} ÷ ${typed(grid.barLength)} = ${formatEntered(totalLength / grid.barLength)} →`,
		},
	]
	return {
		row,
		details: { gridLength, gridWidth, lengthwiseLines, widthwiseLines, piecesNeeded },
		base: `(${formatCount(lengthwiseLines)} × ${typed(gridLength)} + ${formatCount(widthwiseLines)} × ${typed(gridWidth)})`,
		table: { caption: 'Grid Details', lines },
	}
}

/**
 * docs/calculators/rebar-calculator.md §3. Individual: each entry's length = quantity × length × factor, weight =
 * length × the size's weight per metre (kg) or foot (lb). Totals convert with 3.28084 ft/m, 0.3048 m/ft, 2.20462 lb/kg
 * and 0.453592 kg/lb. Cost = tons × price per ton (tonnes metric, US tons imperial), then per kg and per lb; a price
 * per unit length gives total length × price. An unknown size fails with 'Invalid rebar size'.
 * The rebar is bought by the tonne (metric) or US ton (imperial), the figure shown (shown.ts gives the lines).
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
	const cost =
		totalCost === null
			? null
			: {
					totalCost,
					costPerKg: kg > 0 ? totalCost / kg : 0,
					costPerPound: lb > 0 ? totalCost / lb : 0,
					lengthCost,
				}

	const figures: RebarFigures = {
		totalLength: { metric: isImperial ? ftToM(length) : length, imperial: isImperial ? length : mToFt(length) },
		totalWeight: { metric: kg, imperial: lb, tons },
		lengthFactor,
		rebarBreakdown: rows,
		cost,
		gridDetails: grid ? grid.details : null,
	}
	return {
		...figures,
		shown: rebarShown(input, figures, grid),
		purchases: [
			{
				key: isImperial ? 'rebar-us-ton' : 'rebar-tonne',
				item: 'Rebar',
				quantity: Number(formatNumber(tons, 3).replace(/[^\d.]/g, '')),
				unit: isImperial ? 'US ton' : 'tonne',
			},
		],
	}
}
