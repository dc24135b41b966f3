import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { describePipe, findPipeFamily } from '#app/calculators/plumbing/shared/pipe-sizes.ts'
import { UNIT_SYSTEM_LABELS, VelocityWarning } from '#app/calculators/plumbing/shared/results-parts.tsx'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import type { WaterFlowResult } from './compute.ts'
import { FLOW_FIELD_LABELS, FLOW_MODE_OPTIONS, WATER_FLOW_TIPS } from './fields.ts'
import { FLOW_BOUNDS, MODE_FIELDS, MODE_PIPE, type WaterFlowInput } from './schema.ts'

/** What the results say besides their lines: no size large enough, or a velocity above the limit. */
function notesOf(result: WaterFlowResult, system: UnitSystem) {
	if (result.mode === 'bucket') return { warning: false }
	if (result.mode !== 'size') return { warning: result.bore.isAboveVelocityLimit }
	const { chosen, family } = result
	if (chosen) return { warning: chosen.isAboveVelocityLimit }
	const need =
		system === 'metric'
			? `${formatNumber(result.requiredDiameterMm)} mm`
			: `${formatNumber(result.requiredDiameterIn, 3)} in`
	return {
		message: `No ${family.shortName} size up to ${family.largestSizeLabel} is large enough: inside diameter of at least ${need} needed. Choose another pipe type.`,
		warning: false,
	}
}

export function WaterFlowResults({ input, result, onStartNew }: ResultsProps<WaterFlowInput, WaterFlowResult>) {
	const system = input.unit
	const notes = notesOf(result, system)
	const asks = MODE_PIPE[input.mode]
	const pipe =
		asks === 'pipe'
			? describePipe(input, input.customDiameter, system)
			: (findPipeFamily(input.pipeType)?.shortName ?? '')
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			{notes.message ? (
				<p>
					<strong>{notes.message}</strong>
				</p>
			) : null}
			<VelocityWarning isShown={notes.warning} />
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
			<ResultTables tables={result.shown.tables} />
			<TipsList tips={WATER_FLOW_TIPS} />
		</ResultsCard>
	)
}
