import type { ResultLine, ResultTable, ShownResult } from '#app/components/results/result-lines.ts'
import type { Estimated } from '#app/estimate/estimate.ts'
import { plusPercent, purchaseKey } from '#app/estimate/working-text.ts'
import { CalculationError } from '#app/lib/calculation-error.ts'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount, floorCount, isEqualTol } from '#app/lib/rounding.ts'
import { BOARD_FEET_PER_M3, ftToIn, ftToM, inToFt, M3_PER_BOARD_FOOT, mm2ToM2, mmToM, mToFt } from '#app/lib/units.ts'
import { cutLength, headerLength, headerTooLongMessage } from './header.ts'
import {
	dressedWidthIn,
	findSection,
	IMPERIAL_THICKNESS_IN,
	LUMBER_SYSTEMS,
	plateThickness,
	type Section,
	type StudStock,
} from './options.ts'
import type { LumberInput } from './schema.ts'

/** Each opening has a king and a jack stud each side (§3.3). */
const KING_STUDS_PER_OPENING = 2
const JACK_STUDS_PER_OPENING = 2

/** A board foot is 1 in × 1 in × 12 in: BF = thickness in × width in × length ft / 12. */
const INCH_FEET_PER_BOARD_FOOT = 12

/** The studs cut from one stud stock length: layout studs of its walls, the extras if its wall is the tallest. */
export type StudGroup = {
	stock: StudStock
	/** Stock length in m (metric) or ft (imperial). */
	stockLength: number
	/** The longest stud cut in the group, in m (metric) or ft (imperial). */
	cut: number
	layoutStuds: number
	extraStuds: number
	/** Studs before waste. */
	rawStuds: number
	studs: number
}

/**
 * One wall's framing as drawn (issue #29), in the wall's unit (m or ft): nothing shown is read from it. Layout studs
 * one at each end and one per spacing (§3.2); the bottom plate and top plates; noggin (blocking) rows, one piece per
 * bay in each row.
 */
export type WallFrame = {
	length: number
	height: number
	/** Stud cut c = H − (1 + top plates) × t. */
	studCut: number
	/** Plate and stud thickness t. */
	thickness: number
	/** Stud spacing, centre to centre. */
	spacing: number
	layoutStuds: number
	topPlates: number
	rows: number
	/** Noggin or blocking pieces: (layout studs − 1) bays × rows. */
	rowPieces: number
}

/**
 * One opening entry's framing as drawn (issue #29), in m or ft: the header piece h on a jack stud each side, a king
 * stud beside each jack (§3.3, §3.7). Nothing shown is read from it.
 */
export type OpeningFrame = {
	width: number
	quantity: number
	/** Header piece h = width + 2t. */
	headerLength: number
	/** The header's depth: its section's actual width (dressed, imperial). */
	headerDepth: number
	plies: number
	/** Stud thickness t. */
	thickness: number
	/** King and jack studs of one opening. */
	kingStuds: number
	jackStuds: number
}

/** The header boards of one opening entry. */
export type HeaderLine = {
	openingIndex: number
	/** Header piece h = width + 2t, in m or ft. */
	pieceLength: number
	pieces: number
	perBoard: number
	boards: number
}

/** A line of the cut list: what it is ('Studs'), its section and length as bought and cut, and how many (`value`). */
export type CutLine = ResultLine & { size: string }

/** The total pieces, then the cut list (a table of three columns) and the totals. */
export type LumberShown = ShownResult & {
	tables: readonly [{ caption: string; lines: ReadonlyArray<CutLine> }, ResultTable]
}

export type LumberResult = Estimated & {
	shown: LumberShown
	studSection: Section
	headerSection: Section
	/** Plate stock length, m or ft. */
	plateStock: number
	studGroups: ReadonlyArray<StudGroup>
	/** 2 × corners + 4 × openings: king and jack studs, and corner and T-junction studs. */
	extraStuds: number
	plateRun: number
	plates: number
	/** Noggin or blocking run and pieces (0 with no rows). */
	rowRun: number
	rowPieces: number
	headers: ReadonlyArray<HeaderLine>
	/** Each wall's framing, in the order typed, for the drawing. */
	wallFrames: ReadonlyArray<WallFrame>
	/** Each opening entry's framing, in the order typed, for the drawing. */
	openingFrames: ReadonlyArray<OpeningFrame>
	totalPieces: number
	/** Length bought, in both systems. */
	lengthM: number
	lengthFt: number
	volumeM3: number
	boardFeet: number
}

/** The stud cut c of a wall, in the stud stock's unit (m metric, inches imperial). */
function studCut(input: LumberInput, height: number) {
	const platePieces = 1 + Number(input.topPlates)
	if (input.unit === 'metric') return height - platePieces * plateThickness('metric', input.studSize)
	return ftToIn(height) - platePieces * IMPERIAL_THICKNESS_IN
}

/** Layout studs of a wall: one at each end and one per spacing; openings are not deducted. */
function layoutStuds(input: LumberInput, length: number) {
	const spacing = Number(input.spacing)
	if (input.unit === 'metric') return ceilCount(length / mmToM(spacing)) + 1
	return ceilCount(ftToIn(length) / spacing) + 1
}

/** The shortest stud stock at least as long as the cut (equal allowed); the bounds guarantee one. */
function studStockIndex(stocks: ReadonlyArray<StudStock>, cut: number) {
	const index = stocks.findIndex((stock) => stock.length > cut || isEqualTol(stock.length, cut))
	if (index === -1) throw new CalculationError('The walls are too tall for the longest stud stock')
	return index
}

/** Volume of pieces of a section: metric m³ from the actual section, imperial board feet from the nominal one. */
function volumeOf(input: LumberInput, section: Section, pieces: number, stockLength: number) {
	if (input.unit === 'metric') return pieces * mm2ToM2(section.thickness * section.width) * stockLength
	return (pieces * section.thickness * section.width * stockLength) / INCH_FEET_PER_BOARD_FOOT
}

/**
 * Stud-wall take-off (docs/calculators/lumber-calculator.md §3), lengths in m (metric) or ft (imperial):
 * 1. stud cut c = H − (1 + top plates) × t; stud stock = shortest stock ≥ c.
 * 2. layout studs = ceilTol(L / spacing) + 1 per wall.
 * 3. extras = 2 × corners + 4 × Σ opening quantities, in the group of the wall with the longest cut (first on a tie).
 * 4. studs per stock group = ceilTol(raw × (1 + w/100)).
 * 5. plates = ceilTol(Σ L × (1 + top plates) × (1 + w/100) / plate stock).
 * 6. noggins/blocking = ceilTol(Σ L × rows × (1 + w/100) / plate stock).
 * 7. headers per opening: h = width + 2t; pieces = plies × quantity; per board = floorTol(stock / h);
 *    boards = ceilTol(pieces / per board); no waste.
 * 8. length = Σ pieces × stock length; m³ on actual sections (metric), board feet on nominal ones (imperial).
 * The lines shown give the cut list and the totals with their working; the timber is bought by section and stock length.
 */
export function computeLumber(input: LumberInput): LumberResult {
	const system = LUMBER_SYSTEMS[input.unit]
	const studSection = findSection(input.unit, input.studSize, 'studs')
	const headerSection = findSection(input.unit, input.headerSize, 'headers')
	const plateStock = Number(input.plateStock)
	const wasteFactor = 1 + input.waste / 100
	const toStockLength = (length: number) => (input.unit === 'metric' ? length : inToFt(length))

	const walls = input.walls.map((wall) => {
		const cut = studCut(input, wall.height)
		return { cut, stockIndex: studStockIndex(system.studStock, cut), layoutStuds: layoutStuds(input, wall.length) }
	})
	// The wall with the longest cut (the first of equal ones) takes the extra studs.
	let tallest = walls[0]
	for (const wall of walls) if (tallest && wall.cut > tallest.cut && !isEqualTol(wall.cut, tallest.cut)) tallest = wall
	const openingCount = input.openings.reduce((total, opening) => total + opening.quantity, 0)
	const extraStuds = 2 * input.corners + (KING_STUDS_PER_OPENING + JACK_STUDS_PER_OPENING) * openingCount

	const isMetric = input.unit === 'metric'
	const { lengthUnit, spacingUnit } = system
	const typed = (value: number) => `${formatEntered(value)} ${lengthUnit}`
	const waste = plusPercent(input.waste, 'waste')
	// Per wall: '(3.6 m ÷ 400 mm = 9 → 9) + 1'.
	const layoutText = input.walls.map(
		(wall, index) =>
			`(${typed(wall.length)} ÷ ${input.spacing} ${spacingUnit} → ${formatCount((walls[index]?.layoutStuds ?? 1) - 1)}) + 1`,
	)
	// Cuts in whole mm, or inches to 2 decimals and as a tape reads them.
	const cut = (value: number) =>
		isMetric
			? `${formatNumber(cutLength(input.unit, value), 0)} mm`
			: formatLengths([cutLength(input.unit, value)], 'in', formatNumber)
	const stockText = typed(plateStock)
	const stud = studSection.label
	const cutList: Array<CutLine> = []

	const studGroups = system.studStock.flatMap((stock, stockIndex): Array<StudGroup> => {
		const groupWalls = walls.filter((wall) => wall.stockIndex === stockIndex)
		if (groupWalls.length === 0) return []
		const groupLayout = groupWalls.reduce((total, wall) => total + wall.layoutStuds, 0)
		const groupExtras = tallest?.stockIndex === stockIndex ? extraStuds : 0
		const rawStuds = groupLayout + groupExtras
		const parts = layoutText.filter((_, index) => walls[index]?.stockIndex === stockIndex)
		if (groupExtras) parts.push(`2 × ${formatCount(input.corners)} + 4 × ${formatCount(openingCount)}`)
		const group = {
			stock,
			stockLength: toStockLength(stock.length),
			cut: toStockLength(Math.max(...groupWalls.map((wall) => wall.cut))),
			layoutStuds: groupLayout,
			extraStuds: groupExtras,
			rawStuds,
			studs: ceilCount(rawStuds * wasteFactor),
		}
		cutList.push({
			label: 'Studs',
			size: `${stud} × ${stock.label}, cut to ${cut(group.cut)}`,
			value: formatCount(group.studs),
			steps: `${parts.join(' + ')} = ${formatCount(rawStuds)} ${waste} = ${formatEntered(rawStuds * wasteFactor)} →`,
		})
		return [group]
	})

	const totalWallLength = input.walls.reduce((total, wall) => total + wall.length, 0)
	const plateRun = totalWallLength * (1 + Number(input.topPlates))
	const plates = ceilCount((plateRun * wasteFactor) / plateStock)
	const rowRun = totalWallLength * input.rows
	const rowPieces = input.rows > 0 ? ceilCount((rowRun * wasteFactor) / plateStock) : 0
	const runOf = (label: string, times: number, pieces: number): CutLine => ({
		label,
		size: `${stud} × ${stockText}`,
		value: formatCount(pieces),
		steps: `${typed(totalWallLength)} × ${formatCount(times)} ${waste} ÷ ${stockText} = ${formatEntered((totalWallLength * times * wasteFactor) / plateStock)} →`,
	})
	cutList.push(runOf('Plates', 1 + Number(input.topPlates), plates))
	if (input.rows > 0) cutList.push(runOf(system.rowsItem, input.rows, rowPieces))

	const headers = input.openings.map((opening, openingIndex): HeaderLine => {
		const pieceLength = headerLength(input.unit, input.studSize, opening.width)
		const perBoard = floorCount(plateStock / pieceLength)
		if (perBoard < 1) throw new CalculationError(headerTooLongMessage(input.unit, pieceLength, plateStock))
		const pieces = input.headerPlies * opening.quantity
		return { openingIndex, pieceLength, pieces, perBoard, boards: ceilCount(pieces / perBoard) }
	})
	const headerBoards = headers.reduce((total, header) => total + header.boards, 0)
	for (const header of headers) {
		const opening = input.openings[header.openingIndex]
		cutList.push({
			label: `Headers, Opening ${header.openingIndex + 1}`,
			size: `${headerSection.label} × ${stockText}, cut ${cut(header.pieceLength)} each`,
			value: formatCount(header.boards),
			steps: `${formatCount(input.headerPlies)} × ${formatCount(opening?.quantity ?? 0)} ÷ (${stockText} ÷ (${typed(opening?.width ?? 0)} + 2 × ${typed(plateThickness(input.unit, input.studSize))}) → ${formatCount(header.perBoard)}) = ${formatEntered(header.pieces / header.perBoard)} →`,
		})
	}

	const studPieces = studGroups.reduce((total, group) => total + group.studs, 0)
	const plateStockPieces = plates + rowPieces
	const length =
		studGroups.reduce((total, group) => total + group.studs * group.stockLength, 0) +
		(plateStockPieces + headerBoards) * plateStock
	const volume =
		studGroups.reduce((total, group) => total + volumeOf(input, studSection, group.studs, group.stockLength), 0) +
		volumeOf(input, studSection, plateStockPieces, plateStock) +
		volumeOf(input, headerSection, headerBoards, plateStock)
	const lengthM = isMetric ? length : ftToM(length)
	const lengthFt = isMetric ? mToFt(length) : length
	const volumeM3 = isMetric ? volume : volume * M3_PER_BOARD_FOOT
	const boardFeet = isMetric ? volume * BOARD_FEET_PER_M3 : volume
	const totalPieces = studPieces + plateStockPieces + headerBoards

	// Totals: pieces × stock lengths, and the volume of each section's length.
	const metres = `${formatNumber(lengthM)} m`
	const feet = `${formatNumber(lengthFt)} ft`
	const cubicMetres = `${formatNumber(volumeM3, 3)} m³`
	const boardFeetText = `${formatNumber(boardFeet)} board feet`
	const stockPieces = [
		...studGroups.map((group) => [group.studs, group.stockLength] as const),
		[plateStockPieces, plateStock] as const,
		...(headerBoards ? [[headerBoards, plateStock] as const] : []),
	]
	const studLength =
		studGroups.reduce((total, group) => total + group.studs * group.stockLength, 0) + plateStockPieces * plateStock
	const sectionText = (section: Section, run: number) =>
		`${typed(run)} × ${section.thickness} × ${section.width}${isMetric ? ' mm' : ''}`
	const sections = [
		sectionText(studSection, studLength),
		...(headerBoards ? [sectionText(headerSection, headerBoards * plateStock)] : []),
	].join(' + ')
	const shown: LumberShown = {
		headline: {
			label: 'Total pieces of timber',
			value: formatCount(totalPieces),
			steps: `${[...studGroups.map((group) => group.studs), plates, ...(input.rows > 0 ? [rowPieces] : []), ...headers.map((header) => header.boards)].map(formatCount).join(' + ')} =`,
		},
		tables: [
			{ caption: 'Timber to Buy', lines: cutList },
			{
				caption: 'Totals',
				lines: [
					{
						label: 'Total length',
						value: isMetric ? `${metres} (${feet})` : `${feet} (${metres})`,
						steps: `${stockPieces.map(([pieces, stock]) => `${formatCount(pieces)} × ${typed(stock)}`).join(' + ')} =`,
					},
					{
						label: 'Timber volume',
						value: isMetric ? `${cubicMetres} (${boardFeetText})` : `${boardFeetText} (${cubicMetres})`,
						steps: isMetric ? `${sections} =` : `(${sections}) ÷ 12 =`,
					},
					{ label: 'Waste allowance', value: `${formatEntered(input.waste)}%` },
				],
			},
		],
	}

	// Bought by section and stock length: studs, plates and noggins of one length are the same timber.
	const bought = new Map<string, number>()
	const buy = (section: Section, stock: string, pieces: number) => {
		const item = `${isMetric ? 'Timber' : 'Lumber'} ${section.label} × ${stock}`
		if (pieces > 0) bought.set(item, (bought.get(item) ?? 0) + pieces)
	}
	for (const group of studGroups) buy(studSection, group.stock.label, group.studs)
	buy(studSection, stockText, plateStockPieces)
	buy(headerSection, stockText, headerBoards)

	const thickness = plateThickness(input.unit, input.studSize)
	const spacing = isMetric ? mmToM(Number(input.spacing)) : inToFt(Number(input.spacing))
	const wallFrames = input.walls.map((wall, index): WallFrame => {
		const frame = walls[index]
		const studs = frame?.layoutStuds ?? 0
		return {
			length: wall.length,
			height: wall.height,
			studCut: toStockLength(frame?.cut ?? 0),
			thickness,
			spacing,
			layoutStuds: studs,
			topPlates: Number(input.topPlates),
			rows: input.rows,
			rowPieces: Math.max(0, studs - 1) * input.rows,
		}
	})

	const headerDepth = isMetric ? mmToM(headerSection.width) : inToFt(dressedWidthIn(headerSection.width))
	const openingFrames = headers.map((header): OpeningFrame => ({
		width: input.openings[header.openingIndex]?.width ?? 0,
		quantity: input.openings[header.openingIndex]?.quantity ?? 0,
		headerLength: header.pieceLength,
		headerDepth,
		plies: input.headerPlies,
		thickness,
		kingStuds: KING_STUDS_PER_OPENING,
		jackStuds: JACK_STUDS_PER_OPENING,
	}))

	return {
		studSection,
		headerSection,
		wallFrames,
		openingFrames,
		plateStock,
		studGroups,
		extraStuds,
		plateRun,
		plates,
		rowRun,
		rowPieces,
		headers,
		totalPieces,
		lengthM,
		lengthFt,
		volumeM3,
		boardFeet,
		shown,
		purchases: [...bought].map(([item, quantity]) => ({
			key: purchaseKey(item),
			item,
			quantity,
			unit: 'length',
		})),
	}
}
