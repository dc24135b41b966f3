import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { type ResultRow, ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { CABLE_TYPE_OPTIONS } from '#app/calculators/electrical/shared/conductor-options.ts'
import { SafetyNote } from '#app/calculators/electrical/shared/safety-note.tsx'
import { ASSUMPTIONS, describeSystem } from '#app/calculators/electrical/shared/standard.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { WireSizeResult } from './compute.ts'
import {
	ALUMINUM_WARNING,
	COLUMN_90_WARNING,
	columnChoiceText,
	WIRE_SIZE_LABELS as LABELS,
	wireSizeTips,
} from './fields.ts'
import type { WireSizeInput } from './schema.ts'

type Pair = readonly [label: string, value: string] | false | undefined

/** Rows from [label, value] pairs, leaving out those not shown (false). */
function rows(pairs: ReadonlyArray<Pair>): Array<ResultRow> {
	return pairs.filter((pair) => !!pair).map(([label, value]) => ({ label, value }))
}

/** What the table does not show already: the power typed, the system, the conductor and the limit. */
function summaryItems(input: WireSizeInput) {
	return rows([
		input.loadMode !== 'current' && [
			LABELS.power,
			`${formatEntered(input.power)} ${input.loadMode}, power factor ${formatNumber(input.powerFactor)}`,
		],
		// A preset names itself; Other… is the typed voltage and phase.
		['System', describeSystem(input.system, input)],
		[
			'Conductor',
			input.standard === 'imperial'
				? // The US spelling is the value: 'copper', 'aluminum'.
					`${input.material}, ${columnChoiceText(input.column)}${input.isContinuous ? ', continuous load' : ''}`
				: `${optionLabel(CABLE_TYPE_OPTIONS, input.cableType)}, method ${input.method}`,
		],
		[LABELS.maxDrop, `${formatEntered(input.maxDrop)} %`],
	])
}

export function WireSizeResults({ input, result, onStartNew }: ResultsProps<WireSizeInput, WireSizeResult>) {
	const { standard, shown } = result
	const isUs = standard === 'imperial'
	return (
		<ResultsCard headline={shown.headline} onStartNew={onStartNew}>
			{shown.headline.isMessage ? null : <p>sized by {result.governing}</p>}
			{isUs && input.column === '90' ? <ResultNote>{COLUMN_90_WARNING}</ResultNote> : null}
			{isUs && input.material === 'aluminum' ? <ResultNote>{ALUMINUM_WARNING}</ResultNote> : null}
			<InputSummary items={summaryItems(input)} />
			<ResultTables tables={shown.tables} />
			<p>{ASSUMPTIONS[standard]}</p>
			<SafetyNote />
			<TipsList tips={wireSizeTips(standard)} />
		</ResultsCard>
	)
}
