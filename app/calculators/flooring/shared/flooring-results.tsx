import { InputSummary, type SummaryItem } from '#app/components/results/input-summary.tsx'
import type { ShownResult } from '#app/components/results/result-lines.ts'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import type { UnitSystem } from '#app/lib/units.ts'
import { roomsSummary } from './figures.ts'

/**
 * The results of carpet, hardwood and laminate: the headline, the inputs (the unit system and the rooms,
 * then the calculator's own), compute's tables and the tips.
 */
export function FlooringResults({
	unit,
	rooms,
	inputs,
	shown,
	tips,
	onStartNew,
}: {
	unit: UnitSystem
	rooms: Parameters<typeof roomsSummary>[0]
	inputs: ReadonlyArray<SummaryItem>
	shown: ShownResult
	tips: ReadonlyArray<string>
	onStartNew: () => void
}) {
	return (
		<ResultsCard headline={shown.headline} onStartNew={onStartNew}>
			<InputSummary
				items={[
					{ label: 'Unit system', value: unit === 'metric' ? 'Metric' : 'Imperial' },
					{ label: 'Rooms', value: roomsSummary(rooms, unit) },
					...inputs,
				]}
			/>
			<ResultTables tables={shown.tables} />
			<TipsList tips={tips} />
		</ResultsCard>
	)
}
