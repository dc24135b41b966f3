import type { Worked, WorkingLine } from '#app/estimate/estimate.ts'
import { plusPercent, roundedUp } from '#app/estimate/working-text.ts'
import { CalculationError } from '#app/lib/calculation-error.ts'
import { formatFeetInches, formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount, floorCount } from '#app/lib/rounding.ts'
import { cmToM, ftToM, inToFt, kgToLb, lbToKg, mToFt } from '#app/lib/units.ts'
import { findRebarSize, rebarUnits } from './options.ts'
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

export type RebarResult = Worked & {
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
	const edges = (side: number, grid: number) =>
		`${typed(side)} − 2 × ${typed(edge)} = ${formatLengths([grid], unit, formatNumber)}`
	const lines = (across: number, count: number) =>
		`${typed(across)} ÷ ${typed(spacing)} = ${formatEntered(across / spacing)} → ${formatCount(count - 1)} + 1 = ${formatCount(count)}`
	const working = [
		{ label: 'Grid Length', steps: edges(grid.slabLength, gridLength) },
		{ label: 'Grid Width', steps: edges(grid.slabWidth, gridWidth) },
		{ label: 'Lengthwise Bars', steps: lines(gridWidth, lengthwiseLines) },
		{ label: 'Widthwise Bars', steps: lines(gridLength, widthwiseLines) },
		{
			label: 'Pieces Needed',
			steps: `${formatNumber(totalLength)} ${unit} ÷ ${typed(grid.barLength)} = ${roundedUp(totalLength / grid.barLength, piecesNeeded)}`,
		},
	]
	return {
		row,
		details: { gridLength, gridWidth, lengthwiseLines, widthwiseLines, piecesNeeded },
		base: `(${formatCount(lengthwiseLines)} × ${typed(gridLength)} + ${formatCount(widthwiseLines)} × ${typed(gridWidth)})`,
		working,
	}
}

/**
 * docs/calculators/rebar-calculator.md §3. Individual: each entry's length = quantity × length × factor, weight =
 * length × the size's weight per metre (kg) or foot (lb). Totals convert with 3.28084 ft/m, 0.3048 m/ft, 2.20462 lb/kg
 * and 0.453592 kg/lb. Cost = tons × price per ton (tonnes metric, US tons imperial), then per kg and per lb; a price
 * per unit length gives total length × price. An unknown size fails with 'Invalid rebar size'.
 * The rebar is bought by the tonne (metric) or US ton (imperial), the figure shown.
 */
export function computeRebar(input: RebarInput): RebarResult {
	const isImperial = input.unit === 'imperial'
	const lengthFactor = (1 + input.lapSplicePercentage / 100) * (1 + input.wastagePercentage / 100)
	const grid = input.mode === 'grid' && input.grid ? gridRow(input, input.grid, lengthFactor) : null
	const units = rebarUnits(input.unit)
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

	// Working, as the results show each line: lengths in m or ft, weights in kg or lb, money in £ or $.
	const metric = isImperial ? ftToM(length) : length
	const metres = `${formatNumber(metric)} m`
	const feet = `${formatNumber(isImperial ? length : mToFt(length))} ft`
	const kgText = `${formatNumber(kg)} kg`
	const lbText = `${formatNumber(lb)} lb`
	const weightText = `${formatNumber(weight)} ${units.weight}`
	const money = (value: number) => `${units.currency}${formatNumber(value)}`
	const lap = input.lapSplicePercentage
	const waste = input.wastagePercentage
	const factor = `${lap ? ` ${plusPercent(lap, 'lap')}` : ''}${waste ? ` ${plusPercent(waste, 'waste')}` : ''}`
	const bases = grid
		? [grid.base]
		: input.entries.map((entry) => `${formatCount(entry.quantity)} × ${formatEntered(entry.length)} ${units.length}`)
	const rowSteps = rows.map((row, index) => {
		const perUnit = sizeOrThrow(input, row.size).weightPerUnitLength
		return `${bases[index]}${factor} = ${formatNumber(row.totalLength)} ${units.length} × ${formatEntered(perUnit)} ${units.weight}/${units.length} = ${formatNumber(row.totalWeight)} ${units.weight}`
	})
	const perTon = `${weightText} ÷ ${isImperial ? LB_PER_US_TON : KG_PER_TONNE}`
	const tonsText = `${formatNumber(tons, 3)} ${isImperial ? 'US tons' : 'tonnes'}`
	const working: Array<WorkingLine> = [
		{
			label: 'Total Rebar Weight',
			steps:
				rows.length === 1
					? (rowSteps[0] ?? '')
					: `${rows.map((row) => `${formatNumber(row.totalWeight)} ${units.weight}`).join(' + ')} = ${weightText}`,
		},
		{
			label: 'Total Length',
			steps: `${bases.length > 1 && factor ? `(${bases.join(' + ')})` : bases.join(' + ')}${factor} = ${isImperial ? `${feet} (${formatFeetInches(length, 'ft')}; ${metres})` : `${metres} (${feet})`}`,
		},
		{
			label: 'Total Weight',
			steps: isImperial
				? `${lbText} × 0.453592 = ${lbText} (${kgText})`
				: `${kgText} × 2.20462 = ${kgText} (${lbText})`,
		},
		{ label: 'Weight in Tons', steps: `${perTon} = ${tonsText}` },
		...rows.map((row, index) => ({ label: row.size, steps: rowSteps[index] ?? '' })),
		...(grid ? grid.working : []),
	]
	if (cost) {
		const price = input.pricePerTon
		const byLength =
			lengthCost === null
				? ''
				: `${formatNumber(length)} ${units.length} × ${money(input.grid?.pricePerLength ?? 0)} = `
		working.push(
			{
				label: 'Total Cost',
				steps: `${price === null ? byLength : `${perTon} × ${money(price)} = `}${money(cost.totalCost)}`,
			},
			{ label: 'Cost per kg', steps: `${money(cost.totalCost)} ÷ ${kgText} = ${money(cost.costPerKg)}` },
			{ label: 'Cost per lb', steps: `${money(cost.totalCost)} ÷ ${lbText} = ${money(cost.costPerPound)}` },
		)
		if (lengthCost !== null) working.push({ label: 'Cost by Length', steps: byLength + money(lengthCost) })
	}

	return {
		totalLength: { metric, imperial: isImperial ? length : mToFt(length) },
		totalWeight: { metric: kg, imperial: lb, tons },
		lengthFactor,
		rebarBreakdown: rows,
		cost,
		gridDetails: grid ? grid.details : null,
		working,
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
