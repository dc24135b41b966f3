import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { LENGTH_UNIT_SYSTEM_LABELS, typedLengthUnit } from '#app/lib/units.ts'
import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import type { ConcreteResult } from './compute.ts'
import { DIMENSION_LABELS } from './fields.ts'
import { findConcreteShape, findConcreteType } from './options.ts'
import { type ConcreteInput, concreteDimensions } from './schema.ts'
import { ConcreteDrawing } from './drawing.tsx'

const TIPS = [
	'Have the formwork, tools and helpers ready before the ready-mix truck arrives.',
	'25 kg bags of dry ready-mixed concrete (add water only) suit small jobs; for more, builder’s bags of ballast and bags of cement cost less.',
	'Keep fresh concrete damp for at least a week so it cures to full strength.',
]

export function ConcreteResults({ input, result, onStartNew }: ResultsProps<ConcreteInput, ConcreteResult>) {
	const unit = typedLengthUnit(input)
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			{result.isReadyMixAdvised ? (
				<p>
					<strong>Ready-mix is usually more economical</strong> than mixing above 0.5 m³.
				</p>
			) : null}
			<InputSummary
				items={[
					{ label: 'Unit System', value: LENGTH_UNIT_SYSTEM_LABELS[unit] },
					{ label: 'Structure Shape', value: findConcreteShape(input.shape)?.name ?? '' },
					{ label: 'Concrete Type', value: findConcreteType(input.concreteType)?.name ?? '' },
					...concreteDimensions(input.shape).map((dimension) => ({
						label: DIMENSION_LABELS[dimension],
						value: formatLengths([input[dimension]], unit),
					})),
				]}
			/>
			<ResultTables tables={result.shown.tables} />
			<ConcreteDrawing input={input} result={result} />
			<TipsList tips={TIPS} />
		</ResultsCard>
	)
}
