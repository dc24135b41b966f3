import type { Estimated } from '#app/estimate/estimate.ts'
import { plusPercent, purchaseKey } from '#app/estimate/working-text.ts'
import { CalculationError } from '#app/lib/calculation-error.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import { NO_USABLE_SURFACE_MESSAGE } from './fields.ts'
import { lengthToMm, m2ToFt2, mm2ToM2 } from '#app/lib/units.ts'
import { type Box, centredStart, countPieces, placeOpenings } from '#app/lib/piece-grid.ts'
import { type SurfaceType, type TileEntry, type TileInput, tileLengthUnit } from './schema.ts'

/** Complex or herringbone patterns want 15% extra (docs/calculators/tile-calculator.md §3). */
export const COMPLEX_PATTERN_PERCENTAGE = 15

const MAX_NAMED = 3

/** 'Wall 2', 'Wall 2 and Floor 1', 'Wall 2, Floor 1, Wall 3 and 4 more'. */
function listNames(names: ReadonlyArray<string>) {
	if (names.length === 1) return names[0] ?? ''
	const shown = names.slice(0, MAX_NAMED)
	const rest = names.length - shown.length
	if (rest > 0) return `${shown.join(', ')} and ${rest} more`
	return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`
}

/** The alert for entries with only one of their two lengths (docs/decisions.md). */
export function incompleteEntriesMessage(names: ReadonlyArray<string>) {
	return `Fill in both length and width for ${listNames(names)}, or clear ${names.length === 1 ? 'it' : 'them'}.`
}

/** The tile result (docs/calculators/tile-calculator.md §3). Areas are mm² unless the name says otherwise. */
export type TileResult = Estimated & {
	wallArea: number
	floorArea: number
	/** All obstructions: windows and doors plus floor obstacles. */
	obstructionsArea: number
	windowDoorArea: number
	floorObstacleArea: number
	/** Net area to tile: walls less windows and doors plus floors less floor obstacles, each not below 0. */
	totalArea: number
	totalAreaM2: number
	totalAreaFt2: number
	/** totalArea with the wastage allowance. */
	finalArea: number
	tileAreaMm2: number
	/** Tiles for the net area alone. */
	baseTiles: number
	tilesNeeded: number
	/** Tiles with the 15% a complex or herringbone pattern wants instead of the wastage allowance. */
	complexPatternTiles: number
	/** Each surface laid out for the drawing (issue #29); no figure shown in the tables comes from it. */
	surfaceLayouts: ReadonlyArray<TileSurfaceLayout>
	/** Obstructions too large for the room left on every surface of their type: not drawn. */
	unplacedObstructions: ReadonlyArray<string>
}

/**
 * A surface tiled as the tips set out (tile length along the surface's length): from the middle of its length, so the
 * cut tiles at both ends match; a wall from the floor up, a floor from the middle of its width too. The obstructions
 * placed on it are cut out. Lengths in mm; x along the length, y up the width.
 */
export type TileSurfaceLayout = {
	name: string
	type: SurfaceType
	lengthMm: number
	widthMm: number
	/** Where the grid's first tile starts (0 or less; a cut tile when below 0). */
	startMm: { x: number; y: number }
	columns: number
	rows: number
	wholeTiles: number
	cutTiles: number
	cutouts: ReadonlyArray<Box & { name: string }>
}

/**
 * The layouts of the drawing: obstructions have no surface or position of their own, so windows and doors go on the
 * first wall with room along its length (at its bottom edge) and floor obstacles on the first such floor (across its
 * middle), evenly spaced; an obstruction that fits none is named in unplacedObstructions.
 */
function layOutSurfaces(input: TileInput, surfaces: ReadonlyArray<TileEntry<SurfaceType>>) {
	const unit = tileLengthUnit(input)
	const mm = (entry: TileEntry<string>) => ({
		width: lengthToMm(entry.length, unit),
		height: lengthToMm(entry.width, unit),
	})
	const tile = { width: input.tileLengthMm, height: input.tileWidthMm }
	const cutouts = surfaces.map((): Array<Box & { name: string }> => [])
	const unplaced: Array<string> = []
	const groups = [
		{ surfaceType: 'wall', obstructionType: 'window-door', align: 'bottom' },
		{ surfaceType: 'floor', obstructionType: 'floor-obstacle', align: 'middle' },
	] as const
	for (const { surfaceType, obstructionType, align } of groups) {
		const indexes = surfaces.flatMap((surface, index) => (surface.type === surfaceType ? [index] : []))
		const obstructions = input.obstructions.filter((obstruction) => obstruction.type === obstructionType)
		const placed = placeOpenings(
			indexes.map((index) => mm(surfaces[index] as TileEntry<SurfaceType>)),
			obstructions.map(mm),
			align,
		)
		placed.boxes.forEach((boxes, at) => {
			const names = obstructions.filter((_, index) => placed.surfaceOf[index] === at).map((entry) => entry.name)
			cutouts[indexes[at] ?? 0]?.push(...boxes.map((box, index) => ({ ...box, name: names[index] ?? '' })))
		})
		obstructions.forEach((obstruction, index) => {
			if (placed.surfaceOf[index] === -1) unplaced.push(obstruction.name)
		})
	}
	const layouts = surfaces.map((surface, index): TileSurfaceLayout => {
		const size = mm(surface)
		const mine = cutouts[index] ?? []
		const start = {
			x: centredStart(size.width, tile.width),
			y: surface.type === 'wall' ? 0 : centredStart(size.height, tile.height),
		}
		const pieces = countPieces(size, { ...tile, ...start }, mine)
		return {
			name: surface.name,
			type: surface.type,
			lengthMm: size.width,
			widthMm: size.height,
			startMm: start,
			columns: pieces.columns,
			rows: pieces.rows,
			wholeTiles: pieces.whole,
			cutTiles: pieces.cut,
			cutouts: mine,
		}
	})
	return { layouts, unplaced }
}

function isUsable(entry: TileEntry<string>) {
	return entry.length > 0 && entry.width > 0 && Number.isFinite(entry.length * entry.width)
}

/** An area as the results give it, from mm²: '7.20 m²', and '< 0.01 m²' for a mosaic's tile (site-rules.md §4). */
const m2 = (mm2: number) => `${formatNumber(mm2ToM2(mm2))} m²`

/** A tile's area in the working, to 4 decimals as typed sizes are ('0.0225'); one too small for that: '< 0.0001'. */
function tileAreaText(mm2: number) {
	const text = formatEntered(mm2ToM2(mm2))
	return text === '0' ? '< 0.0001' : text
}

/**
 * docs/calculators/tile-calculator.md §3: lengths in mm, m or inches are converted to mm (in × 25.4);
 * wall and floor areas are summed, Window/Door obstructions come off the walls and Floor
 * Obstacles off the floors, each net area not below 0; totalArea = net walls + net floors;
 * finalArea = totalArea × 1.1 with the wastage box; tiles = ceil(finalArea / tile area).
 * Throws a CalculationError when no surface has both a length and a width above 0 (the alert of
 * docs/calculators/tile-calculator.md §2), then when an entry has only one of its lengths. The lines' working sums
 * the entries as typed; the tiles are bought by their size.
 */
export function computeTile(input: TileInput): TileResult {
	const unit = tileLengthUnit(input)
	const typed = (value: number) => `${formatEntered(value)} ${unit}`
	const areaOf = (entries: ReadonlyArray<TileEntry<string>>) =>
		entries
			.filter(isUsable)
			.reduce((sum, entry) => sum + lengthToMm(entry.length, unit) * lengthToMm(entry.width, unit), 0)
	// 'l × w + l × w =' (7.20 m²), or '0 =' with none.
	const sumOf = (entries: ReadonlyArray<TileEntry<string>>) =>
		`${
			entries
				.filter(isUsable)
				.map((entry) => `${typed(entry.length)} × ${typed(entry.width)}`)
				.join(' + ') || 0
		} =`
	const surfaces = input.surfaces.filter(isUsable)
	if (surfaces.length === 0) throw new CalculationError(NO_USABLE_SURFACE_MESSAGE)
	if (!(input.tileLengthMm > 0 && input.tileWidthMm > 0)) throw new CalculationError('Tile size must be above 0 mm')
	if (input.incomplete.length > 0) throw new CalculationError(incompleteEntriesMessage(input.incomplete))

	const wallArea = areaOf(surfaces.filter((surface) => surface.type === 'wall'))
	const floorArea = areaOf(surfaces.filter((surface) => surface.type === 'floor'))
	const windowDoorArea = areaOf(input.obstructions.filter((obstruction) => obstruction.type === 'window-door'))
	const floorObstacleArea = areaOf(input.obstructions.filter((obstruction) => obstruction.type === 'floor-obstacle'))
	const totalArea = Math.max(0, wallArea - windowDoorArea) + Math.max(0, floorArea - floorObstacleArea)
	const wastageFactor = input.includeWastage ? 1 + input.wastagePercentage / 100 : 1
	const finalArea = totalArea * wastageFactor
	const tileAreaMm2 = input.tileLengthMm * input.tileWidthMm
	const totalAreaM2 = mm2ToM2(totalArea)
	const totalAreaFt2 = m2ToFt2(totalAreaM2)
	const obstructionsArea = windowDoorArea + floorObstacleArea
	const baseTiles = ceilCount(totalArea / tileAreaMm2)
	const tilesNeeded = ceilCount(finalArea / tileAreaMm2)
	const wastage = input.includeWastage ? input.wastagePercentage : 0
	const wasteTiles = tilesNeeded - baseTiles
	// A net area: the area less what comes off it, nothing when that is more.
	const net = (area: number, off: number) => (off > area ? '0' : off > 0 ? `(${m2(area)} − ${m2(off)})` : m2(area))
	const size = `${formatEntered(input.tileLengthMm)} × ${formatEntered(input.tileWidthMm)} mm`
	const walls = surfaces.filter((surface) => surface.type === 'wall')
	const floors = surfaces.filter((surface) => surface.type === 'floor')
	const { layouts, unplaced } = layOutSurfaces(input, surfaces)

	return {
		wallArea,
		floorArea,
		obstructionsArea,
		windowDoorArea,
		floorObstacleArea,
		totalArea,
		totalAreaM2,
		totalAreaFt2,
		finalArea,
		tileAreaMm2,
		baseTiles,
		tilesNeeded,
		complexPatternTiles: ceilCount((totalArea * (1 + COMPLEX_PATTERN_PERCENTAGE / 100)) / tileAreaMm2),
		surfaceLayouts: layouts,
		unplacedObstructions: unplaced,
		shown: {
			headline: {
				label: 'Total Tiles Needed',
				value: formatCount(tilesNeeded),
				steps: `${m2(finalArea)} ÷ ${tileAreaText(tileAreaMm2)} m² = ${formatEntered(finalArea / tileAreaMm2)} →`,
			},
			tables: [
				{
					caption: 'Tile Summary',
					lines: [
						{
							label: 'Total Area',
							value: `${formatNumber(totalAreaM2)} m² (${formatNumber(totalAreaFt2)} ft²)`,
							steps: `${net(wallArea, windowDoorArea)} + ${net(floorArea, floorObstacleArea)} =`,
						},
						{ label: 'Wall Area', value: m2(wallArea), steps: sumOf(walls) },
						{ label: 'Floor Area', value: m2(floorArea), steps: sumOf(floors) },
						{ label: 'Obstructions Area', value: m2(obstructionsArea), steps: sumOf(input.obstructions) },
						{
							label: 'Area with Wastage',
							value: m2(finalArea),
							steps: `${m2(totalArea)} ${plusPercent(wastage, 'wastage')} =`,
						},
						{ label: 'Tile Size', value: `${size} (${m2(tileAreaMm2)} per tile)` },
						input.includeWastage
							? {
									label: 'Waste Allowance',
									value: `${formatEntered(wastage)}% (${formatCount(wasteTiles)} ${wasteTiles === 1 ? 'tile' : 'tiles'})`,
									steps: `${formatCount(tilesNeeded)} − ${formatCount(baseTiles)} =`,
								}
							: { label: 'Waste Allowance', value: 'Not included' },
					],
				},
			],
		},
		purchases: [
			{
				key: `tile-${purchaseKey(size)}`,
				item: `Tile, ${size}`,
				quantity: tilesNeeded,
				unit: 'tile',
			},
		],
	}
}
