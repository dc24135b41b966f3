import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { describePipe } from '#app/calculators/plumbing/shared/pipe-sizes.ts'
import { signedText, UNIT_SYSTEM_LABELS, VelocityWarning } from '#app/calculators/plumbing/shared/results-parts.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import type { WaterPressureResult } from './compute.ts'
import { PRESSURE_FIELD_LABELS, PRESSURE_MODE_OPTIONS, WATER_PRESSURE_TIPS } from './fields.ts'
import { fieldBounds, PRESSURE_MODE_FIELDS, type PressureNumberField, type WaterPressureInput } from './schema.ts'

const LENGTH_FIELDS: ReadonlyArray<PressureNumberField> = ['head', 'pipeLength', 'otherLength']

/** The sentence under an outlet pressure the supply cannot reach: how much more the run needs. */
function shortfallMessage(result: WaterPressureResult, system: UnitSystem) {
	if (result.mode !== 'loss' || result.outlet.kPa > 0) return null
	const shortfall =
		system === 'metric' ? `${formatNumber(-result.outlet.bar)} bar` : `${formatNumber(-result.outlet.psi)} psi`
	return `This run needs ${shortfall} more than the supply gives at this flow. Use a larger pipe, a shorter run or a pump.`
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
	const message = shortfallMessage(result, system)
	const [first, ...rest] = PRESSURE_MODE_FIELDS[input.mode]
	const item = (field: PressureNumberField) => ({
		label: PRESSURE_FIELD_LABELS[field],
		value: summaryValue(input, field),
	})
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			{message ? (
				<p>
					<strong>{message}</strong>
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
			<ResultTables tables={result.shown.tables} />
			<TipsList tips={WATER_PRESSURE_TIPS} />
		</ResultsCard>
	)
}
