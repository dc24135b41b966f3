import { CalculationError } from '#app/lib/calculation-error.ts'
import { floorCount } from '#app/lib/rounding.ts'
import { STRIPS_LONGER_THAN_ROLL } from './schema.ts'

/** `count` drops of one height, m or ft. */
export type DropsOfHeight = { height: number; count: number }

/**
 * Rolls cut alike, in the order they are opened: `count` rolls, each cut into `drops` (longest first) with `left`
 * over (m or ft); `first` is the number of the first of them (1 for the first roll).
 */
export type RollRun = { first: number; count: number; drops: ReadonlyArray<DropsOfHeight>; left: number }

type OpenRun = Omit<RollRun, 'first'>

/** `count` rolls of `run`, each with `drops` more drops of `height`. */
function cutFrom(run: OpenRun, count: number, height: number, drops: number): OpenRun {
	return {
		count,
		drops: [...run.drops, { height, count: drops }],
		left: Math.max(0, run.left - drops * height),
	}
}

/**
 * docs/calculators/wallpaper-calculator.md §3 step 5, the cut plan: every drop, longest first, goes into the first
 * roll with room for it, and a roll is opened when none has room (first-fit decreasing). Drops of one height fill
 * each roll with room in turn, as many as fit (floor(left ÷ drop), float-tolerant), so rolls cut alike are kept as one
 * run: 200 walls of 100,000 drops cost a few hundred runs, not a loop over every drop.
 * A drop longer than the roll cannot be cut (the schema refuses it first).
 */
export function cutPlan(groups: ReadonlyArray<{ stripHeight: number; strips: number }>, rollLength: number) {
	const runs: Array<OpenRun> = []
	const longestFirst = groups.filter((group) => group.strips > 0).sort((a, b) => b.stripHeight - a.stripHeight)
	for (const { stripHeight: height, strips } of longestFirst) {
		let toCut = strips
		for (let index = 0; index < runs.length && toCut > 0; index += 1) {
			const run = runs[index]
			if (!run) break
			const fit = run.left > 0 ? floorCount(run.left / height) : 0
			if (fit === 0) continue
			// The run's first rolls take `fit` drops each; the next roll takes what is left, the rest are untouched.
			const filled = Math.min(run.count, Math.floor(toCut / fit))
			const rest = filled < run.count ? toCut - filled * fit : 0
			const untouched = run.count - filled - (rest > 0 ? 1 : 0)
			const split = [
				...(filled > 0 ? [cutFrom(run, filled, height, fit)] : []),
				...(rest > 0 ? [cutFrom(run, 1, height, rest)] : []),
				...(untouched > 0 ? [{ ...run, count: untouched }] : []),
			]
			runs.splice(index, 1, ...split)
			index += split.length - 1
			toCut -= filled * fit + rest
		}
		if (toCut === 0) continue
		const perRoll = floorCount(rollLength / height)
		if (perRoll < 1) throw new CalculationError(STRIPS_LONGER_THAN_ROLL)
		const fresh: OpenRun = { count: 0, drops: [], left: rollLength }
		const full = Math.floor(toCut / perRoll)
		const rest = toCut - full * perRoll
		if (full > 0) runs.push(cutFrom(fresh, full, height, perRoll))
		if (rest > 0) runs.push(cutFrom(fresh, 1, height, rest))
	}
	return numbered(runs)
}

/** Neighbouring runs cut alike become one; each is numbered from its first roll. */
function numbered(runs: ReadonlyArray<OpenRun>): Array<RollRun> {
	const merged: Array<RollRun> = []
	let first = 1
	for (const run of runs) {
		const last = merged.at(-1)
		if (last && isCutAlike(last, run)) last.count += run.count
		else merged.push({ first, ...run })
		first += run.count
	}
	return merged
}

function isCutAlike(a: OpenRun, b: OpenRun) {
	return (
		a.drops.length === b.drops.length &&
		a.drops.every((drop, index) => drop.height === b.drops[index]?.height && drop.count === b.drops[index]?.count)
	)
}

/** The rolls a plan cuts. */
export function rollsCut(plan: ReadonlyArray<RollRun>) {
	return plan.reduce((total, run) => total + run.count, 0)
}
