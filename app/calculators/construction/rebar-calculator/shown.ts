import type { ResultLine, ResultTable } from '#app/components/results/result-lines.ts'
import { plusPercent } from '#app/estimate/working-text.ts'
import { formatFeetInches, formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { findRebarSize, rebarUnits } from './options.ts'
import type { RebarInput } from './schema.ts'
import type { BreakdownLine, RebarFigures, RebarShown } from './types.ts'

export const KG_PER_TONNE = 1000
export const LB_PER_US_TON = 2000

/**
 * The lines the results show, each with its working: lengths in m or ft, weights in kg or lb, money in £ or $. The
 * grid, when there is one, gives its base length ('(10 × 4.9 m + 20 × 2.9 m)') and its own table.
 */
export function rebarShown(
	input: RebarInput,
	figures: RebarFigures,
	grid: { base: string; table: ResultTable } | null,
): RebarShown {
	const isImperial = input.unit === 'imperial'
	const units = rebarUnits(input.unit)
	const { rebarBreakdown: rows, cost } = figures
	const { metric: kg, imperial: lb, tons } = figures.totalWeight
	const length = isImperial ? figures.totalLength.imperial : figures.totalLength.metric
	const metres = `${formatNumber(figures.totalLength.metric)} m`
	const feet = `${formatNumber(figures.totalLength.imperial)} ft`
	const kgText = `${formatNumber(kg)} kg`
	const lbText = `${formatNumber(lb)} lb`
	const weightText = `${formatNumber(isImperial ? lb : kg)} ${units.weight}`
	const lap = input.lapSplicePercentage
	const waste = input.wastagePercentage
	const factor = `${lap ? ` ${plusPercent(lap, 'lap')}` : ''}${waste ? ` ${plusPercent(waste, 'waste')}` : ''}`
	const bases = grid
		? [grid.base]
		: rows.map((row) => `${formatCount(row.quantity)} × ${formatEntered(row.lengthPerPiece)} ${units.length}`)
	const lengthOf = (value: number) => formatLengths([value], units.length, formatNumber)
	const breakdown = rows.map((row, index): BreakdownLine => {
		const perUnit = findRebarSize(input.unit, row.size)?.weightPerUnitLength ?? 0
		return {
			label: row.size,
			quantity: formatCount(row.quantity),
			lengthPerPiece: lengthOf(row.lengthPerPiece),
			totalLength: lengthOf(row.totalLength),
			value: `${formatNumber(row.totalWeight)} ${units.weight}`,
			steps: `${bases[index]}${factor} = ${formatNumber(row.totalLength)} ${units.length} × ${formatEntered(perUnit)} ${units.weight}/${units.length} =`,
		}
	})
	const perTon = `${weightText} ÷ ${isImperial ? LB_PER_US_TON : KG_PER_TONNE}`
	const percentage = (isIncluded: boolean, percent: number) =>
		isIncluded ? `${formatEntered(percent)}%` : 'Not included'
	return {
		headline: {
			label: 'Total Rebar Weight',
			value: weightText,
			steps: breakdown.length === 1 ? breakdown[0]?.steps : `${breakdown.map((line) => line.value).join(' + ')} =`,
		},
		tables: [
			{
				caption: 'Rebar Summary',
				lines: [
					{
						label: 'Total Length',
						// Imperial: the feet, then as builders write them and in metres ('10.97 ft (10' 11 5/8"; 3.34 m)').
						value: isImperial ? `${feet} (${formatFeetInches(length, 'ft')}; ${metres})` : `${metres} (${feet})`,
						steps: `${bases.length > 1 && factor ? `(${bases.join(' + ')})` : bases.join(' + ')}${factor} =`,
					},
					{
						label: 'Total Weight',
						value: isImperial ? `${lbText} (${kgText})` : `${kgText} (${lbText})`,
						steps: isImperial ? `${lbText} × 0.453592 =` : `${kgText} × 2.20462 =`,
					},
					{
						label: 'Weight in Tons',
						value: `${formatNumber(tons, 3)} ${isImperial ? 'US tons' : 'tonnes'}`,
						steps: `${perTon} =`,
					},
					{ label: 'Lap Splice', value: percentage(input.includeLapSplice, lap) },
					{ label: 'Wastage', value: percentage(input.includeWastage, waste) },
				],
			},
			{ caption: 'Rebar Breakdown', lines: breakdown },
			...(grid ? [grid.table] : []),
			...(cost ? [costTable(input, cost, { length, kgText, lbText, perTon })] : []),
		],
	}
}

/** The cost by the ton (or by the length when no price per ton is given), per kg and per lb, and by the length. */
function costTable(
	input: RebarInput,
	cost: NonNullable<RebarFigures['cost']>,
	shown: { length: number; kgText: string; lbText: string; perTon: string },
): ResultTable {
	const units = rebarUnits(input.unit)
	const money = (value: number) => `${units.currency}${formatNumber(value)}`
	const price = input.pricePerTon
	const byLength = `${formatNumber(shown.length)} ${units.length} × ${money(input.grid?.pricePerLength ?? 0)} =`
	const lines: Array<ResultLine> = [
		{
			label: 'Total Cost',
			value: money(cost.totalCost),
			steps: price === null ? byLength : `${shown.perTon} × ${money(price)} =`,
		},
		{ label: 'Cost per kg', value: money(cost.costPerKg), steps: `${money(cost.totalCost)} ÷ ${shown.kgText} =` },
		{ label: 'Cost per lb', value: money(cost.costPerPound), steps: `${money(cost.totalCost)} ÷ ${shown.lbText} =` },
	]
	if (cost.lengthCost !== null) lines.push({ label: 'Cost by Length', value: money(cost.lengthCost), steps: byLength })
	return { caption: 'Cost Estimate', lines }
}
