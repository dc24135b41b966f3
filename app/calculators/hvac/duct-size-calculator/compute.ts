import type { Worked, WorkingLine } from '#app/estimate/estimate.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
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
import { MAIN_DUCT_VELOCITY_FPM, MAX_ASPECT_RATIO, RECTANGULAR_WIDTHS, ROUND_SIZES, SIZE_UNITS } from './options.ts'
import { type DuctInput, ductFieldBounds } from './schema.ts'

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

export type DuctFlow = { velocity: number; friction: number; isTooFast: boolean } & ReturnType<typeof bothSystems>

export type RectangularDuct = {
	fixedSide: number
	/** The smallest listed width whose equivalent diameter reaches the required diameter; null when none does. */
	width: number | null
	widestWidth: number
	equivalentDiameter: number
	aspectRatio: number
	isTooFlat: boolean
	flow: DuctFlow
}

export type DuctResult = {
	airflowCfm: number
	airflowLs: number
	airflowM3h: number
	/** The exact diameter the method asks for, in the active system's unit, and in inches and mm. */
	requiredDiameter: number
	requiredDiameterIn: number
	requiredDiameterMm: number
	/** The smallest standard round size at least the required diameter; null above the largest. */
	standardSize: number | null
	largestStandardSize: number
	/** Cross-section, velocity and friction at the standard size (at the required diameter when none fits). */
	areaFt2: number
	areaM2: number
	round: DuctFlow
	rectangular: RectangularDuct | null
} & Worked

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
	const figures = {
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
	return { ...figures, working: ductWorking(input, system, figures), purchases: [] }
}

/** A velocity and a friction as the results show them, the active system's first. */
function flowTexts(unit: UnitSystem, flow: DuctFlow) {
	const fpm = `${formatCount(flow.velocityFpm)} fpm`
	const ms = `${formatNumber(flow.velocityMs)} m/s`
	const inWc = `${formatNumber(flow.frictionInWc, 3)} in. w.c./100 ft`
	const paM = `${formatNumber(flow.frictionPaM)} Pa/m`
	return unit === 'imperial' ? [`${fpm} (${ms})`, `${inWc} (${paM})`] : [`${ms} (${fpm})`, `${paM} (${inWc})`]
}

/**
 * The working of the round duct (the diameter the method asks for, the standard size, its area, velocity and
 * friction) and of the rectangle. A flow q in CFM or L/s: velocity = q × 144 ÷ in² (fpm) or q × 1,000 ÷ mm² (m/s).
 */
function ductWorking(input: DuctInput, system: DuctSystem, figures: Omit<DuctResult, keyof Worked>) {
	const { unit } = input
	const isImperial = unit === 'imperial'
	const size = SIZE_UNITS[unit]
	const q = formatEntered(isImperial ? input.airflow : system.airflowLs)
	const flow = `${q} ${isImperial ? 'CFM' : 'L/s'}`
	const perArea = isImperial ? 144 : '1,000'
	/** f = K × q^1.9 ÷ d^5.02 (in. w.c./100 ft or Pa/m), and d = (K × q^1.9 ÷ f)^(1/5.02). */
	const kq = `${formatNumber(system.frictionK, isImperial ? 4 : 0)} × ${q}^1.9`
	const friction = (diameter: number) => `${kq} ÷ ${formatEntered(diameter)}^5.02 = `
	const [inches, mm] = [
		`${formatNumber(figures.requiredDiameterIn)} in`,
		`${formatNumber(figures.requiredDiameterMm, 1)} mm`,
	]
	const need = isImperial ? inches : mm
	const rate = ductFieldBounds(unit)
	const lines: Array<WorkingLine> = [
		{
			label: 'Required exact diameter',
			steps: `${
				input.method === 'friction'
					? `(${kq} ÷ ${formatEntered(input.friction)})^(1/5.02)`
					: `√(4 × ${flow} × ${perArea} ÷ (π × ${formatEntered(input.velocity)} ${rate.velocity.unit}))`
			} = ${isImperial ? `${inches} (${mm})` : `${mm} (${inches})`}`,
		},
	]
	const add = (label: string, steps: string) => lines.push({ label, steps })
	const { standardSize, round, rectangular } = figures
	const diameter = standardSize ?? figures.requiredDiameter
	const atRequired = standardSize === null ? ' at the required diameter' : ''
	const [velocity, frictionText] = flowTexts(unit, round)
	if (standardSize !== null) {
		const steps = `${need} → ${formatCount(standardSize)} ${size}`
		add('Round duct', steps)
		add('Standard size', steps)
	}
	add('Velocity', `${flow} × ${perArea} ÷ (π/4 × ${formatEntered(diameter)}²) = ${velocity}${atRequired}`)
	add('Friction', `${friction(diameter)}${frictionText}${atRequired}`)
	const ft2 = `${formatNumber(figures.areaFt2, 3)} ft²`
	const m2 = `${formatNumber(figures.areaM2, 4)} m²`
	add(
		'Cross-section area',
		`π/4 × (${formatEntered(diameter)} ${size} ÷ ${isImperial ? 12 : '1,000'})² = ${isImperial ? `${ft2} (${m2})` : `${m2} (${ft2})`}${atRequired}`,
	)
	if (rectangular?.width) {
		const { fixedSide, width } = rectangular
		const [a, b] = [formatEntered(fixedSide), formatEntered(width)]
		const [rectVelocity, rectFriction] = flowTexts(unit, rectangular.flow)
		const de = `${formatNumber(rectangular.equivalentDiameter)} ${size}`
		add('Rectangular duct', `${de} ≥ ${need} → ${a} × ${b} ${size}`)
		add('Equivalent diameter', `1.3 × (${a} × ${b})^0.625 ÷ (${a} + ${b})^0.25 = ${de}`)
		add('Velocity', `${flow} × ${perArea} ÷ (${a} × ${b}) = ${rectVelocity}`)
		add('Friction', `${friction(rectangular.equivalentDiameter)}${rectFriction}`)
		const [long, short] = fixedSide > width ? [a, b] : [b, a]
		add('Aspect ratio', `${long} ÷ ${short} = ${formatNumber(rectangular.aspectRatio)}`)
	}
	return lines
}
