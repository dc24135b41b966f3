import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { optionLabel } from '#app/components/form/select-field.tsx'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import type { BtuResult } from './compute.ts'
import { BTU_LABELS, CLIMATE_OPTIONS, INSULATION_OPTIONS, LOAD_OPTIONS, ROOM_OPTIONS, SUN_OPTIONS } from './fields.ts'
import { AREA_UNITS, type BtuInput, HEIGHT_UNITS } from './schema.ts'
import { BTU_TIPS } from './tips.ts'

export function BtuResults({ input, result, onStartNew }: ResultsProps<BtuInput, BtuResult>) {
	const choices =
		result.load === 'cooling'
			? [
					{ label: BTU_LABELS.occupants, value: formatCount(input.occupants) },
					{ label: BTU_LABELS.hasKitchen, value: input.hasKitchen ? 'Yes' : 'No' },
				]
			: [
					{ label: BTU_LABELS.roomType, value: optionLabel(ROOM_OPTIONS, input.roomType) },
					{ label: BTU_LABELS.insulation, value: optionLabel(INSULATION_OPTIONS, input.insulation) },
					{ label: BTU_LABELS.hasLargeGlazing, value: input.hasLargeGlazing ? 'Yes' : 'No' },
					{ label: BTU_LABELS.climate, value: optionLabel(CLIMATE_OPTIONS, input.climate) },
				]
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			<InputSummary
				items={[
					{ label: 'Unit System', value: input.unit === 'imperial' ? 'Imperial' : 'Metric' },
					{ label: BTU_LABELS.load, value: optionLabel(LOAD_OPTIONS, input.load) },
					{ label: BTU_LABELS.area, value: `${formatEntered(input.area)} ${AREA_UNITS[input.unit]}` },
					{ label: BTU_LABELS.height, value: formatLengths([input.height], HEIGHT_UNITS[input.unit]) },
					{ label: BTU_LABELS.sun, value: optionLabel(SUN_OPTIONS, input.sun) },
					...choices,
				]}
			/>
			<ResultTables tables={result.shown.tables} />
			<TipsList tips={BTU_TIPS} />
		</ResultsCard>
	)
}
