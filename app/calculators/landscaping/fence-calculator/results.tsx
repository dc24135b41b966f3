import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary, type SummaryItem } from '#app/components/results/input-summary.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import type { FenceResult } from './compute.ts'
import { FenceDrawing } from './drawing.tsx'
import { FENCE_TIPS, fenceOptions, STYLE_OPTIONS } from './fields.ts'
import { FENCE_SYSTEMS } from './options.ts'
import type { FenceInput } from './schema.ts'

/** The inputs as submitted: the line, the style's sizes, the posts, holes and bag. */
function summaryOf(input: FenceInput): ReadonlyArray<SummaryItem> {
	const system = FENCE_SYSTEMS[input.unit]
	const options = fenceOptions(input.unit)
	const lengths = (values: ReadonlyArray<number>) => formatLengths(values, system.lengthUnit)
	const small = (value: number) => formatLengths([value], system.smallUnit)
	const fences = input.sections.filter((section) => section.type === 'fence').length
	const gates = input.sections.length - fences
	const style: Array<SummaryItem> =
		input.style === 'panels'
			? [
					{
						label: 'Panels',
						value: `${formatEntered(input.panelWidth ?? 0)} × ${input.panelHeight ?? ''} ${system.lengthUnit}`,
					},
				]
			: [
					{ label: 'Fence height', value: lengths([input.fenceHeight ?? 0]) },
					{
						label: 'Boards',
						value: `${small(input.boardWidth ?? 0)} wide, ${small(input.boardGap ?? 0)} apart, ${formatCount(input.railsPerBay ?? 0)} rails per bay`,
					},
					{ label: 'Maximum post spacing', value: `${input.postSpacing ?? ''} ${system.lengthUnit}` },
					{ label: 'Waste on boards / pickets', value: `${formatEntered(input.waste ?? 0)}%` },
				]
	return [
		{ label: 'Fence style', value: optionLabel(STYLE_OPTIONS, input.style) },
		{
			label: 'Sections',
			value: `${formatCount(fences)} fence, ${formatCount(gates)} gate${input.closedLoop ? ', closed loop' : ''}`,
		},
		...style,
		{ label: 'Gravel boards', value: input.gravelBoards ? 'Yes' : 'No' },
		{ label: 'Post size', value: optionLabel(options.posts, input.postSize) },
		{ label: 'Post hole', value: `${small(input.holeDiameter)} across, ${small(input.holeDepth)} deep` },
		{ label: 'Concrete bag', value: optionLabel(options.bags, input.bag) },
	]
}

export function FenceResults({ input, result, onStartNew }: ResultsProps<FenceInput, FenceResult>) {
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			<InputSummary items={summaryOf(input)} />
			<ResultTables tables={result.shown.tables} />
			<FenceDrawing input={input} result={result} />
			<TipsList tips={FENCE_TIPS} />
		</ResultsCard>
	)
}
