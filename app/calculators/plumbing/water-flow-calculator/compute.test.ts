import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { expectSoundEstimate, shownValue, stepsOf } from '../../../../tests/support/estimated.ts'
import { computeWaterFlow } from './compute.ts'
import { createWaterFlowSchema, waterFlowDefaults, type WaterFlowInput, type WaterFlowValues } from './schema.ts'

const metric: WaterFlowInput = {
	unit: 'metric',
	mode: 'flow',
	pipeType: 'uk-copper',
	pipeSize: '22',
	customDiameter: 0,
	velocity: 1.5,
	flowRate: 0,
	velocityLimit: 0,
	bucketVolume: 0,
	fillTime: 0,
}
const imperial: WaterFlowInput = { ...metric, unit: 'imperial', pipeType: 'us-copper-l', pipeSize: '3/4' }

/** Computes, and checks the working reads no impossible amount and nothing is bought. */
function computeShown(input: WaterFlowInput) {
	const result = computeWaterFlow(input)
	expectSoundEstimate(result)
	expect(result.purchases).toEqual([])
	return result
}

test('W1: 22 mm UK copper at 1.5 m/s carries 28.84 L/min', () => {
	// A = π/4 · 0.0202² = 3.204739e-4 m²; Q = 1.5 × A = 4.807108e-4 m³/s → × 60,000 = 28.842648 L/min
	// 0.48 L/s, × 3,600 = 1.73 m³/h; 28.842648 ÷ 3.785411784 = 7.62 US gpm; 1.5 / 0.3048 = 4.92 ft/s
	const result = computeShown(metric)
	if (result.mode !== 'flow') throw new Error('expected flow')
	expect(stepsOf(result)).toEqual([
		'Flow: π/4 × (20.2 mm)² × 1.5 m/s × 0.06 = 28.84 L/min',
		'Litres per second: 28.84 L/min ÷ 60 = 0.48 L/s',
		'Litres per minute: π/4 × (20.2 mm)² × 1.5 m/s × 0.06 = 28.84 L/min',
		'Cubic metres per hour: 28.84 L/min ÷ 16.6667 = 1.73 m³/h',
		'US gallons per minute: 28.84 L/min ÷ 3.7854 = 7.62 US gpm',
		'Flow area: π/4 × (20.2 mm)² = 320.5 mm² (0.497 in²)',
	])
	expect(shownValue(result, 'Velocity')).toBe('1.50 m/s (4.92 ft/s)')
	expect(shownValue(result, 'Inside diameter')).toBe('20.2 mm (0.795 in)')
	expect(result.rates.litresPerMinute).toBeCloseTo(28.842648, 5)
	expect(result.rates.litresPerSecond).toBeCloseTo(0.4807108, 6)
	expect(result.rates.cubicMetresPerHour).toBeCloseTo(1.7305589, 6)
	expect(result.rates.usGallonsPerMinute).toBeCloseTo(7.6194, 4)
	expect(result.bore.feetPerSecond).toBeCloseTo(4.92126, 5)
	expect(result.bore.insideDiameterMm).toBe(20.2)
	expect(result.bore.insideDiameterIn).toBeCloseTo(0.795276, 6)
	expect(result.bore.areaMm2).toBeCloseTo(320.4739, 4)
	expect(result.bore.isAboveVelocityLimit).toBe(false)
})

test('velocity from flow: 28.842648 L/min in 22 mm copper runs at 1.5 m/s', () => {
	// v = (28.842648 ÷ 60,000) / 3.204739e-4 = 1.5 m/s
	const result = computeShown({ ...metric, mode: 'velocity', velocity: 0, flowRate: 28.842648 })
	if (result.mode !== 'velocity') throw new Error('expected velocity')
	expect(stepsOf(result)[0]).toBe('Velocity: 28.8426 L/min ÷ 0.06 ÷ (π/4 × (20.2 mm)²) = 1.50 m/s')
	// The flow typed has no working; its other units are converted from it.
	expect(stepsOf(result).map((line) => line.split(':')[0])).not.toContain('Litres per minute')
	expect(result.bore.metresPerSecond).toBeCloseTo(1.5, 6)
})

test('W2: 10 US gpm at 5 ft/s in copper type L needs 1"', () => {
	// Q = 10 / 448.8311688 = 0.02228009 ft³/s; d_req = 12 · √(4 · 0.02228009 / (π · 5)) = 0.9039 in
	// 3/4" (0.785) < 0.9039 ≤ 1" (1.025); A = π/4 · (1.025/12)² = 0.00573027 ft²; v = 3.89 ft/s (1.19 m/s)
	// 3/4": A = 0.00336099 ft², v = 6.63 ft/s; 10 × 3.785411784 = 37.85 L/min
	const result = computeShown({ ...imperial, mode: 'size', velocity: 0, flowRate: 10, velocityLimit: 5 })
	if (result.mode !== 'size') throw new Error('expected size')
	// 12 × 60 / 231 = 3.1169 US gpm per in² at 1 ft/s
	expect(stepsOf(result)).toEqual([
		'Smallest suitable pipe: 0.904 in → 1" US copper type L',
		'Required minimum inside diameter: √(4 × 10 US gpm ÷ 3.1169 ÷ (π × 5 ft/s)) = 0.904 in (22.96 mm)',
		'Velocity in 1": 10 US gpm ÷ 3.1169 ÷ (π/4 × (1.025 in)²) = 3.89 ft/s (1.19 m/s)',
		'Next smaller size: 10 US gpm ÷ 3.1169 ÷ (π/4 × (0.785 in)²) = 3/4" would run at 6.63 ft/s (2.02 m/s)',
	])
	expect(shownValue(result, 'Chosen inside diameter')).toBe('1.025 in (26.0 mm)')
	expect(result.requiredDiameterIn).toBeCloseTo(0.903878, 6)
	expect(result.chosen?.sizeLabel).toBe('1"')
	expect(result.chosen?.insideDiameterIn).toBe(1.025)
	expect(result.chosen?.feetPerSecond).toBeCloseTo(3.88814, 6)
	expect(result.chosen?.metresPerSecond).toBeCloseTo(1.185105, 6)
	expect(result.smaller?.sizeLabel).toBe('3/4"')
	expect(result.smaller?.feetPerSecond).toBeCloseTo(6.629035, 6)
	expect(result.rates.litresPerMinute).toBeCloseTo(37.85411784, 8)
	expect(result.family.shortName).toBe('US copper type L')
})

test('W3: 250 L/min at 1.5 m/s is beyond every UK copper size', () => {
	// Q = 250 / 60,000 = 0.00416667 m³/s; d_req = 1000 · √(4 · 0.00416667 / (π · 1.5)) = 59.47 mm > 51.6 (54 mm)
	const result = computeShown({ ...metric, mode: 'size', velocity: 0, flowRate: 250, velocityLimit: 1.5 })
	if (result.mode !== 'size') throw new Error('expected size')
	expect(stepsOf(result)).toEqual([
		'Required minimum inside diameter: √(4 × 250 L/min ÷ 0.06 ÷ (π × 1.5 m/s)) = 59.47 mm (2.341 in)',
	])
	expect(result.shown.headline).toEqual({ label: 'Smallest suitable pipe', value: 'None large enough' })
	expect(result.chosen).toBeNull()
	expect(result.smaller).toBeNull()
	expect(result.requiredDiameterMm).toBeCloseTo(59.4708, 4)
	expect(result.requiredDiameterIn).toBeCloseTo(2.34137, 5)
	expect(result.family).toEqual({ shortName: 'UK copper (EN 1057)', largestSizeLabel: '54 mm' })
})

test('W4: a 5 gallon bucket filled in 37 s is 8.11 US gpm', () => {
	// 5 / 37 × 60 = 8.108108 gpm; × 3.785411784 = 30.69 L/min; 0.51 L/s; 1.84 m³/h
	const result = computeShown({ ...imperial, mode: 'bucket', velocity: 0, bucketVolume: 5, fillTime: 37 })
	expect(result.mode).toBe('bucket')
	expect(stepsOf(result)).toEqual([
		'Flow: 5 US gal ÷ 37 s × 60 = 8.11 US gpm',
		'Litres per second: 8.11 US gpm ÷ 15.8503 = 0.51 L/s',
		'Litres per minute: 8.11 US gpm × 3.7854 = 30.69 L/min',
		'Cubic metres per hour: 8.11 US gpm ÷ 4.4029 = 1.84 m³/h',
		'US gallons per minute: 5 US gal ÷ 37 s × 60 = 8.11 US gpm',
	])
	expect(result.rates.usGallonsPerMinute).toBeCloseTo(8.108108, 6)
	expect(result.rates.litresPerMinute).toBeCloseTo(30.692528, 5)
	expect(result.rates.litresPerSecond).toBeCloseTo(0.511542, 6)
	expect(result.rates.cubicMetresPerHour).toBeCloseTo(1.841552, 6)
})

test('the smallest size fits a small flow and has no smaller size', () => {
	// 1 L/min at 1.5 m/s: d_req = 1000 · √(4 · 1/60,000 / (π · 1.5)) = 3.76 mm → 15 mm (13.6)
	const result = computeShown({ ...metric, mode: 'size', flowRate: 1, velocityLimit: 1.5 })
	if (result.mode !== 'size') throw new Error('expected size')
	expect(result.chosen?.sizeLabel).toBe('15 mm')
	expect(stepsOf(result).map((line) => line.split(':')[0])).not.toContain('Next smaller size')
	expect(shownValue(result, 'Next smaller size')).toBe('None (the smallest size)')
	expect(result.smaller).toBeNull()
})

test('rounding trap: a flow whose bore is exactly 20.2 mm picks 22 mm copper, not 28 mm', () => {
	const litresPerMinute = 1.5 * (Math.PI / 4) * 0.0202 ** 2 * 60_000
	const result = computeWaterFlow({ ...metric, mode: 'size', flowRate: litresPerMinute, velocityLimit: 1.5 })
	if (result.mode !== 'size') throw new Error('expected size')
	expect(result.chosen?.sizeLabel).toBe('22 mm')
})

test('a US size in metric is its inches × 25.4, and a custom bore is as typed', () => {
	// 3/4" type L: 0.785 × 25.4 = 19.939 mm
	const us = computeShown({ ...metric, pipeType: 'us-copper-l', pipeSize: '3/4' })
	if (us.mode !== 'flow') throw new Error('expected flow')
	expect(us.bore.insideDiameterMm).toBeCloseTo(19.939, 9)
	const custom = computeShown({ ...imperial, pipeType: 'custom', customDiameter: 0.75, velocity: 5 })
	if (custom.mode !== 'flow') throw new Error('expected flow')
	expect(custom.bore.insideDiameterIn).toBe(0.75)
	expect(custom.bore.sizeLabel).toBe('Custom')
})

test('above 2.4 m/s (7.87 ft/s) the velocity warning is on', () => {
	const fast = computeWaterFlow({ ...metric, velocity: 2.5 })
	const limit = computeWaterFlow({ ...metric, velocity: 2.4 })
	const feet = computeWaterFlow({ ...imperial, velocity: 7.9 })
	expect(fast.mode === 'flow' && fast.bore.isAboveVelocityLimit).toBe(true)
	expect(limit.mode === 'flow' && limit.bore.isAboveVelocityLimit).toBe(false)
	expect(feet.mode === 'flow' && feet.bore.isAboveVelocityLimit).toBe(true)
})

test('only the mode’s fields are validated, with the spec’s messages', () => {
	const values: WaterFlowValues = { ...waterFlowDefaults('metric'), flowRate: 'abc', velocity: '0' }
	expect(parseWith(createWaterFlowSchema(values), values).errors).toEqual({
		velocity: 'Must be between 0.01 and 10 m/s',
	})
	const bucket = { ...values, mode: 'bucket' as const, bucketVolume: '', fillTime: '1,5' }
	expect(parseWith(createWaterFlowSchema(bucket), bucket).errors).toEqual({ bucketVolume: 'Required' })
	const size = { ...waterFlowDefaults('imperial'), mode: 'size' as const, flowRate: '15,001', pipeType: 'custom' }
	expect(parseWith(createWaterFlowSchema(size), size).errors).toEqual({
		flowRate: 'Must be between 0.01 and 15,000 US gpm',
		pipeType: 'Choose a pipe type',
	})
	// The field's own unit after the number is taken (decision 075)
	const typed = { ...waterFlowDefaults('metric'), velocity: '1.5 m/s' }
	expect(parseWith(createWaterFlowSchema(typed), typed).errors).toEqual({})
})

const system = fc.constantFrom('metric' as const, 'imperial' as const)
const listedPipe = fc.constantFrom(
	{ pipeType: 'uk-copper', pipeSize: '15' },
	{ pipeType: 'uk-mdpe', pipeSize: '63' },
	{ pipeType: 'pex', pipeSize: '3/8' },
	{ pipeType: 'steel-40', pipeSize: '4' },
	{ pipeType: 'us-copper-m', pipeSize: '1-1/4' },
)
const anyInput: fc.Arbitrary<WaterFlowInput> = fc
	.record({
		unit: system,
		mode: fc.constantFrom('flow' as const, 'velocity' as const, 'size' as const, 'bucket' as const),
		pipe: listedPipe,
		velocity: fc.double({ min: 0.03, max: 10, noNaN: true }),
		flowRate: fc.double({ min: 0.01, max: 15_000, noNaN: true }),
		velocityLimit: fc.double({ min: 0.3, max: 3, noNaN: true }),
		bucketVolume: fc.double({ min: 0.01, max: 250, noNaN: true }),
		fillTime: fc.double({ min: 0.1, max: 3600, noNaN: true }),
	})
	.map(({ pipe, ...rest }) => ({ ...rest, ...pipe, customDiameter: 0 }))

test('property: every figure is finite and not negative', () => {
	fc.assert(
		fc.property(anyInput, (input) => {
			const result = computeWaterFlow(input)
			const figures = [
				...Object.values(result.rates),
				...(result.mode === 'flow' || result.mode === 'velocity' ? Object.values(result.bore) : []),
				...(result.mode === 'size'
					? [result.requiredDiameterMm, result.requiredDiameterIn, result.chosen?.metresPerSecond ?? 0]
					: []),
			].filter((value) => typeof value === 'number')
			for (const value of figures) expect(Number.isFinite(value) && value >= 0).toBe(true)
		}),
	)
})

test('property: more flow never needs a smaller pipe, a higher limit never a larger one', () => {
	const sizeOf = (input: WaterFlowInput) => {
		const result = computeWaterFlow({ ...input, mode: 'size' })
		return result.mode === 'size' ? (result.chosen?.insideDiameterMm ?? Infinity) : NaN
	}
	fc.assert(
		fc.property(anyInput, fc.double({ min: 0, max: 1000, noNaN: true }), (input, extra) => {
			const base = sizeOf(input)
			expect(sizeOf({ ...input, flowRate: input.flowRate + extra })).toBeGreaterThanOrEqual(base)
			expect(sizeOf({ ...input, velocityLimit: Math.min(3, input.velocityLimit + extra) })).toBeLessThanOrEqual(base)
		}),
	)
})

test('property: metric and imperial agree on the same pipe and velocity', () => {
	fc.assert(
		fc.property(
			fc.double({ min: 1, max: 1000, noNaN: true }),
			fc.double({ min: 0.01, max: 10, noNaN: true }),
			(diameterMm, metresPerSecond) => {
				const inMetric = computeWaterFlow({
					...metric,
					pipeType: 'custom',
					customDiameter: diameterMm,
					velocity: metresPerSecond,
				})
				const inImperial = computeWaterFlow({
					...imperial,
					pipeType: 'custom',
					customDiameter: diameterMm / 25.4,
					velocity: metresPerSecond / 0.3048,
				})
				const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, a))
				close(inImperial.rates.litresPerMinute, inMetric.rates.litresPerMinute)
				close(inImperial.rates.usGallonsPerMinute, inMetric.rates.usGallonsPerMinute)
			},
		),
	)
})

test('property: the velocity of the flow a velocity gives is that velocity', () => {
	fc.assert(
		fc.property(anyInput, (input) => {
			const flow = computeWaterFlow({ ...input, mode: 'flow' })
			const flowRate = input.unit === 'metric' ? flow.rates.litresPerMinute : flow.rates.usGallonsPerMinute
			const back = computeWaterFlow({ ...input, mode: 'velocity', flowRate })
			if (back.mode !== 'velocity' || flow.mode !== 'flow') throw new Error('expected pipe modes')
			expect(back.bore.metresPerSecond).toBeCloseTo(flow.bore.metresPerSecond, 9)
		}),
	)
})

test('property: every line worked out has its working, with no NaN or negative in it', () => {
	fc.assert(
		fc.property(anyInput, fc.option(fc.double({ min: 1, max: 1000, noNaN: true })), (input, customMm) => {
			// A custom bore (1 to 1,000 mm, or the same in inches) in the modes that take one.
			const isCustom = customMm !== null && input.mode !== 'size'
			const customDiameter = input.unit === 'metric' ? (customMm ?? 0) : (customMm ?? 0) / 25.4
			const result = computeShown(isCustom ? { ...input, pipeType: 'custom', customDiameter } : input)
			expect(stepsOf(result).length).toBeGreaterThan(0)
		}),
	)
})
