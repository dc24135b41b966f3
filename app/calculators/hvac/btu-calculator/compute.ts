import type { Estimated } from '#app/estimate/estimate.ts'
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
import type { BtuInput } from './schema.ts'
import { coolingShown, heatingShown } from './shown.ts'
import type { BtuPower, CoolingFigures, HeatingFigures } from './types.ts'

export type CoolingResult = CoolingFigures & Estimated
export type HeatingResult = HeatingFigures & Estimated
export type BtuResult = CoolingResult | HeatingResult

function power(btuH: number, watts: number): BtuPower {
	return { btuH, watts, kW: watts / 1000 }
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
	const figures: CoolingFigures = {
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
		tons: btuH / BTU_H_PER_TON,
	}
	return { ...figures, shown: coolingShown(input, figures), purchases: [] }
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
	const figures: HeatingFigures = {
		load: 'heating',
		...load,
		volumeM3: isImperial ? volume * M3_PER_FT3 : volume,
		volumeFt3: isImperial ? volume : volume * FT3_PER_M3,
		btuHPerFt3: room.btuHPerFt3,
		wattsPerM3,
		insulationFactor,
		sunFactor,
		glazingFactor,
		roomTempC: room.roomTempC,
		outdoorTempC,
		climateFactor,
	}
	return { ...figures, shown: heatingShown(input, figures), purchases: [] }
}

/** The room's cooling or heating load, by the load type chosen. */
export function computeBtu(input: BtuInput): BtuResult {
	return input.load === 'cooling' ? computeCooling(input) : computeHeating(input)
}
