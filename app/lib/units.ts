/**
 * Every conversion factor the site uses, exactly as SPEC-NOTES §2 gives them.
 * No other file writes a conversion number.
 */
export const FT2_PER_M2 = 10.764
export const M2_PER_FT2 = 0.092903
export const M_PER_FT = 0.3048
export const FT_PER_M = 3.28084
export const MM_PER_IN = 25.4
export const MM_PER_M = 1000
export const CM_PER_M = 100
export const IN_PER_FT = 12
export const LB_PER_KG = 2.20462
export const KG_PER_LB = 0.453592
export const M3_PER_YD3 = 0.764555
export const YD3_PER_M3 = 1.30795
export const M3_PER_FT3 = 0.0283168
export const FT3_PER_M3 = 35.3147
export const US_TONS_PER_TONNE = 1.10231
export const US_GAL_PER_L = 0.264172

export type UnitSystem = 'metric' | 'imperial'
export type MetricLengthUnit = 'mm' | 'm'
/** The metric sub-units primer and wallpaper offer (seed 001 §3). */
export type MetricSubUnit = MetricLengthUnit | 'cm'

export function mmToM(mm: number) {
	return mm / MM_PER_M
}

export function cmToM(cm: number) {
	return cm / CM_PER_M
}

export function mToCm(m: number) {
	return m * CM_PER_M
}

export function inToFt(inches: number) {
	return inches / IN_PER_FT
}

export function ftToIn(ft: number) {
	return ft * IN_PER_FT
}

export function litresToUsGallons(litres: number) {
	return litres * US_GAL_PER_L
}

export function mToMm(m: number) {
	return m * MM_PER_M
}

export function ftToM(ft: number) {
	return ft * M_PER_FT
}

export function mToFt(m: number) {
	return m * FT_PER_M
}

export function inToMm(inches: number) {
	return inches * MM_PER_IN
}

export function m2ToFt2(m2: number) {
	return m2 * FT2_PER_M2
}

export function ft2ToM2(ft2: number) {
	return ft2 * M2_PER_FT2
}

/** A metric length in metres. */
export function metricToM(value: number, metricUnit: MetricSubUnit) {
	if (metricUnit === 'mm') return mmToM(value)
	return metricUnit === 'cm' ? cmToM(value) : value
}

/** A length typed in the chosen unit system (feet, millimetres, centimetres or metres), in metres. */
export function lengthToM(value: number, system: UnitSystem, metricUnit: MetricSubUnit) {
	if (system === 'imperial') return ftToM(value)
	return metricToM(value, metricUnit)
}
