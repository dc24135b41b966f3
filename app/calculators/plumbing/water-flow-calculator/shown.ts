import {
	boreArea,
	bothSystems,
	convertedSteps,
	FLOW_PER_AREA_SPEED,
	velocitySteps,
	velocityText,
} from '#app/calculators/plumbing/shared/working.ts'
import type { ResultLine, ShownResult } from '#app/components/results/result-lines.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { FLOW_BOUNDS, type FlowNumberField, type WaterFlowInput } from './schema.ts'
import type { BoreFlow, FlowRates, WaterFlowFigures } from './types.ts'

/** The flow's units and labels, in the results' order. */
const RATES: ReadonlyArray<[keyof FlowRates, string, string]> = [
	['litresPerSecond', 'L/s', 'Litres per second'],
	['litresPerMinute', 'L/min', 'Litres per minute'],
	['cubicMetresPerHour', 'm³/h', 'Cubic metres per hour'],
	['usGallonsPerMinute', 'US gpm', 'US gallons per minute'],
]

function diameterText(system: UnitSystem, mm: number, inches: number, mmDecimals = 1) {
	return bothSystems(system, `${formatNumber(mm, mmDecimals)} mm`, `${formatNumber(inches, 3)} in`)
}

/** A bore in the system's unit: mm or in. */
function boreOf(system: UnitSystem, pipe: BoreFlow) {
	return system === 'metric' ? pipe.insideDiameterMm : pipe.insideDiameterIn
}

/**
 * docs/calculators/water-flow-calculator.md §3: the lines: the flow (or the velocity) and its table, or the smallest suitable pipe
 * and its. Each figure the results work out has its working with the person's numbers, the other units of the flow
 * converted from L/min or US gpm; the echoed inputs have none.
 */
export function waterFlowShown(input: WaterFlowInput, figures: WaterFlowFigures): ShownResult {
	const system = input.unit
	const units = FLOW_BOUNDS[system]
	const typed = (field: FlowNumberField) => `${formatEntered(input[field])} ${units[field].unit}`
	const perAreaSpeed = formatEntered(FLOW_PER_AREA_SPEED[system])
	if (figures.mode === 'size') return pipeSizeShown(input, figures, typed, perAreaSpeed)
	const { rates } = figures
	const own = system === 'metric' ? 'litresPerMinute' : 'usGallonsPerMinute'
	const rate = (key: keyof FlowRates) => `${formatNumber(rates[key])} ${RATES.find(([unit]) => unit === key)?.[1]}`
	const area = figures.mode === 'bucket' ? '' : boreArea(system, boreOf(system, figures.bore))
	const flow: ResultLine = {
		label: 'Flow',
		value: rate(own),
		steps:
			figures.mode === 'bucket'
				? `${typed('bucketVolume')} ÷ ${formatEntered(input.fillTime)} s × 60 =`
				: `${area} × ${typed('velocity')} × ${perAreaSpeed} =`,
	}
	// The typed flow of the velocity mode has no working; the others are converted from it.
	const rateLines = RATES.map(([key, , label]): ResultLine => ({
		label,
		value: rate(key),
		steps:
			key !== own
				? convertedSteps(rate(own), rates[key] / rates[own])
				: figures.mode === 'velocity'
					? undefined
					: flow.steps,
	}))
	if (figures.mode === 'bucket') return { headline: flow, tables: [{ caption: 'Flow summary', lines: rateLines }] }
	const { bore } = figures
	const speed = system === 'metric' ? bore.metresPerSecond : bore.feetPerSecond
	return {
		headline:
			figures.mode === 'flow'
				? flow
				: {
						label: 'Velocity',
						value: `${formatNumber(speed)} ${units.velocity.unit}`,
						steps: `${velocitySteps(system, typed('flowRate'), boreOf(system, bore))} =`,
					},
		tables: [
			{
				caption: 'Flow summary',
				lines: [
					...rateLines,
					{ label: 'Velocity', value: velocityText(system, bore) },
					{ label: 'Inside diameter', value: diameterText(system, bore.insideDiameterMm, bore.insideDiameterIn) },
					{
						label: 'Flow area',
						value: bothSystems(system, `${formatNumber(bore.areaMm2, 1)} mm²`, `${formatNumber(bore.areaIn2, 3)} in²`),
						steps: `${area} =`,
					},
				],
			},
		],
	}
}

/** §3's lines: the smallest size with ID ≥ d_req, the bore worked from the flow and the limit, the two velocities. */
function pipeSizeShown(
	input: WaterFlowInput,
	figures: Extract<WaterFlowFigures, { mode: 'size' }>,
	typed: (field: FlowNumberField) => string,
	perAreaSpeed: string,
): ShownResult {
	const system = input.unit
	const { chosen, smaller, family, rates } = figures
	const need =
		system === 'metric'
			? `${formatNumber(figures.requiredDiameterMm, 2)} mm`
			: `${formatNumber(figures.requiredDiameterIn, 3)} in`
	const velocity = (pipe: BoreFlow) => `${velocitySteps(system, typed('flowRate'), boreOf(system, pipe))} =`
	const lines: Array<ResultLine> = [
		{
			label: 'Flow',
			value: bothSystems(
				system,
				`${formatNumber(rates.litresPerMinute)} L/min`,
				`${formatNumber(rates.usGallonsPerMinute)} US gpm`,
			),
		},
		{
			label: 'Required minimum inside diameter',
			value: diameterText(system, figures.requiredDiameterMm, figures.requiredDiameterIn, 2),
			steps: `√(4 × ${typed('flowRate')} ÷ ${perAreaSpeed} ÷ (π × ${typed('velocityLimit')})) =`,
		},
	]
	const headline = { label: 'Smallest suitable pipe', value: 'None large enough' }
	if (!chosen) return { headline, tables: [{ caption: 'Pipe size', lines }] }
	lines.push(
		{ label: 'Chosen inside diameter', value: diameterText(system, chosen.insideDiameterMm, chosen.insideDiameterIn) },
		{ label: `Velocity in ${chosen.sizeLabel}`, value: velocityText(system, chosen), steps: velocity(chosen) },
		smaller
			? {
					label: 'Next smaller size',
					value: `${smaller.sizeLabel} would run at ${velocityText(system, smaller)}`,
					steps: velocity(smaller),
				}
			: { label: 'Next smaller size', value: 'None (the smallest size)' },
	)
	return {
		headline: { ...headline, value: `${chosen.sizeLabel} ${family.shortName}`, steps: `${need} →` },
		tables: [{ caption: 'Pipe size', lines }],
	}
}
