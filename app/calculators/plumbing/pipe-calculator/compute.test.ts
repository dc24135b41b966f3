import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parseWith } from '#app/lib/number-input.ts'
import { workedOut } from '#app/estimate/estimate-tools-working.ts'
import { expectSoundEstimate, stepsOf } from '../../../../tests/support/estimated.ts'
import { computePipeCalculator } from './compute.ts'
import {
	createPipeCalculatorSchema,
	pipeCalculatorDefaults,
	type PipeCalculatorInput,
	type PipeCalculatorValues,
	type PipeRunInput,
} from './schema.ts'

function run(pipeType: string, pipeSize: string, length: number, customDiameter = 0): PipeRunInput {
	return { name: 'Run', pipeType, pipeSize, customDiameter, length }
}

/** Computes, and checks its working reads no broken amount. */
function computeShown(input: PipeCalculatorInput) {
	const result = computePipeCalculator(input)
	expectSoundEstimate(result)
	expect(result.purchases).toEqual([])
	return result
}

test('T1: 25 m of 15 mm and 12 m of 22 mm copper hold 7.48 L', () => {
	// 15 mm: 0.145267 L/m × 25 = 3.6317 L; pipe 8,940 · π/4 · (225 − 184.96) · 1e-6 = 0.281139 kg/m → 7.0285 kg
	// 22 mm: 0.320474 L/m × 12 = 3.8457 L; pipe 0.533350 kg/m → 6.4002 kg
	// 7.48 L (1.98 gal, 0.007 m³, 0.26 ft³); water 7.48 kg (16.48 lb); pipe 13.43 kg (29.61 lb); filled 20.91 kg (46.09 lb)
	const result = computeShown({
		unit: 'metric',
		runs: [run('uk-copper', '15', 25), run('uk-copper', '22', 12)],
		extraVolume: 0,
	})
	// Water: mm² × m ÷ 1,000 = L; pipe: the same × 8,940 kg/m³ ÷ 1,000 = 8.94 kg/L
	expect(stepsOf(result)).toEqual([
		'Water content: 7.48 L + 0.00 L = 7.48 L',
		'Pipework volume: π/4 × (13.6 mm)² × 25 m ÷ 1,000 + π/4 × (20.2 mm)² × 12 m ÷ 1,000 = 7.48 L',
		'Cubic volume: 7.48 L ÷ 1,000 = 0.007 m³ (0.26 ft³)',
		'Water weight: 7.48 L × 1 = 7.48 kg (16.48 lb)',
		'Pipe weight (empty): π/4 × (15² − 13.6²) mm² × 25 m ÷ 1,000 × 8.94 + π/4 × (22² − 20.2²) mm² × 12 m ÷ 1,000 × 8.94 = 13.43 kg (29.61 lb)',
		'Filled weight: 7.48 kg + 13.43 kg = 20.91 kg (46.09 lb)',
	])
	const [small, large] = result.runs
	expect(small?.volumePerLength).toBeCloseTo(0.145267, 6)
	expect(small?.volume).toBeCloseTo(3.631681, 6)
	expect(small?.pipeWeightPerLength).toBeCloseTo(0.281139, 6)
	expect(small?.pipeWeight).toBeCloseTo(7.028481, 6)
	expect(large?.volumePerLength).toBeCloseTo(0.320474, 6)
	expect(large?.pipeWeightPerLength).toBeCloseTo(0.53335, 6)
	expect(large?.pipe).toBe('22 mm UK copper (EN 1057)')
	expect(result.litres).toBeCloseTo(7.477368, 6)
	expect(result.usGallons).toBeCloseTo(1.975312, 6)
	expect(result.cubicMetres).toBeCloseTo(0.007477368, 9)
	expect(result.cubicFeet).toBeCloseTo(0.264061, 6)
	expect(result.waterKg).toBeCloseTo(7.477368, 6)
	expect(result.waterLb).toBeCloseTo(16.484754, 6)
	expect(result.pipeKg).toBeCloseTo(13.428682, 6)
	expect(result.pipeLb).toBeCloseTo(29.605141, 6)
	expect(result.filledKg).toBeCloseTo(20.906049, 6)
	expect(result.filledLb).toBeCloseTo(46.089895, 6)
	expect(result.hasCustomRun).toBe(false)
})

test('T2: 80 ft of 3/4" copper L and 40 ft of 1/2" PEX hold 2.40 US gal', () => {
	// Copper: 0.0251419 gal/ft × 80 = 2.01135 gal; pipe 0.322978 · π/4 · (0.765625 − 0.616225) · 12 = 0.454772 lb/ft → 36.3818 lb
	// PEX: 0.00959716 gal/ft × 40 = 0.38389 gal; 0.0339596 · π/4 · (0.390625 − 0.235225) · 12 = 0.049738 lb/ft → 1.9895 lb
	// 2.395240 gal (9.07 L, 0.32 ft³); water 2.395240 × 8.345395 = 19.99 lb (9.07 kg); pipe 38.37 lb (17.40 kg)
	// filled 58.36 lb (26.47 kg)
	const result = computeShown({
		unit: 'imperial',
		runs: [run('us-copper-l', '3/4', 80), run('pex', '1/2', 40)],
		extraVolume: 0,
	})
	// in² × ft × 12 = in³, ÷ 231 = US gal; lb = in³ × lb/in³ (copper 0.323, PE 0.034)
	expect(
		workedOut(result)
			.working.slice(1, 5)
			.map(({ steps }) => steps),
	).toEqual([
		'π/4 × (0.785 in)² × 80 ft × 12 ÷ 231 + π/4 × (0.485 in)² × 40 ft × 12 ÷ 231 = 2.40 US gal',
		'2.40 US gal ÷ 7.4805 = 0.32 ft³ (0.009 m³)',
		'2.40 US gal × 8.3454 = 19.99 lb (9.07 kg)',
		'π/4 × (0.875² − 0.785²) in² × 80 ft × 12 × 0.323 + π/4 × (0.625² − 0.485²) in² × 40 ft × 12 × 0.034 = 38.37 lb (17.40 kg)',
	])
	const [copper, pex] = result.runs
	expect(copper?.volumePerLength).toBeCloseTo(0.0251419, 7)
	expect(copper?.pipeWeightPerLength).toBeCloseTo(0.454772, 6)
	expect(copper?.pipeWeight).toBeCloseTo(36.381795, 6)
	expect(pex?.volumePerLength).toBeCloseTo(0.00959716, 8)
	expect(pex?.pipeWeightPerLength).toBeCloseTo(0.049738, 6)
	expect(result.usGallons).toBeCloseTo(2.39524, 6)
	expect(result.litres).toBeCloseTo(9.06697, 5)
	expect(result.cubicFeet).toBeCloseTo(0.320197, 6)
	expect(result.waterLb).toBeCloseTo(19.989223, 6)
	expect(result.waterKg).toBeCloseTo(9.06697, 5)
	expect(result.pipeLb).toBeCloseTo(38.371299, 6)
	expect(result.pipeKg).toBeCloseTo(17.404949, 6)
	expect(result.filledLb).toBeCloseTo(58.360522, 6)
	expect(result.filledKg).toBeCloseTo(26.471919, 6)
})

test('T3: a custom 100 mm bore × 0.5 m and 60 L extra hold 63.93 L, with no pipe weight', () => {
	// 7.853982 L/m × 0.5 = 3.9270 L; + 60 = 63.93 L (16.89 gal); water 63.93 kg; filled = water
	const result = computeShown({
		unit: 'metric',
		runs: [run('custom', '', 0.5, 100)],
		extraVolume: 60,
	})
	expect(workedOut(result).working.map(({ label }) => label)).not.toContain('Pipe weight (empty)')
	expect(workedOut(result).working.at(-1)?.steps).toBe('63.93 kg + 0.00 kg = 63.93 kg (140.93 lb)')
	expect(result.runs[0]?.volumePerLength).toBeCloseTo(7.853982, 6)
	expect(result.runs[0]?.pipe).toBe('Custom')
	expect(result.runs[0]?.pipeWeight).toBeNull()
	expect(result.pipeworkVolume).toBeCloseTo(3.926991, 6)
	expect(result.litres).toBeCloseTo(63.926991, 6)
	expect(result.usGallons).toBeCloseTo(16.887724, 6)
	expect(result.waterKg).toBeCloseTo(63.926991, 6)
	expect(result.pipeKg).toBeNull()
	expect(result.pipeLb).toBeNull()
	expect(result.filledKg).toBeCloseTo(result.waterKg, 12)
	expect(result.hasCustomRun).toBe(true)
})

test('a custom run beside a listed one: the pipe weight counts the listed run only', () => {
	const result = computeShown({
		unit: 'metric',
		runs: [run('uk-copper', '15', 25), run('custom', '', 1, 50)],
		extraVolume: 0,
	})
	expect(result.pipeKg).toBeCloseTo(7.028481, 6)
	expect(result.hasCustomRun).toBe(true)
})

test('the schema asks each run for its size or its custom diameter, and 1 to 10 runs', () => {
	const defaults = pipeCalculatorDefaults('metric')
	const [first] = defaults.runs
	if (!first) throw new Error('a default run')
	const values: PipeCalculatorValues = {
		...defaults,
		runs: [first, { ...first, id: 'run-2', name: 'Run 2', pipeType: 'custom', customDiameter: '0', length: '' }],
		extraVolume: '-1',
	}
	expect(parseWith(createPipeCalculatorSchema(values), values).errors).toEqual({
		'runs.1.customDiameter': 'Must be between 1 and 1,000 mm',
		'runs.1.length': 'Required',
		extraVolume: 'Must be between 0 and 100,000 L',
	})
	const eleven = { ...defaults, runs: Array.from({ length: 11 }, (_, index) => ({ ...first, id: `run-${index}` })) }
	expect(parseWith(createPipeCalculatorSchema(eleven), eleven).errors).toEqual({ runs: 'Up to 10 runs' })
	const none = { ...defaults, runs: [] }
	expect(parseWith(createPipeCalculatorSchema(none), none).errors).toEqual({ runs: 'Add a pipe run' })
})

const anyRun: fc.Arbitrary<PipeRunInput> = fc
	.record({
		pipe: fc.constantFrom(
			{ pipeType: 'uk-copper', pipeSize: '54' },
			{ pipeType: 'uk-mdpe', pipeSize: '20' },
			{ pipeType: 'steel-40', pipeSize: '1-1/2' },
			{ pipeType: 'pex', pipeSize: '3/8' },
			{ pipeType: 'custom', pipeSize: '' },
		),
		customDiameter: fc.double({ min: 1, max: 40, noNaN: true }),
		length: fc.double({ min: 0.03, max: 10_000, noNaN: true }),
	})
	.map(({ pipe, ...rest }) => ({ name: 'Run', ...pipe, ...rest }))

const anyInput: fc.Arbitrary<PipeCalculatorInput> = fc.record({
	unit: fc.constantFrom('metric' as const, 'imperial' as const),
	runs: fc.array(anyRun, { minLength: 1, maxLength: 10 }),
	extraVolume: fc.double({ min: 0, max: 26_000, noNaN: true }),
})

test('property: every figure is finite and not negative', () => {
	fc.assert(
		fc.property(anyInput, (input) => {
			const result = computePipeCalculator(input)
			const figures = [
				result.litres,
				result.usGallons,
				result.cubicMetres,
				result.cubicFeet,
				result.waterKg,
				result.waterLb,
				result.pipeKg ?? 0,
				result.filledKg,
				result.filledLb,
				...result.runs.flatMap((row) => [row.volume, row.pipeWeight ?? 0, row.insideDiameterMm]),
			]
			for (const value of figures) expect(Number.isFinite(value) && value >= 0).toBe(true)
		}),
	)
})

test('property: a longer run or more extra volume never holds less water or weighs less', () => {
	fc.assert(
		fc.property(anyInput, fc.double({ min: 0, max: 1000, noNaN: true }), (input, extra) => {
			const before = computePipeCalculator(input)
			const longer = computePipeCalculator({
				...input,
				runs: input.runs.map((row, index) => (index === 0 ? { ...row, length: row.length + extra } : row)),
			})
			const more = computePipeCalculator({ ...input, extraVolume: input.extraVolume + extra })
			for (const after of [longer, more]) {
				expect(after.litres).toBeGreaterThanOrEqual(before.litres)
				expect(after.filledKg).toBeGreaterThanOrEqual(before.filledKg)
			}
		}),
	)
})

test('property: a pipework entered in metric and in imperial holds and weighs the same', () => {
	fc.assert(
		fc.property(anyInput, (input) => {
			const metric = computePipeCalculator({
				...input,
				unit: 'metric',
				runs: input.runs.map((row) => ({ ...row, customDiameter: row.customDiameter * 25.4 })),
			})
			const imperial = computePipeCalculator({
				unit: 'imperial',
				runs: input.runs.map((row) => ({ ...row, length: row.length / 0.3048 })),
				extraVolume: input.extraVolume / 3.785411784,
			})
			const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, a))
			close(imperial.litres, metric.litres)
			close(imperial.waterKg, metric.waterKg)
			close(imperial.pipeKg ?? 0, metric.pipeKg ?? 0)
		}),
	)
})

test('property: every computed line has its working, with no NaN or negative in it', () => {
	fc.assert(
		fc.property(anyInput, (input) => {
			expect(workedOut(computeShown(input)).working.length).toBeGreaterThanOrEqual(5)
		}),
	)
})
