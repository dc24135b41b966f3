import type { Estimated, Purchase } from '#app/estimate/estimate.ts'
import { plusPercent } from '#app/estimate/working-text.ts'
import { CalculationError } from '#app/lib/calculation-error.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import {
	FT2_PER_M2,
	ft2ToM2,
	KG_PER_M2_PER_LB_PER_FT2,
	kgToLb,
	lbPerFt2ToKgPerM2,
	m2ToFt2,
	mmToM,
	mToFt,
	typedLengthUnit,
} from '#app/lib/units.ts'
import { type Box, countPieces, placeOpenings } from '#app/lib/piece-grid.ts'
import { type BOARD_SIZES, findBoardSize, findDrywallType } from './options.ts'
import type { CeilingInput, DrywallInput, WallInput } from './schema.ts'

/**
 * Screws per ft² of board, before wastage (docs/calculators/drywall-estimator.md §3): about 1 on walls and 1.5 on
 * ceilings at the makers' centres (walls 300–400 mm / 12–16 in, ceilings 230–300 mm / 12 in); 10.764 and 16.146 per m².
 */
export const WALL_SCREWS_PER_FT2 = 1
export const CEILING_SCREWS_PER_FT2 = 1.5
/** Per m² of board, before wastage (docs/calculators/drywall-estimator.md §3). */
export const TAPE_M_PER_M2 = 1.5
export const COMPOUND_KG_PER_M2 = 0.5
export const WASTAGE_FACTOR = 1.1

export class BoardSizeRequiredError extends CalculationError {
	constructor() {
		super('Board size is required')
	}
}

export type DrywallResult = Estimated & {
	/** Net areas in the unit entered (m² metric, ft² imperial) converted to m². */
	wallArea: number
	ceilingArea: number
	/** Net area to cover, m² and ft². */
	totalArea: number
	totalAreaFt2: number
	boardArea: number
	/** Boards for the net area alone; boardsNeeded adds the wastage. */
	baseBoards: number
	boardsNeeded: number
	weightKg: number
	weightLb: number
	/** Walls' and ceiling's screws, each rounded up after wastage; screws is their sum. */
	wallScrews: number
	ceilingScrews: number
	screws: number
	/** Null when tape and mud are not included. */
	tapeM: number | null
	compoundKg: number | null
	/** The walls, then the ceiling, boarded for the drawing (issue #29); no figure in the tables comes from it. */
	surfaceLayouts: ReadonlyArray<DrywallSurfaceLayout>
}

/**
 * A wall or the ceiling boarded from its bottom-left corner, the last column and row of boards cut, its openings cut
 * out. In the unit entered (m or ft); x along its length, y up its height (a ceiling: across its width). Walls take
 * the boards upright, the ceiling lengthways; an imperial job hangs the feet board (4 × 8 ft), a metric one the mm.
 */
export type DrywallSurfaceLayout = {
	name: string
	kind: 'wall' | 'ceiling'
	length: number
	height: number
	board: { width: number; height: number }
	columns: number
	rows: number
	wholeBoards: number
	cutBoards: number
	cutouts: ReadonlyArray<Box>
	/** Openings too long for the room left along the surface: not drawn (their area still comes off). */
	unplacedOpenings: number
}

/**
 * Where no position is typed, a surface's openings go side by side along it, evenly spaced: on a wall at the bottom
 * edge, on the ceiling across the middle.
 */
function layOutSurfaces(input: DrywallInput, board: (typeof BOARD_SIZES)[number]) {
	const [boardWidth, boardLength] =
		input.unit === 'imperial' ? [board.widthFt, board.lengthFt] : [mmToM(board.widthMm), mmToM(board.lengthMm)]
	const layOut = (
		name: string,
		kind: DrywallSurfaceLayout['kind'],
		size: { width: number; height: number },
		piece: { width: number; height: number },
		openings: ReadonlyArray<{ width: number; height: number }>,
	): DrywallSurfaceLayout => {
		const placed = placeOpenings([size], openings, kind === 'wall' ? 'bottom' : 'middle')
		const cutouts = placed.boxes[0] ?? []
		const pieces = countPieces(size, piece, cutouts)
		return {
			name,
			kind,
			length: size.width,
			height: size.height,
			board: piece,
			columns: pieces.columns,
			rows: pieces.rows,
			wholeBoards: pieces.whole,
			cutBoards: pieces.cut,
			cutouts,
			unplacedOpenings: openings.length - cutouts.length,
		}
	}
	const walls = input.walls.map((wall, index) =>
		layOut(
			`Wall ${index + 1}`,
			'wall',
			{ width: wall.length, height: wall.height },
			{ width: boardWidth, height: boardLength },
			wall.openings,
		),
	)
	const { ceiling } = input
	if (!ceiling) return walls
	const ceilingLayout = layOut(
		'Ceiling',
		'ceiling',
		{ width: ceiling.length, height: ceiling.width },
		{ width: boardLength, height: boardWidth },
		ceiling.openings.map((opening) => ({ width: opening.length, height: opening.width })),
	)
	return [...walls, ceilingLayout]
}

function wallNetArea(wall: WallInput) {
	const openings = wall.openings.reduce((sum, opening) => sum + opening.width * opening.height, 0)
	return Math.max(0, wall.length * wall.height - openings)
}

function ceilingNetArea(ceiling: CeilingInput | null) {
	if (!ceiling) return 0
	const openings = ceiling.openings.reduce((sum, opening) => sum + opening.width * opening.length, 0)
	return Math.max(0, ceiling.length * ceiling.width - openings)
}

/**
 * docs/calculators/drywall-estimator.md §3. Net area = Σ walls (length × height − openings) + ceiling (length ×
 * width − openings), each not below 0, in the unit entered; imperial ft² become m² × 0.092903.
 * boards = ceil(area / board area × 1.1 with wastage); screws = ceil(wall ft² × 1 × f) + ceil(ceiling ft² × 1.5 × f)
 * (10.764 and 16.146 per m²), tape m = ceil(area × 1.5 × f), compound kg = ceil(area × 0.5 × f) with f = 1.1 or 1;
 * weight lb = ft² × type lb/ft² × f, kg = m² × type lb/ft² × 4.88243 × f.
 * To buy: the boards of the type and size chosen, the screws, and the tape (m) and compound (kg) when included.
 */
export function computeDrywall(input: DrywallInput): DrywallResult {
	const board = findBoardSize(input.boardSize)
	if (!board) throw new BoardSizeRequiredError()
	const type = findDrywallType(input.drywallType)
	if (!type) throw new TypeError(`Unknown drywall type: ${input.drywallType}`)

	const toM2 = (area: number) => (input.unit === 'imperial' ? ft2ToM2(area) : area)
	const wallAreaEntered = input.walls.reduce((sum, wall) => sum + wallNetArea(wall), 0)
	const ceilingAreaEntered = ceilingNetArea(input.ceiling)
	const totalArea = toM2(wallAreaEntered + ceilingAreaEntered)
	// docs/calculators/site-rules.md §3: an imperial area is the ft² entered, its m² converted from it.
	const totalAreaFt2 = input.unit === 'imperial' ? wallAreaEntered + ceilingAreaEntered : m2ToFt2(totalArea)
	const factor = input.includeWastage ? WASTAGE_FACTOR : 1
	const boardArea = mmToM(board.widthMm) * mmToM(board.lengthMm)
	const kgPerM2 = lbPerFt2ToKgPerM2(type.weightLbPerFt2)
	const weightKg = totalArea * kgPerM2 * factor
	const weightLb = totalAreaFt2 * type.weightLbPerFt2 * factor
	const baseBoards = ceilCount(totalArea / boardArea)
	const exactBoards = (totalArea / boardArea) * factor
	const boardsNeeded = ceilCount(exactBoards)
	// Screws by the area in the unit entered: ft² × 1 or 1.5, m² × 10.764 or 16.146 (the same rates by
	// docs/calculators/site-rules.md §1).
	const isImperial = input.unit === 'imperial'
	const screwRate = (perFt2: number) => (isImperial ? perFt2 : perFt2 * FT2_PER_M2)
	const exactWallScrews = wallAreaEntered * screwRate(WALL_SCREWS_PER_FT2) * factor
	const exactCeilingScrews = ceilingAreaEntered * screwRate(CEILING_SCREWS_PER_FT2) * factor
	const wallScrews = ceilCount(exactWallScrews)
	const ceilingScrews = ceilCount(exactCeilingScrews)
	const screws = wallScrews + ceilingScrews
	const exactTape = totalArea * TAPE_M_PER_M2 * factor
	const exactCompound = totalArea * COMPOUND_KG_PER_M2 * factor
	const tapeM = input.includeTapeAndMud ? ceilCount(exactTape) : null
	const compoundKg = input.includeTapeAndMud ? ceilCount(exactCompound) : null

	// The areas as typed: '(4 m × 2.5 m − 0.9 m × 2.1 m)', '0' where the openings take it all.
	const unit = typedLengthUnit(input)
	const times = (a: number, b: number) => `${formatEntered(a)} ${unit} × ${formatEntered(b)} ${unit}`
	const net = (area: string, openings: ReadonlyArray<string>, isNone: boolean) =>
		isNone ? '0' : openings.length ? `(${[area, ...openings].join(' − ')})` : area
	const areas = input.walls.map((wall) =>
		net(
			times(wall.length, wall.height),
			wall.openings.map((opening) => times(opening.width, opening.height)),
			wallNetArea(wall) === 0,
		),
	)
	const { ceiling } = input
	if (ceiling)
		areas.push(
			net(
				times(ceiling.length, ceiling.width),
				ceiling.openings.map((opening) => times(opening.width, opening.length)),
				ceilingNetArea(ceiling) === 0,
			),
		)
	const m2 = `${formatNumber(totalArea)} m²`
	const ft2 = `${formatNumber(totalAreaFt2)} ft²`
	const waste = input.includeWastage ? ` ${plusPercent(10, 'waste')}` : ''
	// 'x per m² + 10 % waste = '
	const perM2 = (amount: number, per: string) => `${m2} × ${formatEntered(amount)} ${per}${waste} =`
	// A surface's screws in the unit entered, up to its rounding: '16.35 m² × 10.764 per m² + 10 % waste = 193.5905 →'.
	// With a ceiling, the walls and the ceiling each rounded, then added.
	const areaUnit = isImperial ? 'ft²' : 'm²'
	const screwSteps = (area: number, perFt2: number, exact: number) =>
		`${formatNumber(area)} ${areaUnit} × ${formatEntered(screwRate(perFt2))} per ${areaUnit}${waste} = ${formatEntered(exact)} →`
	const wallScrewSteps = screwSteps(wallAreaEntered, WALL_SCREWS_PER_FT2, exactWallScrews)
	const ceilingScrewSteps = screwSteps(ceilingAreaEntered, CEILING_SCREWS_PER_FT2, exactCeilingScrews)
	const screwsWorking = ceiling
		? `walls ${wallScrewSteps} ${formatCount(wallScrews)}; ceiling ${ceilingScrewSteps} ${formatCount(ceilingScrews)}; ${formatCount(wallScrews)} + ${formatCount(ceilingScrews)} =`
		: wallScrewSteps
	// The weight from the area entered: lb from ft² (imperial), kg from m² (metric), the other unit beside it.
	const kilograms = `${formatNumber(weightKg)} kg`
	const pounds = `${formatNumber(weightLb)} lb`
	const lbPerFt2 = `${formatEntered(type.weightLbPerFt2)} lb/ft²`
	const weightSteps = isImperial
		? `${ft2} × ${lbPerFt2}${waste} =`
		: `${m2} × ${formatEntered(kgPerM2)} kg/m² (${lbPerFt2} × ${formatNumber(KG_PER_M2_PER_LB_PER_FT2, 5)})${waste} =`
	const boards = `${m2} ÷ ${formatEntered(boardArea)} m² = ${waste && `${formatEntered(totalArea / boardArea)}${waste} = `}${formatEntered(exactBoards)} →`
	const wasteBoards = boardsNeeded - baseBoards
	const plural = (count: number) => (count === 1 ? 'board' : 'boards')
	const notIncluded = (label: string) => ({ label, value: 'Not included' })
	const purchases: Array<Purchase> = [
		{
			key: `drywall-${type.id}-${board.id}`,
			item: `Drywall board, ${type.name}, ${board.name}`,
			quantity: boardsNeeded,
			unit: 'sheet',
		},
		{ key: 'drywall-screw', item: 'Drywall screw', quantity: screws, unit: 'screw' },
	]
	if (tapeM !== null && compoundKg !== null)
		purchases.push(
			{ key: 'joint-tape-m', item: 'Joint tape', quantity: tapeM, unit: 'm' },
			{ key: 'joint-compound-kg', item: 'Joint compound', quantity: compoundKg, unit: 'kg' },
		)

	return {
		surfaceLayouts: layOutSurfaces(input, board),
		wallArea: toM2(wallAreaEntered),
		ceilingArea: toM2(ceilingAreaEntered),
		totalArea,
		totalAreaFt2,
		boardArea,
		baseBoards,
		boardsNeeded,
		weightKg,
		weightLb,
		wallScrews,
		ceilingScrews,
		screws,
		tapeM,
		compoundKg,
		shown: {
			headline: { label: 'Total Drywall Boards Required', value: formatCount(boardsNeeded), steps: boards },
			tables: [
				{
					caption: 'Drywall Materials Summary',
					lines: [
						{
							label: 'Total Area',
							value: input.unit === 'imperial' ? `${ft2} (${m2})` : `${m2} (${ft2})`,
							steps: `${areas.join(' + ')} =`,
						},
						{ label: 'Drywall Boards', value: `${formatCount(boardsNeeded)} ${plural(boardsNeeded)}`, steps: boards },
						{
							label: 'Drywall Screws',
							value: formatCount(screws),
							steps: screwsWorking,
						},
						tapeM === null
							? notIncluded('Joint Tape')
							: {
									label: 'Joint Tape',
									value: `${formatCount(tapeM)} m (${formatNumber(mToFt(tapeM))} ft)`,
									steps: `${perM2(TAPE_M_PER_M2, 'm/m²')} ${formatEntered(exactTape)} →`,
								},
						compoundKg === null
							? notIncluded('Joint Compound')
							: {
									label: 'Joint Compound',
									value: `${formatCount(compoundKg)} kg (${formatNumber(kgToLb(compoundKg))} lb)`,
									steps: `${perM2(COMPOUND_KG_PER_M2, 'kg/m²')} ${formatEntered(exactCompound)} →`,
								},
						{
							label: 'Total Weight',
							value: isImperial ? `${pounds} (${kilograms})` : `${kilograms} (${pounds})`,
							steps: weightSteps,
						},
						input.includeWastage
							? {
									label: 'Waste Allowance',
									value: `10% (${formatCount(wasteBoards)} ${plural(wasteBoards)})`,
									steps: `${formatCount(boardsNeeded)} − ${formatCount(baseBoards)} =`,
								}
							: notIncluded('Waste Allowance'),
					],
				},
			],
		},
		purchases,
	}
}
