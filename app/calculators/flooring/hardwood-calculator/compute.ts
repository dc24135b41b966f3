import type { Worked } from '#app/estimate/estimate.ts'
import { roundedUp } from '#app/estimate/working-text.ts'
import { floorAreaOf, withWaste } from '#app/calculators/flooring/shared/compute.ts'
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
import { formatCount } from '#app/lib/format.ts'
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
} & Worked

/**
 * SPEC-NEXT building and flooring §4: A = Σ length × width; A_w = A × (1 + w/100);
 * boxes = ceilTol(A_w / coverage); bought = boxes × coverage; extra = bought − A;
 * underlay rolls = ceilTol(A / roll coverage) (on the floor area, no waste); cost = boxes × price.
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
	// The working (issue #17): each line's steps, ending with the results' figure.
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
		working: shownLines(
			{ label: 'Floor area', steps: `${roomsSteps(input.rooms, unit)} = ${area(floorArea)}` },
			{ label: 'Area with waste', steps: wasteSteps(floorArea, input.waste, areaWithWaste, unit) },
			{
				label: 'Boxes',
				steps: `${amount(areaWithWaste, square)} ÷ ${box} = ${roundedUp(areaWithWaste / coverage, boxes)}`,
			},
			{ label: 'Area bought', steps: `${formatCount(boxes)} × ${box} = ${area(areaBought)}` },
			{
				label: 'Extra over floor area',
				steps: `${amount(areaBought, square)} − ${amount(floorArea, square)} = ${area(extraArea)}`,
			},
			underlayCoverage !== null && {
				label: 'Underlay rolls',
				steps: `${amount(floorArea, square)} ÷ ${typed(underlayCoverage, square)} = ${roundedUp(floorArea / underlayCoverage, underlayRolls ?? 0)}`,
			},
			price !== null && {
				label: 'Cost',
				steps: `${formatCount(boxes)} × ${money(price, unit)} = ${money(cost ?? 0, unit)}`,
			},
		),
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
