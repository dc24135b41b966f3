import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { type ResultRow, ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { CABLE_TYPE_OPTIONS, conductorAreaText, resistanceText } from '#app/families/electrical/conductor-text.ts'
import { SafetyNote } from '#app/families/electrical/safety-note.tsx'
import { ASSUMPTIONS, describeSystem, formatLengthBoth } from '#app/families/electrical/standard.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { SizeCheck, WireSizeResult } from './compute.ts'
import { ALUMINUM_WARNING, COLUMN_90_WARNING, WIRE_SIZE_LABELS as LABELS, wireSizeTips } from './fields.ts'
import type { WireSizeInput } from './schema.ts'
import { amps, neighbourText, percent, volts, wireSizeHeadline } from './shown.ts'

/** '65 A (75 °C column)', '20 A (75 °C column, limited by NEC 240.4(D))', '45 A (Method 100)'. */
function ratingText(size: SizeCheck, input: WireSizeInput) {
	const rating = `${formatEntered(size.rating)} A`
	return input.standard === 'imperial'
		? `${rating} (${input.column} °C column${size.isLimitedBy2404D ? ', limited by NEC 240.4(D)' : ''})`
		: `${rating} (Method ${input.method})`
}

type Pair = readonly [label: string, value: string] | false | undefined

/** Rows from [label, value] pairs, leaving out those not shown (false). */
function rows(pairs: ReadonlyArray<Pair>): Array<ResultRow> {
	return pairs.filter((pair) => !!pair).map(([label, value]) => ({ label, value }))
}

/** A neighbour of the recommended size: rating, drop and whether it passes both checks. */
function neighbour(label: string, size: SizeCheck | undefined): Pair {
	return size && [`${label} (${size.name})`, neighbourText(size)]
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
		size && ['Rating of recommended size', ratingText(size, input)],
		size && isUs && ['Conductor area', conductorAreaText(size.cmil)],
		size && ['Resistance used', resistanceText(size.figure)],
		size && ['Voltage drop', volts(size.dropV)],
		size && ['Voltage drop (%)', percent(size.dropPercent)],
		// VD% ≤ 10 % for a recommended size, so the load voltage is positive.
		size && ['Voltage at load', volts(result.voltage - size.dropV)],
		['One-way length', formatLengthBoth(result.length, standard)],
		fits && ['Size by rating alone', sizes[result.byRating]?.name ?? 'none'],
		fits && ['Size by voltage drop alone', sizes[result.byDrop]?.name ?? 'none'],
		size && neighbour('Next smaller size', sizes[recommended - 1]),
		size && neighbour('Next larger size', sizes[recommended + 1]),
	])
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
					`${input.material}, ${input.column} °C column${input.isContinuous ? ', continuous load' : ''}`
				: `${optionLabel(CABLE_TYPE_OPTIONS, input.cableType)}, method ${input.method}`,
		],
		[LABELS.maxDrop, `${formatEntered(input.maxDrop)} %`],
	])
}

export function WireSizeResults({ input, result, onStartNew }: ResultsProps<WireSizeInput, WireSizeResult>) {
	const { standard } = result
	const isUs = standard === 'imperial'
	const size = result.sizes[result.recommended]
	return (
		<ResultsCard
			headlineLabel="Recommended size"
			headlineValue={wireSizeHeadline(input, result)}
			isHeadlineMessage={!size}
			onStartNew={onStartNew}
		>
			{size ? <p>sized by {result.governing}</p> : null}
			{isUs && input.column === '90' ? <ResultNote>{COLUMN_90_WARNING}</ResultNote> : null}
			{isUs && input.material === 'aluminum' ? <ResultNote>{ALUMINUM_WARNING}</ResultNote> : null}
			<InputSummary items={summaryItems(input)} />
			<ResultsTable caption="Sizing" rows={resultRows(input, result)} />
			<p>{ASSUMPTIONS[standard]}</p>
			<SafetyNote />
			<TipsList tips={wireSizeTips(standard)} />
		</ResultsCard>
	)
}
