import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import type { BtuResult, CoolingResult, HeatingResult } from './compute.ts'
import { BTU_LABELS, CLIMATE_OPTIONS, INSULATION_OPTIONS, LOAD_OPTIONS, ROOM_OPTIONS, SUN_OPTIONS } from './fields.ts'
import { AREA_UNITS, type BtuInput, HEIGHT_UNITS } from './schema.ts'

const TIPS = [
	'Do not oversize an air conditioner: an oversized unit cools before it dries the air and leaves the room clammy (ENERGY STAR).',
	'Radiator catalogues quote output at ΔT50 (boiler temperatures); at heat-pump temperatures a radiator gives roughly half, so choose a larger one or ask for the output at your flow temperature.',
	'Rooms with two outside walls, a bay window or a cold floor above a garage need more than this rule gives; a room-by-room BS EN 12831 (UK) or Manual J (US) calculation settles it.',
]

export const COOLING_HEADLINE = 'Cooling capacity needed'
export const HEATING_HEADLINE = 'Radiator output needed (catalogue ΔT50 rating)'

const btuH = (value: number) => `${formatCount(value)} BTU/h`
const watts = (value: number) => `${formatCount(value)} W`
const kW = (value: number) => `${formatNumber(value)} kW`
const factor = (value: number) => formatNumber(value)
/** A signed temperature, with a true minus sign: a value below zero, not a negative quantity. */
const celsius = (value: number) => `${value < 0 ? '−' : ''}${formatEntered(Math.abs(value))} °C`
/** An adjustment as a percentage: '+10 %', '−10 %'. */
const percentage = (multiplier: number) => {
	const change = Math.round((multiplier - 1) * 100)
	return change === 0 ? 'none' : `${change > 0 ? '+' : '−'}${Math.abs(change)} %`
}

function coolingRows(input: BtuInput, result: CoolingResult) {
	const isImperial = input.unit === 'imperial'
	const area = isImperial ? '' : ` (${formatEntered(input.area)} m²)`
	return [
		{ label: 'BTU per hour', value: btuH(result.btuH) },
		{ label: 'Watts', value: watts(result.watts) },
		{ label: 'Kilowatts', value: kW(result.kW) },
		{ label: 'Tons', value: `${formatNumber(result.tons)} tons` },
		{
			label: 'ENERGY STAR chart band',
			value: `${formatNumber(result.areaFt2)} ft²${area}: up to ${formatCount(result.chartBand.maxFt2)} ft² → ${btuH(result.chartBand.btuH)}`,
		},
		{
			label: 'Ceiling height adjustment',
			value: `× ${factor(result.heightFactor)} (${formatLengths([input.height], HEIGHT_UNITS[input.unit])} against the chart’s 8 ft)`,
		},
		{ label: 'Sun exposure adjustment', value: `× ${factor(result.sunFactor)} (${percentage(result.sunFactor)})` },
		{
			label: 'Occupants adjustment',
			value: result.extraOccupants
				? `+${btuH(result.occupantsBtuH)} (${formatCount(result.extraOccupants)} beyond two)`
				: 'None (two or fewer)',
		},
		{ label: 'Kitchen adjustment', value: result.kitchenBtuH ? `+${btuH(result.kitchenBtuH)}` : 'None' },
	]
}

function heatingRows(input: BtuInput, result: HeatingResult) {
	const isImperial = input.unit === 'imperial'
	const m3 = `${formatNumber(result.volumeM3)} m³`
	const ft3 = `${formatNumber(result.volumeFt3)} ft³`
	const perFt3 = `${formatNumber(result.btuHPerFt3)} BTU/h per ft³`
	const perM3 = `${formatNumber(result.wattsPerM3)} W/m³`
	return [
		{ label: 'Watts', value: watts(result.watts) },
		{ label: 'BTU per hour', value: btuH(result.btuH) },
		{ label: 'Kilowatts', value: kW(result.kW) },
		{ label: 'Room volume', value: isImperial ? `${ft3} (${m3})` : `${m3} (${ft3})` },
		{ label: 'Heat per volume', value: isImperial ? `${perFt3} (${perM3})` : `${perM3} (${perFt3})` },
		{ label: 'Insulation factor', value: factor(result.insulationFactor) },
		{ label: 'Sun exposure factor', value: factor(result.sunFactor) },
		{ label: 'Glazing factor', value: factor(result.glazingFactor) },
		{
			label: 'Climate factor',
			value: `${factor(result.climateFactor)} (room ${celsius(result.roomTempC)}, outside ${celsius(result.outdoorTempC)})`,
		},
	]
}

function headline(input: BtuInput, result: BtuResult) {
	if (result.load === 'cooling') {
		return {
			label: COOLING_HEADLINE,
			value: input.unit === 'imperial' ? btuH(result.btuH) : `${kW(result.kW)} (${btuH(result.btuH)})`,
		}
	}
	return { label: HEATING_HEADLINE, value: input.unit === 'imperial' ? btuH(result.btuH) : watts(result.watts) }
}

export function BtuResults({ input, result, onStartNew }: ResultsProps<BtuInput, BtuResult>) {
	const { label, value } = headline(input, result)
	const choices =
		result.load === 'cooling'
			? [
					{ label: BTU_LABELS.occupants, value: formatCount(input.occupants) },
					{ label: BTU_LABELS.hasKitchen, value: input.hasKitchen ? 'Yes' : 'No' },
				]
			: [
					{ label: BTU_LABELS.roomType, value: optionLabel(ROOM_OPTIONS, input.roomType) },
					{ label: BTU_LABELS.insulation, value: optionLabel(INSULATION_OPTIONS, input.insulation) },
					{ label: BTU_LABELS.hasLargeGlazing, value: input.hasLargeGlazing ? 'Yes' : 'No' },
					{ label: BTU_LABELS.climate, value: optionLabel(CLIMATE_OPTIONS, input.climate) },
				]
	return (
		<ResultsCard headline={{ label: label, value: value }} onStartNew={onStartNew}>
			<InputSummary
				items={[
					{ label: 'Unit System', value: input.unit === 'imperial' ? 'Imperial' : 'Metric' },
					{ label: BTU_LABELS.load, value: optionLabel(LOAD_OPTIONS, input.load) },
					{ label: BTU_LABELS.area, value: `${formatEntered(input.area)} ${AREA_UNITS[input.unit]}` },
					{ label: BTU_LABELS.height, value: formatLengths([input.height], HEIGHT_UNITS[input.unit]) },
					{ label: BTU_LABELS.sun, value: optionLabel(SUN_OPTIONS, input.sun) },
					...choices,
				]}
			/>
			<ResultsTable
				caption={
					result.load === 'cooling' ? 'Cooling Load (ENERGY STAR room AC chart)' : 'Heating Load (UK radiator rule)'
				}
				lines={result.load === 'cooling' ? coolingRows(input, result) : heatingRows(input, result)}
			/>
			<TipsList tips={TIPS} />
		</ResultsCard>
	)
}
