import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import { BrickDrawing } from './drawing.tsx'
import { BRICK_TIPS, CONSTRUCTION_LABELS, mixLabel } from './fields.ts'
import { PRESET_LABELS, WALL_TIES_NOTE } from './options.ts'
import type { BrickInput } from './schema.ts'
import type { BrickResult } from './types.ts'

/** The unit as chosen: the preset's name, a UK block's thickness, or the custom sizes typed. */
function unitSummary(input: BrickInput, result: BrickResult) {
	const sizeUnit = input.unit === 'metric' ? 'mm' : 'in'
	if (input.preset === 'custom') {
		const { length, height, bedDepth } = result.unit
		return `Custom ${formatLengths([length, height], sizeUnit)}, bedded ${formatLengths([bedDepth], sizeUnit)}`
	}
	const thickness = input.preset === 'uk-block' ? `, ${input.blockThickness} mm thick` : ''
	return `${PRESET_LABELS[input.preset]}${thickness}`
}

export function BrickResults({ input, result, onStartNew }: ResultsProps<BrickInput, BrickResult>) {
	const sizeUnit = input.unit === 'metric' ? 'mm' : 'in'
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			{input.construction === 'cavity' ? <ResultNote>{WALL_TIES_NOTE}</ResultNote> : null}
			<InputSummary
				items={[
					{ label: 'Unit System', value: input.unit === 'metric' ? 'Metric' : 'Imperial' },
					{ label: 'Unit', value: unitSummary(input, result) },
					{ label: 'Joint thickness', value: formatLengths([input.joint], sizeUnit) },
					{ label: 'Wall construction', value: CONSTRUCTION_LABELS[input.construction] },
					{ label: 'Walls', value: formatCount(input.walls.length) },
					{ label: 'Openings', value: formatCount(input.openings.length) },
					{ label: 'Waste on bricks / blocks', value: `${formatEntered(input.waste)}%` },
					{ label: 'Mortar waste', value: `${formatEntered(input.mortarWaste)}%` },
					{ label: 'Mortar mix', value: mixLabel(input.unit, input.mix) },
				]}
			/>
			<ResultTables tables={result.shown.tables} />
			<BrickDrawing input={input} result={result} />
			<TipsList tips={BRICK_TIPS} />
		</ResultsCard>
	)
}
