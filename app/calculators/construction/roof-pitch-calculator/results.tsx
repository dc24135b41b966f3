import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary, type SummaryItem } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatEntered } from '#app/lib/format.ts'
import type { RoofPitchResult } from './compute.ts'
import { RafterDrawing } from './drawing.tsx'
import { ROOF_PITCH_TIPS, ROOF_TYPE_NAMES } from './fields.ts'
import { ROOF_PITCH_SYSTEMS } from './options.ts'
import type { RoofPitchInput } from './schema.ts'

function pitchAsEntered(input: RoofPitchInput) {
	const { fineUnit } = ROOF_PITCH_SYSTEMS[input.unit]
	if (input.pitchMode === 'riseRun') {
		return `Rise ${formatLengths([input.rise ?? 0], fineUnit)} over run ${formatLengths([input.run ?? 0], fineUnit)}`
	}
	const pitch = formatEntered(input.pitch ?? 0)
	return input.pitchMode === 'degrees' ? `${pitch}°` : `${pitch} in 12`
}

export function RoofPitchResults({ input, result, onStartNew }: ResultsProps<RoofPitchInput, RoofPitchResult>) {
	const { lengthUnit, fineUnit, overhangUnit } = ROOF_PITCH_SYSTEMS[input.unit]
	const isGable = input.roofType === 'gable'
	const items: ReadonlyArray<SummaryItem> = [
		{ label: 'Pitch', value: pitchAsEntered(input) },
		{ label: 'Roof type', value: ROOF_TYPE_NAMES[input.roofType] },
		{ label: 'Span', value: formatLengths([input.span], lengthUnit) },
		...(isGable ? [{ label: 'Ridge board thickness', value: formatLengths([input.ridge], fineUnit) }] : []),
		{ label: 'Eaves overhang', value: formatLengths([input.overhang], overhangUnit) },
		{ label: 'Building length', value: formatLengths([input.buildingLength], lengthUnit) },
		{ label: 'Rafter spacing', value: `${input.spacing} ${fineUnit} centres` },
		{ label: 'Rafter depth', value: formatLengths([input.rafterDepth], fineUnit) },
		{ label: 'Birdsmouth seat length', value: formatLengths([input.seat], fineUnit) },
	]
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			{result.warning ? <ResultNote>{result.warning}</ResultNote> : null}
			<InputSummary items={items} />
			<ResultTables tables={result.shown.tables} />
			<RafterDrawing input={input} result={result} />
			<TipsList tips={ROOF_PITCH_TIPS} />
		</ResultsCard>
	)
}
