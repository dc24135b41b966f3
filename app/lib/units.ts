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
export const LB_PER_KG = 2.20462
export const KG_PER_LB = 0.453592
export const M3_PER_YD3 = 0.764555
export const YD3_PER_M3 = 1.30795
export const M3_PER_FT3 = 0.0283168
export const FT3_PER_M3 = 35.3147
export const US_TONS_PER_TONNE = 1.10231

export type UnitSystem = 'metric' | 'imperial'
export type MetricLengthUnit = 'mm' | 'm'

export function mmToM(mm: number) {
	return mm / MM_PER_M
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

/** A length typed in the chosen unit system (feet, millimetres or metres), in metres. */
export function lengthToM(value: number, system: UnitSystem, metricUnit: MetricLengthUnit) {
	if (system === 'imperial') return ftToM(value)
	return metricUnit === 'mm' ? mmToM(value) : value
}

export const CM_PER_M = 100
export const IN_PER_FT = 12

export function kgToLb(kg: number) {
	return kg * LB_PER_KG
}

export function lbToKg(lb: number) {
	return lb * KG_PER_LB
}

export function m3ToFt3(m3: number) {
	return m3 * FT3_PER_M3
}

export function ft3ToM3(ft3: number) {
	return ft3 * M3_PER_FT3
}

export function cmToM(cm: number) {
	return cm / CM_PER_M
}

export function inToFt(inches: number) {
	return inches / IN_PER_FT
}
