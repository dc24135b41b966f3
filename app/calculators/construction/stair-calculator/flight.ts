import { ceilCount, floorCount, isEqualTol } from '#app/lib/rounding.ts'
import { inToMm, mmToIn, radiansToDegrees } from '#app/lib/units.ts'
import { formatCount } from '#app/lib/format.ts'
import { degrees, plainLength } from './figures.ts'
import { UK_RULES, US_RULES } from './rules.ts'
import type { StairInput, StairRules, StairUnit } from './schema.ts'
import { STAIR_UNIT } from './schema.ts'

/** "≤" and "≥" include Equal values, "<" excludes them (docs/calculators/stair-calculator.md §4). */
export const isAtMost = (a: number, b: number) => a <= b || isEqualTol(a, b)
export const isAtLeast = (a: number, b: number) => a >= b || isEqualTol(a, b)
export const isUnder = (a: number, b: number) => a < b && !isEqualTol(a, b)
export const isOver = (a: number, b: number) => a > b && !isEqualTol(a, b)

export type CheckId =
	'riser' | 'going' | 'pitch' | 'twoRPlusG' | 'risers' | 'nosing' | 'flightRise' | 'availableRun' | 'opening'

/** One check made on a layout: its row label, and why it fails (null when it passes). */
export type Check = { id: CheckId; label: string; failure: string | null }

/** One layout of N risers, lengths in the user's unit U (mm or in). */
export type Layout = {
	risers: number
	riser: number
	treads: number
	going: number
	totalRun: number
	pitchDegrees: number
	twoRPlusG: number
	/** N × √(r² + g²): one step diagonal per riser. */
	stringer: number
	/** p + (H + d) × g ÷ r; null when the upper floor is lower than the headroom over the whole flight. */
	openingNeeded: number | null
	checks: ReadonlyArray<Check>
	failures: number
}

/** What every layout of a flight shares: the input, its unit, the rules' unit and the headroom. */
export type Flight = {
	input: StairInput
	unit: StairUnit
	rules: StairRules
	rulesUnit: 'mm' | 'in'
	/** In the rules' unit: 2,000 mm, 1,900 mm (UK, loft conversion) or 80 in. */
	headroom: number
	/** The headroom in U. */
	headroomU: number
	/** R − d < H (Equal excluded): no opening keeps the headroom under the floor above. */
	isWholeFlight: boolean
	/** A length in U, in the rules' unit, and back. */
	toRules: (value: number) => number
	fromRules: (value: number) => number
}

export function flightOf(input: StairInput): Flight {
	const unit = STAIR_UNIT[input.unit]
	const rulesUnit = input.rules === 'uk' ? 'mm' : 'in'
	const toRules = (value: number) => (unit === rulesUnit ? value : unit === 'in' ? inToMm(value) : mmToIn(value))
	const fromRules = (value: number) => (unit === rulesUnit ? value : unit === 'in' ? mmToIn(value) : inToMm(value))
	const headroom = input.rules === 'us' ? US_RULES.headroom : input.loft ? UK_RULES.loftHeadroom : UK_RULES.headroom
	const headroomU = fromRules(headroom)
	return {
		input,
		unit,
		rules: input.rules,
		rulesUnit,
		headroom,
		headroomU,
		isWholeFlight: isUnder(input.totalRise - input.floorDepth, headroomU),
		toRules,
		fromRules,
	}
}

/**
 * The risers searched (docs/calculators/stair-calculator.md §3, step 1): from the fewest that keep the riser within
 * its maximum (at least 2) to the most that keep it at the search minimum (150 mm UK, 4 in US).
 */
export function riserRange(flight: Flight) {
	const rise = flight.toRules(flight.input.totalRise)
	const [most, least] =
		flight.rules === 'uk' ? [UK_RULES.riser[1], UK_RULES.riser[0]] : [US_RULES.riserMax, US_RULES.searchRiserMin]
	const fewest = Math.max(2, ceilCount(rise / most))
	return { fewest, most: Math.max(fewest, floorCount(rise / least)) }
}

/** A figure in the rules' unit, then in U when the two differ: 'Riser 223.5 mm (8.80 in)'. */
function rulesFigure(flight: Flight, value: number) {
	const inRules = plainLength(flight.toRules(value), flight.rulesUnit)
	return flight.unit === flight.rulesUnit ? inRules : `${inRules} (${plainLength(value, flight.unit)})`
}

/** The headroom as messages name it: '2,000 mm', or '2,000 mm (78.74 in)' when U is not the rules' unit. */
export function headroomText(flight: Flight) {
	const inRules = `${formatCount(flight.headroom)} ${flight.rulesUnit}`
	return flight.unit === flight.rulesUnit ? inRules : `${inRules} (${plainLength(flight.headroomU, flight.unit)})`
}

/** ADK Table 1.1's range for a riser or a going: why `value` (mm) is outside it, or null within it. */
function ukRange(name: string, value: number, text: string, [least, most]: readonly [number, number]) {
	if (!isAtLeast(value, least)) return `${name} ${text} is under the ${least} mm minimum (ADK Table 1.1)`
	if (!isAtMost(value, most)) return `${name} ${text} is over the ${most} mm maximum (ADK Table 1.1)`
	return null
}

function ukChecks(flight: Flight, layout: Omit<Layout, 'checks' | 'failures'>): Array<Check> {
	const riser = flight.toRules(layout.riser)
	const going = flight.toRules(layout.going)
	const twoRPlusG = flight.toRules(layout.twoRPlusG)
	const riserText = rulesFigure(flight, layout.riser)
	const goingText = rulesFigure(flight, layout.going)
	return [
		{ id: 'riser', label: 'Riser', failure: ukRange('Riser', riser, riserText, UK_RULES.riser) },
		{ id: 'going', label: 'Going', failure: ukRange('Going', going, goingText, UK_RULES.going) },
		{
			id: 'pitch',
			label: 'Pitch',
			failure: isAtMost(layout.pitchDegrees, UK_RULES.pitchMaxDegrees)
				? null
				: `Pitch ${degrees(layout.pitchDegrees)} is steeper than 42° (ADK Table 1.1)`,
		},
		{
			id: 'twoRPlusG',
			label: '2R + G',
			failure:
				isAtLeast(twoRPlusG, UK_RULES.twoRPlusGMin) && isAtMost(twoRPlusG, UK_RULES.twoRPlusGMax)
					? null
					: `2R + G = ${rulesFigure(flight, layout.twoRPlusG)} is outside 550–700 mm (ADK Table 1.1)`,
		},
		{
			id: 'risers',
			label: 'Risers in the flight',
			failure:
				layout.risers <= UK_RULES.mostRisers
					? null
					: 'A straight flight may have at most 36 risers (ADK, length of flights): add a landing with a change of direction and calculate each flight',
		},
	]
}

function usChecks(flight: Flight, layout: Omit<Layout, 'checks' | 'failures'>): Array<Check> {
	const nosing = flight.toRules(flight.input.nosing)
	const isShortTread = isUnder(flight.toRules(layout.going), US_RULES.nosingTreadLimit)
	const nosingText = rulesFigure(flight, flight.input.nosing)
	const isNosingFine = isShortTread
		? isAtLeast(nosing, US_RULES.nosingMin) && isAtMost(nosing, US_RULES.nosingMax)
		: isAtMost(nosing, US_RULES.nosingMax)
	return [
		{
			id: 'riser',
			label: 'Riser',
			failure: isAtMost(flight.toRules(layout.riser), US_RULES.riserMax)
				? null
				: `Riser ${rulesFigure(flight, layout.riser)} is over the 7 3/4 in maximum (IRC R311.7.5.1)`,
		},
		{
			id: 'going',
			label: 'Tread depth',
			failure: isAtLeast(flight.toRules(layout.going), US_RULES.treadMin)
				? null
				: `Tread depth ${rulesFigure(flight, layout.going)} is under the 10 in minimum (IRC R311.7.5.2)`,
		},
		{
			id: 'nosing',
			label: 'Nosing',
			failure: isNosingFine
				? null
				: isShortTread
					? `Nosing ${nosingText} must be 3/4 to 1 1/4 in where treads are under 11 in (IRC R311.7.5.3)`
					: `Nosing ${nosingText} is over the 1 1/4 in maximum (IRC R311.7.5.3)`,
		},
		{
			id: 'flightRise',
			label: 'Flight rise',
			failure: isAtMost(flight.toRules(flight.input.totalRise), US_RULES.flightRiseMax)
				? null
				: 'A flight may rise at most 151 in (IRC R311.7.3): add a landing and calculate each flight',
		},
	]
}

/** The checks both rule books share: a typed available run ('A going I choose') and a typed opening. */
function jobChecks(flight: Flight, layout: Omit<Layout, 'checks' | 'failures'>): Array<Check> {
	const { availableRun, opening, goingMode } = flight.input
	const checks: Array<Check> = []
	if (goingMode === 'choose' && availableRun !== null) {
		checks.push({
			id: 'availableRun',
			label: 'Available run',
			failure: isAtMost(layout.totalRun, availableRun)
				? null
				: `Total run ${plainLength(layout.totalRun, flight.unit)} is longer than the available run ${plainLength(availableRun, flight.unit)}`,
		})
	}
	if (opening !== null && layout.openingNeeded !== null) {
		checks.push({
			id: 'opening',
			label: 'Stairwell opening',
			failure: isAtLeast(opening, layout.openingNeeded)
				? null
				: `Opening ${plainLength(opening, flight.unit)} is shorter than the ${plainLength(layout.openingNeeded, flight.unit)} needed for ${headroomText(flight)} headroom`,
		})
	}
	return checks
}

/**
 * The layout of N risers and its checks (docs/calculators/stair-calculator.md §3, step 2): r = R ÷ N, T = N − 1,
 * g typed or the available run ÷ T, θ = atan(r ÷ g), Ls = N × √(r² + g²), O = p + (H + d) × g ÷ r.
 */
export function layoutOf(flight: Flight, risers: number): Layout {
	const { totalRise, going: typedGoing, availableRun, nosing, floorDepth } = flight.input
	const riser = totalRise / risers
	const treads = risers - 1
	const going = typedGoing ?? (availableRun ?? 0) / treads
	const figures = {
		risers,
		riser,
		treads,
		going,
		totalRun: treads * going,
		pitchDegrees: radiansToDegrees(Math.atan(riser / going)),
		twoRPlusG: 2 * riser + going,
		stringer: risers * Math.hypot(riser, going),
		openingNeeded: flight.isWholeFlight ? null : nosing + ((flight.headroomU + floorDepth) * going) / riser,
	}
	const rulesChecks = flight.rules === 'uk' ? ukChecks(flight, figures) : usChecks(flight, figures)
	const checks = [...rulesChecks, ...jobChecks(flight, figures)]
	return { ...figures, checks, failures: checks.filter((check) => check.failure !== null).length }
}
