import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import type { CfmResult, CfmRule } from './compute.ts'
import {
	ACH_PRESET_OPTIONS,
	CFM_LABELS,
	KITCHEN_FAN_OPTIONS,
	MODE_OPTIONS,
	NO_US_UTILITY_MESSAGE,
	OPERATION_OPTIONS,
	ROOM_OPTIONS,
	RULES_OPTIONS,
} from './fields.ts'
import { US_MINIMUM_CFM } from './options.ts'
import { type CfmInput, FIXTURE_KEYS, LENGTH_UNITS } from './schema.ts'

const TIPS = [
	'A fan’s rating holds only at its stated pressure (ASHRAE 62.2 asks for the rating at 0.25 in. w.c.; many UK fans quote free air); long or flexible ducts cut real airflow, so choose a fan above the minimum.',
	'Run bathroom fans on after use: HVI suggests 20 minutes, Approved Document F a 15-minute overrun (timer or humidistat).',
	'Recirculating cooker hoods do not count as extract ventilation; the air must go outside.',
]

export const CFM_HEADLINE = 'Airflow needed'

const cfm = (value: number) => `${formatNumber(value)} CFM`

/** 'HVI … gives 45 CFM, not above the 50 CFM minimum: 50 CFM governs' */
function minimumText(hviCfm: number, isMinimumGoverning: boolean) {
	return isMinimumGoverning
		? `gives ${cfm(hviCfm)}, not above the ${US_MINIMUM_CFM} CFM minimum: ${US_MINIMUM_CFM} CFM governs`
		: `gives ${cfm(hviCfm)}, above the ${US_MINIMUM_CFM} CFM minimum: ${cfm(hviCfm)} governs`
}

/** The rule applied, in words, with its figures. */
function ruleText(input: CfmInput, rule: CfmRule) {
	const room = optionLabel(ROOM_OPTIONS, input.room)
	const operation = optionLabel(OPERATION_OPTIONS, input.operation).toLowerCase()
	switch (rule.kind) {
		case 'airChanges':
			return `${formatEntered(rule.ach)} air changes per hour of the room’s volume`
		case 'hviArea':
			return `HVI 1 CFM per ft² (${formatNumber(rule.areaFt2)} ft², up to 100 ft²) ${minimumText(rule.hviCfm, rule.isMinimumGoverning)}`
		case 'hviFixtures':
			return `HVI over 100 ft²: 50 CFM per toilet, shower and bathtub (${formatCount(rule.fixtures)}) and 100 CFM per jetted tub (${formatCount(rule.jettedTubs)}) ${minimumText(rule.hviCfm, rule.isMinimumGoverning)}`
		case 'usKitchenContinuous':
			return `ASHRAE 62.2 kitchen, continuous: ${formatCount(rule.ach)} air changes per hour of the kitchen’s volume`
		case 'usTable':
			return `US (HVI / ASHRAE 62.2) ${room.toLowerCase()}, ${operation}: ${formatCount(rule.cfm)} CFM`
		case 'ukTable':
			return `Approved Document F ${room.toLowerCase()}, ${operation}: ${formatCount(rule.ls)} L/s`
		case 'noUsMinimum':
			return NO_US_UTILITY_MESSAGE
	}
}

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
	const isImperial = input.unit === 'imperial'
	const { airflow } = result
	const m3 = `${formatNumber(result.volumeM3)} m³`
	const ft3 = `${formatNumber(result.volumeFt3)} ft³`
	const m2 = `${formatNumber(result.areaM2)} m²`
	const ft2 = `${formatNumber(result.areaFt2)} ft²`
	const headline = airflow ? (isImperial ? cfm(airflow.cfm) : `${formatNumber(airflow.ls)} L/s`) : NO_US_UTILITY_MESSAGE
	const airflowRows = airflow
		? [
				{ label: 'CFM', value: cfm(airflow.cfm) },
				{ label: 'Litres per second', value: `${formatNumber(airflow.ls)} L/s` },
				{ label: 'Cubic metres per hour', value: `${formatNumber(airflow.m3h)} m³/h` },
			]
		: []
	const fanRow = airflow
		? [{ label: 'Minimum fan rating', value: `${formatCount(airflow.fanRating)} ${isImperial ? 'CFM' : 'L/s'}` }]
		: []
	return (
		<ResultsCard headline={{ label: CFM_HEADLINE, value: headline, isMessage: !airflow }} onStartNew={onStartNew}>
			<InputSummary items={inputItems(input)} />
			<ResultsTable
				caption={input.mode === 'airChanges' ? 'Airflow from Air Changes' : 'Extract Fan Rate'}
				lines={[
					...airflowRows,
					{ label: 'Room volume', value: isImperial ? `${ft3} (${m3})` : `${m3} (${ft3})` },
					{ label: 'Floor area', value: isImperial ? `${ft2} (${m2})` : `${m2} (${ft2})` },
					{ label: 'Rule applied', value: ruleText(input, result.rule) },
					...fanRow,
				]}
			/>
			<TipsList tips={TIPS} />
		</ResultsCard>
	)
}
