import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary, type SummaryItem } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { LENGTH_UNIT_SYSTEM_LABELS } from '#app/lib/units.ts'
import type { StairResult } from './compute.ts'
import { StairDrawing } from './drawing.tsx'
import { GOING_MODE_OPTIONS, LOFT_LABEL, RULES_OPTIONS, STAIR_TIPS } from './fields.ts'
import { STAIR_UNIT, type StairInput } from './schema.ts'

const labelOf = <T extends string>(options: ReadonlyArray<{ value: T; label: string }>, value: T) =>
	options.find((option) => option.value === value)?.label ?? value

/** The inputs as submitted; a field left blank or not asked is not listed. */
function summaryOf(input: StairInput): Array<SummaryItem> {
	const unit = STAIR_UNIT[input.unit]
	const length = (label: string, value: number | null) =>
		value === null ? [] : [{ label, value: formatLengths([value], unit) }]
	return [
		{ label: 'Unit System', value: LENGTH_UNIT_SYSTEM_LABELS[unit] },
		{ label: 'Rules', value: labelOf(RULES_OPTIONS, input.rules) },
		...(input.rules === 'uk' && input.loft ? [{ label: LOFT_LABEL, value: 'Yes' }] : []),
		...length('Total rise', input.totalRise),
		{ label: 'Going from', value: labelOf(GOING_MODE_OPTIONS, input.goingMode) },
		...length('Going', input.going),
		...length('Available run', input.availableRun),
		...length('Nosing projection', input.nosing),
		...length('Upper floor depth', input.floorDepth),
		...length('Stairwell opening length', input.opening),
	]
}

export function StairResults({ input, result, onStartNew }: ResultsProps<StairInput, StairResult>) {
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			<InputSummary items={summaryOf(input)} />
			<ResultTables tables={result.shown.tables} />
			<StairDrawing input={input} result={result} />
			<TipsList tips={STAIR_TIPS} />
		</ResultsCard>
	)
}
