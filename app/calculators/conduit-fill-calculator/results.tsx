import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { ukCableName } from '#app/families/electrical/iet-cable-factors.ts'
import { wireSizeName } from '#app/families/electrical/nec-chapter-9.ts'
import { formatCount, formatNumber } from '#app/lib/format.ts'
import { FT_PER_M } from '#app/lib/units.ts'
import { type ConduitFillResult, MM2_PER_IN2, type UkConduitFillResult, type UsConduitFillResult } from './compute.ts'
import {
	CONDUIT_FILL_LABELS,
	CONDUIT_FILL_TIPS,
	CONDUIT_TYPE_OPTIONS,
	MESSAGES,
	UK_GROUPING_NOTE,
	WIRE_TYPE_OPTIONS,
} from './fields.ts'
import { SafetyNote } from './safety-note.tsx'
import type { ConduitFillInput } from './schema.ts'
import { STANDARD_OPTIONS } from './standard-field.tsx'

const percent = (value: number) => `${formatNumber(value)} %`
/** §0: conductor and allowed areas to 4 decimals, conduit areas to 3 (as Table 4 prints them); mm² to 2. */
const squareInches = (value: number, decimals = 4) => `${formatNumber(value, decimals)} in²`
const withMm2 = (in2: number, decimals?: number) =>
	`${squareInches(in2, decimals)} (${formatNumber(in2 * MM2_PER_IN2)} mm²)`

function usHeadline(result: UsConduitFillResult) {
	const fill = `Fill ${percent(result.fillPercent)} — `
	const limit = `the ${result.limitPercent} % limit`
	if (result.isPermittedByNote7) return `${fill}over ${limit}, permitted by Chapter 9 Note 7`
	return result.isPass ? `${fill}within ${limit}` : `${fill}over ${limit}`
}

function ukHeadline(result: UkConduitFillResult) {
	if (result.usedPercent === null) return MESSAGES.notCovered
	const fits = result.isPass ? 'fits' : 'does not fit'
	return `Uses ${percent(result.usedPercent)} of a ${result.diameterMm} mm conduit’s capacity — ${fits}`
}

function UsTables({ result }: { result: UsConduitFillResult }) {
	const type = optionLabel(CONDUIT_TYPE_OPTIONS, result.conduitType)
	const conduit = `${result.tradeSize} in ${type}`
	const wire = (row: UsConduitFillResult['rows'][number]) =>
		`${wireSizeName(row.size)} ${optionLabel(WIRE_TYPE_OPTIONS, row.type)}`
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
					{ label: 'Fill', value: percent(result.fillPercent) },
					{
						label: 'Pass or fail',
						value: result.isPermittedByNote7 ? 'Pass, permitted by Chapter 9 Note 7' : result.isPass ? 'Pass' : 'Fail',
					},
					{
						label: 'Smallest conduit',
						value: result.smallestTradeSize ? `${result.smallestTradeSize} in ${type}` : 'None up to 4 in',
					},
				]}
			/>
			<ResultsTable
				caption={`Maximum of each wire alone in ${conduit}`}
				rows={result.rows.map((row) => ({ label: `${row.name}: ${wire(row)}`, value: formatCount(row.maxAlone) }))}
			/>
		</>
	)
}

function ukMethod(result: UkConduitFillResult) {
	if (result.isShortRun) return 'Short straight run (no bends, 3 m or less)'
	const bends = result.bends === 0 ? 'straight' : `${result.bends} bend${result.bends === 1 ? '' : 's'}`
	return `Long run or bends (table row ${formatNumber(result.tableRowM ?? 0, 1)} m, ${bends})`
}

function ukStatus(result: UkConduitFillResult) {
	if (result.conduitFactor === null) return 'Not permitted'
	return result.isPass ? 'Pass (fits)' : 'Fail (does not fit)'
}

function UkTables({ result }: { result: UkConduitFillResult }) {
	const isCovered = result.conduitFactor !== null
	const smallest = result.smallestDiameterMm ? `${result.smallestDiameterMm} mm` : 'None up to 32 mm'
	return (
		<>
			<ResultsTable
				caption="Cable-factor method (IET On-Site Guide)"
				rows={[
					{ label: 'Method', value: ukMethod(result) },
					{ label: 'Sum of cable factors', value: formatCount(result.cableFactorSum) },
					{ label: 'Conduit factor', value: isCovered ? formatCount(result.conduitFactor ?? 0) : '— (not covered)' },
					{ label: 'Capacity used', value: result.usedPercent === null ? '–' : percent(result.usedPercent) },
					{ label: 'Pass or fail', value: ukStatus(result) },
					{ label: 'Smallest conduit', value: isCovered ? smallest : 'None' },
				]}
			/>
			<ResultsTable
				caption={`Maximum of each cable alone in a ${result.diameterMm} mm conduit`}
				rows={result.rows.map((row) => ({
					label: `${row.name}: ${ukCableName(row.cable)}`,
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
