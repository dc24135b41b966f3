import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount } from '#app/lib/format.ts'
import type { LumberResult } from './compute.ts'
import { LUMBER_TIPS } from './fields.ts'
import { MaterialsTable } from './materials-table.tsx'
import { LUMBER_SYSTEMS } from './options.ts'
import type { LumberInput } from './schema.ts'
import { LumberDrawing } from './drawing.tsx'

export function LumberResults({ input, result, onStartNew }: ResultsProps<LumberInput, LumberResult>) {
	const system = LUMBER_SYSTEMS[input.unit]
	const [cutList, totals] = result.shown.tables
	const wallLength = input.walls.reduce((total, wall) => total + wall.length, 0)
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			<InputSummary
				items={[
					{ label: 'Studs', value: `${result.studSection.label} at ${input.spacing} ${system.spacingUnit}` },
					{ label: 'Top plates', value: input.topPlates },
					{
						label: 'Walls',
						value: `${formatCount(input.walls.length)}, ${formatLengths([wallLength], system.lengthUnit)} in all`,
					},
					{ label: 'Corners and T-junctions', value: formatCount(input.corners) },
					{
						label: 'Openings',
						value: formatCount(input.openings.reduce((total, opening) => total + opening.quantity, 0)),
					},
				]}
			/>
			<MaterialsTable {...cutList} />
			<ResultTables tables={[totals]} />
			<LumberDrawing input={input} result={result} />
			<TipsList tips={LUMBER_TIPS} />
		</ResultsCard>
	)
}
