import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultTables } from '#app/components/results/results-table.tsx'
import {
	entrySummaryItems,
	formatSize,
	formatWastage,
	openingSummaryItems,
} from '#app/calculators/painting/shared/summary.ts'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { LENGTH_UNIT_SYSTEM_LABELS, typedLengthUnit } from '#app/lib/units.ts'
import type { WallpaperResult } from './compute.ts'
import { PATTERN_NAMES } from './fields.ts'
import { rollUnits, type WallpaperInput } from './schema.ts'
import { WallpaperDrawing } from './drawing.tsx'

const WALLPAPER_TIPS = [
	'Check every roll carries the same batch (lot) number: shades vary between batches.',
	'Start at the focal wall, from a plumb line, and work away from the light.',
	'Keep the leftover paper flat and dry for repairs later.',
	'The pattern repeat is added to every strip, so large patterns use more paper.',
]

export function WallpaperResults({
	input,
	result,
	onStartNew,
}: {
	input: WallpaperInput
	result: WallpaperResult
	onStartNew: () => void
}) {
	const unit = typedLengthUnit(input)
	const { small, rollLength } = rollUnits(input.unit)
	const wastage = formatWastage(input.includeWastage, input.wastagePercentage)
	const pattern = `${PATTERN_NAMES[input.pattern]} (${formatLengths([input.patternRepeat], small)} repeat)`
	const rollWidth = formatLengths([input.rollWidth], small)
	return (
		<ResultsCard headline={result.shown.headline} onStartNew={onStartNew}>
			<InputSummary
				items={[
					{ label: 'Unit System', value: LENGTH_UNIT_SYSTEM_LABELS[unit] },
					{
						label: 'Roll Size',
						value: `${rollWidth} × ${formatLengths([input.rollLength], rollLength)}`,
					},
					{ label: 'Pattern', value: pattern },
					...entrySummaryItems(input.walls, 'Walls', (wall) =>
						wall.includeSkirting
							? `${formatSize(wall.length, wall.height, unit)}, papered to the floor`
							: `${formatSize(wall.length, wall.height, unit)}, less ${formatLengths([wall.skirtingHeight], small)} skirting`,
					),
					...openingSummaryItems(input.openings, (opening) => formatSize(opening.length, opening.height, unit)),
					{ label: 'Wastage', value: wastage },
				]}
			/>
			<ResultTables tables={result.shown.tables} />
			<WallpaperDrawing input={input} result={result} />
			<TipsList title="Wallpapering Tips" tips={WALLPAPER_TIPS} />
		</ResultsCard>
	)
}
