import type { ReactNode } from 'react'
import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary, type SummaryItem } from '#app/components/results/input-summary.tsx'
import type { ShownResult } from '#app/components/results/result-lines.ts'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { roomsSummary } from './figures.ts'

/**
 * The results of carpet, hardwood and laminate: the headline, the inputs (the unit system and the rooms,
 * then the calculator's own), compute's tables, the calculator's drawing if it has one (issue #29) and the tips.
 */
export function FlooringResults({
	input: { unit, rooms },
	result: { shown },
	inputs,
	tips,
	drawing,
	onStartNew,
}: ResultsProps<{ unit: UnitSystem; rooms: Parameters<typeof roomsSummary>[0] }, { shown: ShownResult }> & {
	inputs: ReadonlyArray<SummaryItem>
	tips: ReadonlyArray<string>
	drawing?: ReactNode
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
			{drawing}
			<TipsList tips={tips} />
		</ResultsCard>
	)
}

/** The doorways of all the rooms, as the inputs list them (carpet, laminate). */
export function doorwaysItem(rooms: ReadonlyArray<{ doorways: number }>): SummaryItem {
	return { label: 'Doorways', value: formatCount(rooms.reduce((sum, room) => sum + room.doorways, 0)) }
}

/** The underlay a roll covers, or none (carpet, hardwood). */
export function underlayItem(coverage: number | null, unit: string | undefined): SummaryItem {
	return {
		label: 'Underlay',
		value: coverage === null ? 'Not included' : `${formatEntered(coverage)} ${unit} a roll`,
	}
}
