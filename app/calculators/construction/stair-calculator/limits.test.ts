import { expect, test } from 'vitest'
import { computeStair } from './compute.ts'
import { flightOf, layoutOf, riserRange } from './flight.ts'
import type { StairInput } from './schema.ts'
import { UK_METRIC, US_IMPERIAL } from './test-flights.ts'

// The limits include values Equal to them (|a − b| ≤ 1e-9 × max(1, |a|, |b|)); 'under', 'over' and 'steeper than'
// exclude them (docs/calculators/stair-calculator.md §4).

const UK = UK_METRIC
const US: StairInput = { ...US_IMPERIAL, opening: null }

function failureOf(input: StairInput, risers: number, id: string) {
	return layoutOf(flightOf(input), risers).checks.find((check) => check.id === id)?.failure
}

test('UK riser: 220 mm passes, 220.01 mm does not; 150 mm passes, 149.99 mm does not', () => {
	// 2,640 / 12 = 220; 2,640.12 / 12 = 220.01; 1,800 / 12 = 150; 1,799.88 / 12 = 149.99
	expect(failureOf({ ...UK, totalRise: 2640 }, 12, 'riser')).toBeNull()
	expect(failureOf({ ...UK, totalRise: 2640.12 }, 12, 'riser')).toBe(
		'Riser 220.0 mm is over the 220 mm maximum (ADK Table 1.1)',
	)
	expect(failureOf({ ...UK, totalRise: 1800 }, 12, 'riser')).toBeNull()
	expect(failureOf({ ...UK, totalRise: 1799.88 }, 12, 'riser')).toBe(
		'Riser 150.0 mm is under the 150 mm minimum (ADK Table 1.1)',
	)
})

test('float noise: 3,300 mm typed as inches is 15 risers of exactly 220 mm under UK rules, not 16', () => {
	// 3300 / 25.4 in × 25.4 = 3300.0000000000005 mm: 3300.0000000000005 / 220 = 15.000000000000002, ceilTol gives 15,
	// and r = 220.00000000000003 is Equal to the 220 mm maximum
	const input: StairInput = { ...UK, unit: 'imperial', totalRise: 3300 / 25.4, going: 250 / 25.4, nosing: 0.75 }
	const result = computeStair({ ...input, floorDepth: 9 })
	expect(result.layout.risers).toBe(15)
	expect(result.layout.checks.every((check) => check.failure === null)).toBe(true)
	// 3750 / 25.4 in × 25.4 = 3749.9999999999995 mm: floorTol(24.999999999999996) = 25 risers of 150 mm still searched
	expect(riserRange(flightOf({ ...input, totalRise: 3750 / 25.4 }))).toEqual({ fewest: 18, most: 25 })
	expect(failureOf({ ...input, totalRise: 3750 / 25.4 }, 25, 'riser')).toBeNull()
})

test('UK going 220 and 300 mm pass; pitch exactly 42° passes; 2R + G of 550 and 700 mm pass', () => {
	// 1,650 / 10 = 165 mm: 2 × 165 + 220 = 550; 2,000 / 10 = 200 mm: 2 × 200 + 300 = 700
	const low = layoutOf(flightOf({ ...UK, totalRise: 1650, going: 220 }), 10)
	expect(low.checks.map((check) => check.failure)).toEqual([null, null, null, null, null])
	const high = layoutOf(flightOf({ ...UK, totalRise: 2000, going: 300 }), 10)
	expect(high.checks.map((check) => check.failure)).toEqual([null, null, null, null, null])
	expect(failureOf({ ...UK, totalRise: 2000, going: 300.1 }, 10, 'going')).toBe(
		'Going 300.1 mm is over the 300 mm maximum (ADK Table 1.1)',
	)
	expect(failureOf({ ...UK, totalRise: 2000, going: 299 }, 10, 'twoRPlusG')).toBeNull()
	expect(failureOf({ ...UK, totalRise: 2001, going: 300 }, 10, 'twoRPlusG')).toBe(
		'2R + G = 700.2 mm is outside 550–700 mm (ADK Table 1.1)',
	)
	// A going of r ÷ tan 42° gives atan(r ÷ g) = 42° but for noise: it passes
	const going = 2600 / 12 / Math.tan((42 * Math.PI) / 180)
	expect(failureOf({ ...UK, going }, 12, 'pitch')).toBeNull()
	expect(failureOf({ ...UK, going: going - 0.01 }, 12, 'pitch')).toBe('Pitch 42.0° is steeper than 42° (ADK Table 1.1)')
})

test('UK: 36 risers in a flight pass, 37 do not', () => {
	// 5,550 mm: 37 risers of 150 mm; 36 risers of 154.2 mm
	const input = { ...UK, totalRise: 5550 }
	expect(failureOf(input, 36, 'risers')).toBeNull()
	expect(failureOf(input, 37, 'risers')).toBe(
		'A straight flight may have at most 36 risers (ADK, length of flights): add a landing with a change of direction and calculate each flight',
	)
})

test('US: 7 3/4 in risers and 151 in of rise pass; a 10 in tread passes, 9.9375 in does not', () => {
	// 151 / 20 = 7.55 in
	expect(failureOf({ ...US, totalRise: 155 }, 20, 'riser')).toBeNull()
	expect(failureOf({ ...US, totalRise: 155.0625 }, 20, 'riser')).toBe(
		'Riser 7.75 in is over the 7 3/4 in maximum (IRC R311.7.5.1)',
	)
	expect(failureOf({ ...US, totalRise: 151 }, 20, 'flightRise')).toBeNull()
	expect(failureOf({ ...US, totalRise: 151.0625 }, 20, 'flightRise')).toBe(
		'A flight may rise at most 151 in (IRC R311.7.3): add a landing and calculate each flight',
	)
	expect(failureOf({ ...US, going: 9.9375 }, 14, 'going')).toBe(
		'Tread depth 9.94 in is under the 10 in minimum (IRC R311.7.5.2)',
	)
})

test('US nosing: an 11 in tread is not under 11 in, so only the 1 1/4 in maximum applies', () => {
	expect(failureOf({ ...US, going: 11, nosing: 0.5 }, 14, 'nosing')).toBeNull()
	expect(failureOf({ ...US, going: 10.9375, nosing: 0.5 }, 14, 'nosing')).toBe(
		'Nosing 0.50 in must be 3/4 to 1 1/4 in where treads are under 11 in (IRC R311.7.5.3)',
	)
	expect(failureOf({ ...US, going: 10, nosing: 0.75 }, 14, 'nosing')).toBeNull()
	expect(failureOf({ ...US, going: 10, nosing: 1.25 }, 14, 'nosing')).toBeNull()
	expect(failureOf({ ...US, going: 11, nosing: 1.3125 }, 14, 'nosing')).toBe(
		'Nosing 1.31 in is over the 1 1/4 in maximum (IRC R311.7.5.3)',
	)
	// Metric lengths under US rules: the rules' unit first, the typed one after
	expect(failureOf({ ...UK, rules: 'us', going: 250, nosing: 10 }, 14, 'nosing')).toBe(
		'Nosing 0.39 in (10.0 mm) must be 3/4 to 1 1/4 in where treads are under 11 in (IRC R311.7.5.3)',
	)
})

test('a total run equal to the available run fits; a millimetre less does not', () => {
	// 11 × 250 = 2,750 mm
	expect(computeStair({ ...UK, availableRun: 2750 }).isCompliant).toBe(true)
	const short = computeStair({ ...UK, availableRun: 2749 })
	// Every count runs longer: the 12-riser flight fails only this check and is shown
	expect(short.shown.headline.value).toBe('No compliant layout')
	expect(short.layout.risers).toBe(12)
	expect(failureOf({ ...UK, availableRun: 2749 }, 12, 'availableRun')).toBe(
		'Total run 2,750.0 mm is longer than the available run 2,749.0 mm',
	)
})

test('an opening equal to the opening needed passes; the headroom is whole-flight only when R − d is under H', () => {
	const needed = layoutOf(flightOf(UK), 12).openingNeeded ?? 0
	expect(failureOf({ ...UK, opening: needed }, 12, 'opening')).toBeNull()
	expect(failureOf({ ...UK, opening: 2500 }, 12, 'opening')).toBe(
		'Opening 2,500.0 mm is shorter than the 2,593.1 mm needed for 2,000 mm headroom',
	)
	// Inches under UK rules: the headroom in mm, then in inches (2,000 / 25.4 = 78.74)
	expect(failureOf({ ...US, rules: 'uk', going: 10, opening: 50 }, 14, 'opening')).toMatch(
		/needed for 2,000 mm \(78\.74 in\) headroom$/,
	)
	// R − d = 2,230 − 230 = 2,000 = H: not under it, so an opening is worked out
	expect(computeStair({ ...UK, totalRise: 2230 }).isWholeFlight).toBe(false)
	expect(computeStair({ ...UK, totalRise: 2229 }).isWholeFlight).toBe(true)
	// A typed opening is not checked when the whole flight is open
	const whole = computeStair({ ...UK, totalRise: 2229, opening: 100 })
	expect(whole.layout.checks.some((check) => check.id === 'opening')).toBe(false)
	// Loft conversion: 1.9 m
	expect(computeStair({ ...UK, totalRise: 2129, loft: true }).isWholeFlight).toBe(true)
	expect(computeStair({ ...UK, totalRise: 2130, loft: true }).isWholeFlight).toBe(false)
})

test('a stringer just over a stock length takes the next; over 6.0 m or 20 ft, a special order and nothing to buy', () => {
	// US, 240 in rise: 31 risers of 7.74 in, 30 treads of 10 in → stringer 31 × √(7.742² + 10²) = 392 in > 20 ft
	const long = computeStair({ ...US, totalRise: 240, opening: null })
	expect(long.stock).toBeNull()
	expect(long.shown.tables[0]?.lines.find((line) => line.label === 'Stringer stock')?.value).toBe(
		'Longer than 20 ft: order a special length',
	)
	const metric = computeStair({ ...UK, totalRise: 5000 })
	expect(metric.shown.tables[0]?.lines.find((line) => line.label === 'Stringer stock')?.value).toBe(
		'Longer than 6.0 m: order a special length',
	)
	expect(metric.purchases.map((purchase) => purchase.unit)).toEqual(['tread'])
})

test('fit mode: no riser count can comply, whatever the run', () => {
	// US rules with a 1.5 in nosing: no count passes R311.7.5.3
	const result = computeStair({ ...US, goingMode: 'fit', going: null, availableRun: 130, nosing: 1.5, opening: null })
	expect(result.runLine).toBe('No run length makes this rise comply')
	// A nosing under 3/4 in asks 11 in treads: 13 × 11 = 143 in at least
	const shallow = computeStair({ ...US, goingMode: 'fit', going: null, availableRun: 130, nosing: 0.5, opening: null })
	expect(shallow.runLine).toBe('This rise needs at least 143.00 in of run (14 risers)')
})
