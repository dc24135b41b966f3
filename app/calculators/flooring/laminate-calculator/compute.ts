import type { Estimated } from '#app/estimate/estimate.ts'
import { plusPercent } from '#app/estimate/working-text.ts'
import {
	doorBarsFor,
	floorAreaOf,
	type Room,
	totalWallRun,
	withWaste,
} from '#app/calculators/flooring/shared/compute.ts'
import {
	type BoardRows,
	boardRowsOf,
	boardRowsTables,
	boardWidthLength,
} from '#app/calculators/flooring/shared/board-rows.ts'
import { areaFigures, lengthFigures } from '#app/calculators/flooring/shared/figures.ts'
import {
	amount,
	doorBarPurchase,
	doorBarSteps,
	floorPurchases,
	floorUnits,
	typed,
	wallRunSteps,
	wasteSteps,
} from '#app/calculators/flooring/shared/working.ts'
import { formatLengths } from '#app/lib/feet-inches.ts'
import { entryLabel } from '#app/lib/entries.ts'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import { LAMINATE_FIELDS, PACK_WORD } from './fields.ts'
import { gapLength } from './gap.ts'
import type { LaminateInput } from './schema.ts'

/** Areas in m² (metric) or ft² (imperial), lengths in m or ft; results.tsx converts them. */
export type LaminateResult = {
	/** Each room's floor inside the expansion gap, (L − 2g) × (W − 2g), in the order typed: the drawing's. */
	laidRooms: ReadonlyArray<Room>
	/** The board width in m or ft. */
	boardWidth: number
	/** Each room's rows across its laid width (W − 2g), in the order typed: the drawing's. */
	boardRows: ReadonlyArray<BoardRows>
	/** Σ (L − 2g)(W − 2g): the floor inside the expansion gap. */
	laidArea: number
	areaWithWaste: number
	packs: number
	areaBought: number
	underlayRolls: number
	/** T: trim along the walls less the doorways, before waste. */
	trimLength: number
	trimPieces: number
	doorBars: number
} & Estimated

/**
 * docs/calculators/laminate-calculator.md §3, g = the gap in m or ft:
 * 1. laid area per room = (L − 2g)(W − 2g); A = Σ; packs = ceilTol(A × (1 + w/100) / pack coverage).
 * 2. underlay rolls = ceilTol(A / roll coverage) (no waste: roll ratings are net of laps).
 * 3. trim per room = max(0, 2(L + W) − doorways × doorway width); T = Σ; pieces = ceilTol(T × (1 + w/100) / trim length).
 * 4. door bars = Σ doorways × ceilTol(doorway width / bar length), bar 0.9 m or 3 ft.
 * 5. rows per room across W − 2g (boardRowsOf); they change nothing bought.
 */
export function computeLaminate(input: LaminateInput): LaminateResult {
	const { unit, rooms, waste, packCoverage, underlayCoverage, doorwayWidth } = input
	const gap = gapLength(input.gap, unit)
	const laidRooms = rooms.map((room) => ({ length: room.length - 2 * gap, width: room.width - 2 * gap }))
	const laidArea = floorAreaOf(laidRooms)
	const areaWithWaste = withWaste(laidArea, waste)
	const packs = ceilCount(areaWithWaste / packCoverage)
	const areaBought = packs * packCoverage
	const underlayRolls = ceilCount(laidArea / underlayCoverage)
	const trimLength = totalWallRun(rooms, doorwayWidth)
	const trimWithWaste = withWaste(trimLength, waste)
	const trimPieces = ceilCount(trimWithWaste / input.trimLength)
	const doorBars = doorBarsFor(rooms, doorwayWidth, unit)
	const boardWidth = boardWidthLength(input.boardWidth, unit)
	const boardRows = laidRooms.map((room) => boardRowsOf(room.width, boardWidth))
	const names = rooms.map((room, index) => entryLabel({ id: '', name: room.name }, 'Room', index))
	// The lines shown, with their working (issue #17).
	const units = floorUnits(unit)
	const square = units.area
	const side = (value: number) =>
		`(${typed(value, units.length)} − 2 × ${typed(input.gap, LAMINATE_FIELDS[unit].gap.unit ?? '')})`
	const pack = typed(packCoverage, square)
	const word = PACK_WORD[unit]
	const trim = formatLengths([input.trimLength], units.length)
	return {
		laidRooms,
		boardWidth,
		boardRows,
		laidArea,
		areaWithWaste,
		packs,
		areaBought,
		underlayRolls,
		trimLength,
		trimPieces,
		doorBars,
		shown: {
			headline: { label: `${word.many} needed`, value: formatCount(packs) },
			tables: [
				{
					caption: 'Laminate to Buy',
					lines: [
						{
							label: 'Laid area',
							value: areaFigures(laidArea, unit),
							steps: `${rooms.map((room) => `${side(room.length)} × ${side(room.width)}`).join(' + ')} =`,
						},
						{
							label: 'Area with waste',
							value: areaFigures(areaWithWaste, unit),
							steps: wasteSteps(laidArea, waste, unit),
						},
						{
							label: word.many,
							value: formatCount(packs),
							steps: `${amount(areaWithWaste, square)} ÷ ${pack} = ${formatEntered(areaWithWaste / packCoverage)} →`,
						},
						{ label: 'Area bought', value: areaFigures(areaBought, unit), steps: `${formatCount(packs)} × ${pack} =` },
						{
							label: 'Underlay rolls',
							value: formatCount(underlayRolls),
							steps: `${amount(laidArea, square)} ÷ ${typed(underlayCoverage, square)} = ${formatEntered(laidArea / underlayCoverage)} →`,
						},
						{
							label: 'Trim length',
							value: lengthFigures(trimLength, unit),
							steps: `${wallRunSteps(rooms, doorwayWidth, unit)} =`,
						},
						{
							label: 'Trim pieces',
							value: `${formatCount(trimPieces)} × ${trim}`,
							steps: `(${amount(trimLength, units.length)} ${plusPercent(waste, 'waste')}) ÷ ${typed(input.trimLength, units.length)} = ${formatEntered(trimWithWaste / input.trimLength)} →`,
						},
						{ label: 'Door bars', value: formatCount(doorBars), steps: doorBarSteps(rooms, doorwayWidth, unit) },
					],
				},
				...boardRowsTables(names, boardRows, boardWidth, unit),
			],
		},
		purchases: floorPurchases([
			{
				key: 'laminate-pack',
				item: `Laminate, ${pack} ${word.one.toLowerCase()}`,
				quantity: packs,
				unit: word.one.toLowerCase(),
			},
			{
				key: 'floor-underlay-roll',
				item: `Underlay, ${typed(underlayCoverage, square)} roll`,
				quantity: underlayRolls,
				unit: 'roll',
			},
			{
				key: 'floor-trim',
				item: `Trim, ${typed(input.trimLength, units.length)} length`,
				quantity: trimPieces,
				unit: 'length',
			},
			doorBarPurchase(unit, doorBars),
		]),
	}
}
