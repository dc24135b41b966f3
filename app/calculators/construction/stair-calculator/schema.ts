import * as v from 'valibot'
import { decimal, hiddenField, optionalDecimal } from '#app/lib/number-input.ts'
import type { UnitSystem } from '#app/lib/units.ts'

export type StairRules = 'uk' | 'us'
export type GoingMode = 'choose' | 'fit'

export const STAIR_RULES: ReadonlyArray<StairRules> = ['uk', 'us']
export const GOING_MODES: ReadonlyArray<GoingMode> = ['choose', 'fit']

/** The lengths of the form, all typed in one unit: mm (Metric) or in (Imperial). */
export type StairLength = 'totalRise' | 'going' | 'availableRun' | 'nosing' | 'floorDepth' | 'opening'

export type StairValues = Record<StairLength, string> & {
	unit: UnitSystem
	rules: StairRules
	/** Loft conversion: 1.9 m headroom; asked with UK rules only, kept for a return to them. */
	loft: boolean
	goingMode: GoingMode
}

/** The unit every length is typed and computed in (docs/calculators/stair-calculator.md §3). */
export const STAIR_UNIT = { metric: 'mm', imperial: 'in' } as const satisfies Record<UnitSystem, string>
export type StairUnit = (typeof STAIR_UNIT)[UnitSystem]

/** docs/calculators/stair-calculator.md §2: each length's bounds per system. */
export const STAIR_BOUNDS: Record<UnitSystem, Record<StairLength, readonly [number, number]>> = {
	metric: {
		totalRise: [300, 6000],
		going: [100, 500],
		availableRun: [200, 20_000],
		nosing: [0, 50],
		floorDepth: [0, 600],
		opening: [100, 20_000],
	},
	imperial: {
		totalRise: [12, 240],
		going: [4, 20],
		availableRun: [8, 800],
		nosing: [0, 2],
		floorDepth: [0, 24],
		opening: [4, 800],
	},
}

/** Spinner steps: 1 mm, 1/16 in. */
export const STAIR_STEP = { metric: 1, imperial: 0.0625 } as const satisfies Record<UnitSystem, number>

/** UK rules with Metric, US rules with Imperial (docs/calculators/stair-calculator.md §2). */
export const DEFAULT_RULES: Record<UnitSystem, StairRules> = { metric: 'uk', imperial: 'us' }

/**
 * Each system's defaults: 250 mm / 10 in going, 20 mm / 1 in nosing, 230 mm / 10.5 in floor depth; the rise, the
 * available run and the opening blank.
 */
export function stairDefaults(unit: UnitSystem): StairValues {
	const isMetric = unit === 'metric'
	return {
		unit,
		rules: DEFAULT_RULES[unit],
		loft: false,
		totalRise: '',
		goingMode: 'choose',
		going: isMetric ? '250' : '10',
		availableRun: '',
		nosing: isMetric ? '20' : '1',
		floorDepth: isMetric ? '230' : '10.5',
		opening: '',
	}
}

export const STAIR_DEFAULTS = stairDefaults('metric')

/**
 * A unit change (decision 036): the lengths start again from the new system's defaults; the going mode and the loft
 * box stay; the rules follow the unit system while still at the old system's default (decision 062's rule).
 */
export function stairValuesForUnit(values: StairValues, selection: Partial<StairValues>): StairValues {
	const unit = selection.unit ?? values.unit
	const rules = values.rules === DEFAULT_RULES[values.unit] ? DEFAULT_RULES[unit] : values.rules
	return { ...stairDefaults(unit), rules, loft: values.loft, goingMode: values.goingMode, ...selection }
}

/** Start New: the lengths of the system in use start again; the rules, the going mode and the loft box stay. */
export function stairValuesForStartNew(values: StairValues): StairValues {
	return { ...stairDefaults(values.unit), rules: values.rules, loft: values.loft, goingMode: values.goingMode }
}

/**
 * The one place the form is checked. The going is read only with 'A going I choose'; the available run is required
 * with 'Fit the available run' and optional otherwise; the opening is optional. Every length is in mm or in.
 */
export function createStairSchema(values: Pick<StairValues, 'unit' | 'goingMode'>) {
	const unit = STAIR_UNIT[values.unit]
	const bounds = STAIR_BOUNDS[values.unit]
	const length = (name: StairLength) => decimal({ min: bounds[name][0], max: bounds[name][1], unit })
	const optional = (name: StairLength) => optionalDecimal({ min: bounds[name][0], max: bounds[name][1], unit })
	const isFit = values.goingMode === 'fit'
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		rules: v.picklist(STAIR_RULES),
		loft: v.boolean(),
		totalRise: length('totalRise'),
		goingMode: v.picklist(GOING_MODES),
		going: isFit ? hiddenField(null) : length('going'),
		availableRun: isFit ? length('availableRun') : optional('availableRun'),
		nosing: length('nosing'),
		floorDepth: length('floorDepth'),
		opening: optional('opening'),
	})
}

/** Lengths in mm (Metric) or in (Imperial); the going null when it is fitted, optional lengths null when blank. */
export type StairInput = v.InferOutput<ReturnType<typeof createStairSchema>>
