import { resolvePipe } from '#app/families/plumbing/pipe-sizes.ts'
import { isAboveVelocityLimit, velocityPair } from '#app/families/plumbing/velocity.ts'
import {
	GPM_PER_CFS,
	IN_PER_FT,
	KPA_PER_BAR,
	KPA_PER_M_WATER,
	KPA_PER_PSI,
	L_PER_US_GAL,
	LITRES_PER_M3,
	M_PER_FT,
	M_PER_IN,
	MM_PER_M,
	PSI_PER_FT_WATER,
	SECONDS_PER_MINUTE,
} from '#app/lib/units.ts'
import { type Fitting, FITTINGS, type WaterPressureInput } from './schema.ts'

/** One pressure in bar, kPa and psi. */
export type Pressures = { bar: number; kPa: number; psi: number }

/** A static pressure and its height of water. */
export type StaticHead = Pressures & { metres: number; feet: number }

export type PipeLoss = {
	metresPerSecond: number
	feetPerSecond: number
	isAboveVelocityLimit: boolean
	/** Equivalent lengths, m (metric) or ft (imperial). */
	fittingsLength: number
	totalLength: number
	/** Friction loss as a height of water, m or ft. */
	frictionHead: number
	friction: Pressures
	/** Positive: the outlet is higher and loses pressure; negative: a gain. */
	elevation: Pressures
	inlet: Pressures
	/** Negative when the supply cannot push this flow through the run. */
	outlet: Pressures
}

export type WaterPressureResult = { mode: 'pressure' | 'height'; head: StaticHead } | ({ mode: 'loss' } & PipeLoss)

/** Table F: fitting equivalent lengths in pipe diameters (Crane TP-410 via Entegris). */
export const FITTING_LENGTH_IN_DIAMETERS: Record<Fitting, number> = {
	elbows90: 30,
	elbows45: 16,
	teesRun: 20,
	teesBranch: 60,
	valves: 8,
}

/** Hazen-Williams, SI form: h_f = 10.67 · L · Q^1.852 / (C^1.852 · d^4.8704), m, with Q in m³/s and d in m. */
const HAZEN_WILLIAMS_SI = 10.67
const FLOW_EXPONENT = 1.852
const DIAMETER_EXPONENT = 4.8704
/**
 * The same equation in US gpm, inches and psi, so both systems agree (4.526978; NFPA 13 rounds it to 4.52):
 * 10.67 × (3.785411784 / 60000)^1.852 / 0.0254^4.8704 × PSI_PER_FT.
 */
export const K_US =
	((HAZEN_WILLIAMS_SI * (L_PER_US_GAL / (SECONDS_PER_MINUTE * LITRES_PER_M3)) ** FLOW_EXPONENT) /
		M_PER_IN ** DIAMETER_EXPONENT) *
	PSI_PER_FT_WATER

function fromKPa(kPa: number): Pressures {
	return { bar: kPa / KPA_PER_BAR, kPa, psi: kPa / KPA_PER_PSI }
}

function fromPsi(psi: number): Pressures {
	const kPa = psi * KPA_PER_PSI
	return { bar: kPa / KPA_PER_BAR, kPa, psi }
}

/** §2 formulas 1 and 2: P = h × 9.80665 kPa (h × PSI_PER_FT psi), and back. */
function staticHead(input: WaterPressureInput): StaticHead {
	if (input.unit === 'metric') {
		const kPa =
			input.mode === 'pressure'
				? input.head * KPA_PER_M_WATER
				: input.pressureUnit === 'bar'
					? input.pressure * KPA_PER_BAR
					: input.pressure
		const metres = input.mode === 'pressure' ? input.head : kPa / KPA_PER_M_WATER
		return { ...fromKPa(kPa), metres, feet: metres / M_PER_FT }
	}
	const psi = input.mode === 'pressure' ? input.head * PSI_PER_FT_WATER : input.pressure
	const feet = input.mode === 'pressure' ? input.head : psi / PSI_PER_FT_WATER
	return { ...fromPsi(psi), metres: feet * M_PER_FT, feet }
}

/**
 * §2 formulas 3 and 4, in the chosen system. Metric: d = ID / 1000 m, Q = L/min ÷ 60,000 m³/s, v = Q / (π/4 · d²),
 * L_fit = Σ(count × L/D) × d, h_f = 10.67 · L_tot · Q^1.852 / (C^1.852 · d^4.8704) m, Δp = h × 9.80665 kPa.
 * Imperial: v = (gpm ÷ 448.83) / (π/4 · (d/12)²) ft/s, L_fit = Σ(count × L/D) × d / 12 ft,
 * Δp_f = K_US · L_tot · q^1.852 / (C^1.852 · d^4.8704) psi, h_f = Δp_f / PSI_PER_FT. P_out = P_in − Δp_f − Δp_z.
 */
function pipeLoss(input: WaterPressureInput): PipeLoss {
	const isMetric = input.unit === 'metric'
	const pipe = resolvePipe(input, input.customDiameter, input.unit)
	/** The bore in the unit of lengths: m or ft. */
	const bore = isMetric ? pipe.insideDiameter / MM_PER_M : pipe.insideDiameter / IN_PER_FT
	const flowPerSecond = isMetric ? input.flowRate / (SECONDS_PER_MINUTE * LITRES_PER_M3) : input.flowRate / GPM_PER_CFS
	const velocity = flowPerSecond / ((Math.PI / 4) * bore ** 2)
	const diametersOfFittings = FITTINGS.reduce(
		(sum, fitting) => sum + input[fitting] * FITTING_LENGTH_IN_DIAMETERS[fitting],
		0,
	)
	const fittingsLength = diametersOfFittings * bore
	const totalLength = input.pipeLength + fittingsLength + input.otherLength
	const roughness = input.hazenC ** FLOW_EXPONENT
	let frictionHead: number
	let friction: Pressures
	let elevation: Pressures
	let inlet: Pressures
	if (isMetric) {
		frictionHead =
			(HAZEN_WILLIAMS_SI * totalLength * flowPerSecond ** FLOW_EXPONENT) / (roughness * bore ** DIAMETER_EXPONENT)
		friction = fromKPa(frictionHead * KPA_PER_M_WATER)
		elevation = fromKPa(input.outletHeight * KPA_PER_M_WATER)
		inlet = fromKPa(input.inletPressure * KPA_PER_BAR)
	} else {
		const frictionPsi =
			(K_US * totalLength * input.flowRate ** FLOW_EXPONENT) / (roughness * pipe.insideDiameter ** DIAMETER_EXPONENT)
		frictionHead = frictionPsi / PSI_PER_FT_WATER
		friction = fromPsi(frictionPsi)
		elevation = fromPsi(input.outletHeight * PSI_PER_FT_WATER)
		inlet = fromPsi(input.inletPressure)
	}
	const outlet = isMetric
		? fromKPa(inlet.kPa - friction.kPa - elevation.kPa)
		: fromPsi(inlet.psi - friction.psi - elevation.psi)
	return {
		...velocityPair(velocity, input.unit),
		isAboveVelocityLimit: isAboveVelocityLimit(velocity, input.unit),
		fittingsLength,
		totalLength,
		frictionHead,
		friction,
		elevation,
		inlet,
		outlet,
	}
}

/** SPEC-NEXT plumbing-and-hvac §2: static pressure from a height of water and back, and the loss along a pipe. */
export function computeWaterPressure(input: WaterPressureInput): WaterPressureResult {
	if (input.mode === 'loss') return { mode: 'loss', ...pipeLoss(input) }
	return { mode: input.mode, head: staticHead(input) }
}
