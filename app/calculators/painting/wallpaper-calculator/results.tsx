import { InputSummary } from '#app/components/results/input-summary.tsx'
import { ResultsCard } from '#app/components/results/results-card.tsx'
import { ResultsTable } from '#app/components/results/results-table.tsx'
import {
	entrySummaryItems,
	formatAreaPair,
	formatSize,
	formatWastage,
	openingSummaryItems,
} from '#app/calculators/painting/shared/summary.ts'
import { TipsList } from '#app/components/results/tips-list.tsx'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatNumber } from '#app/lib/format.ts'
import { LENGTH_UNIT_SYSTEM_LABELS, typedLengthUnit } from '#app/lib/units.ts'
import type { WallpaperResult } from './compute.ts'
import { PATTERN_NAMES } from './fields.ts'
import { rollUnits, type WallpaperInput } from './schema.ts'

const WALLPAPER_TIPS = [
	'Check every roll carries the same batch (lot) number: shades vary between batches.',
	'Start at the focal wall, from a plumb line, and work away from the light.',
	'Keep the leftover paper flat and dry for repairs later.',
	'The pattern repeat is added to every strip, so large patterns use more paper.',
]

function plural(count: number, one: string, many: string) {
	return `${formatCount(count)} ${count === 1 ? one : many}`
}

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
	const base = result.strips.unit
	const length = (value: number) => formatLengths([value], base, formatNumber)
	const stripHeights = result.stripsPerWall.filter((wall) => wall.strips > 0).map((wall) => wall.stripHeight)
	const shortest = Math.min(...stripHeights)
	const stripHeight =
		stripHeights.length === 0 || shortest === result.strips.height
			? length(result.strips.height)
			: `${length(shortest)} to ${length(result.strips.height)}`
	const wastage = formatWastage(input.includeWastage, input.wastagePercentage)
	const pattern = `${PATTERN_NAMES[input.pattern]} (${formatLengths([input.patternRepeat], small)} repeat)`
	const rollWidth = formatLengths([input.rollWidth], small)
	return (
		<ResultsCard
			headline={{ label: 'Total Rolls Needed', value: plural(result.rollsNeeded, 'roll', 'rolls') }}
			onStartNew={onStartNew}
		>
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
			<ResultsTable
				caption="Wallpaper Requirements Summary"
				lines={[
					{ label: 'Total Wall Area', value: formatAreaPair(result.totalWallArea, input.unit) },
					{ label: 'Windows and Doors Deducted', value: formatAreaPair(result.totalDeductionArea, input.unit) },
					{ label: 'Net Wallpaper Area', value: formatAreaPair(result.netWallpaperArea, input.unit) },
					{ label: 'Strips Needed', value: formatCount(result.strips.count) },
					{ label: 'Strip Width', value: rollWidth },
					{ label: 'Strip Height', value: stripHeight },
					...entrySummaryItems(result.stripsPerWall, 'Walls', (wall) =>
						wall.strips === 0
							? 'No strips'
							: `${plural(wall.strips, 'strip', 'strips')} of ${length(wall.stripHeight)}`,
					),
					{
						label: 'Drops per Roll',
						value: result.dropGroups
							.map((group) => `${plural(group.perRoll, 'drop', 'drops')} of ${length(group.stripHeight)}`)
							.join('; '),
					},
					{ label: 'Paper Length', value: length(result.paperLength) },
					{ label: 'Rolls Needed', value: formatCount(result.rollsNeeded) },
					{ label: 'Leftover Wallpaper', value: length(result.leftoverWallpaper) },
					{ label: 'Wastage Allowance', value: wastage },
				]}
			/>
			<TipsList title="Wallpapering Tips" tips={WALLPAPER_TIPS} />
		</ResultsCard>
	)
}
