import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary, type SummaryItem } from '#app/components/results/input-summary.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import type { PaverResult } from './compute.ts'
import { PaverDrawing } from './drawing.tsx'
import { BEDDING_OPTIONS, PATTERN_OPTIONS, PAVER_TIPS, paverOptions } from './fields.ts'
import { CUSTOM_ID, PAVER_SYSTEMS } from './options.ts'
import type { PaverInput } from './schema.ts'

/** The inputs as submitted: the areas, the unit and its joint and pattern, the layers and the edges. */
function summaryOf(input: PaverInput, result: PaverResult): ReadonlyArray<SummaryItem> {
	const system = PAVER_SYSTEMS[input.unit]
	const small = (value: number) => formatLengths([value], system.smallUnit)
	const [first] = input.areas
	const areas =
		input.areas.length === 1 && first
			? formatLengths([first.length, first.width], system.lengthUnit)
			: `${formatCount(input.areas.length)} areas`
	const unitSize =
		input.paver === CUSTOM_ID
			? `Custom ${formatLengths([result.unitLength, result.unitWidth], system.smallUnit)}`
			: optionLabel(paverOptions(input.unit), input.paver)
	return [
		{ label: 'Unit System', value: input.unit === 'metric' ? 'Metric' : 'Imperial' },
		{ label: 'Areas', value: areas },
		{ label: 'Paver or slab', value: unitSize },
		{ label: 'Joint width', value: small(input.joint) },
		{ label: 'Laying pattern', value: optionLabel(PATTERN_OPTIONS, input.pattern) },
		{ label: 'Waste on pavers', value: `${formatEntered(input.waste)}%` },
		{ label: 'Sub-base depth', value: input.subBaseDepth === 0 ? 'None' : small(input.subBaseDepth) },
		{
			label: 'Bedding',
			value: `${optionLabel(BEDDING_OPTIONS, input.bedding)}${input.bedding === 'mortar' ? ` ${input.mix}:1` : ''}, ${small(input.beddingDepth)} as spread`,
		},
		{ label: 'Allowance on sub-base and bedding', value: `${formatEntered(input.allowance)}%` },
		{ label: 'Edges not needing restraint', value: formatLengths([input.edgesWithoutRestraint], system.lengthUnit) },
	]
}

export function PaverResults({ input, result, onStartNew }: ResultsProps<PaverInput, PaverResult>) {
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			<InputSummary items={summaryOf(input, result)} />
			<ResultTables tables={result.shown.tables} />
			<PaverDrawing input={input} result={result} />
			<TipsList tips={PAVER_TIPS} />
		</ResultsCard>
	)
}
