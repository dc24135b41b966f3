import { resolvePipe } from '#app/calculators/plumbing/shared/pipe-sizes.ts'
import { isAboveVelocityLimit, velocityPair } from '#app/calculators/plumbing/shared/velocity.ts'
import type { Estimated } from '#app/estimate/estimate.ts'
import {
	GPM_PER_CFS,
	IN_PER_FT,
	KPA_PER_BAR,
	KPA_PER_M_WATER,
	LITRES_PER_M3,
	M_PER_FT,
	MM_PER_M,
	PSI_PER_FT_WATER,
	SECONDS_PER_MINUTE,
} from '#app/lib/units.ts'
import {
	DIAMETER_EXPONENT,
	FITTING_LENGTH_IN_DIAMETERS,
	FLOW_EXPONENT,
	HAZEN_WILLIAMS_SI,
	K_US,
} from './hazen-williams.ts'
import { fromKPa, fromPsi, type Pressures } from './pressures.ts'
import { FITTINGS, type WaterPressureInput } from './schema.ts'
import { lossShown, staticShown } from './shown.ts'
import type { PipeLoss, StaticHead, WaterPressureFigures } from './types.ts'

export type WaterPressureResult = WaterPressureFigures & Estimated

/**
 * docs/calculators/water-pressure-calculator.md §3 steps 1 and 2: P = h × 9.80665 kPa (h × PSI_PER_FT psi), and back.
 */
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
 * docs/calculators/water-pressure-calculator.md §3 step 3, in the chosen system.
 * Metric: d = ID / 1000 m, Q = L/min ÷ 60,000 m³/s, v = Q / (π/4 · d²),
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

function pressureFigures(input: WaterPressureInput): WaterPressureFigures {
	if (input.mode === 'loss') return { mode: 'loss', ...pipeLoss(input) }
	return { mode: input.mode, head: staticHead(input) }
}

/**
 * docs/calculators/water-pressure-calculator.md §3: static pressure from a height of water and back, and the loss along
 * a pipe, with the working of each figure the results work out; nothing to buy.
 */
export function computeWaterPressure(input: WaterPressureInput): WaterPressureResult {
	const figures = pressureFigures(input)
	const shown = figures.mode === 'loss' ? lossShown(input, figures) : staticShown(input, figures.head, figures.mode)
	return { ...figures, shown, purchases: [] }
}
