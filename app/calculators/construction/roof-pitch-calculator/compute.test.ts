import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { computeRoofPitch } from './compute.ts'
import {
	createRoofPitchSchema,
	ROOF_PITCH_SYSTEM_DEFAULTS,
	type RoofPitchInput,
	type RoofPitchValues,
} from './schema.ts'

/** The form's values with `patch` over its system's defaults, read as the page reads them. */
function rafterInput(patch: Partial<RoofPitchValues>) {
	const values = { ...ROOF_PITCH_SYSTEM_DEFAULTS[patch.unit ?? 'metric'], ...patch }
	const { data, errors } = parseWith(createRoofPitchSchema(values), values)
	if (!data) throw new Error(`invalid input: ${JSON.stringify(errors)}`)
	return data
}

/** Computes, and checks the result's working and what it buys for a broken amount. */
function rafter(patch: Partial<RoofPitchValues>) {
	const result = computeRoofPitch(rafterInput(patch))
	expectSoundEstimate(result)
	return result
}

/** A table row's value (the headline repeats 'Rafter length' in the chosen system only). */
const shown = (result: ReturnType<typeof rafter>, label: string) =>
	shownValue({ ...result, shown: { ...result.shown, headline: { label: '', value: '' } } }, label)

const METRIC_GABLE = { span: '7.2', buildingLength: '8', rafterDepth: '175' } as const

test('metric gable at 35°: 7.2 m span gives a 4.738 m rafter, 5.4 m stock and 42 rafters', () => {
	const result = rafter(METRIC_GABLE)
	// p = tan 35° = 0.700208, pf = 1.220775 (1.2207746)
	expect(result.slope).toBeCloseTo(0.700208, 6)
	expect(result.pitchFactor).toBeCloseTo(1.220775, 6)
	// run = 3.6 − 0.038 ÷ 2 = 3.581 m; L1 = 3.581 × 1.220775 = 4.3716 m; L2 = 0.30 × 1.220775 = 0.3662 m
	expect(result.run).toBeCloseTo(3.581, 9)
	expect(result.lineLength).toBeCloseTo(4.371594, 6)
	expect(result.tail).toBeCloseTo(0.366232, 6)
	expect(result.shown.headline).toMatchObject({ label: 'Rafter length', value: '4.738 m' })
	// L = 4.7378 m = 15.54 ft (× 3.28084)
	expect(shown(result, 'Rafter length')).toBe('4.738 m (15.54 ft)')
	// stock needed 4.7378 + 0.175 × 0.700208 = 4.8604 m → the 5.4 m length
	expect(shown(result, 'Stock length needed')).toBe('4.860 m (15.95 ft)')
	expect(shown(result, 'Stock length')).toBe('5.4 m')
	// roof rise 3.6 × 0.700208 = 2.521 m
	expect(shown(result, 'Roof rise')).toBe('2.521 m (8.27 ft)')
	expect(shown(result, 'Rafter run')).toBe('3.581 m (11.75 ft)')
	expect(shown(result, 'Line length (plate to ridge)')).toBe('4.372 m (14.34 ft)')
	expect(shown(result, 'Tail (overhang)')).toBe('0.366 m (1.20 ft)')
	expect(shown(result, 'Pitch (degrees)')).toBe('35.0°')
	expect(shown(result, 'Pitch (rise in 12)')).toBe('8.40 in 12')
	expect(shown(result, 'Pitch (per cent)')).toBe('70.0 %')
	expect(shown(result, 'Pitch factor')).toBe('1.221')
	// ⌈8.0 ÷ 0.4 = 20⌉ + 1 = 21 per slope, 42 in all
	expect(shown(result, 'Rafters per slope')).toBe('21')
	expect(shown(result, 'Rafters (both slopes)')).toBe('42')
	expect(shown(result, 'Rafters')).toBeUndefined()
	expect(shown(result, 'Plumb cut')).toBe('35.0° from square (55.0° to the rafter edge)')
	expect(shown(result, 'Seat cut')).toBe('level, 35.0° to the rafter edge')
	// h = 100 × 0.700208 = 70.0 mm (2.76 in); n = 100 × sin 35° = 57.4 mm; HAP = 175 ÷ cos 35° − 70.0 = 143.6 mm
	expect(shown(result, 'Birdsmouth heel height')).toBe('70.0 mm (2.76 in)')
	expect(shown(result, 'Birdsmouth depth (square to the edge)')).toBe('57.4 mm (2.26 in)')
	expect(shown(result, 'Height above plate')).toBe('143.6 mm (5.65 in)')
	// 57.4 ≤ 175 ÷ 3 = 58.3: no warning
	expect(result.warning).toBeNull()
	expect(result.purchases).toEqual([
		{ key: 'rafter-175-mm-deep-5-4-m', item: 'Rafter, 175 mm deep × 5.4 m', quantity: 42, unit: 'length' },
	])
})

test('the rows come in the order the method gives them', () => {
	const result = rafter(METRIC_GABLE)
	expect(result.shown.tables.flatMap((table) => table.lines.map((line) => line.label))).toEqual([
		'Pitch (degrees)',
		'Pitch (rise in 12)',
		'Pitch (per cent)',
		'Pitch factor',
		'Rafter run',
		'Roof rise',
		'Line length (plate to ridge)',
		'Tail (overhang)',
		'Rafter length',
		'Stock length needed',
		'Stock length',
		'Rafters per slope',
		'Rafters (both slopes)',
		'Plumb cut',
		'Seat cut',
		'Birdsmouth heel height',
		'Birdsmouth depth (square to the edge)',
		'Height above plate',
	])
})

test('the working shows the arithmetic with the numbers typed', () => {
	expect(stepsOf(rafter(METRIC_GABLE))).toEqual([
		'Rafter length: 4.3716 m + 0.3662 m = 4.738 m',
		'Pitch (rise in 12): 12 × tan 35° = 8.40 in 12',
		'Pitch (per cent): 100 × tan 35° = 70.0 %',
		'Pitch factor: √(1 + 0.7002²) = 1.221',
		'Rafter run: 7.2 m ÷ 2 − 38 mm ÷ 2 = 3.581 m (11.75 ft)',
		'Roof rise: 7.2 m ÷ 2 × 0.7002 = 2.521 m (8.27 ft)',
		'Line length (plate to ridge): 3.581 m × 1.2208 = 4.372 m (14.34 ft)',
		'Tail (overhang): 0.3 m × 1.2208 = 0.366 m (1.20 ft)',
		'Stock length needed: 4.7378 m + 175 mm × 0.7002 = 4.860 m (15.95 ft)',
		'Stock length: shortest listed length ≥ 4.8604 m → 5.4 m',
		'Rafters per slope: ⌈8 m ÷ 0.4 m⌉ + 1 = 20 + 1 = 21',
		'Rafters (both slopes): 2 × 21 = 42',
		'Birdsmouth heel height: 100 mm × 0.7002 = 70.0 mm (2.76 in)',
		'Birdsmouth depth (square to the edge): 100 mm × sin 35° = 57.4 mm (2.26 in)',
		'Height above plate: 175 mm ÷ cos 35° − 70.0208 mm = 143.6 mm (5.65 in)',
	])
})

test('metric: a 150 mm rafter under a 100 mm seat at 35° warns that the notch is over a third of it', () => {
	// n = 57.4 > 150 ÷ 3 = 50
	const result = rafter({ ...METRIC_GABLE, rafterDepth: '150' })
	expect(result.warning).toBe(
		'The birdsmouth cuts more than a third of the rafter depth (57.4 of 150.0 mm): shorten the seat or use a deeper rafter',
	)
	expect(shown(result, 'Rafter length')).toBe('4.738 m (15.54 ft)')
})

const IMPERIAL_GABLE = { unit: 'imperial', span: '24', buildingLength: '40' } as const

test('imperial gable at 6 in 12: 24 ft span gives a 14.46 ft rafter, 16 ft stock and 62 rafters', () => {
	const result = rafter(IMPERIAL_GABLE)
	// p = 0.5, θ = 26.565°, pf = 1.118034
	expect(result.degrees).toBeCloseTo(26.565, 3)
	expect(result.pitchFactor).toBeCloseTo(1.118034, 6)
	// run = 12 − 0.75 ÷ 12 = 11.9375 ft = 11' 11 1/4" = 3.639 m
	expect(result.run).toBe(11.9375)
	expect(shown(result, 'Rafter run')).toBe(`11.94 ft (11' 11 1/4"; 3.639 m)`)
	// L1 = 13.3465 ft; L2 = 1 × 1.118034 = 1.1180 ft; L = 14.4646 ft = 14' 5.58" → 14' 5 9/16"
	expect(result.lineLength).toBeCloseTo(13.3465, 4)
	expect(result.tail).toBeCloseTo(1.118034, 6)
	expect(result.shown.headline.value).toBe(`14.46 ft (14' 5 9/16")`)
	expect(shown(result, 'Rafter length')).toBe(`14.46 ft (14' 5 9/16"; 4.409 m)`)
	// stock needed 14.4646 + (7.25 ÷ 12) × 0.5 = 14.77 ft → 16 ft
	expect(result.stockNeeded).toBeCloseTo(14.7666, 4)
	expect(shown(result, 'Stock length')).toBe('16 ft')
	// rise 12 × 0.5 = 6.00 ft
	expect(shown(result, 'Roof rise')).toBe(`6.00 ft (6' 0"; 1.829 m)`)
	// 40 × 12 ÷ 16 = 30 → 31 per slope, 62 in all
	expect(shown(result, 'Rafters per slope')).toBe('31')
	expect(shown(result, 'Rafters (both slopes)')).toBe('62')
	expect(shown(result, 'Plumb cut')).toBe('26.6° from square (63.4° to the rafter edge)')
	// h = 3.5 × 0.5 = 1.75 in; n = 3.5 × sin 26.565° = 1.57 in ≤ 7.25 ÷ 4 = 1.81; HAP = 7.25 × 1.118034 − 1.75 = 6.36 in
	expect(shown(result, 'Birdsmouth heel height')).toBe(`1.75 in (1 3/4"; 44.5 mm)`)
	expect(shown(result, 'Birdsmouth depth (square to the edge)')).toBe(`1.57 in (1 9/16"; 39.8 mm)`)
	expect(shown(result, 'Height above plate')).toBe(`6.36 in (6 3/8"; 161.4 mm)`)
	expect(result.warning).toBeNull()
	expect(result.purchases).toEqual([
		{ key: 'rafter-7-25-in-deep-16-ft', item: 'Rafter, 7.25 in deep × 16 ft', quantity: 62, unit: 'length' },
	])
	expect(stepsOf(result)).toEqual(
		expect.arrayContaining([
			`Rafter length: 13.3465 ft + 1.118 ft = 14.46 ft (14' 5 9/16")`,
			'Pitch (degrees): atan(6 ÷ 12) = 26.6°',
			`Tail (overhang): 1 ft × 1.118 = 1.12 ft (1' 1 7/16"; 0.341 m)`,
			'Rafters per slope: ⌈480 in ÷ 16 in⌉ + 1 = 30 + 1 = 31',
			`Height above plate: 7.25 in ÷ cos 26.5651° − 1.75 in = 6.36 in (6 3/8"; 161.4 mm)`,
		]),
	)
})

test('imperial: a 2×6 under a 5.5 in seat warns that the notch is over a quarter of it (IRC R802.7.1)', () => {
	// n = 5.5 × sin 26.565° = 2.46 > 5.5 ÷ 4 = 1.375
	const result = rafter({ ...IMPERIAL_GABLE, rafterDepth: '5.5', seat: '5.5' })
	expect(result.warning).toBe(
		'The birdsmouth cuts more than a quarter of the rafter depth (2.46 of 5.50 in; IRC R802.7.1): shorten the seat or use a deeper rafter',
	)
})

const LEAN_TO = {
	pitchMode: 'riseRun',
	rise: '600',
	run: '2400',
	roofType: 'leanTo',
	span: '2.4',
	overhang: '0',
	buildingLength: '4.2',
	spacing: '600',
	rafterDepth: '100',
	seat: '100',
} as const

test('lean-to from rise and run: 600 over 2,400 mm gives a 2.474 m rafter, 3.0 m stock and 8 rafters', () => {
	const result = rafter(LEAN_TO)
	// p = 0.25: 3.00 in 12, 14.0°; pf = 1.030776
	expect(shown(result, 'Pitch (rise in 12)')).toBe('3.00 in 12')
	expect(shown(result, 'Pitch (degrees)')).toBe('14.0°')
	expect(result.pitchFactor).toBeCloseTo(1.030776, 6)
	// lean-to run = span = 2.4 m, no ridge; L = 2.4 × 1.030776 = 2.474 m
	expect(result.run).toBe(2.4)
	expect(result.shown.headline.value).toBe('2.474 m')
	// stock needed 2.4739 + 0.1 × 0.25 = 2.499 m → 3.0 m
	expect(shown(result, 'Stock length needed')).toBe('2.499 m (8.20 ft)')
	expect(shown(result, 'Stock length')).toBe('3.0 m')
	// 4.2 ÷ 0.6 = 7.000000000000001 in floating point: ceilTol gives 7 (Math.ceil would give 8), so 8 rafters
	expect(4.2 / 0.6).toBeGreaterThan(7)
	expect(result.raftersPerSlope).toBe(8)
	expect(shown(result, 'Rafters')).toBe('8')
	expect(shown(result, 'Rafters per slope')).toBeUndefined()
	expect(shown(result, 'Rafters (both slopes)')).toBeUndefined()
	// roof rise = span × p = 0.6 m
	expect(shown(result, 'Roof rise')).toBe('0.600 m (1.97 ft)')
	expect(stepsOf(result).slice(0, 3)).toEqual([
		'Rafter length: 2.4739 m + 0 m = 2.474 m',
		'Pitch (degrees): atan(600 mm ÷ 2,400 mm) = 14.0°',
		'Pitch (rise in 12): 12 × 600 mm ÷ 2,400 mm = 3.00 in 12',
	])
	// the ridge board is not asked for a lean-to: its text is not read
	expect(rafterInput({ ...LEAN_TO, ridge: 'thick' }).ridge).toBe(0)
})

test('60° with a 57 mm seat in a 50 mm rafter computes and warns: 49.4 > 16.7', () => {
	const result = rafter({ ...METRIC_GABLE, pitch: '60', rafterDepth: '50', seat: '57' })
	expect(result.notchDepth).toBeCloseTo(49.363, 3)
	expect(result.heightAbovePlate).toBeGreaterThan(0)
	expect(result.warning).toBe(
		'The birdsmouth cuts more than a third of the rafter depth (49.4 of 50.0 mm): shorten the seat or use a deeper rafter',
	)
})

test('a notch Equal to a third (metric) or a quarter (imperial) of the depth does not warn; a hair more does', () => {
	// 30°: n = s × sin 30° = s ÷ 2, 0.49999999999999994 in floating point
	expect(rafter({ ...METRIC_GABLE, pitch: '30', rafterDepth: '150', seat: '100' }).warning).toBeNull()
	expect(rafter({ ...METRIC_GABLE, pitch: '30', rafterDepth: '150', seat: '100.01' }).warning).toMatch(/a third/)
	const imperial = { ...IMPERIAL_GABLE, pitchMode: 'degrees', pitchFieldMode: 'degrees', pitch: '30' } as const
	expect(rafter({ ...imperial, rafterDepth: '8', seat: '4' }).warning).toBeNull()
	expect(rafter({ ...imperial, rafterDepth: '8', seat: '4.0625' }).warning).toMatch(/a quarter/)
})

test('stock Equal to a listed length takes that length; longer than the longest asks for a special length', () => {
	// p = 1,800 ÷ 2,400 = 0.75, pf = 1.25: 2.22 × 1.25 + 0.3 × 0.75 = 3.0000000000000004 m, Equal to 3.0 m
	const exact = rafter({ ...LEAN_TO, rise: '1800', span: '2.22', rafterDepth: '300' })
	expect(exact.stockNeeded).toBeGreaterThan(3)
	expect(shown(exact, 'Stock length')).toBe('3.0 m')
	const long = rafter({ ...LEAN_TO, rise: '1800', span: '6', rafterDepth: '400' })
	// 6 × 1.25 + 0.3 = 7.8 m
	expect(shown(long, 'Stock length')).toBe('Longer than 6.0 m: order a special length')
	expect(stepsOf(long)).toContain('Stock length: 7.8 m > 6.0 m → Longer than 6.0 m: order a special length')
	expect(long.purchases[0]?.item).toBe('Rafter, 400 mm deep × special length 7.8 m')
	// the rest is still shown
	expect(shown(long, 'Rafters')).toBe('8')
	const imperial = rafter({ ...IMPERIAL_GABLE, span: '60' })
	expect(shown(imperial, 'Stock length')).toBe('Longer than 20 ft: order a special length')
})

// Properties, over every accepted input.

const metricInput = fc.record({
	unit: fc.constant('metric' as const),
	pitchMode: fc.constant('degrees' as const),
	pitchFieldMode: fc.constant('degrees' as const),
	pitch: fc.double({ min: 5, max: 63, noNaN: true }),
	rise: fc.constant(null),
	run: fc.constant(null),
	roofType: fc.constantFrom('gable' as const, 'leanTo' as const),
	span: fc.double({ min: 1, max: 30, noNaN: true }),
	ridge: fc.double({ min: 0, max: 100, noNaN: true }),
	overhang: fc.double({ min: 0, max: 0.9, noNaN: true }),
	buildingLength: fc.double({ min: 1, max: 60, noNaN: true }),
	spacing: fc.constantFrom('400' as const, '600' as const),
	rafterDepth: fc.double({ min: 51, max: 400, noNaN: true }),
	seat: fc.double({ min: 0, max: 300, noNaN: true }),
})

/** A seat that leaves the rafter standing: the schema refuses one whose notch reaches the rafter's depth. */
const isAccepted = (input: RoofPitchInput) =>
	input.seat * Math.sin((Math.min(input.pitch ?? 0, 63) * Math.PI) / 180) < input.rafterDepth * 0.999

test('every figure is finite and not negative, counts are whole, and nothing shown is broken', () => {
	fc.assert(
		fc.property(metricInput, (input) => {
			fc.pre(isAccepted(input))
			const result = computeRoofPitch(input)
			expectSoundEstimate(result)
			for (const value of [result.rafterLength, result.stockNeeded, result.heel, result.notchDepth])
				expect(value).toBeGreaterThanOrEqual(0)
			expect(result.heightAbovePlate).toBeGreaterThan(0)
			expect(Number.isInteger(result.rafters)).toBe(true)
			expect(result.rafters).toBeGreaterThanOrEqual(input.roofType === 'gable' ? 4 : 2)
			const text = JSON.stringify(result.shown)
			expect(text).not.toMatch(/NaN|Infinity|undefined|(^|[\s(])-\d/)
		}),
	)
})

test('a wider span never shortens the rafter, and a longer building never needs fewer rafters', () => {
	fc.assert(
		fc.property(metricInput, fc.double({ min: 0, max: 10, noNaN: true }), (input, more) => {
			fc.pre(isAccepted(input))
			const base = computeRoofPitch(input)
			const wider = computeRoofPitch({ ...input, span: Math.min(30, input.span + more) })
			const longer = computeRoofPitch({ ...input, buildingLength: Math.min(60, input.buildingLength + more) })
			expect(wider.rafterLength).toBeGreaterThanOrEqual(base.rafterLength)
			expect(wider.stockNeeded).toBeGreaterThanOrEqual(base.stockNeeded)
			expect(longer.rafters).toBeGreaterThanOrEqual(base.rafters)
		}),
	)
})

test('metric and imperial agree: the same roof typed in feet and inches gives the same rafter', () => {
	fc.assert(
		fc.property(metricInput, (input) => {
			fc.pre(isAccepted(input))
			const metric = computeRoofPitch(input)
			const inches = (mm: number) => mm / 25.4
			const imperial = computeRoofPitch({
				...input,
				unit: 'imperial',
				spacing: '16',
				span: input.span / 0.3048,
				ridge: inches(input.ridge),
				overhang: inches(input.overhang * 1000),
				buildingLength: input.buildingLength / 0.3048,
				rafterDepth: inches(input.rafterDepth),
				seat: inches(input.seat),
			})
			expect(imperial.degrees).toBeCloseTo(metric.degrees, 9)
			for (const key of ['run', 'roofRise', 'rafterLength', 'stockNeeded'] as const)
				expect(imperial[key] * 0.3048).toBeCloseTo(metric[key], 9)
			for (const key of ['heel', 'notchDepth', 'heightAbovePlate'] as const)
				expect(imperial[key] * 25.4).toBeCloseTo(metric[key], 9)
		}),
	)
})
