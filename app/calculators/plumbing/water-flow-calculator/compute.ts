import {
	diameterInSystem,
	findPipeFamily,
	pipeSizeLabel,
	resolvePipe,
} from '#app/calculators/plumbing/shared/pipe-sizes.ts'
import { isAboveVelocityLimit, velocityPair } from '#app/calculators/plumbing/shared/velocity.ts'
import type { Estimated } from '#app/estimate/estimate.ts'
import {
	GPM_PER_CFS,
	IN_PER_FT,
	L_PER_US_GAL,
	LITRES_PER_M3,
	MM_PER_IN,
	MM_PER_M,
	SECONDS_PER_MINUTE,
	type UnitSystem,
} from '#app/lib/units.ts'
import type { WaterFlowInput } from './schema.ts'
import { waterFlowShown } from './shown.ts'
import type { BoreFlow, FlowRates, WaterFlowFigures } from './types.ts'

export type WaterFlowResult = WaterFlowFigures & Estimated

const LITRES_PER_MINUTE_PER_M3_PER_S = SECONDS_PER_MINUTE * LITRES_PER_M3
const MINUTES_PER_HOUR = 60

/** A flow rate typed in the system's unit (L/min or US gpm) in every unit. */
function flowRates(flowRate: number, system: UnitSystem): FlowRates {
	const litresPerMinute = system === 'metric' ? flowRate : flowRate * L_PER_US_GAL
	return {
		litresPerSecond: litresPerMinute / SECONDS_PER_MINUTE,
		litresPerMinute,
		cubicMetresPerHour: (litresPerMinute * MINUTES_PER_HOUR) / LITRES_PER_M3,
		usGallonsPerMinute: system === 'metric' ? flowRate / L_PER_US_GAL : flowRate,
	}
}

/** A flow rate (L/min or US gpm) as volume per second: m³/s or ft³/s. */
function perSecond(flowRate: number, system: UnitSystem) {
	return system === 'metric' ? flowRate / LITRES_PER_MINUTE_PER_M3_PER_S : flowRate / GPM_PER_CFS
}

/** A volume per second (m³/s or ft³/s) as the system's flow rate: L/min or US gpm. */
function perMinute(volumePerSecond: number, system: UnitSystem) {
	return system === 'metric' ? volumePerSecond * LITRES_PER_MINUTE_PER_M3_PER_S : volumePerSecond * GPM_PER_CFS
}

/** A bore (mm or in) in metres or feet, the length unit of the velocity. */
function boreLength(insideDiameter: number, system: UnitSystem) {
	return system === 'metric' ? insideDiameter / MM_PER_M : insideDiameter / IN_PER_FT
}

/** A = π/4 · d², m² (metric) or ft² (imperial). */
function flowArea(insideDiameter: number, system: UnitSystem) {
	return (Math.PI / 4) * boreLength(insideDiameter, system) ** 2
}

/** The bore whose area carries `volumePerSecond` at `velocity`: 1000 · √(4A/π) mm or 12 · √(4A/π) in. */
function boreFor(volumePerSecond: number, velocity: number, system: UnitSystem) {
	const diameter = Math.sqrt((4 * volumePerSecond) / (Math.PI * velocity))
	return system === 'metric' ? diameter * MM_PER_M : diameter * IN_PER_FT
}

function boreFlow(sizeLabel: string, insideDiameter: number, velocity: number, system: UnitSystem): BoreFlow {
	const isMetric = system === 'metric'
	return {
		sizeLabel,
		insideDiameterMm: isMetric ? insideDiameter : insideDiameter * MM_PER_IN,
		insideDiameterIn: isMetric ? insideDiameter / MM_PER_IN : insideDiameter,
		...velocityPair(velocity, system),
		isAboveVelocityLimit: isAboveVelocityLimit(velocity, system),
	}
}

/** A = π/4 · ID² in mm² and in², from the bore in the system's unit. */
function boreAreas(insideDiameter: number, system: UnitSystem) {
	const area = (Math.PI / 4) * insideDiameter ** 2
	return system === 'metric'
		? { areaMm2: area, areaIn2: area / MM_PER_IN ** 2 }
		: { areaMm2: area * MM_PER_IN ** 2, areaIn2: area }
}

/**
 * docs/calculators/water-flow-calculator.md §3, Pipe size for a flow: the smallest size of the family with ID ≥ d_req
 * (1e-9 tolerance), in the active system's unit; its velocity, and the velocity the size below it would run at.
 */
function pipeSizeFor(input: WaterFlowInput, system: UnitSystem): WaterFlowFigures {
	const family = findPipeFamily(input.pipeType)
	if (!family) throw new TypeError(`Unknown pipe type: ${input.pipeType}`)
	const volumePerSecond = perSecond(input.flowRate, system)
	const requiredDiameter = boreFor(volumePerSecond, input.velocityLimit, system)
	const bores = family.sizes.map((size) => ({
		label: pipeSizeLabel(family, size),
		inside: diameterInSystem(size.inside, family.unit, system),
	}))
	const index = bores.findIndex((bore) => bore.inside >= requiredDiameter * (1 - 1e-9))
	const flowIn = (bore: (typeof bores)[number] | undefined) =>
		bore ? boreFlow(bore.label, bore.inside, volumePerSecond / flowArea(bore.inside, system), system) : null
	const largest = bores.at(-1)
	return {
		mode: 'size',
		rates: flowRates(input.flowRate, system),
		requiredDiameterMm: system === 'metric' ? requiredDiameter : requiredDiameter * MM_PER_IN,
		requiredDiameterIn: system === 'metric' ? requiredDiameter / MM_PER_IN : requiredDiameter,
		family: { shortName: family.shortName, largestSizeLabel: largest?.label ?? '' },
		chosen: index === -1 ? null : flowIn(bores[index]),
		smaller: index > 0 ? flowIn(bores[index - 1]) : null,
	}
}

/**
 * docs/calculators/water-flow-calculator.md §3, in the chosen system (metric: mm, m/s, L/min; imperial: in, ft/s,
 * US gpm): Q = v · A with A = π/4 · d² (d = ID / 1000 m or ID / 12 ft); v = Q / A; the pipe size for a flow at a
 * velocity limit; a bucket's flow = volume / time × 60. Other units: L/min = gpm × 3.785411784,
 * m/s = ft/s × 0.3048, mm = in × 25.4.
 */
function flowFigures(input: WaterFlowInput): WaterFlowFigures {
	const system = input.unit
	if (input.mode === 'size') return pipeSizeFor(input, system)
	if (input.mode === 'bucket') {
		const flowRate = (input.bucketVolume / input.fillTime) * SECONDS_PER_MINUTE
		return { mode: 'bucket', rates: flowRates(flowRate, system) }
	}
	const pipe = resolvePipe(input, input.customDiameter, system)
	const area = flowArea(pipe.insideDiameter, system)
	const flowRate = input.mode === 'flow' ? perMinute(input.velocity * area, system) : input.flowRate
	const velocity = input.mode === 'flow' ? input.velocity : perSecond(flowRate, system) / area
	return {
		mode: input.mode,
		rates: flowRates(flowRate, system),
		bore: {
			...boreFlow(pipe.sizeLabel, pipe.insideDiameter, velocity, system),
			...boreAreas(pipe.insideDiameter, system),
		},
	}
}

/**
 * docs/calculators/water-flow-calculator.md §3 (see `flowFigures`), with the working of each figure; nothing to buy.
 */
export function computeWaterFlow(input: WaterFlowInput): WaterFlowResult {
	const figures = flowFigures(input)
	return { ...figures, shown: waterFlowShown(input, figures), purchases: [] }
}
