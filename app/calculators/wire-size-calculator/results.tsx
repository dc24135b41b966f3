import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary, type SummaryItem } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { type ResultRow, ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import {
	SINGLE_CORE_METHOD_LABELS,
	type SingleCoreMethod,
	TWIN_AND_EARTH_METHOD_LABELS,
	type TwinAndEarthMethod,
} from '#app/families/electrical/bs7671-tables.ts'
import {
	CABLE_TYPE_OPTIONS,
	cableTypeWords,
	conductorAreaText,
	resistanceText,
} from '#app/families/electrical/conductor-text.ts'
import { SafetyNote } from '#app/families/electrical/safety-note.tsx'
import {
	aluminumWord,
	ASSUMPTIONS,
	describeSystem,
	formatLengthBoth,
	STANDARD_OPTIONS,
} from '#app/families/electrical/standard.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { SizeCheck, WireSizeResult } from './compute.ts'
import {
	ALUMINUM_WARNING,
	BEYOND_HEADLINES,
	COLUMN_90_WARNING,
	NO_SIZE_HEADLINES,
	WIRE_SIZE_LABELS as LABELS,
	wireSizeTips,
} from './fields.ts'
import type { WireSizeInput } from './schema.ts'

const amps = (value: number) => `${formatNumber(value)} A`
const volts = (value: number) => `${formatNumber(value)} V`
const percent = (value: number) => `${formatNumber(value)} %`

/** '65 A (75 °C column)', '20 A (75 °C column, limited by NEC 240.4(D))', '45 A (Method 100)', '50 A (Method B, three-phase)'. */
function ratingText(size: SizeCheck, input: WireSizeInput, result: WireSizeResult) {
	const rating = `${formatEntered(size.rating)} A`
	if (result.standard === 'imperial') {
		return `${rating} (${input.column} °C column${size.isLimitedBy2404D ? ', limited by NEC 240.4(D)' : ''})`
	}
	const phase = input.cableType === 'single-core' ? `, ${result.phase === 'three' ? 'three' : 'single'}-phase` : ''
	return `${rating} (Method ${input.method}${phase})`
}

/** '6 AWG copper', '250 kcmil aluminum', '10 mm² twin and earth (copper)'. */
function headlineFor(size: SizeCheck, input: WireSizeInput) {
	if (input.standard === 'imperial') {
		return `${size.name} ${input.material === 'aluminum' ? aluminumWord('imperial') : 'copper'}`
	}
	return `${size.name} ${cableTypeWords(input.cableType)} (copper)`
}

/** A neighbour of the recommended size: rating, drop and whether it passes both checks. */
function neighbourRow(label: string, size: SizeCheck | undefined): Array<ResultRow> {
	if (!size) return []
	const passes = size.passesRating && size.passesDrop
	return [
		{
			label: `${label} (${size.name})`,
			value: `${formatEntered(size.rating)} A · ${volts(size.dropV)} (${percent(size.dropPercent)}) · ${passes ? 'PASS' : 'FAIL'}`,
		},
	]
}

function resultRows(input: WireSizeInput, result: WireSizeResult): Array<ResultRow> {
	const { standard, sizes, recommended, deviceRating } = result
	const loadRows: Array<ResultRow> = [{ label: LABELS.current, value: amps(result.current) }]
	if (standard === 'imperial') {
		const continuous = result.isContinuous ? ' (× 1.25 continuous)' : ''
		loadRows.push({ label: 'Design current', value: `${amps(result.designCurrent)}${continuous}` })
	}
	const lengthRow = { label: 'One-way length', value: formatLengthBoth(result.length, standard) }
	if (deviceRating === null) return [...loadRows, lengthRow]
	const deviceRow = { label: standard === 'imperial' ? 'Breaker rating' : 'MCB rating', value: `${deviceRating} A` }
	const aloneRows = [
		{ label: 'Size by current rating alone', value: sizes[result.byRating]?.name ?? 'none' },
		{ label: 'Size by voltage drop alone', value: sizes[result.byDrop]?.name ?? 'none' },
	]
	const size = sizes[recommended]
	if (!size) return [...loadRows, deviceRow, lengthRow, ...aloneRows]
	return [
		...loadRows,
		deviceRow,
		{ label: 'Rating of recommended size', value: ratingText(size, input, result) },
		...(standard === 'imperial' ? [{ label: 'Conductor area', value: conductorAreaText(size.cmil) }] : []),
		{ label: 'Resistance used', value: resistanceText(size.figure) },
		{ label: 'Voltage drop', value: volts(size.dropV) },
		{ label: 'Voltage drop (%)', value: percent(size.dropPercent) },
		{ label: 'Voltage at load', value: volts(Math.max(0, result.voltage - size.dropV)) },
		lengthRow,
		...aloneRows,
		...neighbourRow('Next smaller size', sizes[recommended - 1]),
		...neighbourRow('Next larger size', sizes[recommended + 1]),
	]
}

function summaryItems(input: WireSizeInput, result: WireSizeResult): Array<SummaryItem> {
	const load =
		input.loadMode === 'current'
			? `${formatEntered(input.current)} A`
			: `${formatEntered(input.power)} ${input.loadMode}, power factor ${formatNumber(input.powerFactor)}`
	const conductor: Array<SummaryItem> =
		input.standard === 'imperial'
			? [
					{ label: LABELS.material, value: input.material === 'aluminum' ? 'Aluminum' : 'Copper' },
					{ label: LABELS.column, value: `${input.column} °C` },
					{ label: LABELS.isContinuous, value: input.isContinuous ? 'Yes' : 'No' },
				]
			: [
					{ label: LABELS.cableType, value: optionLabel(CABLE_TYPE_OPTIONS, input.cableType) },
					{
						label: LABELS.method,
						value:
							input.cableType === 'twin-and-earth'
								? TWIN_AND_EARTH_METHOD_LABELS[input.method as TwinAndEarthMethod]
								: SINGLE_CORE_METHOD_LABELS[input.method as SingleCoreMethod],
					},
				]
	return [
		{ label: 'Standard', value: optionLabel(STANDARD_OPTIONS, input.standard) },
		{ label: input.loadMode === 'current' ? LABELS.current : LABELS.power, value: load },
		{ label: 'System', value: describeSystem(input.system, { voltage: result.voltage, phase: result.phase }) },
		...conductor,
		{ label: 'One-way length', value: `${formatEntered(input.length)} ${input.lengthUnit}` },
		{ label: LABELS.maxDrop, value: `${formatEntered(input.maxDrop)} %` },
	]
}

export function WireSizeResults({ input, result, onStartNew }: ResultsProps<WireSizeInput, WireSizeResult>) {
	const { standard } = result
	const size = result.sizes[result.recommended]
	const headline =
		result.deviceRating === null
			? BEYOND_HEADLINES[standard]
			: size
				? headlineFor(size, input)
				: NO_SIZE_HEADLINES[standard === 'imperial' ? 'imperial' : input.cableType]
	return (
		<ResultsCard
			headlineLabel="Recommended size"
			headlineValue={headline}
			isHeadlineMessage={!size}
			onStartNew={onStartNew}
		>
			{size ? <p>sized by {result.governing}</p> : null}
			{result.is90Column ? <ResultNote>{COLUMN_90_WARNING}</ResultNote> : null}
			{result.isAluminum ? <ResultNote>{ALUMINUM_WARNING}</ResultNote> : null}
			<InputSummary items={summaryItems(input, result)} />
			<ResultsTable caption="Sizing against both limits" rows={resultRows(input, result)} />
			<p>{ASSUMPTIONS[standard]}</p>
			<SafetyNote />
			<TipsList tips={wireSizeTips(standard)} />
		</ResultsCard>
	)
}
