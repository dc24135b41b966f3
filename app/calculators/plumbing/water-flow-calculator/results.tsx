import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { type ResultRow, ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { describePipe, findPipeFamily } from '#app/calculators/plumbing/shared/pipe-sizes.ts'
import { bothSystems, UNIT_SYSTEM_LABELS, VelocityWarning } from '#app/calculators/plumbing/shared/results-parts.tsx'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import type { BoreFlow, FlowRates, WaterFlowResult } from './compute.ts'
import { FLOW_FIELD_LABELS, FLOW_MODE_OPTIONS, WATER_FLOW_TIPS } from './fields.ts'
import { FLOW_BOUNDS, MODE_FIELDS, MODE_PIPE, type WaterFlowInput } from './schema.ts'

function flowText(rates: FlowRates, system: UnitSystem) {
	return system === 'metric'
		? `${formatNumber(rates.litresPerMinute)} L/min`
		: `${formatNumber(rates.usGallonsPerMinute)} US gpm`
}

function velocityText(bore: BoreFlow, system: UnitSystem) {
	return bothSystems(system, `${formatNumber(bore.metresPerSecond)} m/s`, `${formatNumber(bore.feetPerSecond)} ft/s`)
}

function diameterText(system: UnitSystem, mm: number, inches: number, mmDecimals = 1) {
	return bothSystems(system, `${formatNumber(mm, mmDecimals)} mm`, `${formatNumber(inches, 3)} in`)
}

function rateRows(rates: FlowRates): Array<ResultRow> {
	return [
		{ label: 'Litres per second', value: `${formatNumber(rates.litresPerSecond)} L/s` },
		{ label: 'Litres per minute', value: `${formatNumber(rates.litresPerMinute)} L/min` },
		{ label: 'Cubic metres per hour', value: `${formatNumber(rates.cubicMetresPerHour)} m³/h` },
		{ label: 'US gallons per minute', value: `${formatNumber(rates.usGallonsPerMinute)} US gpm` },
	]
}

/** The headline, the table and any message of one result. */
function resultView(result: WaterFlowResult, system: UnitSystem) {
	if (result.mode === 'bucket') {
		return { label: 'Flow', value: flowText(result.rates, system), rows: rateRows(result.rates), warning: false }
	}
	if (result.mode !== 'size') {
		const { bore } = result
		return {
			label: result.mode === 'flow' ? 'Flow' : 'Velocity',
			value:
				result.mode === 'flow'
					? flowText(result.rates, system)
					: `${formatNumber(system === 'metric' ? bore.metresPerSecond : bore.feetPerSecond)} ${system === 'metric' ? 'm/s' : 'ft/s'}`,
			rows: [
				...rateRows(result.rates),
				{ label: 'Velocity', value: velocityText(bore, system) },
				{ label: 'Inside diameter', value: diameterText(system, bore.insideDiameterMm, bore.insideDiameterIn) },
				{
					label: 'Flow area',
					value: bothSystems(system, `${formatNumber(bore.areaMm2, 1)} mm²`, `${formatNumber(bore.areaIn2, 3)} in²`),
				},
			],
			warning: bore.isAboveVelocityLimit,
		}
	}
	const { chosen, smaller, family } = result
	const required = diameterText(system, result.requiredDiameterMm, result.requiredDiameterIn, 2)
	const rows: Array<ResultRow> = [
		{
			label: 'Flow',
			value: bothSystems(
				system,
				`${formatNumber(result.rates.litresPerMinute)} L/min`,
				`${formatNumber(result.rates.usGallonsPerMinute)} US gpm`,
			),
		},
		{ label: 'Required minimum inside diameter', value: required },
	]
	if (!chosen) {
		const need =
			system === 'metric'
				? `${formatNumber(result.requiredDiameterMm)} mm`
				: `${formatNumber(result.requiredDiameterIn, 3)} in`
		return {
			label: 'Smallest suitable pipe',
			value: 'None large enough',
			message: `No ${family.shortName} size up to ${family.largestSizeLabel} is large enough: inside diameter of at least ${need} needed. Choose another pipe type.`,
			rows,
			warning: false,
		}
	}
	rows.push(
		{ label: 'Chosen inside diameter', value: diameterText(system, chosen.insideDiameterMm, chosen.insideDiameterIn) },
		{ label: `Velocity in ${chosen.sizeLabel}`, value: velocityText(chosen, system) },
		{
			label: 'Next smaller size',
			value: smaller
				? `${smaller.sizeLabel} would run at ${velocityText(smaller, system)}`
				: 'None (the smallest size)',
		},
	)
	return {
		label: 'Smallest suitable pipe',
		value: `${chosen.sizeLabel} ${family.shortName}`,
		rows,
		warning: chosen.isAboveVelocityLimit,
	}
}

export function WaterFlowResults({ input, result, onStartNew }: ResultsProps<WaterFlowInput, WaterFlowResult>) {
	const system = input.unit
	const view = resultView(result, system)
	const asks = MODE_PIPE[input.mode]
	const pipe =
		asks === 'pipe'
			? describePipe(input, input.customDiameter, system)
			: (findPipeFamily(input.pipeType)?.shortName ?? '')
	return (
		<ResultsCard headline={view} onStartNew={onStartNew}>
			{view.message ? (
				<p>
					<strong>{view.message}</strong>
				</p>
			) : null}
			<VelocityWarning isShown={view.warning} />
			<InputSummary
				items={[
					{ label: 'Unit System', value: UNIT_SYSTEM_LABELS[system] },
					{ label: 'Mode', value: FLOW_MODE_OPTIONS.find((option) => option.value === input.mode)?.label ?? '' },
					...(asks === 'nothing' ? [] : [{ label: asks === 'pipe' ? 'Pipe' : 'Pipe type', value: pipe }]),
					...MODE_FIELDS[input.mode].map((field) => ({
						label: FLOW_FIELD_LABELS[field],
						value: `${formatEntered(input[field])} ${FLOW_BOUNDS[system][field].unit}`,
					})),
				]}
			/>
			<ResultsTable caption={result.mode === 'size' ? 'Pipe size' : 'Flow summary'} lines={view.rows} />
			<TipsList tips={WATER_FLOW_TIPS} />
		</ResultsCard>
	)
}
