import { degreesToRadians } from '#app/lib/units.ts'
import { plainLength } from './figures.ts'
import { type Flight, isAtMost, isOver, isUnder, type Layout, layoutOf, riserRange } from './flight.ts'
import { UK_RULES, US_RULES } from './rules.ts'

/** What the search found (docs/calculators/stair-calculator.md §3, steps 3 and 4). */
export type StairSearch = {
	/** The fewest risers that pass every check; null when none does. */
	compliant: Layout | null
	/** The layout shown: the compliant one, or the one with the fewest failed checks (ties: fewer risers). */
	shown: Layout
	/** The next compliant layout with more risers, when there is a compliant one. */
	alsoCompliant: Layout | null
	/** Fit mode with no compliant layout: what run could comply. */
	runLine: string | null
}

/** The going range one riser count allows, in U: every check that depends on the going. */
type GoingRange = { risers: number; treads: number; low: number; high: number }

/**
 * Step 4's going range for N risers, or null when N cannot comply whatever the going: UK
 * gLo = max(220, r ÷ tan 42°, 550 − 2r), gHi = min(300, 700 − 2r); US gLo = 10 in (11 in under a 3/4 in nosing),
 * no gHi; a typed opening caps gHi at (opening − p) × r ÷ (H + d).
 */
function goingRange(flight: Flight, risers: number): GoingRange | null {
	const layout = layoutOf(flight, risers)
	if (layout.checks.find((check) => check.id === 'riser')?.failure) return null
	const { input, toRules, fromRules } = flight
	const riser = toRules(layout.riser)
	let low: number
	let high: number
	if (flight.rules === 'uk') {
		if (risers > UK_RULES.mostRisers) return null
		const steepest = riser / Math.tan(degreesToRadians(UK_RULES.pitchMaxDegrees))
		low = fromRules(Math.max(UK_RULES.going[0], steepest, UK_RULES.twoRPlusGMin - 2 * riser))
		high = fromRules(Math.min(UK_RULES.going[1], UK_RULES.twoRPlusGMax - 2 * riser))
	} else {
		if (!isAtMost(toRules(input.totalRise), US_RULES.flightRiseMax)) return null
		if (!isAtMost(toRules(input.nosing), US_RULES.nosingMax)) return null
		low = fromRules(isUnder(toRules(input.nosing), US_RULES.nosingMin) ? US_RULES.nosingTreadLimit : US_RULES.treadMin)
		high = Number.POSITIVE_INFINITY
	}
	if (input.opening !== null && !flight.isWholeFlight) {
		high = Math.min(high, ((input.opening - input.nosing) * layout.riser) / (flight.headroomU + input.floorDepth))
	}
	return isAtMost(low, high) ? { risers, treads: layout.treads, low, high } : null
}

/**
 * The fit-mode line when nothing complies: no riser count can; the available run A is shorter than the least run
 * that complies; or the longest complying run within A, among the counts whose least run fits in A.
 */
function runLineOf(flight: Flight, risers: ReadonlyArray<number>) {
	const available = flight.input.availableRun ?? 0
	const ranges = risers.map((count) => goingRange(flight, count)).filter((range) => range !== null)
	if (ranges.length === 0) return 'No run length makes this rise comply'
	const leastRun = (range: GoingRange) => range.treads * range.low
	const shortest = ranges.reduce((best, range) => (isUnder(leastRun(range), leastRun(best)) ? range : best))
	if (isUnder(available, leastRun(shortest))) {
		return `This rise needs at least ${plainLength(leastRun(shortest), flight.unit)} of run (${shortest.risers} risers)`
	}
	// Within A: a range's longest run, never past A (a range that reached A would have complied).
	const goingWithin = (range: GoingRange) => Math.min(range.high, available / range.treads)
	const longestRun = (range: GoingRange) => range.treads * goingWithin(range)
	const longest = ranges
		.filter((range) => isAtMost(leastRun(range), available))
		.reduce((best, range) => (isOver(longestRun(range), longestRun(best)) ? range : best))
	return `The longest run that complies within ${plainLength(available, flight.unit)} is ${plainLength(longestRun(longest), flight.unit)} (${longest.risers} risers, going ${plainLength(goingWithin(longest), flight.unit)})`
}

/**
 * Every riser count in the search range, the fewest that passes every check chosen (the shortest, steepest flight
 * the rules allow), and the next that passes as the gentler alternative.
 */
export function searchStair(flight: Flight): StairSearch {
	const { fewest, most } = riserRange(flight)
	const counts = Array.from({ length: most - fewest + 1 }, (_, index) => fewest + index)
	const layouts = counts.map((count) => layoutOf(flight, count))
	const passing = layouts.filter((layout) => layout.failures === 0)
	const [compliant = null, alsoCompliant = null] = passing
	if (compliant) return { compliant, shown: compliant, alsoCompliant, runLine: null }
	const shown = layouts.reduce((best, layout) => (layout.failures < best.failures ? layout : best))
	const runLine = flight.input.goingMode === 'fit' ? runLineOf(flight, counts) : null
	return { compliant: null, shown, alsoCompliant: null, runLine }
}
