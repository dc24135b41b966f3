import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { type ResultRow, ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { ukSizeName } from '#app/calculators/electrical/shared/bs7671-tables.ts'
import { SafetyNote } from '#app/calculators/electrical/shared/safety-note.tsx'
import {
	ASSUMPTIONS,
	describeSystem,
	formatLengthBoth,
	formatSignificant3,
	ohmsPerKm,
	STANDARD_OPTIONS,
} from '#app/calculators/electrical/shared/standard.ts'
import { MATERIAL_OPTIONS } from '#app/calculators/electrical/shared/conductor-options.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import type { VoltageDropResult } from './compute.ts'
import type { VoltageDropConductor } from './types.ts'
import { overReferenceWarning, SUPPLY_WARNING, VOLTAGE_DROP_LABELS, VOLTAGE_DROP_TIPS } from './fields.ts'
import type { VoltageDropInput } from './schema.ts'
import { passFail, percentText, voltageDropHeadline, volts } from './shown.ts'

/** '12 AWG copper', '250 kcmil aluminum', '2.5 mm² twin and earth (copper)', '10 mm² single-core (copper)'. */
function describeConductor(conductor: VoltageDropConductor) {
	if (conductor.standard === 'imperial') {
		return `${conductor.size} ${optionLabel(MATERIAL_OPTIONS, conductor.metal).toLowerCase()}`
	}
	const type = conductor.cableType === 'twin-and-earth' ? 'twin and earth' : 'single-core'
	return `${ukSizeName(conductor.size)} ${type} (copper)`
}

function conductorRows({ conductor }: VoltageDropResult): Array<ResultRow> {
	if (conductor.standard === 'metric') {
		return [{ label: 'Resistance used', value: `${formatEntered(conductor.mVPerAm)} mV/A/m` }]
	}
	const { ohmsPerKft, cmil, mm2 } = conductor
	return [
		{
			label: 'Resistance used',
			value: `${formatSignificant3(ohmsPerKft)} Ω/kft (${formatSignificant3(ohmsPerKm(ohmsPerKft))} Ω/km)`,
		},
		{ label: 'Conductor area', value: `${formatCount(cmil)} cmil (≈ ${formatNumber(mm2)} mm²)` },
	]
}

/** '20 A (75 °C column, limited by NEC 240.4(D))', '27 A (Method C)', '59 A (Method C, three-phase)'. */
function referenceText({ reference, conductor }: VoltageDropResult) {
	const amps = `${formatEntered(reference.amps)} A`
	if (conductor.standard === 'imperial') {
		return `${amps} (75 °C column${reference.isLimitedBy2404D ? ', limited by NEC 240.4(D)' : ''})`
	}
	const phase =
		conductor.cableType === 'single-core' ? `, ${reference.phase === 'three' ? 'three' : 'single'}-phase` : ''
	return `${amps} (Method C${phase})`
}

export function VoltageDropResults({ input, result, onStartNew }: ResultsProps<VoltageDropInput, VoltageDropResult>) {
	const { standard, limitPercent } = result
	const limit = formatEntered(limitPercent)
	const system = describeSystem(input.system, { voltage: result.voltage, phase: result.phase })
	return (
		<ResultsCard
			headlineLabel="Voltage drop"
			headlineValue={voltageDropHeadline(result)}
			isHeadlineMessage
			onStartNew={onStartNew}
		>
			{result.isDropAtLeastSupply ? <ResultNote>{SUPPLY_WARNING}</ResultNote> : null}
			{result.isOverReference ? (
				<ResultNote>{overReferenceWarning(formatEntered(result.reference.amps))}</ResultNote>
			) : null}
			<InputSummary
				items={[
					{ label: 'Standard', value: optionLabel(STANDARD_OPTIONS, standard) },
					{ label: 'Conductor', value: describeConductor(result.conductor) },
					{ label: VOLTAGE_DROP_LABELS.current, value: `${formatEntered(input.current)} A` },
					{ label: 'System', value: system },
					{ label: 'One-way length', value: `${formatEntered(input.length)} ${input.lengthUnit}` },
					{ label: VOLTAGE_DROP_LABELS.limit, value: `${limit} %` },
				]}
			/>
			<ResultsTable
				caption="Voltage drop along the run"
				rows={[
					{ label: 'Voltage drop', value: volts(result.dropV) },
					{ label: 'Voltage drop (%)', value: percentText(result.dropPercent) },
					{ label: 'Voltage at load', value: volts(result.loadV) },
					{ label: '3 % limit', value: passFail(result.passes3) },
					{ label: '5 % limit', value: passFail(result.passes5) },
					{ label: `Maximum one-way length for ${limit} %`, value: formatLengthBoth(result.maxLength, standard) },
					...conductorRows(result),
					{ label: 'One-way length', value: formatLengthBoth(result.length, standard) },
					{ label: 'Reference rating', value: referenceText(result) },
				]}
			/>
			<p>{ASSUMPTIONS[standard]}</p>
			<SafetyNote />
			<TipsList tips={VOLTAGE_DROP_TIPS} />
		</ResultsCard>
	)
}
