import { CUSTOM_DIAMETER_BOUNDS, resolvePipe } from '#app/calculators/plumbing/shared/pipe-sizes.ts'
import { bothSystems, convertedSteps, velocitySteps, velocityText } from '#app/calculators/plumbing/shared/working.ts'
import type { ResultLine, ShownResult } from '#app/components/results/result-lines.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import { KPA_PER_BAR, KPA_PER_M_WATER, PSI_PER_FT_WATER } from '#app/lib/units.ts'
import { FITTING_LENGTH_IN_DIAMETERS, K_US } from './hazen-williams.ts'
import { FITTINGS, PRESSURE_BOUNDS, type WaterPressureInput } from './schema.ts'
import { fromKPa, type Pressures } from './pressures.ts'
import type { PipeLoss, StaticHead } from './types.ts'

/** bar per m of water (metric) and psi per ft (imperial): from a head to a pressure. */
const PRESSURE_PER_HEAD = { metric: KPA_PER_M_WATER / KPA_PER_BAR, imperial: PSI_PER_FT_WATER }

const HEAD_UNITS: Record<keyof StaticHead, string> = { bar: 'bar', kPa: 'kPa', psi: 'psi', metres: 'm', feet: 'ft' }

const HEAD_LABELS: Record<keyof StaticHead, string> = {
	bar: 'Pressure in bar',
	kPa: 'Pressure in kPa',
	psi: 'Pressure in psi',
	metres: 'Head in metres',
	feet: 'Head in feet',
}

/**
 * docs/calculators/water-pressure-calculator.md §3, the static modes' lines: the pressure of a height of water (bar or psi) or the
 * height of a pressure (m or ft), then every unit, the pressures first in the pressure mode. Each figure is the
 * typed one (a head in m or ft, a pressure in bar, kPa or psi) converted.
 */
export function staticShown(input: WaterPressureInput, head: StaticHead, mode: 'pressure' | 'height'): ShownResult {
	const isMetric = input.unit === 'metric'
	const text = (figure: keyof StaticHead, format = formatNumber) => `${format(head[figure])} ${HEAD_UNITS[figure]}`
	const typed = mode === 'pressure' ? (isMetric ? 'metres' : 'feet') : isMetric ? input.pressureUnit : 'psi'
	const line = (figure: keyof StaticHead): ResultLine => ({
		label: HEAD_LABELS[figure],
		value: text(figure),
		steps: figure === typed ? undefined : convertedSteps(text(typed, formatEntered), head[figure] / head[typed]),
	})
	const pressures = (['bar', 'kPa', 'psi'] as const).map(line)
	const heights = (['metres', 'feet'] as const).map(line)
	const headline = line(mode === 'pressure' ? (isMetric ? 'bar' : 'psi') : isMetric ? 'metres' : 'feet')
	return {
		headline: { ...headline, label: mode === 'pressure' ? 'Pressure' : 'Height' },
		tables: [
			{
				caption: 'Static pressure',
				lines: mode === 'pressure' ? [...pressures, ...heights] : [...heights, ...pressures],
			},
		],
	}
}

/**
 * docs/calculators/water-pressure-calculator.md §3, the loss mode's lines in the chosen system: the outlet pressure (or not enough),
 * then the velocity, the lengths, the friction as a head and a pressure, the elevation, the inlet and the outlet.
 */
export function lossShown(input: WaterPressureInput, loss: PipeLoss): ShownResult {
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
	const isEnough = outlet.kPa > 0
	const outletSteps = `${pressure(loss.inlet)} − ${pressure(friction)} ${isGain ? '+' : '−'} ${pressure(rise)}`
	return {
		headline: isEnough
			? { label: 'Outlet pressure', value: both(outlet), steps: `${outletSteps} =` }
			: { label: 'Outlet pressure', value: 'Not enough pressure', steps: `${outletSteps} ≤ 0 →` },
		tables: [
			{
				caption: 'Pressure loss along the pipe',
				lines: [
					{
						label: 'Velocity',
						value: velocityText(system, loss),
						steps: `${velocitySteps(system, `${flow} ${bounds.flowRate.unit}`, insideDiameter)} =`,
					},
					{
						label: 'Fittings equivalent length',
						value: length(loss.fittingsLength),
						steps: `${fittings ? `(${fittings})` : 0} × ${bore} ${CUSTOM_DIAMETER_BOUNDS[system].unit} ÷ ${isMetric ? '1,000' : 12} =`,
					},
					{
						label: 'Total equivalent length',
						value: length(loss.totalLength),
						steps: `${length(input.pipeLength)} + ${length(loss.fittingsLength)} + ${length(input.otherLength)} =`,
					},
					{
						label: 'Friction loss (head)',
						value: head,
						steps: isMetric ? `${hazenWilliams} =` : convertedSteps(psi, 1 / perHead),
					},
					{
						label: 'Friction loss (pressure)',
						value: isMetric ? `${bar} (${kPa}, ${psi})` : `${psi} (${bar}, ${kPa})`,
						steps: isMetric ? convertedSteps(head, perHead) : `${hazenWilliams} =`,
					},
					{
						label: isGain ? 'Elevation gain' : 'Elevation loss',
						value: both(rise),
						steps: convertedSteps(length(Math.abs(input.outletHeight)), perHead),
					},
					{ label: 'Inlet pressure', value: both(loss.inlet) },
					{ label: 'Outlet pressure', value: both(isEnough ? outlet : { bar: 0, kPa: 0, psi: 0 }) },
				],
			},
		],
	}
}
