import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { type ResultRow, ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import {
	SINGLE_CORE_METHOD_OPTIONS,
	TWIN_AND_EARTH_METHOD_OPTIONS,
	UK_MCB_RATINGS,
} from '#app/families/electrical/bs7671-tables.ts'
import {
	CABLE_TYPE_OPTIONS,
	cableTypeWords,
	conductorAreaText,
	MATERIAL_OPTIONS,
	resistanceText,
} from '#app/families/electrical/conductor-text.ts'
import { US_BREAKER_RATINGS } from '#app/families/electrical/nec-tables.ts'
import { SafetyNote } from '#app/families/electrical/safety-note.tsx'
import { ASSUMPTIONS, describeSystem, formatLengthBoth, STANDARD_OPTIONS } from '#app/families/electrical/standard.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { SizeCheck, WireSizeResult } from './compute.ts'
import {
	ALUMINUM_WARNING,
	beyondHeadline,
	COLUMN_90_WARNING,
	noSizeHeadline,
	WIRE_SIZE_LABELS as LABELS,
	wireSizeTips,
} from './fields.ts'
import type { UkMethod, WireSizeInput } from './schema.ts'

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
		// The US spelling is the value: 'copper', 'aluminum'.
		return `${size.name} ${input.material}`
	}
	return `${size.name} ${cableTypeWords(input.cableType)} (copper)`
}

type Pair = readonly [label: string, value: string] | false | undefined

/** Rows from [label, value] pairs, leaving out those not shown (false). */
function rows(pairs: ReadonlyArray<Pair>): Array<ResultRow> {
	return pairs.filter((pair) => !!pair).map(([label, value]) => ({ label, value }))
}

/** A neighbour of the recommended size: rating, drop and whether it passes both checks. */
function neighbour(label: string, size: SizeCheck | undefined): Pair {
	return (
		size && [
			`${label} (${size.name})`,
			`${formatEntered(size.rating)} A · ${volts(size.dropV)} (${percent(size.dropPercent)}) · ${size.passesRating && size.passesDrop ? 'PASS' : 'FAIL'}`,
		]
	)
}

/**
 * §1 outputs. Beyond the devices: load, design current and length only. No size fits: the breaker and the two
 * 'alone' sizes too. Otherwise every figure of the recommended size and its neighbours.
 */
function resultRows(input: WireSizeInput, result: WireSizeResult) {
	const { standard, sizes, recommended, deviceRating } = result
	const isUs = standard === 'imperial'
	const size = sizes[recommended]
	const fits = deviceRating !== null
	return rows([
		[LABELS.current, amps(result.current)],
		isUs && ['Design current', `${amps(result.designCurrent)}${result.isContinuous ? ' (× 1.25 continuous)' : ''}`],
		fits && [isUs ? 'Breaker rating' : 'MCB rating', `${deviceRating} A`],
		size && ['Rating of recommended size', ratingText(size, input, result)],
		size && isUs && ['Conductor area', conductorAreaText(size.cmil)],
		size && ['Resistance used', resistanceText(size.figure)],
		size && ['Voltage drop', volts(size.dropV)],
		size && ['Voltage drop (%)', percent(size.dropPercent)],
		size && ['Voltage at load', volts(Math.max(0, result.voltage - size.dropV))],
		['One-way length', formatLengthBoth(result.length, standard)],
		fits && ['Size by current rating alone', sizes[result.byRating]?.name ?? 'none'],
		fits && ['Size by voltage drop alone', sizes[result.byDrop]?.name ?? 'none'],
		size && neighbour('Next smaller size', sizes[recommended - 1]),
		size && neighbour('Next larger size', sizes[recommended + 1]),
	])
}

function summaryItems(input: WireSizeInput, result: WireSizeResult) {
	const isUs = input.standard === 'imperial'
	const isCurrent = input.loadMode === 'current'
	return rows([
		['Standard', optionLabel(STANDARD_OPTIONS, input.standard)],
		isCurrent
			? [LABELS.current, `${formatEntered(input.current)} A`]
			: [
					LABELS.power,
					`${formatEntered(input.power)} ${input.loadMode}, power factor ${formatNumber(input.powerFactor)}`,
				],
		['System', describeSystem(input.system, { voltage: result.voltage, phase: result.phase })],
		[
			'Conductor',
			isUs
				? `${optionLabel(MATERIAL_OPTIONS, input.material)}, ${input.column} °C column${input.isContinuous ? ', continuous load' : ''}`
				: `${optionLabel(CABLE_TYPE_OPTIONS, input.cableType)}, ${optionLabel<UkMethod>(
						input.cableType === 'twin-and-earth' ? TWIN_AND_EARTH_METHOD_OPTIONS : SINGLE_CORE_METHOD_OPTIONS,
						input.method,
					)}`,
		],
		['One-way length', `${formatEntered(input.length)} ${input.lengthUnit}`],
		[LABELS.maxDrop, `${formatEntered(input.maxDrop)} %`],
	])
}

export function WireSizeResults({ input, result, onStartNew }: ResultsProps<WireSizeInput, WireSizeResult>) {
	const { standard } = result
	const size = result.sizes[result.recommended]
	const largest = result.sizes.at(-1)?.name
	const headline = size
		? headlineFor(size, input)
		: result.deviceRating === null
			? beyondHeadline((standard === 'imperial' ? US_BREAKER_RATINGS : UK_MCB_RATINGS).at(-1) ?? 0)
			: noSizeHeadline(
					standard === 'imperial'
						? `${largest}`
						: `${largest} ${input.cableType === 'twin-and-earth' ? 'T&E' : 'single-core'}`,
				)
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
