import { optionLabel } from '#app/components/form/select-field.tsx'
import type { ResultLine, ShownResult } from '#app/components/results/result-lines.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { LS_PER_CFM, M3H_PER_LS, SECONDS_PER_MINUTE } from '#app/lib/units.ts'
import { NO_US_UTILITY_MESSAGE, OPERATION_OPTIONS, ROOM_OPTIONS } from './fields.ts'
import { HVI_CFM_PER_FIXTURE, HVI_CFM_PER_FT2, HVI_CFM_PER_JETTED_TUB, US_MINIMUM_CFM } from './options.ts'
import { type CfmInput, LENGTH_UNITS } from './schema.ts'
import type { Airflow, CfmFigures, CfmRule } from './types.ts'

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

/** The rule's own arithmetic up to its airflow (air changes: V × ACH ÷ 60 or ÷ 3.6; HVI: the larger of its figure and 50 CFM); a table's figure has none. */
function ruleSteps(input: CfmInput, { rule }: CfmFigures, volume: string) {
	const isImperial = input.unit === 'imperial'
	switch (rule.kind) {
		case 'airChanges':
		case 'usKitchenContinuous':
			return `${volume} × ${formatEntered(rule.ach)} ÷ ${isImperial ? SECONDS_PER_MINUTE : M3H_PER_LS} =`
		case 'hviArea':
			return `max(${formatNumber(rule.areaFt2)} ft² × ${HVI_CFM_PER_FT2}, ${US_MINIMUM_CFM}) =`
		case 'hviFixtures':
			return `max(${HVI_CFM_PER_FIXTURE} × ${rule.fixtures} + ${HVI_CFM_PER_JETTED_TUB} × ${rule.jettedTubs}, ${US_MINIMUM_CFM}) =`
		default:
			return undefined
	}
}

/**
 * docs/calculators/cfm-calculator.md §3: the lines: the airflow (CFM imperial, L/s metric) or, with no US minimum, the
 * message in its place; the airflow in its three units, the room's volume and floor area, the rule and the fan
 * rating. The rule's unit is worked (`source`), the other converted (1 CFM = 0.4719 L/s, 1 L/s = 3.6 m³/h), the fan
 * rating rounded up.
 */
export function cfmShown(input: CfmInput, figures: CfmFigures, source: Airflow | null): ShownResult {
	const isImperial = input.unit === 'imperial'
	const sides = [input.length, input.width, input.height].map(
		(side) => `${formatEntered(side)} ${LENGTH_UNITS[input.unit]}`,
	)
	const [m3, ft3, m2, ft2] = [
		`${formatNumber(figures.volumeM3)} m³`,
		`${formatNumber(figures.volumeFt3)} ft³`,
		`${formatNumber(figures.areaM2)} m²`,
		`${formatNumber(figures.areaFt2)} ft²`,
	]
	const { airflow } = figures
	const unit = isImperial ? 'CFM' : 'L/s'
	const flows = airflow && source ? airflowLines(airflow, source, ruleSteps(input, figures, isImperial ? ft3 : m3)) : []
	const [cfmLine, lsLine] = flows
	const room: Array<ResultLine> = [
		{ label: 'Room volume', value: isImperial ? `${ft3} (${m3})` : `${m3} (${ft3})`, steps: `${sides.join(' × ')} =` },
		{
			label: 'Floor area',
			value: isImperial ? `${ft2} (${m2})` : `${m2} (${ft2})`,
			steps: `${sides[0]} × ${sides[1]} =`,
		},
		{ label: 'Rule applied', value: ruleText(input, figures.rule) },
	]
	const fan: Array<ResultLine> = airflow
		? [
				{
					label: 'Minimum fan rating',
					value: `${formatCount(airflow.fanRating)} ${unit}`,
					steps: `${formatEntered(isImperial ? airflow.cfm : airflow.ls)} →`,
				},
			]
		: []
	const headline = isImperial ? cfmLine : lsLine
	return {
		headline: headline
			? { ...headline, label: 'Airflow needed' }
			: { label: 'Airflow needed', value: NO_US_UTILITY_MESSAGE, isMessage: true },
		tables: [
			{
				caption: input.mode === 'airChanges' ? 'Airflow from Air Changes' : 'Extract Fan Rate',
				lines: [...flows, ...room, ...fan],
			},
		],
	}
}

/** The airflow in CFM, L/s and m³/h: the rule's unit worked (`rule`, none for a table's figure), the others converted. */
function airflowLines(
	airflow: NonNullable<CfmFigures['airflow']>,
	source: Airflow,
	rule: string | undefined,
): Array<ResultLine> {
	const [cfmText, ls] = [cfm(airflow.cfm), `${formatNumber(airflow.ls)} L/s`]
	const perCfm = formatEntered(LS_PER_CFM)
	const isCfm = 'cfm' in source
	return [
		{ label: 'CFM', value: cfmText, steps: isCfm ? rule : `${ls} ÷ ${perCfm} =` },
		{ label: 'Litres per second', value: ls, steps: isCfm ? `${cfmText} × ${perCfm} =` : rule },
		{
			label: 'Cubic metres per hour',
			value: `${formatNumber(airflow.m3h)} m³/h`,
			steps: `${ls} × ${formatEntered(M3H_PER_LS)} =`,
		},
	]
}
