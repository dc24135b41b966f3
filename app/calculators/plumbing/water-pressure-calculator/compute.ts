import { CUSTOM_DIAMETER_BOUNDS, resolvePipe } from '#app/calculators/plumbing/shared/pipe-sizes.ts'
import { isAboveVelocityLimit, velocityPair } from '#app/calculators/plumbing/shared/velocity.ts'
import { bothSystems, converted, velocitySteps, velocityText } from '#app/calculators/plumbing/shared/working.ts'
import type { Worked, WorkingLine } from '#app/estimate/estimate.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
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
import { type Fitting, FITTINGS, PRESSURE_BOUNDS, type WaterPressureInput } from './schema.ts'

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

export type WaterPressureFigures = { mode: 'pressure' | 'height'; head: StaticHead } | ({ mode: 'loss' } & PipeLoss)

export type WaterPressureResult = WaterPressureFigures & Worked

/**
 * Fitting equivalent lengths in pipe diameters (docs/calculators/water-pressure-calculator.md §3, §5: Crane TP-410 via
 * Entegris).
 */
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

/** bar per m of water (metric) and psi per ft (imperial): from a head to a pressure. */
const PRESSURE_PER_HEAD = { metric: KPA_PER_M_WATER / KPA_PER_BAR, imperial: PSI_PER_FT_WATER }

const HEAD_UNITS: Record<keyof StaticHead, string> = { bar: 'bar', kPa: 'kPa', psi: 'psi', metres: 'm', feet: 'ft' }

/**
 * The static modes' working: each figure the typed one (a head in m or ft, a pressure in bar, kPa or psi)
 * converted; the headline first (the bar or psi of a height, the m or ft of a pressure).
 */
function staticWorking(input: WaterPressureInput, head: StaticHead, mode: 'pressure' | 'height') {
	const isMetric = input.unit === 'metric'
	const text = (figure: keyof StaticHead, format = formatNumber) => `${format(head[figure])} ${HEAD_UNITS[figure]}`
	const typed = mode === 'pressure' ? (isMetric ? 'metres' : 'feet') : isMetric ? input.pressureUnit : 'psi'
	const line = (label: string, figure: keyof StaticHead) => ({
		label,
		steps: converted(text(typed, formatEntered), head[figure] / head[typed], text(figure)),
	})
	return [
		line(
			mode === 'pressure' ? 'Pressure' : 'Height',
			mode === 'pressure' ? (isMetric ? 'bar' : 'psi') : isMetric ? 'metres' : 'feet',
		),
		...(['bar', 'kPa', 'psi', 'metres', 'feet'] as const)
			.filter((figure) => figure !== typed)
			.map((figure) =>
				line(
					figure === 'metres' ? 'Head in metres' : figure === 'feet' ? 'Head in feet' : `Pressure in ${figure}`,
					figure,
				),
			),
	]
}

/** The loss mode's working, in the chosen system: outlet (the headline), velocity, lengths, friction, elevation. */
function lossWorking(input: WaterPressureInput, loss: PipeLoss): Array<WorkingLine> {
	const system = input.unit
	const isMetric = system === 'metric'
	const insideDiameter = resolvePipe(input, input.customDiameter, system).insideDiameter
	const bore = formatEntered(insideDiameter)
	const bounds = PRESSURE_BOUNDS[system]
	const length = (value: number) => `${formatNumber(value)} ${bounds.pipeLength.unit}`
	const pressure = (pressures: Pressures) =>
		isMetric ? `${formatNumber(pressures.bar)} bar` : `${formatNumber(pressures.psi)} psi`
	const both = (pressures: Pressures) =>
		bothSystems(system, `${formatNumber(pressures.bar)} bar`, `${formatNumber(pressures.psi)} psi`)
	const { friction, elevation, outlet } = loss
	const [bar, kPa, psi] = [
		`${formatNumber(friction.bar)} bar`,
		`${formatNumber(friction.kPa)} kPa`,
		`${formatNumber(friction.psi)} psi`,
	]
	const fittings = FITTINGS.filter((fitting) => input[fitting])
		.map((fitting) => `${input[fitting]} × ${FITTING_LENGTH_IN_DIAMETERS[fitting]}`)
		.join(' + ')
	const flow = formatEntered(input.flowRate)
	const hazenWilliams = `${isMetric ? '10.67' : formatEntered(K_US)} × ${length(loss.totalLength)} × ${isMetric ? `(${flow} ÷ 60,000)` : flow}^1.852 ÷ (${formatEntered(input.hazenC)}^1.852 × ${isMetric ? `(${bore} ÷ 1,000)` : bore}^4.8704)`
	const head = length(loss.frictionHead)
	const perHead = PRESSURE_PER_HEAD[system]
	const isGain = elevation.kPa < 0
	const rise = fromKPa(Math.abs(elevation.kPa))
	return [
		{
			label: 'Outlet pressure',
			steps: `${pressure(loss.inlet)} − ${pressure(friction)} ${isGain ? '+' : '−'} ${pressure(rise)} ${outlet.kPa > 0 ? `= ${both(outlet)}` : '≤ 0 → Not enough pressure'}`,
		},
		{
			label: 'Velocity',
			steps: `${velocitySteps(system, `${flow} ${bounds.flowRate.unit}`, insideDiameter)} = ${velocityText(system, loss)}`,
		},
		{
			label: 'Fittings equivalent length',
			steps: `${fittings ? `(${fittings})` : 0} × ${bore} ${CUSTOM_DIAMETER_BOUNDS[system].unit} ÷ ${isMetric ? '1,000' : 12} = ${length(loss.fittingsLength)}`,
		},
		{
			label: 'Total equivalent length',
			steps: `${length(input.pipeLength)} + ${length(loss.fittingsLength)} + ${length(input.otherLength)} = ${length(loss.totalLength)}`,
		},
		{
			label: 'Friction loss (head)',
			steps: isMetric ? `${hazenWilliams} = ${head}` : converted(psi, 1 / perHead, head),
		},
		{
			label: 'Friction loss (pressure)',
			steps: isMetric
				? converted(head, perHead, `${bar} (${kPa}, ${psi})`)
				: `${hazenWilliams} = ${psi} (${bar}, ${kPa})`,
		},
		{
			label: isGain ? 'Elevation gain' : 'Elevation loss',
			steps: converted(length(Math.abs(input.outletHeight)), perHead, both(rise)),
		},
	]
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
	const working =
		figures.mode === 'loss' ? lossWorking(input, figures) : staticWorking(input, figures.head, figures.mode)
	return { ...figures, working, purchases: [] }
}
