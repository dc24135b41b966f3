import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { type ResultRow, ResultsTable } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { describePipe } from '#app/calculators/plumbing/shared/pipe-sizes.ts'
import {
	bothSystems,
	signedText,
	UNIT_SYSTEM_LABELS,
	VelocityWarning,
} from '#app/calculators/plumbing/shared/results-parts.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import type { PipeLoss, Pressures, StaticHead, WaterPressureResult } from './compute.ts'
import { PRESSURE_FIELD_LABELS, PRESSURE_MODE_OPTIONS, WATER_PRESSURE_TIPS } from './fields.ts'
import { fieldBounds, PRESSURE_MODE_FIELDS, type PressureNumberField, type WaterPressureInput } from './schema.ts'

const LENGTH_FIELDS: ReadonlyArray<PressureNumberField> = ['head', 'pipeLength', 'otherLength']

function barOrPsi(pressures: Pressures, system: UnitSystem) {
	return bothSystems(system, `${formatNumber(pressures.bar)} bar`, `${formatNumber(pressures.psi)} psi`)
}

function staticRows(head: StaticHead, mode: 'pressure' | 'height'): Array<ResultRow> {
	const pressures = [
		{ label: 'Pressure in bar', value: `${formatNumber(head.bar)} bar` },
		{ label: 'Pressure in kPa', value: `${formatNumber(head.kPa)} kPa` },
		{ label: 'Pressure in psi', value: `${formatNumber(head.psi)} psi` },
	]
	const heights = [
		{ label: 'Head in metres', value: `${formatNumber(head.metres)} m` },
		{ label: 'Head in feet', value: `${formatNumber(head.feet)} ft` },
	]
	return mode === 'pressure' ? [...pressures, ...heights] : [...heights, ...pressures]
}

function lossRows(loss: PipeLoss, system: UnitSystem): Array<ResultRow> {
	const length = system === 'metric' ? 'm' : 'ft'
	const { friction, elevation } = loss
	const [kPa, bar, psi] = [
		`${formatNumber(friction.kPa)} kPa`,
		`${formatNumber(friction.bar)} bar`,
		`${formatNumber(friction.psi)} psi`,
	]
	const isGain = elevation.kPa < 0
	return [
		{
			label: 'Velocity',
			value: bothSystems(
				system,
				`${formatNumber(loss.metresPerSecond)} m/s`,
				`${formatNumber(loss.feetPerSecond)} ft/s`,
			),
		},
		{ label: 'Fittings equivalent length', value: `${formatNumber(loss.fittingsLength)} ${length}` },
		{ label: 'Total equivalent length', value: `${formatNumber(loss.totalLength)} ${length}` },
		{ label: 'Friction loss (head)', value: `${formatNumber(loss.frictionHead)} ${length}` },
		{
			label: 'Friction loss (pressure)',
			value: system === 'metric' ? `${bar} (${kPa}, ${psi})` : `${psi} (${bar}, ${kPa})`,
		},
		{
			label: isGain ? 'Elevation gain' : 'Elevation loss',
			value: barOrPsi(
				{ bar: Math.abs(elevation.bar), kPa: Math.abs(elevation.kPa), psi: Math.abs(elevation.psi) },
				system,
			),
		},
		{ label: 'Inlet pressure', value: barOrPsi(loss.inlet, system) },
		{
			label: 'Outlet pressure',
			value: barOrPsi(loss.outlet.kPa > 0 ? loss.outlet : { bar: 0, kPa: 0, psi: 0 }, system),
		},
	]
}

/** The headline, the table and any message of one result. */
function resultView(result: WaterPressureResult, system: UnitSystem) {
	if (result.mode !== 'loss') {
		const { head } = result
		const isMetric = system === 'metric'
		return result.mode === 'pressure'
			? { label: 'Pressure', value: isMetric ? `${formatNumber(head.bar)} bar` : `${formatNumber(head.psi)} psi` }
			: { label: 'Height', value: isMetric ? `${formatNumber(head.metres)} m` : `${formatNumber(head.feet)} ft` }
	}
	if (result.outlet.kPa > 0) return { label: 'Outlet pressure', value: barOrPsi(result.outlet, system) }
	const shortfall =
		system === 'metric' ? `${formatNumber(-result.outlet.bar)} bar` : `${formatNumber(-result.outlet.psi)} psi`
	return {
		label: 'Outlet pressure',
		value: 'Not enough pressure',
		message: `This run needs ${shortfall} more than the supply gives at this flow. Use a larger pipe, a shorter run or a pump.`,
	}
}

function summaryValue(input: WaterPressureInput, field: PressureNumberField) {
	const { unit } = fieldBounds(input, field)
	if (field === 'outletHeight') return signedText(input[field], unit ?? '')
	if (LENGTH_FIELDS.includes(field)) return formatLengths([input[field]], unit ?? '')
	return unit ? `${formatEntered(input[field])} ${unit}` : formatEntered(input[field])
}

export function WaterPressureResults({
	input,
	result,
	onStartNew,
}: ResultsProps<WaterPressureInput, WaterPressureResult>) {
	const system = input.unit
	const view = resultView(result, system)
	const [first, ...rest] = PRESSURE_MODE_FIELDS[input.mode]
	const item = (field: PressureNumberField) => ({
		label: PRESSURE_FIELD_LABELS[field],
		value: summaryValue(input, field),
	})
	return (
		<ResultsCard headline={view} onStartNew={onStartNew}>
			{'message' in view ? (
				<p>
					<strong>{view.message}</strong>
				</p>
			) : null}
			<VelocityWarning isShown={result.mode === 'loss' && result.isAboveVelocityLimit} />
			<InputSummary
				items={[
					{ label: 'Unit System', value: UNIT_SYSTEM_LABELS[system] },
					{ label: 'Mode', value: PRESSURE_MODE_OPTIONS.find((option) => option.value === input.mode)?.label ?? '' },
					...(first ? [item(first)] : []),
					...(input.mode === 'loss'
						? [{ label: 'Pipe', value: describePipe(input, input.customDiameter, system) }]
						: []),
					...rest.map(item),
				]}
			/>
			<ResultsTable
				caption={result.mode === 'loss' ? 'Pressure loss along the pipe' : 'Static pressure'}
				lines={result.mode === 'loss' ? lossRows(result, system) : staticRows(result.head, result.mode)}
			/>
			<TipsList tips={WATER_PRESSURE_TIPS} />
		</ResultsCard>
	)
}
