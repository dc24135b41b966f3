import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { ukCableName } from '#app/calculators/electrical/shared/iet-cable-factors.ts'
import { wireSizeName } from '#app/calculators/electrical/shared/nec-chapter-9.ts'
import { formatCount, formatNumber } from '#app/lib/format.ts'
import { FT_PER_M } from '#app/lib/units.ts'
import type { ConduitFillResult, UkConduitFillResult, UsConduitFillResult } from './compute.ts'
import {
	CONDUIT_FILL_LABELS,
	CONDUIT_FILL_TIPS,
	CONDUIT_TYPE_OPTIONS,
	UK_GROUPING_NOTE,
	WIRE_TYPE_OPTIONS,
} from './fields.ts'
import { SafetyNote } from '#app/calculators/electrical/shared/safety-note.tsx'
import type { ConduitFillInput } from './schema.ts'
import {
	cableLabel,
	conduitTypeName,
	percentText,
	squareInches,
	ukHeadline,
	ukMethod,
	ukSmallest,
	ukStatus,
	usHeadline,
	usSmallest,
	usStatus,
	wireLabel,
	withMm2,
} from './shown.ts'
import { STANDARD_OPTIONS } from '#app/calculators/electrical/shared/standard.ts'

function UsTables({ result }: { result: UsConduitFillResult }) {
	const conduit = `${result.tradeSize} in ${conduitTypeName(result)}`
	return (
		<>
			<ResultsTable
				caption="Conduit fill (NEC Chapter 9)"
				rows={[
					{ label: 'Conduit', value: `${conduit} (metric designator ${result.metricDesignator})` },
					{ label: 'Internal area', value: withMm2(result.conduitAreaIn2, 3) },
					{ label: 'Number of conductors', value: formatCount(result.conductorCount) },
					{ label: 'Fill limit', value: `${result.limitPercent} %` },
					{ label: 'Allowed area', value: squareInches(result.allowedAreaIn2) },
					{ label: 'Conductor area', value: withMm2(result.conductorAreaIn2) },
					{ label: 'Fill', value: percentText(result.fillPercent) },
					{ label: 'Pass or fail', value: usStatus(result) },
					{ label: 'Smallest conduit', value: usSmallest(result) },
				]}
			/>
			<ResultsTable
				caption={`Maximum of each wire alone in ${conduit}`}
				rows={result.rows.map((row) => ({ label: wireLabel(row), value: formatCount(row.maxAlone) }))}
			/>
		</>
	)
}

function UkTables({ result }: { result: UkConduitFillResult }) {
	const isCovered = result.conduitFactor !== null
	return (
		<>
			<ResultsTable
				caption="Cable-factor method (IET On-Site Guide)"
				rows={[
					{ label: 'Method', value: ukMethod(result) },
					{ label: 'Sum of cable factors', value: formatCount(result.cableFactorSum) },
					{ label: 'Conduit factor', value: isCovered ? formatCount(result.conduitFactor ?? 0) : '— (not covered)' },
					{ label: 'Capacity used', value: result.usedPercent === null ? '–' : percentText(result.usedPercent) },
					{ label: 'Pass or fail', value: ukStatus(result) },
					{ label: 'Smallest conduit', value: ukSmallest(result) },
				]}
			/>
			<ResultsTable
				caption={`Maximum of each cable alone in a ${result.diameterMm} mm conduit`}
				rows={result.rows.map((row) => ({
					label: cableLabel(row),
					value: row.maxAlone === null ? '–' : formatCount(row.maxAlone),
				}))}
			/>
			<ResultNote>{UK_GROUPING_NOTE}</ResultNote>
		</>
	)
}

function inputItems(input: ConduitFillInput) {
	const standard = { label: 'Standard', value: optionLabel(STANDARD_OPTIONS, input.standard) }
	if (input.standard === 'metric') {
		return [
			standard,
			{ label: CONDUIT_FILL_LABELS.diameter, value: `${input.diameter} mm` },
			{
				label: CONDUIT_FILL_LABELS.runLength,
				value: `${formatNumber(input.runLength)} m (${formatNumber(input.runLength * FT_PER_M)} ft)`,
			},
			{ label: CONDUIT_FILL_LABELS.bends, value: formatCount(input.bends) },
			...input.rows.map((row) => ({ label: row.name, value: `${row.count} × ${ukCableName(row.cable)}` })),
		]
	}
	return [
		standard,
		{ label: CONDUIT_FILL_LABELS.conduitType, value: optionLabel(CONDUIT_TYPE_OPTIONS, input.conduitType) },
		{ label: CONDUIT_FILL_LABELS.tradeSize, value: `${input.tradeSize} in` },
		...input.rows.map((row) => ({
			label: row.name,
			value: `${row.count} × ${wireSizeName(row.size)} ${optionLabel(WIRE_TYPE_OPTIONS, row.type)}`,
		})),
	]
}

export function ConduitFillResults({ input, result, onStartNew }: ResultsProps<ConduitFillInput, ConduitFillResult>) {
	const isUs = result.standard === 'imperial'
	return (
		<ResultsCard
			headlineLabel={isUs ? 'Conduit fill' : 'Conduit capacity'}
			headlineValue={isUs ? usHeadline(result) : ukHeadline(result)}
			isHeadlineMessage
			onStartNew={onStartNew}
		>
			<InputSummary items={inputItems(input)} />
			{isUs ? <UsTables result={result} /> : <UkTables result={result} />}
			<SafetyNote />
			<TipsList tips={CONDUIT_FILL_TIPS} />
		</ResultsCard>
	)
}
