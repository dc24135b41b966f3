import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import type { DuctFlow, DuctResult, RectangularDuct } from './compute.ts'
import { DUCT_LABELS, METHOD_OPTIONS, TOO_FAST_WARNING, TOO_FLAT_WARNING } from './fields.ts'
import { SIZE_UNITS } from './options.ts'
import { airflowBounds, type DuctInput, ductFieldBounds } from './schema.ts'

const TIPS = [
	'Size against the fan’s available static pressure: friction rate = available pressure × 100 / total effective length (Manual D).',
	'Flexible duct loses far more pressure than sheet metal when compressed or kinked; pull it taut or go one size up.',
	'Keep rectangular ducts near square; a 4:1 duct needs more metal and fan power for the same air.',
]

export const ROUND_HEADLINE = 'Round duct'

/** The message that replaces the headline when the airflow needs more than the largest standard size. */
export function noRoundSizeMessage(largest: number, unit: UnitSystem) {
	return `No standard round size above ${formatCount(largest)} ${SIZE_UNITS[unit]}: use a rectangular duct or split the airflow`
}

export function widthTooLargeMessage(widest: number, unit: UnitSystem) {
	return `Width would exceed ${formatCount(widest)} ${SIZE_UNITS[unit]}: increase the fixed side.`
}

/** The active system's figure first, the other's beside it. */
function pair(unit: UnitSystem, imperial: string, metric: string) {
	return unit === 'imperial' ? `${imperial} (${metric})` : `${metric} (${imperial})`
}

function velocityText(unit: UnitSystem, flow: DuctFlow) {
	return pair(unit, `${formatCount(flow.velocityFpm)} fpm`, `${formatNumber(flow.velocityMs)} m/s`)
}

function frictionText(unit: UnitSystem, flow: DuctFlow) {
	return pair(unit, `${formatNumber(flow.frictionInWc, 3)} in. w.c./100 ft`, `${formatNumber(flow.frictionPaM)} Pa/m`)
}

function RectangularBlock({ unit, rectangle }: { unit: UnitSystem; rectangle: RectangularDuct }) {
	const size = SIZE_UNITS[unit]
	if (rectangle.width === null) return <ResultNote>{widthTooLargeMessage(rectangle.widestWidth, unit)}</ResultNote>
	return (
		<>
			<ResultsTable
				caption="Rectangular Duct (equal friction)"
				lines={[
					{
						label: 'Rectangular duct',
						value: `${formatEntered(rectangle.fixedSide)} × ${formatEntered(rectangle.width)} ${size}`,
					},
					{ label: 'Equivalent diameter', value: `${formatNumber(rectangle.equivalentDiameter)} ${size}` },
					{ label: 'Velocity', value: velocityText(unit, rectangle.flow) },
					{ label: 'Friction', value: frictionText(unit, rectangle.flow) },
					{ label: 'Aspect ratio', value: formatNumber(rectangle.aspectRatio) },
				]}
			/>
			{rectangle.flow.isTooFast ? <ResultNote>{`Rectangular duct: ${TOO_FAST_WARNING}`}</ResultNote> : null}
			{rectangle.isTooFlat ? <ResultNote>{TOO_FLAT_WARNING}</ResultNote> : null}
		</>
	)
}

export function DuctResults({ input, result, onStartNew }: ResultsProps<DuctInput, DuctResult>) {
	const { unit } = input
	const size = SIZE_UNITS[unit]
	const bounds = ductFieldBounds(unit)
	const rate =
		input.method === 'friction'
			? { label: DUCT_LABELS.friction, value: `${formatEntered(input.friction)} ${bounds.friction.unit}` }
			: { label: DUCT_LABELS.velocity, value: `${formatEntered(input.velocity)} ${bounds.velocity.unit}` }
	const atRequired = result.standardSize === null ? ' at the required diameter' : ''
	const requiredIn = `${formatNumber(result.requiredDiameterIn)} in`
	const requiredMm = `${formatNumber(result.requiredDiameterMm, 1)} mm`
	return (
		<ResultsCard
			headline={{
				label: ROUND_HEADLINE,
				value:
					result.standardSize === null
						? noRoundSizeMessage(result.largestStandardSize, unit)
						: `${formatCount(result.standardSize)} ${size}`,
				isMessage: result.standardSize === null,
			}}
			onStartNew={onStartNew}
		>
			<InputSummary
				items={[
					{ label: 'Unit System', value: unit === 'imperial' ? 'Imperial' : 'Metric' },
					{ label: DUCT_LABELS.airflow, value: `${formatEntered(input.airflow)} ${airflowBounds(input).unit}` },
					{ label: DUCT_LABELS.method, value: optionLabel(METHOD_OPTIONS, input.method) },
					rate,
					{
						label: DUCT_LABELS.fixedSide,
						value: input.hasRectangular ? `${formatEntered(input.fixedSide)} ${size}` : 'No rectangular duct',
					},
				]}
			/>
			<ResultsTable
				caption="Round Duct"
				lines={[
					{ label: 'Required exact diameter', value: pair(unit, requiredIn, requiredMm) },
					{
						label: 'Standard size',
						value: result.standardSize === null ? '–' : `${formatCount(result.standardSize)} ${size}`,
					},
					{ label: 'Velocity', value: `${velocityText(unit, result.round)}${atRequired}` },
					{ label: 'Friction', value: `${frictionText(unit, result.round)}${atRequired}` },
					{
						label: 'Airflow',
						value: `${formatNumber(result.airflowCfm)} CFM, ${formatNumber(result.airflowLs)} L/s, ${formatNumber(result.airflowM3h)} m³/h`,
					},
					{
						label: 'Cross-section area',
						value: `${pair(unit, `${formatNumber(result.areaFt2, 3)} ft²`, `${formatNumber(result.areaM2, 4)} m²`)}${atRequired}`,
					},
				]}
			/>
			{result.round.isTooFast ? <ResultNote>{TOO_FAST_WARNING}</ResultNote> : null}
			{result.rectangular ? <RectangularBlock unit={unit} rectangle={result.rectangular} /> : null}
			<TipsList tips={TIPS} />
		</ResultsCard>
	)
}
