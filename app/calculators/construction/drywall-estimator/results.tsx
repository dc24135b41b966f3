import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount } from '#app/lib/format.ts'
import { LENGTH_UNIT_SYSTEM_LABELS, typedLengthUnit } from '#app/lib/units.ts'
import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import type { DrywallResult } from './compute.ts'
import { findBoardSize, findDrywallType } from './options.ts'
import type { DrywallInput } from './schema.ts'
import { DrywallDrawing } from './drawing.tsx'

const TIPS = [
	'Hang ceiling boards first, then the walls, so the wall boards hold up the ceiling edges.',
	'Stagger the joints between rows and keep joints away from the corners of doors and windows.',
	'Buy a few spare boards: they are cheap next to a second trip, and damaged edges are common.',
	'Fix screws at the board maker’s centres: about 300–400 mm (12–16 in) apart on walls, 230–300 mm (12 in) on ceilings.',
]

function plural(count: number, one: string, many: string) {
	return `${formatCount(count)} ${count === 1 ? one : many}`
}

export function DrywallResults({ input, result, onStartNew }: ResultsProps<DrywallInput, DrywallResult>) {
	const unit = typedLengthUnit(input)
	const openings =
		input.walls.reduce((sum, wall) => sum + wall.openings.length, 0) + (input.ceiling?.openings.length ?? 0)
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			<InputSummary
				items={[
					{ label: 'Unit System', value: LENGTH_UNIT_SYSTEM_LABELS[unit] },
					{ label: 'Drywall Type', value: findDrywallType(input.drywallType)?.name ?? '' },
					{ label: 'Board Size', value: findBoardSize(input.boardSize)?.name ?? '' },
					{ label: 'Walls', value: plural(input.walls.length, 'wall', 'walls') },
					{ label: 'Openings', value: plural(openings, 'opening', 'openings') },
					{
						label: 'Ceiling',
						value: input.ceiling ? formatLengths([input.ceiling.length, input.ceiling.width], unit) : 'Not included',
					},
					{ label: 'Wastage', value: input.includeWastage ? '10%' : 'Not included' },
					{ label: 'Tape and Mud', value: input.includeTapeAndMud ? 'Included' : 'Not included' },
				]}
			/>
			<ResultTables tables={result.shown.tables} />
			<DrywallDrawing input={input} result={result} />
			<TipsList tips={TIPS} />
		</ResultsCard>
	)
}
