import type { ResultLine, ShownResult } from '#app/components/results/result-lines.ts'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { BTU_H_PER_TON, W_PER_BTU_H } from '#app/lib/units.ts'
import { BTU_H_PER_EXTRA_OCCUPANT, RULE_OUTDOOR_TEMP_C } from './options.ts'
import { AREA_UNITS, type BtuInput, HEIGHT_UNITS } from './schema.ts'
import type { BtuPower, CoolingFigures, HeatingFigures } from './types.ts'

const btuHText = (value: number) => `${formatCount(value)} BTU/h`
const wattsText = (value: number) => `${formatCount(value)} W`
const kWText = (value: number) => `${formatNumber(value)} kW`

/** A signed temperature, with a true minus sign (a value below zero, not a negative quantity): '−3 °C'. */
function celsius(value: number) {
	return `${value < 0 ? '−' : ''}${formatEntered(Math.abs(value))} °C`
}

/** A temperature taken away: '− 5', or '+ 3' for −3 °C. */
function minus(value: number) {
	return `${value < 0 ? '+' : '−'} ${formatEntered(Math.abs(value))}`
}

/** An adjustment as a percentage: '+10 %', '−10 %'. */
function percentage(multiplier: number) {
	const change = Math.round((multiplier - 1) * 100)
	return change === 0 ? 'none' : `${change > 0 ? '+' : '−'}${Math.abs(change)} %`
}

/**
 * The load's W, BTU/h and kW lines: the rule gives the figure in the system's unit (`rule`, up to '='), the other
 * is converted (1 BTU/h = 0.2931 W), kW = W ÷ 1,000.
 */
function powerLines(load: BtuPower, ruleInBtuH: boolean, rule: string) {
	const perBtuH = formatEntered(W_PER_BTU_H)
	const [btuH, watts] = [btuHText(load.btuH), wattsText(load.watts)]
	return {
		btuH: { label: 'BTU per hour', value: btuH, steps: ruleInBtuH ? rule : `${watts} ÷ ${perBtuH} =` },
		watts: { label: 'Watts', value: watts, steps: ruleInBtuH ? `${btuH} × ${perBtuH} =` : rule },
		kW: { label: 'Kilowatts', value: kWText(load.kW), steps: `${watts} ÷ 1,000 =` },
	} satisfies Record<string, ResultLine>
}

/**
 * docs/calculators/btu-calculator.md §3, cooling: the headline (BTU/h, or kW with BTU/h in metric), then the load in
 * every unit and the chart's row with each adjustment. Q = B × f_h × f_sun + occupants + kitchen, in BTU/h.
 */
export function coolingShown(input: BtuInput, result: CoolingFigures): ShownResult {
	const isImperial = input.unit === 'imperial'
	const extras = `${result.extraOccupants ? ` + ${BTU_H_PER_EXTRA_OCCUPANT} × ${result.extraOccupants}` : ''}${result.kitchenBtuH ? ` + ${formatCount(result.kitchenBtuH)}` : ''}`
	const lines = powerLines(
		result,
		true,
		`${btuHText(result.chartBand.btuH)} × ${formatNumber(result.heightFactor)} × ${formatNumber(result.sunFactor)}${extras} =`,
	)
	const area = isImperial ? '' : ` (${formatEntered(input.area)} m²)`
	return {
		headline: {
			label: 'Cooling capacity needed',
			...(isImperial
				? { value: lines.btuH.value, steps: lines.btuH.steps }
				: { value: `${lines.kW.value} (${lines.btuH.value})`, steps: lines.kW.steps }),
		},
		tables: [
			{
				caption: 'Cooling Load (ENERGY STAR room AC chart)',
				lines: [
					lines.btuH,
					lines.watts,
					lines.kW,
					{
						label: 'Tons',
						value: `${formatNumber(result.tons)} tons`,
						steps: `${lines.btuH.value} ÷ ${formatCount(BTU_H_PER_TON)} =`,
					},
					{
						label: 'ENERGY STAR chart band',
						value: `${formatNumber(result.areaFt2)} ft²${area}: up to ${formatCount(result.chartBand.maxFt2)} ft² → ${btuHText(result.chartBand.btuH)}`,
					},
					{
						label: 'Ceiling height adjustment',
						value: `× ${formatNumber(result.heightFactor)} (${formatLengths([input.height], HEIGHT_UNITS[input.unit])} against the chart’s 8 ft)`,
					},
					{
						label: 'Sun exposure adjustment',
						value: `× ${formatNumber(result.sunFactor)} (${percentage(result.sunFactor)})`,
					},
					{
						label: 'Occupants adjustment',
						value: result.extraOccupants
							? `+${btuHText(result.occupantsBtuH)} (${formatCount(result.extraOccupants)} beyond two)`
							: 'None (two or fewer)',
					},
					{ label: 'Kitchen adjustment', value: result.kitchenBtuH ? `+${btuHText(result.kitchenBtuH)}` : 'None' },
				],
			},
		],
	}
}

/**
 * docs/calculators/btu-calculator.md §3, heating: the headline (BTU/h imperial, W metric), then the load in every unit,
 * the volume and the rule's factors. V × k × the four factors in the system's unit, the other converted;
 * V = area × height; f_clim = (T_room − T_out) ÷ (T_room + 3).
 */
export function heatingShown(input: BtuInput, result: HeatingFigures): ShownResult {
	const isImperial = input.unit === 'imperial'
	const m3 = `${formatNumber(result.volumeM3)} m³`
	const ft3 = `${formatNumber(result.volumeFt3)} ft³`
	const perFt3 = `${formatNumber(result.btuHPerFt3)} BTU/h per ft³`
	const perM3 = `${formatNumber(result.wattsPerM3)} W/m³`
	const factors = [result.insulationFactor, result.sunFactor, result.glazingFactor, result.climateFactor]
	const lines = powerLines(
		result,
		isImperial,
		`${isImperial ? `${ft3} × ${perFt3}` : `${m3} × ${perM3}`} × ${factors.map((factor) => formatNumber(factor)).join(' × ')} =`,
	)
	const { roomTempC, outdoorTempC } = result
	return {
		headline: { ...(isImperial ? lines.btuH : lines.watts), label: 'Radiator output needed (catalogue ΔT50 rating)' },
		tables: [
			{
				caption: 'Heating Load (UK radiator rule)',
				lines: [
					lines.watts,
					lines.btuH,
					lines.kW,
					{
						label: 'Room volume',
						value: isImperial ? `${ft3} (${m3})` : `${m3} (${ft3})`,
						steps: `${formatEntered(input.area)} ${AREA_UNITS[input.unit]} × ${formatEntered(input.height)} ${HEIGHT_UNITS[input.unit]} =`,
					},
					{ label: 'Heat per volume', value: isImperial ? `${perFt3} (${perM3})` : `${perM3} (${perFt3})` },
					{ label: 'Insulation factor', value: formatNumber(result.insulationFactor) },
					{ label: 'Sun exposure factor', value: formatNumber(result.sunFactor) },
					{ label: 'Glazing factor', value: formatNumber(result.glazingFactor) },
					{
						label: 'Climate factor',
						value: `${formatNumber(result.climateFactor)} (room ${celsius(roomTempC)}, outside ${celsius(outdoorTempC)})`,
						steps: `(${roomTempC} ${minus(outdoorTempC)}) ÷ (${roomTempC} ${minus(RULE_OUTDOOR_TEMP_C)}) =`,
					},
				],
			},
		],
	}
}
