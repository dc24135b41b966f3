/**
 * Every conversion factor the site uses, those of docs/calculators/site-rules.md §1 exactly as it gives them.
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
/** 1 yd² = 9 ft², exact (docs/calculators/carpet-calculator.md §5; carpet and pad are sold by the square yard). */
export const FT2_PER_YD2 = 9
/**
 * docs/calculators/lumber-calculator.md §3: 1 board foot = 1/12 ft³ = 0.00235973 m³;
 * 1 m³ = 35.3147 × 12 = 423.7764 BF.
 */
export const M3_PER_BOARD_FOOT = 0.00235973
export const BOARD_FEET_PER_M3 = 423.7764
/**
 * Surface weight (docs/calculators/drywall-estimator.md §3): 1 lb/ft² = 0.453592 kg ÷ 0.092903 m² = 4.88243 kg/m².
 */
export const KG_PER_M2_PER_LB_PER_FT2 = KG_PER_LB / M2_PER_FT2
/** US R (ft²·°F·h/BTU) per RSI (m²·K/W): US R = RSI × 5.678, RSI = US R ÷ 5.678. */
export const US_R_PER_RSI = 5.678

/**
 * Water and pipework (docs/calculators/pipe-calculator.md §3, water-pressure-calculator.md §3). The exact US
 * gallon is the one these use: gal = L / 3.785411784, so a flow and its gallons describe the same water.
 */
export const L_PER_US_GAL = 3.785411784
export const KPA_PER_PSI = 6.894757
export const KPA_PER_BAR = 100
export const IN3_PER_FT3 = 1728
export const IN3_PER_US_GAL = 231
export const SECONDS_PER_MINUTE = 60
/** US gallons per minute in one cubic foot per second: 60 × 1728 / 231 = 448.8311688. */
export const GPM_PER_CFS = (SECONDS_PER_MINUTE * IN3_PER_FT3) / IN3_PER_US_GAL
/** 1 m of water (1000 kg/m³ at 4 °C, g = 9.80665 m/s²) = 9.80665 kPa. */
export const KPA_PER_M_WATER = (1000 * 9.80665) / 1000
/** psi per foot of water: 0.3048 × 9.80665 / 6.894757 = 0.4335275. */
export const PSI_PER_FT_WATER = (M_PER_FT * KPA_PER_M_WATER) / KPA_PER_PSI
/** Pounds per US gallon of water: 3.785411784 × 2.20462 = 8.345395 (1 L of water = 1 kg). */
export const LB_PER_US_GAL_WATER = L_PER_US_GAL * LB_PER_KG

export type UnitSystem = 'metric' | 'imperial'
export type MetricLengthUnit = 'mm' | 'm'
/** Units for room and tile dimensions: millimetres, metres or inches. */
export type FineLengthUnit = MetricLengthUnit | 'in'

/**
 * The metric sub-units primer and wallpaper offer (docs/calculators/primer-calculator.md §2 and
 * wallpaper-calculator.md §2).
 */
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

export function mmToIn(mm: number) {
	return mm / MM_PER_IN
}

export function mm2ToM2(mm2: number) {
	return mm2 / (MM_PER_M * MM_PER_M)
}

export function m2ToFt2(m2: number) {
	return m2 * FT2_PER_M2
}

export function ft2ToM2(ft2: number) {
	return ft2 * M2_PER_FT2
}

export function lbPerFt2ToKgPerM2(lbPerFt2: number) {
	return lbPerFt2 * KG_PER_M2_PER_LB_PER_FT2
}

export function ft2ToYd2(ft2: number) {
	return ft2 / FT2_PER_YD2
}

export function yd2ToFt2(yd2: number) {
	return yd2 * FT2_PER_YD2
}

/** The unit lengths are typed in: the metric sub-unit chosen (metres when there is no choice), or feet or inches. */
export function typedLengthUnit<TImperial extends 'ft' | 'in' = 'ft'>(
	selection: { unit: UnitSystem; metricUnit?: MetricSubUnit },
	imperialUnit: TImperial = 'ft' as TImperial,
): MetricSubUnit | TImperial {
	return selection.unit === 'imperial' ? imperialUnit : (selection.metricUnit ?? 'm')
}

/** How the input summaries name the unit lengths were typed in. */
export const LENGTH_UNIT_SYSTEM_LABELS: Record<MetricSubUnit | 'ft' | 'in', string> = {
	mm: 'Metric (millimeters)',
	cm: 'Metric (centimeters)',
	m: 'Metric (meters)',
	ft: 'Imperial (feet)',
	in: 'Imperial (inches)',
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

/** A length typed in millimetres, metres or inches, in millimetres. */
export function lengthToMm(value: number, unit: FineLengthUnit) {
	if (unit === 'in') return inToMm(value)
	return unit === 'm' ? mToMm(value) : value
}

/** A length in millimetres, in millimetres, metres or inches. */
export function mmToLength(mm: number, unit: FineLengthUnit) {
	if (unit === 'in') return mmToIn(mm)
	return unit === 'm' ? mmToM(mm) : mm
}

/** Layer depths and volumes (docs/calculators/topsoil-calculator.md §3; mulch and gravel the same). */
export const M_PER_IN = 0.0254
export const CM_PER_FT = 30.48
export const MM_PER_FT = 304.8
export const FT3_PER_YD3 = 27
export const LITRES_PER_M3 = 1000
export const KG_PER_TONNE = 1000
export const G_PER_KG = 1000

/** The unit a layer's depth is typed in, whatever the length unit. */
export type DepthUnit = 'in' | 'cm' | 'mm'

/** A depth in metres: mm / 1000, cm / 100, inches × 0.0254. */
export function depthToM(depth: number, unit: DepthUnit) {
	if (unit === 'mm') return depth / MM_PER_M
	if (unit === 'cm') return depth / CM_PER_M
	return depth * M_PER_IN
}

/** A depth in metres, in the depth unit: × 1000 (mm), × 100 (cm), / 0.0254 (inches). */
export function mToDepth(m: number, unit: DepthUnit) {
	if (unit === 'mm') return m * MM_PER_M
	if (unit === 'cm') return m * CM_PER_M
	return m / M_PER_IN
}

/** A depth in feet: inches / 12, cm / 30.48, mm / 304.8. */
export function depthToFt(depth: number, unit: DepthUnit) {
	if (unit === 'mm') return depth / MM_PER_FT
	if (unit === 'cm') return depth / CM_PER_FT
	return depth / IN_PER_FT
}

export function ft3ToYd3(ft3: number) {
	return ft3 / FT3_PER_YD3
}

export function yd3ToM3(yd3: number) {
	return yd3 * M3_PER_YD3
}

export function m3ToYd3(m3: number) {
	return m3 * YD3_PER_M3
}

export function m3ToFt3(m3: number) {
	return m3 * FT3_PER_M3
}

export function kgToLb(kg: number) {
	return kg * LB_PER_KG
}

export function lbToKg(lb: number) {
	return lb * KG_PER_LB
}

export function tonnesToUsTons(tonnes: number) {
	return tonnes * US_TONS_PER_TONNE
}

export function ft3ToM3(ft3: number) {
	return ft3 * M3_PER_FT3
}

/**
 * Heating, cooling and air (docs/calculators/btu-calculator.md §3, cfm-calculator.md §3): 1 BTU/h = 0.29307107 W,
 * 1 ton = 12,000 BTU/h. Derived factors are written as their expressions, never as typed decimals.
 */
export const W_PER_BTU_H = 0.29307107
export const BTU_H_PER_TON = 12_000
export const SECONDS_PER_HOUR = 3600
/** L/s in one CFM (1 ft³/min; the spec's CFM_LS): 0.3048³ m³ × 1000 L / 60 s = 0.4719474432. */
export const LS_PER_CFM = (M_PER_FT ** 3 * LITRES_PER_M3) / SECONDS_PER_MINUTE
/** m³/h in one L/s: 3600 s / 1000 L = 3.6. */
export const M3H_PER_LS = SECONDS_PER_HOUR / LITRES_PER_M3
/** 1 in of water (in. w.c., at 4 °C) = 0.0254 m × 9.80665 kPa/m × 1000 = 249.08891 Pa. */
export const PA_PER_IN_WATER = M_PER_IN * KPA_PER_M_WATER * 1000

export function btuHToW(btuH: number) {
	return btuH * W_PER_BTU_H
}

export function wToBtuH(watts: number) {
	return watts / W_PER_BTU_H
}

export function cfmToLs(cfm: number) {
	return cfm * LS_PER_CFM
}

export function lsToCfm(litresPerSecond: number) {
	return litresPerSecond / LS_PER_CFM
}

/** Conductor areas: a circular mil is the area of a circle 0.001 in across: π/4 × 0.0254² = 0.000506707 mm². */
export const MM2_PER_CMIL = (Math.PI / 4) * (MM_PER_IN / 1000) ** 2

/** 1 US ton = 2,000 lb, exact (the next five calculators, docs/calculators/site-rules.md §1). */
export const LB_PER_US_TON = 2000

/**
 * A density given in kg/m³ used with imperial volumes: lb/ft³ = kg/m³ × 2.20462 ÷ 35.3147 (1,440 → 89.8961,
 * 1,600 → 99.8845, 2,200 → 137.3412), always computed from the site's factors, never typed as a rounded figure.
 */
export function kgPerM3ToLbPerFt3(kgPerM3: number) {
	return (kgPerM3 * LB_PER_KG) / FT3_PER_M3
}

export function degreesToRadians(degrees: number) {
	return (degrees * Math.PI) / 180
}

export function radiansToDegrees(radians: number) {
	return (radians * 180) / Math.PI
}
