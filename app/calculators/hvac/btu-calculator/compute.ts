import type { Worked } from '#app/estimate/estimate.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { isWithinUpperBound } from '#app/lib/rounding.ts'
import {
	BTU_H_PER_TON,
	btuHToW,
	FT2_PER_M2,
	FT3_PER_M3,
	M_PER_FT,
	M3_PER_FT3,
	W_PER_BTU_H,
	wToBtuH,
} from '#app/lib/units.ts'
import {
	BTU_H_PER_EXTRA_OCCUPANT,
	CHART_CEILING_FT,
	COOLING_CHART,
	COOLING_SUN_FACTORS,
	HEATING_ROOMS,
	HEATING_SHADED_FACTOR,
	INSULATION_FACTORS,
	KITCHEN_BTU_H,
	LARGE_GLAZING_FACTOR,
	OCCUPANTS_IN_CHART,
	OUTDOOR_TEMPS_C,
	RULE_OUTDOOR_TEMP_C,
} from './options.ts'
import { AREA_UNITS, type BtuInput, HEIGHT_UNITS } from './schema.ts'

/** The results' headline labels. */
const COOLING_HEADLINE = 'Cooling capacity needed'
const HEATING_HEADLINE = 'Radiator output needed (catalogue ΔT50 rating)'

/** The load in every unit the results show. */
export type BtuPower = { btuH: number; watts: number; kW: number }

export type CoolingResult = BtuPower & {
	load: 'cooling'
	areaFt2: number
	/** The chart row the area falls in: its upper bound (ft²) and its BTU/h. */
	chartBand: { maxFt2: number; btuH: number }
	/** Room height ÷ the chart's 8 ft. */
	heightFactor: number
	sunFactor: number
	/** Chart BTU/h × height factor × sun factor, before occupants and kitchen. */
	adjustedChartBtuH: number
	extraOccupants: number
	occupantsBtuH: number
	kitchenBtuH: number
	tons: number
} & Worked

export type HeatingResult = BtuPower & {
	load: 'heating'
	/** Room volume in m³ and ft³ (the one typed in, the other converted). */
	volumeM3: number
	volumeFt3: number
	/** Table B2's BTU/h per ft³ for the room, and the same in W per m³. */
	btuHPerFt3: number
	wattsPerM3: number
	insulationFactor: number
	sunFactor: number
	glazingFactor: number
	roomTempC: number
	outdoorTempC: number
	climateFactor: number
} & Worked

export type BtuResult = CoolingResult | HeatingResult

function power(btuH: number, watts: number): BtuPower {
	return { btuH, watts, kW: watts / 1000 }
}

/** The load's figures as the results show them: whole BTU/h and W, kW to 2 decimals. */
function powerTexts({ btuH, watts, kW }: BtuPower) {
	return [`${formatCount(btuH)} BTU/h`, `${formatCount(watts)} W`, `${formatNumber(kW)} kW`] as const
}

/** The working of the W, BTU/h and kW lines: the other unit converted (1 BTU/h = 0.2931 W), kW = W ÷ 1,000. */
function powerWorking(load: BtuPower, isImperial: boolean, ruleSteps: string) {
	const [btuH, watts, kW] = powerTexts(load)
	const perBtuH = formatEntered(W_PER_BTU_H)
	return [
		{ label: 'BTU per hour', steps: isImperial ? `${ruleSteps} = ${btuH}` : `${watts} ÷ ${perBtuH} = ${btuH}` },
		{ label: 'Watts', steps: isImperial ? `${btuH} × ${perBtuH} = ${watts}` : `${ruleSteps} = ${watts}` },
		{ label: 'Kilowatts', steps: `${watts} ÷ 1,000 = ${kW}` },
	] as const
}

/** Table B1's row for an area: the first whose inclusive upper bound it is within; the last row caps it. */
function chartBandFor(areaFt2: number) {
	const band = COOLING_CHART.find((row) => isWithinUpperBound(areaFt2, row.maxFt2)) ?? COOLING_CHART.at(-1)
	if (!band) throw new TypeError('The cooling chart is empty')
	return band
}

/**
 * docs/calculators/btu-calculator.md §3, cooling (BTU/h in both systems; the chart is in BTU/h):
 * A_ft² = area (imperial) or area_m² × 10.764; B = Table B1; f_h = H_ft / 8 or H_m / 2.4384;
 * f_sun = 0.9 · 1.0 · 1.1; Q = B × f_h × f_sun + 600 × max(0, occupants − 2) + 4,000 × kitchen;
 * W = Q × 0.29307107; kW = W / 1000; tons = Q / 12,000.
 */
export function computeCooling(input: BtuInput): CoolingResult {
	const isImperial = input.unit === 'imperial'
	const areaFt2 = isImperial ? input.area : input.area * FT2_PER_M2
	const chartBand = chartBandFor(areaFt2)
	const heightFactor = isImperial ? input.height / CHART_CEILING_FT : input.height / (CHART_CEILING_FT * M_PER_FT)
	const sunFactor = COOLING_SUN_FACTORS[input.sun]
	const adjustedChartBtuH = chartBand.btuH * heightFactor * sunFactor
	const extraOccupants = Math.max(0, input.occupants - OCCUPANTS_IN_CHART)
	const occupantsBtuH = BTU_H_PER_EXTRA_OCCUPANT * extraOccupants
	const kitchenBtuH = input.hasKitchen ? KITCHEN_BTU_H : 0
	const btuH = adjustedChartBtuH + occupantsBtuH + kitchenBtuH
	const load = power(btuH, btuHToW(btuH))
	const [btuHText, watts, kW] = powerTexts(load)
	const tons = btuH / BTU_H_PER_TON
	const extras = `${extraOccupants ? ` + ${BTU_H_PER_EXTRA_OCCUPANT} × ${extraOccupants}` : ''}${kitchenBtuH ? ` + ${formatCount(kitchenBtuH)}` : ''}`
	// Q = B × f_h × f_sun + occupants + kitchen, then W, kW and tons from it; metric's headline is kW (BTU/h).
	const [btuHLine, wattsLine, kWLine] = powerWorking(
		load,
		true,
		`${formatCount(chartBand.btuH)} BTU/h × ${formatNumber(heightFactor)} × ${formatNumber(sunFactor)}${extras}`,
	)
	return {
		load: 'cooling',
		...load,
		areaFt2,
		chartBand,
		heightFactor,
		sunFactor,
		adjustedChartBtuH,
		extraOccupants,
		occupantsBtuH,
		kitchenBtuH,
		tons,
		working: [
			isImperial
				? { ...btuHLine, label: COOLING_HEADLINE }
				: { label: COOLING_HEADLINE, steps: `${watts} ÷ 1,000 = ${kW} (${btuHText})` },
			btuHLine,
			wattsLine,
			kWLine,
			{ label: 'Tons', steps: `${btuHText} ÷ ${formatCount(BTU_H_PER_TON)} = ${formatNumber(tons)} tons` },
		],
		purchases: [],
	}
}

/**
 * docs/calculators/btu-calculator.md §3, heating (UK radiator volume rule): V = area × height; k = Table B2
 * (BTU/h per ft³), in metric k_W = k × 0.29307107 / 0.0283168 W/m³; f_ins 1.0 · 0.9 · 0.8; f_sun 1.15
 * when shaded / north-facing; f_glaz 1.2 with large glazing; f_clim = (T_room − T_out) / (T_room + 3).
 * Imperial Q = V × k × factors BTU/h, W = Q × 0.29307107; metric W = V × k_W × factors, BTU/h = W / 0.29307107.
 */
export function computeHeating(input: BtuInput): HeatingResult {
	const isImperial = input.unit === 'imperial'
	const room = HEATING_ROOMS[input.roomType]
	const volume = input.area * input.height
	const wattsPerM3 = (room.btuHPerFt3 * W_PER_BTU_H) / M3_PER_FT3
	const insulationFactor = INSULATION_FACTORS[input.insulation]
	const sunFactor = input.sun === 'shaded' ? HEATING_SHADED_FACTOR : 1
	const glazingFactor = input.hasLargeGlazing ? LARGE_GLAZING_FACTOR : 1
	const outdoorTempC = OUTDOOR_TEMPS_C[input.climate]
	const climateFactor = (room.roomTempC - outdoorTempC) / (room.roomTempC - RULE_OUTDOOR_TEMP_C)
	const factors = insulationFactor * sunFactor * glazingFactor * climateFactor
	// BTU/h (imperial) or W (metric): the rule in the unit system chosen, converted to the other after.
	const ruleLoad = volume * (isImperial ? room.btuHPerFt3 : wattsPerM3) * factors
	const load = isImperial ? power(ruleLoad, btuHToW(ruleLoad)) : power(wToBtuH(ruleLoad), ruleLoad)
	const volumeM3 = isImperial ? volume * M3_PER_FT3 : volume
	const volumeFt3 = isImperial ? volume : volume * FT3_PER_M3
	const [m3, ft3] = [`${formatNumber(volumeM3)} m³`, `${formatNumber(volumeFt3)} ft³`]
	const lines = powerWorking(
		load,
		isImperial,
		`${isImperial ? `${ft3} × ${formatNumber(room.btuHPerFt3)} BTU/h per ft³` : `${m3} × ${formatNumber(wattsPerM3)} W/m³`} × ${[insulationFactor, sunFactor, glazingFactor, climateFactor].map((factor) => formatNumber(factor)).join(' × ')}`,
	)
	return {
		load: 'heating',
		...load,
		volumeM3,
		volumeFt3,
		btuHPerFt3: room.btuHPerFt3,
		wattsPerM3,
		insulationFactor,
		sunFactor,
		glazingFactor,
		roomTempC: room.roomTempC,
		outdoorTempC,
		climateFactor,
		// V × k × the four factors in the system's unit (W or BTU/h), the other converted; V = area × height;
		// f_clim = (T_room − T_out) ÷ (T_room + 3).
		working: [
			{ ...lines[isImperial ? 0 : 1], label: HEATING_HEADLINE },
			...lines,
			{
				label: 'Room volume',
				steps: `${formatEntered(input.area)} ${AREA_UNITS[input.unit]} × ${formatEntered(input.height)} ${HEIGHT_UNITS[input.unit]} = ${isImperial ? `${ft3} (${m3})` : `${m3} (${ft3})`}`,
			},
			{
				label: 'Climate factor',
				steps: `(${room.roomTempC} ${minus(outdoorTempC)}) ÷ (${room.roomTempC} ${minus(RULE_OUTDOOR_TEMP_C)}) = ${formatNumber(climateFactor)} (room ${celsius(room.roomTempC)}, outside ${celsius(outdoorTempC)})`,
			},
		],
		purchases: [],
	}
}

/** A signed temperature, with a true minus sign (a value below zero, not a negative quantity): '−3 °C'. */
function celsius(value: number) {
	return `${value < 0 ? '−' : ''}${formatEntered(Math.abs(value))} °C`
}

/** A temperature taken away: '− 5', or '+ 3' for −3 °C. */
function minus(value: number) {
	return `${value < 0 ? '+' : '−'} ${formatEntered(Math.abs(value))}`
}

/** The room's cooling or heating load, by the load type chosen. */
export function computeBtu(input: BtuInput): BtuResult {
	return input.load === 'cooling' ? computeCooling(input) : computeHeating(input)
}
