import { InputSummary, type SummaryItem } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatNumber } from '#app/lib/format.ts'
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
	const [summary, breakdown, ...details] = result.shown.tables
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			<InputSummary items={inputItems(input)} />
			<ResultTables tables={[summary]} />
			<BreakdownTable {...breakdown} />
			<ResultTables tables={details} />
			<TipsList tips={TIPS} />
		</ResultsCard>
	)
}
