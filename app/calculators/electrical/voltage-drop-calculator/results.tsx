import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { ukSizeName } from '#app/calculators/electrical/shared/bs7671-tables.ts'
import { SafetyNote } from '#app/calculators/electrical/shared/safety-note.tsx'
import { ASSUMPTIONS, describeSystem } from '#app/calculators/electrical/shared/standard.ts'
import { STANDARD_OPTIONS } from '#app/calculators/electrical/shared/standard-options.ts'
import { MATERIAL_OPTIONS } from '#app/calculators/electrical/shared/conductor-options.ts'
import { formatEntered } from '#app/lib/format.ts'
import type { VoltageDropResult } from './compute.ts'
import type { VoltageDropConductor } from './types.ts'
import { SUPPLY_WARNING, VOLTAGE_DROP_LABELS, VOLTAGE_DROP_TIPS } from './fields.ts'
import { overReferenceWarning } from './reference-text.ts'
import type { VoltageDropInput } from './schema.ts'

/** '12 AWG copper', '250 kcmil aluminum', '2.5 mm² twin and earth (copper)', '10 mm² single-core (copper)'. */
function describeConductor(conductor: VoltageDropConductor) {
	if (conductor.standard === 'imperial') {
		return `${conductor.size} ${optionLabel(MATERIAL_OPTIONS, conductor.metal).toLowerCase()}`
	}
	const type = conductor.cableType === 'twin-and-earth' ? 'twin and earth' : 'single-core'
	return `${ukSizeName(conductor.size)} ${type} (copper)`
}

export function VoltageDropResults({ input, result, onStartNew }: ResultsProps<VoltageDropInput, VoltageDropResult>) {
	const { standard } = result
	const system = describeSystem(input.system, { voltage: result.voltage, phase: result.phase })
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			{result.isDropAtLeastSupply ? <ResultNote>{SUPPLY_WARNING}</ResultNote> : null}
			{result.isOverReference ? <ResultNote>{overReferenceWarning(result)}</ResultNote> : null}
			<InputSummary
				items={[
					{ label: 'Standard', value: optionLabel(STANDARD_OPTIONS, standard) },
					{ label: 'Conductor', value: describeConductor(result.conductor) },
					{ label: VOLTAGE_DROP_LABELS.current, value: `${formatEntered(input.current)} A` },
					{ label: 'System', value: system },
					{ label: 'One-way length', value: `${formatEntered(input.length)} ${input.lengthUnit}` },
					{ label: VOLTAGE_DROP_LABELS.limit, value: `${formatEntered(result.limitPercent)} %` },
				]}
			/>
			<ResultTables tables={result.shown.tables} />
			<p>{ASSUMPTIONS[standard]}</p>
			<SafetyNote />
			<TipsList tips={VOLTAGE_DROP_TIPS} />
		</ResultsCard>
	)
}
