import * as v from 'valibot'
import { pipeEntries, type PipeValues } from '#app/calculators/plumbing/shared/pipe-schema.ts'
import type { PipeSelection } from '#app/calculators/plumbing/shared/pipe-sizes.ts'
import { decimal } from '#app/lib/number-input.ts'
import type { Entry } from '#app/lib/entries.ts'
import type { UnitSystem } from '#app/lib/units.ts'

export type PipeRunValues = Entry & PipeValues & { length: string }

export type PipeCalculatorValues = {
	unit: UnitSystem
	runs: ReadonlyArray<PipeRunValues>
	/** Radiators, cylinder, boiler: L or US gal. */
	extraVolume: string
}

/** docs/calculators/pipe-calculator.md §2: 1 to 10 runs. */
export const MAX_RUNS = 10

export const RUN_BOUNDS = {
	metric: { min: 0.01, max: 10_000, unit: 'm' },
	imperial: { min: 0.03, max: 30_000, unit: 'ft' },
} as const

export const EXTRA_VOLUME_BOUNDS = {
	metric: { min: 0, max: 100_000, unit: 'L' },
	imperial: { min: 0, max: 26_000, unit: 'US gal' },
} as const

/**
 * The default run (docs/calculators/pipe-calculator.md §2): metric UK copper 15 mm × 10 m, imperial US copper type L
 * 3/4" × 50 ft.
 */
const DEFAULT_RUN: Record<UnitSystem, PipeSelection & { customDiameter: string; length: string }> = {
	metric: { pipeType: 'uk-copper', pipeSize: '15', customDiameter: '20', length: '10' },
	imperial: { pipeType: 'us-copper-l', pipeSize: '3/4', customDiameter: '0.75', length: '50' },
}

/** One run; the first has a fixed id so the pre-rendered page and the hydrated one agree. */
export function pipeCalculatorDefaults(unit: UnitSystem): PipeCalculatorValues {
	return { unit, runs: [{ id: 'run-1', name: 'Run 1', ...DEFAULT_RUN[unit] }], extraVolume: '0' }
}

export const PIPE_CALCULATOR_DEFAULTS = pipeCalculatorDefaults('metric')

/**
 * Each run's own schema (its pipe type decides whether a size or a custom diameter is asked), 1 to 10 runs,
 * and the extra volume (0 allowed).
 */
export function createPipeCalculatorSchema(values: Pick<PipeCalculatorValues, 'unit' | 'runs'>) {
	const { unit } = values
	const run = (runValues: Pick<PipeRunValues, 'pipeType'>) =>
		v.object({
			name: v.string(),
			...pipeEntries(runValues.pipeType, unit, 'pipe'),
			length: decimal(RUN_BOUNDS[unit]),
		})
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		runs: v.pipe(
			v.tuple(values.runs.map(run)),
			v.minLength(1, 'Add a pipe run'),
			v.maxLength(MAX_RUNS, `Up to ${MAX_RUNS} runs`),
		),
		extraVolume: decimal(EXTRA_VOLUME_BOUNDS[unit]),
	})
}

/** Lengths in m or ft, diameters in mm or in, the extra volume in L or US gal. */
export type PipeCalculatorInput = v.InferOutput<ReturnType<typeof createPipeCalculatorSchema>>
export type PipeRunInput = PipeCalculatorInput['runs'][number]
