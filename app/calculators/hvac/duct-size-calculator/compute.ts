import type { Estimated } from '#app/estimate/estimate.ts'
import { smallestThatFits } from '#app/lib/rounding.ts'
import {
	CM_PER_FT,
	cfmToLs,
	FT2_PER_M2,
	lsToCfm,
	LS_PER_CFM,
	M_PER_FT,
	M2_PER_FT2,
	M3H_PER_LS,
	MM_PER_IN,
	PA_PER_IN_WATER,
	SECONDS_PER_MINUTE,
	type UnitSystem,
} from '#app/lib/units.ts'
import { MAIN_DUCT_VELOCITY_FPM, MAX_ASPECT_RATIO, RECTANGULAR_WIDTHS, ROUND_SIZES } from './options.ts'
import type { DuctInput } from './schema.ts'
import { ductShown } from './shown.ts'
import type { DuctFigures, DuctFlow, RectangularDuct } from './types.ts'

/** Engineering Toolbox's fit to the ASHRAE friction chart: f (in. w.c./100 ft) = 0.109136 · q^1.9 / d^5.02 (CFM, in). */
export const FRICTION_K_IMPERIAL = 0.109136
const FLOW_EXPONENT = 1.9
const DIAMETER_EXPONENT = 5.02
/** Pa/m in one in. w.c. per 100 ft: 249.08891 Pa / 30.48 m = 8.172208. */
export const PA_M_PER_IN_WC_100FT = PA_PER_IN_WATER / CM_PER_FT
/** m/s in one ft/min: 0.3048 / 60 = 0.00508. */
const MS_PER_FPM = M_PER_FT / SECONDS_PER_MINUTE
/**
 * The same equation in SI units (Q in L/s, D in mm, f in Pa/m), so both systems agree:
 * K_SI = 0.109136 × (249.08891 / 30.48) × CFM_LS^(−1.9) × 25.4^5.02 = 4.189622e7.
 */
export const FRICTION_K_SI =
	FRICTION_K_IMPERIAL * PA_M_PER_IN_WC_100FT * LS_PER_CFM ** -FLOW_EXPONENT * MM_PER_IN ** DIAMETER_EXPONENT

/** Huebscher's equal-friction equivalent of an a × b rectangle: De = 1.30 · (a·b)^0.625 / (a + b)^0.25. */
export function equivalentDiameter(a: number, b: number) {
	return (1.3 * (a * b) ** 0.625) / (a + b) ** 0.25
}

/**
 * How each unit system writes the duct equations. Sizes are inches (imperial) or mm (metric); areas
 * are ft² or m²; `flow` is the airflow in ft³/min or m³/s, so flow ÷ area is fpm or m/s.
 */
function ductSystem(input: DuctInput) {
	const isImperial = input.unit === 'imperial'
	const airflowLs = isImperial
		? cfmToLs(input.airflow)
		: input.airflowUnit === 'm3h'
			? input.airflow / M3H_PER_LS
			: input.airflow
	const frictionFlow = isImperial ? input.airflow : airflowLs
	return {
		airflowCfm: isImperial ? input.airflow : lsToCfm(airflowLs),
		airflowLs,
		/** CFM is already ft³/min; L/s ÷ 1000 is m³/s. */
		flow: isImperial ? input.airflow : airflowLs / 1000,
		frictionK: isImperial ? FRICTION_K_IMPERIAL : FRICTION_K_SI,
		frictionFlowTerm: frictionFlow ** FLOW_EXPONENT,
		/** Inches per foot, or mm per metre: a size over this is in the area's length unit. */
		sizePerAreaLength: isImperial ? 12 : 1000,
		velocityLimit: isImperial ? MAIN_DUCT_VELOCITY_FPM : MAIN_DUCT_VELOCITY_FPM * MS_PER_FPM,
	}
}

type DuctSystem = ReturnType<typeof ductSystem>

/** Velocity, friction and area of a round duct of diameter d (in or mm), in the active system. */
function roundDuct(system: DuctSystem, diameter: number) {
	const area = (Math.PI / 4) * (diameter / system.sizePerAreaLength) ** 2
	return {
		area,
		velocity: system.flow / area,
		friction: (system.frictionK * system.frictionFlowTerm) / diameter ** DIAMETER_EXPONENT,
	}
}

/** Velocity in fpm and m/s, friction in in. w.c./100 ft and Pa/m: the active system's, and the other's converted. */
function bothSystems(unit: UnitSystem, velocity: number, friction: number) {
	const isImperial = unit === 'imperial'
	return {
		velocityFpm: isImperial ? velocity : velocity / MS_PER_FPM,
		velocityMs: isImperial ? velocity * MS_PER_FPM : velocity,
		frictionInWc: isImperial ? friction : friction / PA_M_PER_IN_WC_100FT,
		frictionPaM: isImperial ? friction * PA_M_PER_IN_WC_100FT : friction,
	}
}

export type DuctResult = DuctFigures & Estimated

function flowOf(system: DuctSystem, unit: UnitSystem, velocity: number, friction: number): DuctFlow {
	return { velocity, friction, isTooFast: velocity > system.velocityLimit, ...bothSystems(unit, velocity, friction) }
}

/**
 * docs/calculators/duct-size-calculator.md §3 step 4: with the fixed side a, the smallest listed width b with
 * De(a, b) ≥ d_req; velocity = flow / (a·b), friction at De; aspect ratio = longer ÷ shorter side.
 */
function rectangularDuct(system: DuctSystem, input: DuctInput, requiredDiameter: number): RectangularDuct {
	const widths = RECTANGULAR_WIDTHS[input.unit]
	const a = input.fixedSide
	const width = smallestThatFits(widths, requiredDiameter, (b) => equivalentDiameter(a, b)) ?? null
	const b = width ?? widths.at(-1) ?? a
	const de = equivalentDiameter(a, b)
	const area = (a / system.sizePerAreaLength) * (b / system.sizePerAreaLength)
	const aspectRatio = Math.max(a, b) / Math.min(a, b)
	return {
		fixedSide: a,
		width,
		widestWidth: widths.at(-1) ?? b,
		equivalentDiameter: de,
		aspectRatio,
		isTooFlat: aspectRatio > MAX_ASPECT_RATIO,
		flow: flowOf(system, input.unit, system.flow / area, roundDuct(system, de).friction),
	}
}

/**
 * docs/calculators/duct-size-calculator.md §3. Required diameter: friction method d = (K · q^1.9 / f)^(1/5.02);
 * velocity method d = 12 · √(4q / (π·V)) in or 1000 · √(4 · (Q/1000) / (π·V)) mm. Standard size =
 * the smallest in Table D that fits (tolerance rule); velocity, friction and area at that size, or at
 * the required diameter when none fits. m³/h → L/s ÷ 3.6.
 */
export function computeDuctSize(input: DuctInput): DuctResult {
	const system = ductSystem(input)
	const requiredDiameter =
		input.method === 'friction'
			? ((system.frictionK * system.frictionFlowTerm) / input.friction) ** (1 / DIAMETER_EXPONENT)
			: system.sizePerAreaLength * Math.sqrt((4 * system.flow) / (Math.PI * input.velocity))
	const sizes = ROUND_SIZES[input.unit]
	const standardSize = smallestThatFits(sizes, requiredDiameter, (size) => size) ?? null
	const round = roundDuct(system, standardSize ?? requiredDiameter)
	const isImperial = input.unit === 'imperial'
	const rectangular = input.hasRectangular ? rectangularDuct(system, input, requiredDiameter) : null
	const figures: DuctFigures = {
		airflowCfm: system.airflowCfm,
		airflowLs: system.airflowLs,
		airflowM3h: system.airflowLs * M3H_PER_LS,
		requiredDiameter,
		requiredDiameterIn: isImperial ? requiredDiameter : requiredDiameter / MM_PER_IN,
		requiredDiameterMm: isImperial ? requiredDiameter * MM_PER_IN : requiredDiameter,
		standardSize,
		largestStandardSize: sizes.at(-1) ?? 0,
		areaFt2: isImperial ? round.area : round.area * FT2_PER_M2,
		areaM2: isImperial ? round.area * M2_PER_FT2 : round.area,
		round: flowOf(system, input.unit, round.velocity, round.friction),
		rectangular,
	}
	return { ...figures, shown: ductShown(input, figures, system.frictionK), purchases: [] }
}
