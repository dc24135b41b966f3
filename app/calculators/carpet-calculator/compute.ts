import { doorBarsFor, floorAreaOf, type Room, totalWallRun } from '#app/families/flooring/compute.ts'
import { ceilCount, isEqualTol } from '#app/lib/rounding.ts'
import { ft2ToYd2, inToFt, yd2ToFt2 } from '#app/lib/units.ts'
import { ROLL_WIDTHS, type RollWidthId } from './fields.ts'
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
}

function runAlong(along: CarpetRun['along'], runLength: number, across: number, allowance: number, rollWidth: number) {
	const drops = ceilCount((across + allowance) / rollWidth)
	const cutPerDrop = runLength + allowance
	const seams = drops - 1
	return { along, runLength, drops, cutPerDrop, cutLength: drops * cutPerDrop, seams, seamLength: seams * runLength }
}

/**
 * SPEC-NEXT §6 layout rule: full-width drops side by side, all one way. Along the long side:
 * drops = ceilTol((short + a) / R), each long + a; along the short side: ceilTol((long + a) / R), each
 * short + a. The smaller length wins; on a tie (Equal), fewer drops; then the long side.
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

/**
 * SPEC-NEXT building and flooring §6, a = trim allowance (ft = in / 12), R = roll width:
 * the cut per room (bestRun), C = Σ, bought = R × C (imperial yd² = ft² / 9), F = Σ L × W,
 * offcut % = (bought − F) / bought × 100; the other width likewise; underlay rolls = ceilTol(F / coverage)
 * (imperial coverage ft² = yd² × 9); gripper G = Σ max(0, 2(L + W) − doorways × doorway width),
 * strips = ceilTol(G / strip length), no waste; door bars as for laminate; cost = bought m² or yd² × price.
 */
export function computeCarpet(input: CarpetInput): CarpetResult {
	const isImperial = input.unit === 'imperial'
	const allowance = isImperial ? inToFt(input.trimAllowance) : input.trimAllowance
	const widths = ROLL_WIDTHS[input.unit]
	const cut = cutFromRoll(input.rooms, allowance, widths[input.rollWidth])
	const alternative = cutFromRoll(input.rooms, allowance, widths[OTHER_WIDTH[input.rollWidth]])
	const floorArea = floorAreaOf(input.rooms)
	const underlayCoverage = input.includeUnderlay ? input.underlayCoverage : null
	const gripperLength = totalWallRun(input.rooms, input.doorwayWidth)
	const pricedArea = isImperial ? ft2ToYd2(cut.boughtArea) : cut.boughtArea
	return {
		...cut,
		floorArea,
		// Never below 0: the drops always cover the room; only noise could make it less.
		offcutPercent: Math.max(0, ((cut.boughtArea - floorArea) / cut.boughtArea) * 100),
		alternative,
		underlayRolls:
			underlayCoverage === null
				? null
				: ceilCount(floorArea / (isImperial ? yd2ToFt2(underlayCoverage) : underlayCoverage)),
		gripperLength,
		gripperStrips: ceilCount(gripperLength / input.gripperLength),
		doorBars: doorBarsFor(input.rooms, input.doorwayWidth, input.unit),
		cost: input.price === null ? null : pricedArea * input.price,
	}
}
