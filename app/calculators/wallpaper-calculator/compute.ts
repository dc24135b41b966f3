import { ceilCount } from '#app/lib/rounding.ts'
import { type AreaPair, finishAreas, wastageFactor } from '#app/lib/wall-finish.ts'
import { toBaseLength } from '#app/lib/wall-finish-entries.ts'
import { smallLengthToBase, WALLPAPER_WASTAGE_PERCENTAGE, type WallpaperInput } from './schema.ts'

/** Seed 001 §9: 15 cm added to every drop for trimming; SPEC-NOTES §3: 6 in for imperial. */
const TRIM_ALLOWANCE = { metric: 15, imperial: 6 } as const

export type WallStrips = { id: string; name: string; strips: number; stripHeight: number }

export type WallpaperResult = {
	totalWallArea: AreaPair
	totalDeductionArea: AreaPair
	netWallpaperArea: AreaPair
	/** Strip width (the roll width) and the longest strip height, in m or ft. */
	strips: { count: number; width: number; height: number; unit: 'm' | 'ft' }
	stripsPerWall: ReadonlyArray<WallStrips>
	/** Σ strips × strip height, m or ft. */
	paperLength: number
	rollsNeeded: number
	/** Paper left on the rolls after cutting every strip, m or ft. */
	leftoverWallpaper: number
}

/**
 * Seed 001 §9 and SPEC-NOTES §3, in m (metric) or ft (imperial):
 * papered height = wall height, less the skirting height when skirting is excluded;
 * strip height = papered height + 15 cm (6 in) + pattern repeat; strips per wall = ceil(length / roll width);
 * rolls = ceil(Σ strips × strip height / roll length × (1 + 15 / 100) with wastage);
 * leftover = rolls × roll length − Σ strips × strip height, not below 0.
 * Area = length × papered height; openings are deducted from the area only, never from the strips.
 */
export function computeWallpaper(input: WallpaperInput): WallpaperResult {
	const toBase = (value: number) => toBaseLength(value, input.unit, input.metricUnit)
	const small = (value: number) => smallLengthToBase(value, input.unit)
	const rollWidth = small(input.rollWidth)
	const rollLength = input.rollLength
	const extraPerStrip = small(TRIM_ALLOWANCE[input.unit]) + small(input.patternRepeat)

	const walls = input.walls.map((wall) => {
		const skirting = wall.includeSkirting ? 0 : small(wall.skirtingHeight)
		const length = toBase(wall.length)
		const paperedHeight = Math.max(0, toBase(wall.height) - skirting)
		const strips = paperedHeight > 0 ? ceilCount(length / rollWidth) : 0
		return {
			id: wall.id,
			name: wall.name,
			area: length * paperedHeight,
			strips,
			stripHeight: paperedHeight + extraPerStrip,
		}
	})
	const areas = finishAreas(
		input.unit,
		walls.map((wall) => ({ area: wall.area, coats: 1 })),
		input.openings.map((opening) => toBase(opening.length) * toBase(opening.height)),
	)
	const paperLength = walls.reduce((total, wall) => total + wall.strips * wall.stripHeight, 0)
	const rollsNeeded = ceilCount(
		(paperLength / rollLength) * wastageFactor(input.includeWastage, WALLPAPER_WASTAGE_PERCENTAGE),
	)
	const stripped = walls.filter((wall) => wall.strips > 0)
	return {
		totalWallArea: areas.totalArea,
		totalDeductionArea: areas.deductionArea,
		netWallpaperArea: areas.netArea,
		strips: {
			count: walls.reduce((total, wall) => total + wall.strips, 0),
			width: rollWidth,
			height: Math.max(0, ...stripped.map((wall) => wall.stripHeight)),
			unit: input.unit === 'metric' ? 'm' : 'ft',
		},
		stripsPerWall: walls.map(({ id, name, strips, stripHeight }) => ({ id, name, strips, stripHeight })),
		paperLength,
		rollsNeeded,
		leftoverWallpaper: Math.max(0, rollsNeeded * rollLength - paperLength),
	}
}
