import type { Estimated } from '#app/estimate/estimate.ts'
import { floorAreaOf, withWaste } from '#app/calculators/flooring/shared/compute.ts'
import {
	type BoardRows,
	boardRowsOf,
	boardRowsTables,
	boardWidthLength,
} from '#app/calculators/flooring/shared/board-rows.ts'
import { areaFigures, money } from '#app/calculators/flooring/shared/figures.ts'
import {
	amount,
	floorPurchases,
	floorUnits,
	roomsSteps,
	shownLines,
	typed,
	wasteSteps,
} from '#app/calculators/flooring/shared/working.ts'
import { entryLabel } from '#app/lib/entries.ts'
import { formatCount, formatEntered } from '#app/lib/format.ts'
import { ceilCount } from '#app/lib/rounding.ts'
import type { HardwoodInput } from './schema.ts'

/** Areas in the chosen system's unit (m² metric, ft² imperial); results.tsx converts them. */
export type HardwoodResult = {
	floorArea: number
	areaWithWaste: number
	boxes: number
	areaBought: number
	/** Area bought less the floor area. */
	extraArea: number
	/** Null when underlay is not included. */
	underlayRolls: number | null
	/** Null when no price is given. */
	cost: number | null
	/** The board width in m or ft. */
	boardWidth: number
	/** Each room's rows along its length, across its whole width, in the order typed (none unless laid straight). */
	boardRows: ReadonlyArray<BoardRows>
} & Estimated

/**
 * docs/calculators/hardwood-calculator.md §3: A = Σ length × width; A_w = A × (1 + w/100);
 * boxes = ceilTol(A_w / coverage); bought = boxes × coverage; extra = bought − A;
 * underlay rolls = ceilTol(A / roll coverage) (on the floor area, no waste); cost = boxes × price;
 * rows per room across its width (boardRowsOf) when laid straight, which change nothing bought.
 */
export function computeHardwood(input: HardwoodInput): HardwoodResult {
	const { unit, coverage, price } = input
	const floorArea = floorAreaOf(input.rooms)
	const areaWithWaste = withWaste(floorArea, input.waste)
	const boxes = ceilCount(areaWithWaste / coverage)
	const areaBought = boxes * coverage
	// Never below 0: with no waste, boxes that cover the floor to within 1e-9 may fall short by noise only.
	const extraArea = Math.max(0, areaBought - floorArea)
	const underlayCoverage = input.includeUnderlay ? input.underlayCoverage : null
	const underlayRolls = underlayCoverage === null ? null : ceilCount(floorArea / underlayCoverage)
	const cost = price === null ? null : boxes * price
	const boardWidth = boardWidthLength(input.boardWidth, unit)
	// Rows are a straight lay's: diagonal and herringbone boards cross the room at an angle (§7).
	const boardRows = input.layout === 'straight' ? input.rooms.map((room) => boardRowsOf(room.width, boardWidth)) : []
	const names = input.rooms.map((room, index) => entryLabel({ id: '', name: room.name }, 'Room', index))
	// The lines shown, with their working (issue #17).
	const square = floorUnits(unit).area
	const box = typed(coverage, square)
	const area = (value: number) => areaFigures(value, unit)
	return {
		floorArea,
		areaWithWaste,
		boxes,
		areaBought,
		extraArea,
		underlayRolls,
		cost,
		boardWidth,
		boardRows,
		shown: {
			headline: { label: 'Boxes needed', value: formatCount(boxes) },
			tables: [
				{
					caption: 'Flooring to Buy',
					lines: shownLines(
						{ label: 'Floor area', value: area(floorArea), steps: `${roomsSteps(input.rooms, unit)} =` },
						{ label: 'Area with waste', value: area(areaWithWaste), steps: wasteSteps(floorArea, input.waste, unit) },
						{
							label: 'Boxes',
							value: formatCount(boxes),
							steps: `${amount(areaWithWaste, square)} ÷ ${box} = ${formatEntered(areaWithWaste / coverage)} →`,
						},
						{ label: 'Area bought', value: area(areaBought), steps: `${formatCount(boxes)} × ${box} =` },
						{
							label: 'Extra over floor area',
							value: area(extraArea),
							steps: `${amount(areaBought, square)} − ${amount(floorArea, square)} =`,
						},
						underlayCoverage === null
							? { label: 'Underlay rolls', value: 'Not included' }
							: {
									label: 'Underlay rolls',
									value: formatCount(underlayRolls ?? 0),
									steps: `${amount(floorArea, square)} ÷ ${typed(underlayCoverage, square)} = ${formatEntered(floorArea / underlayCoverage)} →`,
								},
						price !== null && {
							label: 'Cost',
							value: money(cost ?? 0, unit),
							steps: `${formatCount(boxes)} × ${money(price, unit)} =`,
						},
					),
				},
				...boardRowsTables(names, boardRows, boardWidth, unit),
			],
		},
		purchases: floorPurchases([
			{ key: 'hardwood-box', item: `Hardwood flooring, ${box} box`, quantity: boxes, unit: 'box' },
			{
				key: 'floor-underlay-roll',
				item: `Underlay, ${typed(underlayCoverage ?? 0, square)} roll`,
				quantity: underlayRolls ?? 0,
				unit: 'roll',
			},
		]),
	}
}
