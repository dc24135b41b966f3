import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import type { DuctResult } from './compute.ts'
import { DUCT_LABELS, METHOD_OPTIONS, TOO_FAST_WARNING, TOO_FLAT_WARNING } from './fields.ts'
import { SIZE_UNITS } from './options.ts'
import { airflowBounds, type DuctInput, ductFieldBounds } from './schema.ts'
import { DuctDrawing } from './drawing.tsx'

const TIPS = [
	'Size against the fan’s available static pressure: friction rate = available pressure × 100 / total effective length (Manual D).',
	'Flexible duct loses far more pressure than sheet metal when compressed or kinked; pull it taut or go one size up.',
	'Keep rectangular ducts near square; a 4:1 duct needs more metal and fan power for the same air.',
]

export function widthTooLargeMessage(widest: number, unit: UnitSystem) {
	return `Width would exceed ${formatCount(widest)} ${SIZE_UNITS[unit]}: increase the fixed side.`
}

/** The rectangle's table as computed, with its warnings; or, when no width fits the fixed side, the note saying so. */
function RectangularBlock({ unit, result }: { unit: UnitSystem; result: DuctResult }) {
	const rectangle = result.rectangular
	if (!rectangle) return null
	if (rectangle.width === null) return <ResultNote>{widthTooLargeMessage(rectangle.widestWidth, unit)}</ResultNote>
	return (
		<>
			<ResultTables tables={result.shown.tables.slice(1)} />
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
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
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
			<ResultTables tables={result.shown.tables.slice(0, 1)} />
			{result.round.isTooFast ? <ResultNote>{TOO_FAST_WARNING}</ResultNote> : null}
			<RectangularBlock unit={unit} result={result} />
			<DuctDrawing input={input} result={result} />
			<TipsList tips={TIPS} />
		</ResultsCard>
	)
}
