import type { ResultsProps } from '#app/calculator-runtime/define-calculator.ts'
import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultNote } from '#app/components/results/result-note.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import type { RoofingResult } from './compute.ts'
import { COVERING_OPTIONS, ROOFING_TIPS, SHAPE_OPTIONS } from './fields.ts'
import { findTileType, ROOFING_SYSTEMS } from './options.ts'
import type { RoofingInput } from './schema.ts'
import { RoofDrawing } from './drawing.tsx'

const labelOf = <T extends string>(options: ReadonlyArray<{ value: T; label: string }>, value: T) =>
	options.find((option) => option.value === value)?.label ?? value

export function RoofingResults({ input, result, onStartNew }: ResultsProps<RoofingInput, RoofingResult>) {
	const system = ROOFING_SYSTEMS[input.unit]
	const { shingles, tiles } = result
	const covering = shingles
		? labelOf(COVERING_OPTIONS, input.covering)
		: `${findTileType(input.tileType).label}${tiles ? `, ${formatNumber(tiles.tilesPerM2)} per m²` : ''}`
	const overhang = `${formatEntered(input.overhang)} ${system.overhangUnit}`
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			{result.warning ? <ResultNote>{result.warning}</ResultNote> : null}
			<InputSummary
				items={[
					{ label: 'Roof shape', value: labelOf(SHAPE_OPTIONS, input.shape) },
					{
						label: 'Building',
						value: formatLengths([input.length, input.width], system.lengthUnit),
					},
					{ label: 'Eaves overhang', value: overhang },
					{ label: 'Roof covering', value: covering },
					{ label: 'Underlay coverage per roll', value: `${formatEntered(input.underlayCoverage)} ${system.areaUnit}` },
					{ label: 'Waste', value: `${formatEntered(input.waste)}%` },
				]}
			/>
			<ResultTables tables={result.shown.tables} />
			<RoofDrawing input={input} result={result} />
			<TipsList tips={ROOFING_TIPS} />
		</ResultsCard>
	)
}
