import { expect, test } from 'vitest'
import { expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { computeStair as computeOnly, WHOLE_FLIGHT_NOTE } from './compute.ts'
import { flightOf, layoutOf } from './flight.ts'
import type { StairInput } from './schema.ts'
import { UK_METRIC, US_IMPERIAL } from './test-flights.ts'

/** Every result here is also checked for a broken amount in its working and what it buys. */
function computeStair(input: StairInput) {
	const result = computeOnly(input)
	expectSoundEstimate(result)
	return result
}

/** The value shown in table `caption` under `label`. */
function line(result: ReturnType<typeof computeStair>, caption: string, label: string) {
	return result.shown.tables.find((table) => table.caption === caption)?.lines.find((each) => each.label === label)
		?.value
}

test('metric, UK rules: 2,600 mm at a 250 mm going is 12 risers of 216.7 mm', () => {
	const result = computeStair(UK_METRIC)
	// N_lo = ceilTol(2600 / 220 = 11.818) = 12, N_hi = floorTol(2600 / 150 = 17.33) = 17; N = 12 passes:
	// r = 216.667 ≤ 220; g = 250 in 220–300; θ = atan(216.667 / 250) = 40.91° ≤ 42; 2r + g = 683.3 in 550–700
	expect(result.shown.headline).toEqual({ label: 'Stair layout', value: '12 risers of 216.7 mm' })
	expect(shownValue(result, 'Risers')).toBe('12')
	expect(shownValue(result, 'Riser height')).toBe('216.7 mm (8.53 in)')
	expect(shownValue(result, 'Treads')).toBe('11')
	expect(shownValue(result, 'Going')).toBe('250.0 mm (9.84 in)')
	// 250 + 20 = 270 mm = 10.63 in
	expect(shownValue(result, 'Tread board depth')).toBe('270.0 mm (10.63 in)')
	// 11 × 250 = 2,750 mm = 2.75 m = 108.27 in
	expect(shownValue(result, 'Total run')).toBe('2,750.0 mm (2.75 m; 108.27 in)')
	// 12 × √(216.667² + 250²) = 12 × 330.82 = 3,969.9 mm → the 4.2 m stock
	expect(shownValue(result, 'Stringer length')).toBe('3,969.9 mm (3.97 m; 156.29 in)')
	expect(shownValue(result, 'Stringer stock')).toBe('4.2 m')
	expect(shownValue(result, 'Pitch')).toBe('40.9°')
	expect(shownValue(result, '2R + G')).toBe('683.3 mm (26.90 in)')
	// R − d = 2,370 ≥ 2,000: O = 20 + 2,230 × 250 / 216.667 = 20 + 2,573.1 = 2,593.1 mm
	expect(shownValue(result, 'Stairwell opening needed')).toBe('2,593.1 mm (2.59 m; 102.09 in)')
	expect(line(result, 'Checks', 'Riser')).toBe('Pass')
	expect(result.shown.tables[1]?.lines.map((each) => each.label)).toEqual([
		'Riser',
		'Going',
		'Pitch',
		'2R + G',
		'Risers in the flight',
	])
	expect(result.shown.tables[1]?.lines.every((each) => each.value === 'Pass')).toBe(true)
	// N = 13: r = 200, 2R + G = 650, θ = atan(200 / 250) = 38.66°
	expect(line(result, 'Notes', 'Also compliant')).toBe(
		'13 risers of 200.0 mm, going 250.0 mm, total run 3,000.0 mm, pitch 38.7°',
	)
	expect(result.purchases).toEqual([
		{ key: 'stringer-4-2-m', item: 'Stringer, 4.2 m', quantity: 2, unit: 'stringer' },
		{ key: 'tread-board-270-0-mm-deep', item: 'Tread board, 270.0 mm deep', quantity: 11, unit: 'tread' },
	])
})

test('the working shows the arithmetic with the typed numbers', () => {
	expect(stepsOf(computeStair(UK_METRIC))).toEqual([
		'Riser height: 2,600 mm ÷ 12 = 216.7 mm (8.53 in)',
		'Treads: 12 − 1 = 11',
		'Tread board depth: 250 mm + 20 mm = 270.0 mm (10.63 in)',
		'Total run: 11 × 250 mm = 2,750.0 mm (2.75 m; 108.27 in)',
		'Stringer length: 12 × √(216.6667² + 250²) mm = 3,969.9 mm (3.97 m; 156.29 in)',
		'Stringer stock: 3.97 m → 4.2 m',
		'Pitch: atan(216.6667 ÷ 250) = 40.9°',
		'2R + G: 2 × 216.6667 mm + 250 mm = 683.3 mm (26.90 in)',
		'Stairwell opening needed: 20 mm + (2,000 mm + 230 mm) × 250 ÷ 216.6667 = 2,593.1 mm (2.59 m; 102.09 in)',
	])
})

test('imperial, US rules: 108 in with a 120 in opening is 14 risers of 7.71 in and no gentler flight fits', () => {
	const result = computeStair(US_IMPERIAL)
	// N_lo = ceilTol(108 / 7.75 = 13.935) = 14; r = 7.7143 ≤ 7.75; tread 10 ≥ 10 (Equal passes); g < 11, p = 1 in
	// 3/4–1 1/4; 108 ≤ 151; O = 1 + 90.5 × 10 / 7.7143 = 118.31 ≤ 120
	expect(result.shown.headline.value).toBe('14 risers of 7.71 in (7 11/16")')
	expect(shownValue(result, 'Riser height')).toBe('7.71 in (7 11/16"; 195.9 mm)')
	expect(shownValue(result, 'Treads')).toBe('13')
	// 13 × 10 = 130 in = 10.83 ft = 10' 10" = 3,302.0 mm
	expect(shownValue(result, 'Total run')).toBe(`130.00 in (10.83 ft, 10' 10"; 3,302.0 mm)`)
	expect(shownValue(result, 'Pitch')).toBe('37.6°')
	// 14 × √(7.7143² + 10²) = 14 × 12.630 = 176.82 in → 14.73 ft → the 16 ft stock
	expect(shownValue(result, 'Stringer length')).toBe(`176.82 in (14.73 ft, 14' 8 13/16"; 4,491.1 mm)`)
	expect(shownValue(result, 'Stringer stock')).toBe('16 ft')
	expect(shownValue(result, 'Stairwell opening needed')).toBe(`118.31 in (9.86 ft, 9' 10 5/16"; 3,005.2 mm)`)
	expect(shownValue(result, '2R + G')).toBeUndefined()
	expect(result.shown.tables[1]?.lines).toEqual([
		{ label: 'Riser', value: 'Pass' },
		{ label: 'Tread depth', value: 'Pass' },
		{ label: 'Nosing', value: 'Pass' },
		{ label: 'Flight rise', value: 'Pass' },
		{ label: 'Stairwell opening', value: 'Pass' },
	])
	// US rules: three cut stringers of 16 ft; 13 treads of 10 + 1 = 11 in
	expect(result.purchases).toEqual([
		{ key: 'stringer-16-ft', item: 'Stringer, 16 ft', quantity: 3, unit: 'stringer' },
		{ key: 'tread-board-11-00-in-deep', item: 'Tread board, 11.00 in deep', quantity: 13, unit: 'tread' },
	])
	// N = 15 (r = 7.20) needs 1 + 90.5 × 10 / 7.2 = 126.69 in > 120, and every larger N more
	expect(line(result, 'Notes', 'Also compliant')).toBe('No other layout in range complies')
	const fifteen = layoutOf(flightOf(US_IMPERIAL), 15)
	expect(fifteen.openingNeeded).toBeCloseTo(126.6944, 4)
	expect(fifteen.checks.find((check) => check.id === 'opening')?.failure).toBe(
		'Opening 120.00 in is shorter than the 126.69 in needed for 80 in headroom',
	)
})

test('edge: 445 mm under UK rules has no compliant layout; the 3-riser flight is shown with its two failures', () => {
	const result = computeStair({ ...UK_METRIC, totalRise: 445 })
	// N_lo = ceilTol(2.023) = 3, floorTol(445 / 150 = 2.97) = 2, so N_hi = 3; r = 148.3 < 150, 2r + g = 546.7 < 550
	expect(result.shown.headline).toEqual({ label: 'Stair layout', value: 'No compliant layout', isMessage: true })
	expect(result.shown.tables[0]?.caption).toBe('Layout with the fewest failed checks')
	expect(shownValue(result, 'Risers')).toBe('3')
	expect(line(result, 'Checks', 'Riser')).toBe('Fails: Riser 148.3 mm is under the 150 mm minimum (ADK Table 1.1)')
	expect(line(result, 'Checks', '2R + G')).toBe('Fails: 2R + G = 546.7 mm is outside 550–700 mm (ADK Table 1.1)')
	expect(line(result, 'Checks', 'Going')).toBe('Pass')
	// R − d = 445 − 230 = 215 < 2,000: the whole flight, no opening check, and the note
	expect(shownValue(result, 'Stairwell opening needed')).toBe('The whole flight')
	expect(line(result, 'Notes', 'Headroom')).toBe(WHOLE_FLIGHT_NOTE)
	expect(shownValue(result, 'Also compliant')).toBeUndefined()
	expect(result.purchases).toEqual([])
	// 2 risers would be 222.5 mm, over 220
	expect(layoutOf(flightOf({ ...UK_METRIC, totalRise: 445 }), 2).checks[0]?.failure).toBe(
		'Riser 222.5 mm is over the 220 mm maximum (ADK Table 1.1)',
	)
})

test('edge, fit mode: 2,400 mm of run for a 2,600 mm rise; 2,647.0 mm is the least that complies', () => {
	const fit: StairInput = { ...UK_METRIC, goingMode: 'fit', going: null, availableRun: 2400 }
	const result = computeStair(fit)
	// N = 12: g = 2400 / 11 = 218.2 < 220 and θ = atan(216.667 / 218.182) = 44.8° > 42 (2 fails); N = 13, 14 also 2;
	// N = 15: 2R + G = 518.1 fails too (3). Shown: N = 12.
	expect(result.shown.headline.value).toBe('No compliant layout')
	expect(shownValue(result, 'Risers')).toBe('12')
	expect(shownValue(result, 'Going')).toBe('218.2 mm (8.59 in)')
	expect(line(result, 'Checks', 'Going')).toBe('Fails: Going 218.2 mm is under the 220 mm minimum (ADK Table 1.1)')
	expect(line(result, 'Checks', 'Pitch')).toBe('Fails: Pitch 44.8° is steeper than 42° (ADK Table 1.1)')
	expect(line(result, 'Checks', 'Available run')).toBeUndefined()
	// N = 12: gLo = max(220, 216.667 / tan 42° = 240.63, 116.7) = 240.63 ≤ gHi = min(300, 266.7): 11 × 240.63 = 2,647.0
	expect(line(result, 'Notes', 'Run that complies')).toBe('This rise needs at least 2,647.0 mm of run (12 risers)')
	expect(stepsOf(result)).toContain('Going: 2,400 mm ÷ 11 = 218.2 mm (8.59 in)')
})

test('edge, fit mode: 5,000 mm of run is too long; 4,800.0 mm with 17 risers is the longest that complies', () => {
	const result = computeStair({ ...UK_METRIC, goingMode: 'fit', going: null, availableRun: 5000 })
	// Every N has a going over 300 (N = 12 to 15 also fail 2R + G): N = 16 fails once (5000 / 15 = 333.3)
	expect(shownValue(result, 'Risers')).toBe('16')
	expect(result.shown.tables[1]?.lines.filter((each) => each.value !== 'Pass')).toEqual([
		{ label: 'Going', value: 'Fails: Going 333.3 mm is over the 300 mm maximum (ADK Table 1.1)' },
	])
	// N = 17: gHi = min(300, 700 − 305.9) = 300, 16 × 300 = 4,800
	expect(line(result, 'Notes', 'Run that complies')).toBe(
		'The longest run that complies within 5,000.0 mm is 4,800.0 mm (17 risers, going 300.0 mm)',
	)
})

test('edge, mixed units and a loft: imperial lengths under UK rules with 1.9 m headroom', () => {
	const input: StairInput = {
		unit: 'imperial',
		rules: 'uk',
		loft: true,
		totalRise: 100,
		goingMode: 'choose',
		going: 9,
		availableRun: null,
		nosing: 0.75,
		floorDepth: 9,
		opening: null,
	}
	const result = computeStair(input)
	// R = 2,540 mm: N_lo = ceilTol(11.545) = 12, r = 8.33 in = 211.7 mm, g = 228.6 mm, θ = 42.8° > 42 fails;
	// N = 13: r = 7.69 in = 195.4 mm, θ = 40.5°, 2R + G = 619.4 mm: passes
	expect(result.shown.headline.value).toBe('13 risers of 7.69 in (7 11/16")')
	expect(shownValue(result, 'Pitch')).toBe('40.5°')
	expect(shownValue(result, '2R + G')).toBe('24.38 in (24 3/8"; 619.4 mm)')
	// H = 1,900 mm = 74.80 in; O = 0.75 + 83.80 × 9 / 7.6923 = 98.80 in
	expect(result.headroom).toBeCloseTo(74.8031, 4)
	expect(shownValue(result, 'Stairwell opening needed')).toMatch(/^98\.80 in /)
	const twelve = layoutOf(flightOf(input), 12)
	expect(twelve.checks.find((check) => check.id === 'pitch')?.failure).toBe(
		'Pitch 42.8° is steeper than 42° (ADK Table 1.1)',
	)
	// Figures in messages: the rules' unit first, the user's in brackets
	expect(layoutOf(flightOf({ ...input, loft: false, going: 8 }), 12).checks[1]?.failure).toBe(
		'Going 203.2 mm (8.00 in) is under the 220 mm minimum (ADK Table 1.1)',
	)
})
