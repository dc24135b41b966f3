import type { Estimated } from '#app/estimate/estimate.ts'
import { plusPercent } from '#app/estimate/working-text.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import {
	type AreaPair,
	areaSteps,
	finishAreas,
	typedLength,
	wastageFactor,
} from '#app/calculators/painting/shared/compute.ts'
import { toBaseLength } from '#app/calculators/painting/shared/entries.ts'
import { entrySummaryItems, formatAreaPair, formatWastage } from '#app/calculators/painting/shared/summary.ts'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { typedLengthUnit } from '#app/lib/units.ts'
import { cutPlan, type RollRun, rollsCut } from './cut-plan.ts'
import { cutPlanTable } from './cut-plan-shown.ts'
import { dropHeight, dropsPerRoll, paperedHeight, smallLengthToBase, TRIM_ALLOWANCE } from './drops.ts'
import { rollUnits, type WallpaperInput } from './schema.ts'

export type WallStrips = { id: string; name: string; strips: number; stripHeight: number }

/** Walls whose drops are the same height share rolls: `strips` drops of `stripHeight`, `perRoll` to a roll. */
export type DropGroup = { stripHeight: number; strips: number; perRoll: number }

export type WallpaperResult = {
	totalWallArea: AreaPair
	totalDeductionArea: AreaPair
	netWallpaperArea: AreaPair
	/** Strip width (the roll width) and the longest strip height, in m or ft. */
	strips: { count: number; width: number; height: number; unit: 'm' | 'ft' }
	stripsPerWall: ReadonlyArray<WallStrips>
	/** Drops by height, shortest first. */
	dropGroups: ReadonlyArray<DropGroup>
	/** Σ strips × strip height, m or ft. */
	paperLength: number
	/** Every drop cut whole, longest first, each into the first roll with room (first-fit decreasing). */
	cutPlan: ReadonlyArray<RollRun>
	/** ceil(Σ groups (strips ÷ drops per roll) × (1 + wastage / 100)): the count before the cut plan. */
	rollsByDrops: number
	/** The larger of rollsByDrops and the rolls the cut plan uses. */
	rollsNeeded: number
	/** Paper left on the rolls after cutting every strip (offcuts and spare drops), m or ft. */
	leftoverWallpaper: number
} & Estimated

/** '1 roll', '3 drops', as the results count them. */
function plural(count: number, one: string, many: string) {
	return `${formatCount(count)} ${count === 1 ? one : many}`
}

/**
 * docs/calculators/wallpaper-calculator.md §3, in m (metric) or ft (imperial):
 * papered height = wall height, less the skirting height when skirting is excluded;
 * strip height = papered height + 15 cm (6 in) + pattern repeat; strips per wall = ceil(length / roll width);
 * drops per roll = floor(roll length / strip height), walls grouped by strip height;
 * rolls by drops per roll = ceil(Σ groups (strips ÷ drops per roll) × (1 + wastage / 100));
 * rolls = the larger of that and the rolls of the cut plan (first-fit decreasing, cut-plan.ts), so whole drops can
 * always be cut from the rolls bought;
 * leftover = rolls × roll length − Σ strips × strip height, not below 0.
 * Area = length × papered height; openings are deducted from the area only, never from the strips.
 * The schema refuses a strip longer than a roll, so every group has at least one drop per roll.
 */
export function computeWallpaper(input: WallpaperInput): WallpaperResult {
	const { unit: system, rollLength, patternRepeat } = input
	const rollWidth = smallLengthToBase(input.rollWidth, system)
	const unit = typedLengthUnit(input)
	const { small } = rollUnits(system)
	const base = system === 'metric' ? 'm' : 'ft'
	const walls = input.walls.map((wall) => {
		const length = toBaseLength(wall.length, system, input.metricUnit)
		const height = paperedHeight(wall, input)
		const size = typedLength(wall.height, unit)
		return {
			id: wall.id,
			name: wall.name,
			area: length * height,
			strips: height > 0 ? ceilCount(length / rollWidth) : 0,
			stripHeight: dropHeight(wall, input),
			// The working's pieces: '4 m × (2.5 m − 10 cm)' and '4 m ÷ 53 cm = 7.5472', or why a wall has no strips.
			term: `${typedLength(wall.length, unit)} × ${wall.includeSkirting ? size : `(${size} − ${typedLength(wall.skirtingHeight, small)})`}`,
			across: `${typedLength(wall.length, unit)} ÷ ${typedLength(input.rollWidth, small)} = ${formatEntered(length / rollWidth)}`,
			unpapered: wall.includeSkirting ? undefined : `${size} − ${typedLength(wall.skirtingHeight, small)} ≤ 0 →`,
		}
	})
	const areas = finishAreas(
		system,
		walls.map((wall) => ({ area: wall.area, coats: 1 })),
		input.openings.map((opening) => {
			const toBase = (value: number) => toBaseLength(value, system, input.metricUnit)
			return toBase(opening.length) * toBase(opening.height)
		}),
	)
	const dropGroups = groupDrops(walls, rollLength)
	const rolls = dropGroups.reduce((sum, group) => sum + group.strips / group.perRoll, 0)
	const factor = wastageFactor(input.includeWastage, input.wastagePercentage)
	const rollsByDrops = ceilCount(rolls * factor)
	const plan = cutPlan(dropGroups, rollLength)
	const rollsInPlan = rollsCut(plan)
	const rollsNeeded = Math.max(rollsByDrops, rollsInPlan)
	const paperLength = walls.reduce((total, wall) => total + wall.strips * wall.stripHeight, 0)
	const stripCount = walls.reduce((total, wall) => total + wall.strips, 0)
	const stripHeight = Math.max(0, ...dropGroups.map((group) => group.stripHeight))
	const leftoverWallpaper = Math.max(0, rollsNeeded * rollLength - paperLength)

	// The lines shown (issue #27), each with its working.
	const length = (value: number) => formatLengths([value], base, formatNumber)
	const pair = (area: AreaPair) => formatAreaPair(area, system)
	const withStrips = walls.filter((wall) => wall.strips > 0)
	const shortest = Math.min(...withStrips.map((wall) => wall.stripHeight))
	const shownHeight =
		withStrips.length === 0 || shortest === stripHeight
			? length(stripHeight)
			: `${length(shortest)} to ${length(stripHeight)}`
	const extra = smallLengthToBase(TRIM_ALLOWANCE[system] + patternRepeat, system)
	const heights = dropGroups
		.map(
			(group) =>
				`${length(group.stripHeight - extra)} + ${typedLength(TRIM_ALLOWANCE[system], small)} + ${typedLength(patternRepeat, small)} = ${length(group.stripHeight)}`,
		)
		.join('; ')
	const [total, deducted, net] = areaSteps(
		system,
		walls.map((wall) => wall.term),
		input.openings.map((opening) => `${typedLength(opening.length, unit)} × ${typedLength(opening.height, unit)}`),
		areas,
	)
	return {
		totalWallArea: areas.totalArea,
		totalDeductionArea: areas.deductionArea,
		netWallpaperArea: areas.netArea,
		strips: { count: stripCount, width: rollWidth, height: stripHeight, unit: base },
		stripsPerWall: walls.map(({ id, name, strips, stripHeight }) => ({ id, name, strips, stripHeight })),
		dropGroups,
		paperLength,
		cutPlan: plan,
		rollsByDrops,
		rollsNeeded,
		leftoverWallpaper,
		shown: {
			headline: {
				label: 'Total Rolls Needed',
				value: plural(rollsNeeded, 'roll', 'rolls'),
				steps: `${dropGroups.map((group) => `${plural(group.strips, 'drop', 'drops')} ÷ ${plural(group.perRoll, 'drop', 'drops')} per roll`).join(' + ')} = ${input.includeWastage ? `${formatEntered(rolls)} rolls; ${plusPercent(input.wastagePercentage, 'wastage')} = ` : ''}${formatEntered(rolls * factor)} →${rollsInPlan > rollsByDrops ? ` ${formatCount(rollsByDrops)}; cutting every drop whole takes ${formatCount(rollsInPlan)} →` : ''}`,
			},
			tables: [
				{
					caption: 'Wallpaper Requirements Summary',
					lines: [
						{ label: 'Total Wall Area', value: pair(areas.totalArea), steps: total.trimEnd() },
						{ label: 'Windows and Doors Deducted', value: pair(areas.deductionArea), steps: deducted.trimEnd() },
						{ label: 'Net Wallpaper Area', value: pair(areas.netArea), steps: net.trimEnd() },
						{
							label: 'Strips Needed',
							value: formatCount(stripCount),
							steps: `${walls.map((wall) => wall.strips).join(' + ')} =`,
						},
						{ label: 'Strip Width', value: formatLengths([input.rollWidth], small) },
						{
							label: 'Strip Height',
							value: shownHeight,
							steps: heights.endsWith(`= ${shownHeight}`) ? heights.slice(0, -shownHeight.length - 1) : `${heights} →`,
						},
						...entrySummaryItems(walls, 'Walls', (wall) =>
							wall.strips ? `${plural(wall.strips, 'strip', 'strips')} of ${length(wall.stripHeight)}` : 'No strips',
						).map((line, index) => {
							const wall = walls[index]
							return { ...line, steps: wall?.strips ? `${wall.across} →` : wall?.unpapered }
						}),
						{
							label: 'Drops per Roll',
							value: dropGroups
								.map((group) => `${plural(group.perRoll, 'drop', 'drops')} of ${length(group.stripHeight)}`)
								.join('; '),
							steps: `${dropGroups.map((group) => `${typedLength(rollLength, base)} ÷ ${length(group.stripHeight)} = ${formatEntered(rollLength / group.stripHeight)}`).join(', ')} →`,
						},
						{
							label: 'Paper Length',
							value: length(paperLength),
							steps: `${withStrips.map((wall) => `${wall.strips} × ${length(wall.stripHeight)}`).join(' + ')} =`,
						},
						{ label: 'Rolls Needed', value: formatCount(rollsNeeded) },
						{
							label: 'Leftover Wallpaper',
							value: length(leftoverWallpaper),
							steps: `${formatCount(rollsNeeded)} × ${typedLength(rollLength, base)} − ${length(paperLength)} =`,
						},
						{ label: 'Wastage Allowance', value: formatWastage(input.includeWastage, input.wastagePercentage) },
					],
				},
				cutPlanTable(plan, { rollLength, rollsNeeded, unit: base }),
			],
		},
		purchases: rollsNeeded
			? [{ key: 'wallpaper-roll', item: 'Wallpaper roll', quantity: rollsNeeded, unit: 'roll' }]
			: [],
	}
}

/** Walls with strips, grouped by strip height (to 12 significant digits, so float noise does not split a group). */
function groupDrops(walls: ReadonlyArray<{ strips: number; stripHeight: number }>, rollLength: number) {
	const groups = new Map<string, DropGroup>()
	for (const wall of walls) {
		if (wall.strips === 0) continue
		const key = wall.stripHeight.toPrecision(12)
		const group = groups.get(key)
		if (group) group.strips += wall.strips
		else
			groups.set(key, {
				stripHeight: wall.stripHeight,
				strips: wall.strips,
				perRoll: dropsPerRoll(rollLength, wall.stripHeight),
			})
	}
	return [...groups.values()].sort((a, b) => a.stripHeight - b.stripHeight)
}
