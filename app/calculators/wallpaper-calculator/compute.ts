import { ceilCount } from '#app/lib/rounding.ts'
import { type AreaPair, finishAreas, wastageFactor } from '#app/families/wall-finish/compute.ts'
import { toBaseLength } from '#app/families/wall-finish/entries.ts'
import { dropHeight, dropsPerRoll, paperedHeight, smallLengthToBase } from './drops.ts'
import type { WallpaperInput } from './schema.ts'

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
	rollsNeeded: number
	/** Paper left on the rolls after cutting every strip (offcuts and spare drops), m or ft. */
	leftoverWallpaper: number
}

/**
 * Seed 001 §9 and SPEC-NOTES §3 'Wallpaper', in m (metric) or ft (imperial):
 * papered height = wall height, less the skirting height when skirting is excluded;
 * strip height = papered height + 15 cm (6 in) + pattern repeat; strips per wall = ceil(length / roll width);
 * drops per roll = floor(roll length / strip height), walls grouped by strip height;
 * rolls = ceil(Σ groups (strips ÷ drops per roll) × (1 + wastage / 100));
 * leftover = rolls × roll length − Σ strips × strip height, not below 0.
 * Area = length × papered height; openings are deducted from the area only, never from the strips.
 * The schema refuses a strip longer than a roll, so every group has at least one drop per roll.
 */
export function computeWallpaper(input: WallpaperInput): WallpaperResult {
	const rollWidth = smallLengthToBase(input.rollWidth, input.unit)
	const walls = input.walls.map((wall) => {
		const length = toBaseLength(wall.length, input.unit, input.metricUnit)
		const height = paperedHeight(wall, input)
		return {
			id: wall.id,
			name: wall.name,
			area: length * height,
			strips: height > 0 ? ceilCount(length / rollWidth) : 0,
			stripHeight: dropHeight(wall, input),
		}
	})
	const areas = finishAreas(
		input.unit,
		walls.map((wall) => ({ area: wall.area, coats: 1 })),
		input.openings.map((opening) => {
			const toBase = (value: number) => toBaseLength(value, input.unit, input.metricUnit)
			return toBase(opening.length) * toBase(opening.height)
		}),
	)
	const dropGroups = groupDrops(walls, input.rollLength)
	const rollsNeeded = ceilCount(
		dropGroups.reduce((rolls, group) => rolls + group.strips / group.perRoll, 0) *
			wastageFactor(input.includeWastage, input.wastagePercentage),
	)
	const paperLength = walls.reduce((total, wall) => total + wall.strips * wall.stripHeight, 0)
	return {
		totalWallArea: areas.totalArea,
		totalDeductionArea: areas.deductionArea,
		netWallpaperArea: areas.netArea,
		strips: {
			count: walls.reduce((total, wall) => total + wall.strips, 0),
			width: rollWidth,
			height: Math.max(0, ...dropGroups.map((group) => group.stripHeight)),
			unit: input.unit === 'metric' ? 'm' : 'ft',
		},
		stripsPerWall: walls.map(({ id, name, strips, stripHeight }) => ({ id, name, strips, stripHeight })),
		dropGroups,
		paperLength,
		rollsNeeded,
		leftoverWallpaper: Math.max(0, rollsNeeded * input.rollLength - paperLength),
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
