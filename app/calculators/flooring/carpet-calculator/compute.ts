import type { ResultTable } from '#app/components/results/result-lines.ts'
import type { Estimated } from '#app/estimate/estimate.ts'
import { doorBarsFor, floorAreaOf, type Room, totalWallRun } from '#app/calculators/flooring/shared/compute.ts'
import { areaFiguresWithYards, lengthFigures, money, systemLength } from '#app/calculators/flooring/shared/figures.ts'
import {
	amount,
	doorBarPurchase,
	doorBarSteps,
	floorPurchases,
	floorUnits,
	roomsSteps,
	shownLines,
	typed,
	wallRunSteps,
} from '#app/calculators/flooring/shared/working.ts'
import { entryLabel } from '#app/lib/entries.ts'
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { ceilCount, isEqualTol } from '#app/lib/rounding.ts'
import { ft2ToYd2, inToFt, type UnitSystem, yd2ToFt2 } from '#app/lib/units.ts'
import { CARPET_FIELDS, GRIPPER_WORDS, ROLL_WIDTHS, type RollWidthId } from './fields.ts'
import type { CarpetInput } from './schema.ts'

/** How one room is cut, lengths in m or ft. */
export type CarpetRun = {
	/** The side the drops run along: the room's long side or its short side. */
	along: 'long' | 'short'
	/** The length of that side (seams run this way). */
	runLength: number
	drops: number
	/** Run length plus the trim allowance. */
	cutPerDrop: number
	/** drops × cut per drop: what this room takes off the roll. */
	cutLength: number
	seams: number
	/** seams × run length (without allowance). */
	seamLength: number
}

/** The rooms cut from one roll width: each room's run, the total cut length C and the area bought R × C. */
export type CarpetCut = { rollWidth: number; runs: ReadonlyArray<CarpetRun>; cutLength: number; boughtArea: number }

/** Areas in m² (metric) or ft² (imperial), lengths in m or ft; results.tsx converts them. */
export type CarpetResult = CarpetCut & {
	floorArea: number
	offcutPercent: number
	/** The same rooms from the other standard width (4 ↔ 5 m, 12 ↔ 15 ft). */
	alternative: CarpetCut
	/** Null when underlay is not included. */
	underlayRolls: number | null
	gripperLength: number
	gripperStrips: number
	doorBars: number
	/** Null when no price is given. */
	cost: number | null
} & Estimated

function runAlong(along: CarpetRun['along'], runLength: number, across: number, allowance: number, rollWidth: number) {
	const drops = ceilCount((across + allowance) / rollWidth)
	const cutPerDrop = runLength + allowance
	const seams = drops - 1
	return { along, runLength, drops, cutPerDrop, cutLength: drops * cutPerDrop, seams, seamLength: seams * runLength }
}

/**
 * The layout rule (docs/calculators/carpet-calculator.md §3): full-width drops side by side, all one way.
 * Along the long side: drops = ceilTol((short + a) / R), each long + a; along the short side:
 * ceilTol((long + a) / R), each short + a. The smaller length wins; on a tie (Equal), fewer drops; then the long side.
 */
export function bestRun(room: Room, allowance: number, rollWidth: number): CarpetRun {
	const long = Math.max(room.length, room.width)
	const short = Math.min(room.length, room.width)
	const alongLong = runAlong('long', long, short, allowance, rollWidth)
	const alongShort = runAlong('short', short, long, allowance, rollWidth)
	if (isEqualTol(alongLong.cutLength, alongShort.cutLength)) {
		return alongShort.drops < alongLong.drops ? alongShort : alongLong
	}
	return alongShort.cutLength < alongLong.cutLength ? alongShort : alongLong
}

/** Every room from one roll: C = Σ room cut lengths, bought area = R × C. */
export function cutFromRoll(rooms: ReadonlyArray<Room>, allowance: number, rollWidth: number): CarpetCut {
	const runs = rooms.map((room) => bestRun(room, allowance, rollWidth))
	const cutLength = runs.reduce((sum, run) => sum + run.cutLength, 0)
	return { rollWidth, runs, cutLength, boughtArea: rollWidth * cutLength }
}

const OTHER_WIDTH: Record<RollWidthId, RollWidthId> = { narrow: 'wide', wide: 'narrow' }

/** 'C m of R m roll (X m²)' / 'C ft of R ft roll (X yd²)': what to ask the shop for. */
function rollOrder(cut: CarpetCut, unit: UnitSystem) {
	if (unit === 'metric') {
		return `${formatNumber(cut.cutLength)} m of ${formatEntered(cut.rollWidth)} m roll (${formatNumber(cut.boughtArea)} m²)`
	}
	return `${formatNumber(cut.cutLength)} ft of ${formatEntered(cut.rollWidth)} ft roll (${formatNumber(ft2ToYd2(cut.boughtArea))} yd²)`
}

/**
 * docs/calculators/carpet-calculator.md §3, a = trim allowance (ft = in / 12), R = roll width:
 * the cut per room (bestRun), C = Σ, bought = R × C (imperial yd² = ft² / 9), F = Σ L × W,
 * offcut % = (bought − F) / bought × 100; the other width likewise; underlay rolls = ceilTol(F / coverage)
 * (imperial coverage ft² = yd² × 9); gripper G = Σ max(0, 2(L + W) − doorways × doorway width),
 * strips = ceilTol(G / strip length), no waste; door bars as for laminate; cost = bought m² or yd² × price.
 */
export function computeCarpet(input: CarpetInput): CarpetResult {
	const { unit, rooms, doorwayWidth, price } = input
	const isImperial = unit === 'imperial'
	const allowance = isImperial ? inToFt(input.trimAllowance) : input.trimAllowance
	const widths = ROLL_WIDTHS[unit]
	const cut = cutFromRoll(rooms, allowance, widths[input.rollWidth])
	const alternative = cutFromRoll(rooms, allowance, widths[OTHER_WIDTH[input.rollWidth]])
	const floorArea = floorAreaOf(rooms)
	const underlayCoverage = input.includeUnderlay ? input.underlayCoverage : null
	const underlayPerRoll = isImperial ? yd2ToFt2(underlayCoverage ?? 0) : (underlayCoverage ?? 0)
	const underlayRolls = underlayCoverage === null ? null : ceilCount(floorArea / underlayPerRoll)
	const gripperLength = totalWallRun(rooms, doorwayWidth)
	const gripperStrips = ceilCount(gripperLength / input.gripperLength)
	const doorBars = doorBarsFor(rooms, doorwayWidth, unit)
	// Never below 0: the drops always cover the room; only noise could make it less.
	const offcutPercent = Math.max(0, ((cut.boughtArea - floorArea) / cut.boughtArea) * 100)
	// Bought and priced by the m² or the yd².
	const priced = (area: number) => (isImperial ? ft2ToYd2(area) : area)
	const pricedUnit = isImperial ? 'yd²' : 'm²'
	const cost = price === null ? null : priced(cut.boughtArea) * price

	// The lines shown, with their working (issue #17).
	const units = floorUnits(unit)
	const side = (value: number) => typed(value, units.length)
	const length = (value: number) => systemLength(value, unit)
	const sum = (runs: ReadonlyArray<CarpetRun>) => runs.map((run) => amount(run.cutLength, units.length)).join(' + ')
	const plus = `${typed(input.trimAllowance, CARPET_FIELDS[unit].trimAllowance.unit ?? '')}`
	const rollWidth = side(cut.rollWidth)
	const gripper = GRIPPER_WORDS[unit]
	const roomTables = cut.runs.map((run, index): ResultTable => {
		const room = rooms[index] as Room & { name: string }
		const long = Math.max(room.length, room.width)
		const short = Math.min(room.length, room.width)
		const across = run.along === 'long' ? short : long
		const options = [
			runAlong('long', long, short, allowance, cut.rollWidth),
			runAlong('short', short, long, allowance, cut.rollWidth),
		]
		return {
			caption: entryLabel({ id: '', name: room.name }, 'Room', index),
			isPerEntry: true,
			lines: [
				{
					label: 'Run direction',
					value: `runs along ${length(run.runLength)}`,
					steps: `${options.map((option) => `${option.drops} × ${length(option.cutPerDrop)} = ${length(option.cutLength)}`).join(' or ')} →`,
				},
				{
					label: 'Drops',
					value: formatCount(run.drops),
					steps: `(${side(across)} + ${plus}) ÷ ${rollWidth} = ${formatEntered((across + allowance) / cut.rollWidth)} →`,
				},
				{ label: 'Cut per drop', value: length(run.cutPerDrop), steps: `${side(run.runLength)} + ${plus} =` },
				{ label: 'Room cut length', value: length(run.cutLength), steps: `${run.drops} × ${length(run.cutPerDrop)} =` },
				{ label: 'Seams', value: formatCount(run.seams), steps: `${run.drops} − 1 =` },
				{ label: 'Seam length', value: length(run.seamLength), steps: `${run.seams} × ${side(run.runLength)} =` },
			],
		}
	})
	const alternativeLength = `${formatNumber(alternative.cutLength)} ${units.length}`
	return {
		...cut,
		floorArea,
		offcutPercent,
		alternative,
		underlayRolls,
		gripperLength,
		gripperStrips,
		doorBars,
		cost,
		shown: {
			headline: { label: 'Carpet to buy', value: rollOrder(cut, unit) },
			tables: [
				...roomTables,
				{
					caption: 'Totals',
					lines: shownLines(
						{ label: 'Cut length', value: lengthFigures(cut.cutLength, unit), steps: `${sum(cut.runs)} =` },
						{
							label: 'Bought area',
							value: areaFiguresWithYards(cut.boughtArea, unit),
							steps: `${rollWidth} × ${amount(cut.cutLength, units.length)} =`,
						},
						{
							label: 'Floor area',
							value: areaFiguresWithYards(floorArea, unit),
							steps: `${roomsSteps(rooms, unit)} =`,
						},
						{
							label: 'Offcut',
							value: `${formatNumber(offcutPercent, 1)}%`,
							steps: `(${amount(cut.boughtArea, units.area)} − ${amount(floorArea, units.area)}) ÷ ${amount(cut.boughtArea, units.area)} × 100 =`,
						},
						{
							label: 'Alternative width',
							value: `${side(alternative.rollWidth)} roll: ${alternativeLength} (${amount(priced(alternative.boughtArea), pricedUnit)})`,
							steps: `${sum(alternative.runs)} →`,
						},
						underlayCoverage === null
							? { label: 'Underlay rolls', value: 'Not included' }
							: {
									label: 'Underlay rolls',
									value: formatCount(underlayRolls ?? 0),
									steps: `${amount(priced(floorArea), pricedUnit)} ÷ ${typed(underlayCoverage, pricedUnit)} = ${formatEntered(floorArea / underlayPerRoll)} →`,
								},
						{
							label: gripper.length,
							value: lengthFigures(gripperLength, unit),
							steps: `${wallRunSteps(rooms, doorwayWidth, unit)} =`,
						},
						{
							label: gripper.strips,
							value: formatCount(gripperStrips),
							steps: `${amount(gripperLength, units.length)} ÷ ${side(input.gripperLength)} = ${formatEntered(gripperLength / input.gripperLength)} →`,
						},
						{ label: 'Door bars', value: formatCount(doorBars), steps: doorBarSteps(rooms, doorwayWidth, unit) },
						price !== null && {
							label: 'Cost',
							value: money(cost ?? 0, unit),
							steps: `${amount(priced(cut.boughtArea), pricedUnit)} × ${money(price, unit)} =`,
						},
					),
				},
			],
		},
		purchases: floorPurchases([
			{
				key: `carpet-${isImperial ? 'yd2' : 'm2'}`,
				item: `Carpet, ${rollWidth} roll`,
				// As the results show it, to the hundredth.
				quantity: Number(formatNumber(priced(cut.boughtArea)).replace(/[^\d.]/g, '')),
				unit: pricedUnit,
			},
			{
				key: 'carpet-underlay-roll',
				item: `Carpet underlay, ${typed(underlayCoverage ?? 0, pricedUnit)} roll`,
				quantity: underlayRolls ?? 0,
				unit: 'roll',
			},
			{
				key: 'gripper-strip',
				item: `${gripper.strips.slice(0, -1)}, ${side(input.gripperLength)}`,
				quantity: gripperStrips,
				unit: 'strip',
			},
			doorBarPurchase(unit, doorBars),
		]),
	}
}
