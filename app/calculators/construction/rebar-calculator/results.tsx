import { InputSummary, type SummaryItem } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatFeetInches, formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { BreakdownTable } from './breakdown-table.tsx'
import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import type { RebarResult } from './compute.ts'
import { MODE_OPTIONS, UNIT_OPTIONS } from './fields.ts'
import { rebarUnits } from './options.ts'
import type { RebarInput } from './schema.ts'

const TIPS = [
	'Rebar is sold in fixed lengths (commonly 6 m or 12 m, 20 ft or 40 ft): plan your cuts to use whole bars.',
	'Keep the edge cover the engineer specifies so the steel stays inside the concrete, away from moisture.',
	'Tie every other crossing in a slab grid and support the mat on chairs so it sits in the slab, not under it.',
]

function inputItems(input: RebarInput): ReadonlyArray<SummaryItem> {
	const units = rebarUnits(input.unit)
	const base = [
		{ label: 'Units', value: UNIT_OPTIONS.find((option) => option.value === input.unit)?.label ?? '' },
		{ label: 'Calculation Mode', value: MODE_OPTIONS.find((option) => option.value === input.mode)?.label ?? '' },
	]
	const { grid } = input
	const modeItems = grid
		? [
				{ label: 'Slab Size', value: formatLengths([grid.slabLength, grid.slabWidth], units.length) },
				{ label: 'Rebar Spacing', value: formatLengths([grid.spacing], units.spacing) },
				{ label: 'Edge Spacing', value: formatLengths([grid.edgeSpacing], units.spacing) },
				{ label: 'Rebar Size', value: grid.size },
				{ label: 'Single Rebar Length', value: formatLengths([grid.barLength], units.length) },
			]
		: [{ label: 'Rebar Entries', value: `${formatCount(input.entries.length)}` }]
	const price = (value: number | null, per: string) =>
		value === null ? 'Not given' : `${units.currency}${formatNumber(value)} ${per}`
	return [
		...base,
		...modeItems,
		...(grid ? [{ label: 'Price per Unit Length', value: price(grid.pricePerLength, `per ${units.length}`) }] : []),
		{ label: 'Price per Ton', value: price(input.pricePerTon, input.unit === 'imperial' ? 'per US ton' : 'per tonne') },
	]
}

export function RebarResults({ input, result, onStartNew }: ResultsProps<RebarInput, RebarResult>) {
	const isImperial = input.unit === 'imperial'
	const units = rebarUnits(input.unit)
	const pair = (primary: string, secondary: string) =>
		isImperial ? `${secondary} (${primary})` : `${primary} (${secondary})`
	const metres = `${formatNumber(result.totalLength.metric)} m`
	const feet = result.totalLength.imperial
	// Imperial: the feet, then in brackets as builders write them and in metres ('10.97 ft (10' 11 5/8"; 3.34 m)').
	const length = isImperial
		? `${formatNumber(feet)} ft (${formatFeetInches(feet, 'ft')}; ${metres})`
		: pair(metres, `${formatNumber(feet)} ft`)
	const weight = pair(
		`${formatNumber(result.totalWeight.metric)} kg`,
		`${formatNumber(result.totalWeight.imperial)} lb`,
	)
	const money = (value: number) => `${units.currency}${formatNumber(value)}`
	const { cost, gridDetails } = result
	return (
		<ResultsCard
			headline={{
				label: 'Total Rebar Weight',
				value: `${formatNumber(isImperial ? result.totalWeight.imperial : result.totalWeight.metric)} ${units.weight}`,
			}}
			onStartNew={onStartNew}
		>
			<InputSummary items={inputItems(input)} />
			<ResultsTable
				caption="Rebar Summary"
				lines={[
					{ label: 'Total Length', value: length },
					{ label: 'Total Weight', value: weight },
					{
						label: 'Weight in Tons',
						value: `${formatNumber(result.totalWeight.tons, 3)} ${isImperial ? 'US tons' : 'tonnes'}`,
					},
					{
						label: 'Lap Splice',
						value: input.includeLapSplice ? `${formatEntered(input.lapSplicePercentage)}%` : 'Not included',
					},
					{
						label: 'Wastage',
						value: input.includeWastage ? `${formatEntered(input.wastagePercentage)}%` : 'Not included',
					},
				]}
			/>
			<BreakdownTable rows={result.rebarBreakdown} lengthUnit={units.length} weightUnit={units.weight} />
			{gridDetails ? (
				<ResultsTable
					caption="Grid Details"
					lines={[
						{ label: 'Grid Length', value: formatLengths([gridDetails.gridLength], units.length, formatNumber) },
						{ label: 'Grid Width', value: formatLengths([gridDetails.gridWidth], units.length, formatNumber) },
						{ label: 'Lengthwise Bars', value: formatCount(gridDetails.lengthwiseLines) },
						{ label: 'Widthwise Bars', value: formatCount(gridDetails.widthwiseLines) },
						{ label: 'Pieces Needed', value: formatCount(gridDetails.piecesNeeded) },
					]}
				/>
			) : null}
			{cost ? (
				<ResultsTable
					caption="Cost Estimate"
					lines={[
						{ label: 'Total Cost', value: money(cost.totalCost) },
						{ label: 'Cost per kg', value: money(cost.costPerKg) },
						{ label: 'Cost per lb', value: money(cost.costPerPound) },
						...(cost.lengthCost === null ? [] : [{ label: 'Cost by Length', value: money(cost.lengthCost) }]),
					]}
				/>
			) : null}
			<TipsList tips={TIPS} />
		</ResultsCard>
	)
}
