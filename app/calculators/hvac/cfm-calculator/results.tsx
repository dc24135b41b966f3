import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import type { CfmResult } from './compute.ts'
import {
	ACH_PRESET_OPTIONS,
	CFM_LABELS,
	KITCHEN_FAN_OPTIONS,
	MODE_OPTIONS,
	OPERATION_OPTIONS,
	ROOM_OPTIONS,
	RULES_OPTIONS,
} from './fields.ts'
import { type CfmInput, FIXTURE_KEYS, LENGTH_UNITS } from './schema.ts'

const TIPS = [
	'A fan’s rating holds only at its stated pressure (ASHRAE 62.2 asks for the rating at 0.25 in. w.c.; many UK fans quote free air); long or flexible ducts cut real airflow, so choose a fan above the minimum.',
	'Run bathroom fans on after use: HVI suggests 20 minutes, Approved Document F a 15-minute overrun (timer or humidistat).',
	'Recirculating cooker hoods do not count as extract ventilation; the air must go outside.',
]

function inputItems(input: CfmInput) {
	const unit = LENGTH_UNITS[input.unit]
	const items = [
		{ label: 'Unit System', value: input.unit === 'imperial' ? 'Imperial' : 'Metric' },
		{ label: CFM_LABELS.mode, value: optionLabel(MODE_OPTIONS, input.mode) },
		{ label: 'Room size', value: formatLengths([input.length, input.width, input.height], unit) },
	]
	if (input.mode === 'airChanges') {
		return [
			...items,
			{ label: CFM_LABELS.achPreset, value: optionLabel(ACH_PRESET_OPTIONS, input.achPreset) },
			{ label: CFM_LABELS.ach, value: formatEntered(input.ach) },
		]
	}
	const fixtures =
		input.toilets + input.showers + input.bathtubs + input.jettedTubs > 0
			? FIXTURE_KEYS.map((key) => ({ label: CFM_LABELS[key], value: formatCount(input[key]) }))
			: []
	const kitchenFan =
		input.room === 'kitchen' && input.operation === 'intermittent'
			? [{ label: CFM_LABELS.kitchenFan, value: optionLabel(KITCHEN_FAN_OPTIONS, input.kitchenFan) }]
			: []
	return [
		...items,
		{ label: CFM_LABELS.rules, value: optionLabel(RULES_OPTIONS, input.rules) },
		{ label: CFM_LABELS.room, value: optionLabel(ROOM_OPTIONS, input.room) },
		{ label: CFM_LABELS.operation, value: optionLabel(OPERATION_OPTIONS, input.operation) },
		...kitchenFan,
		...fixtures,
	]
}

export function CfmResults({ input, result, onStartNew }: ResultsProps<CfmInput, CfmResult>) {
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			<InputSummary items={inputItems(input)} />
			<ResultTables tables={result.shown.tables} />
			<TipsList tips={TIPS} />
		</ResultsCard>
	)
}
