import * as v from 'valibot'
import type { Entry } from '#app/lib/entries.ts'
import { formatEntered } from '#app/lib/format.ts'
import { decimal, parseDecimal, pathTo } from '#app/lib/number-input.ts'
import { type MetricSubUnit, typedLengthUnit, type UnitSystem } from '#app/lib/units.ts'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import { type OpeningValues, toBaseLength } from '#app/calculators/painting/shared/entries.ts'
import * as finish from '#app/calculators/painting/shared/schema.ts'
import { dropHeight, smallLengthToBase } from './drops.ts'

export const PATTERN_IDS = ['none', 'small', 'medium', 'large'] as const
export type Pattern = (typeof PATTERN_IDS)[number]

/** Pattern repeat defaults, in cm or inches for imperial (docs/calculators/wallpaper-calculator.md §2). */
export const PATTERN_REPEAT_DEFAULTS: Record<UnitSystem, Record<Pattern, number>> = {
	metric: { none: 0, small: 10, medium: 25, large: 50 },
	imperial: { none: 0, small: 4, medium: 10, large: 20 },
}

/** Wallpaper wastage 15% by default, editable, 0-50% (docs/calculators/wallpaper-calculator.md §2). */
export const WALLPAPER_WASTAGE_PERCENTAGE = 15
export const WASTAGE_BOUNDS = { min: 0, max: 50, unit: '%' } as const
export const STRIPS_LONGER_THAN_ROLL = 'Strips are longer than a roll'
export const WALLPAPER_METRIC_UNITS: ReadonlyArray<MetricSubUnit> = ['m', 'cm', 'mm']

/**
 * The units of the roll and the small lengths (docs/calculators/wallpaper-calculator.md §2): roll width, skirting
 * height and pattern repeat in cm (imperial: in); roll length in m (imperial: ft).
 */
export function rollUnits(unit: UnitSystem) {
	return unit === 'metric' ? ({ small: 'cm', rollLength: 'm' } as const) : ({ small: 'in', rollLength: 'ft' } as const)
}

/** Bounds the seeds leave open: rolls up to 2 m (80 in) wide and 100 m (330 ft) long; repeats up to 2 m. */
const ROLL_LIMITS = {
	metric: { width: { min: 1, max: 200 }, length: { min: 0.1, max: 100 }, small: { max: 200 } },
	imperial: { width: { min: 0.5, max: 80 }, length: { min: 1, max: 330 }, small: { max: 80 } },
} as const

export type WallpaperWallValues = Entry & {
	length: string
	height: string
	/**
	 * Papered down to the floor; when false the skirting height is taken off (docs/calculators/wallpaper-calculator.md
	 * §3).
	 */
	includeSkirting: boolean
	skirtingHeight: string
}

export type WallpaperValues = {
	unit: UnitSystem
	metricUnit: MetricSubUnit
	walls: ReadonlyArray<WallpaperWallValues>
	openings: ReadonlyArray<OpeningValues<'height'>>
	rollWidth: string
	rollLength: string
	pattern: Pattern
	patternRepeat: string
	includeWastage: boolean
	wastagePercentage: string
}

/** The first wall keeps a fixed id so the pre-rendered page and the hydrated one match. */
/** A new wall: no sizes yet, its skirting papered over. */
export const BLANK_WALLPAPER_WALL = { length: '', height: '', includeSkirting: true, skirtingHeight: '' }

export const WALLPAPER_DEFAULTS: WallpaperValues = {
	unit: 'metric',
	metricUnit: 'm',
	walls: [{ id: 'wall-default', name: 'Wall 1', ...BLANK_WALLPAPER_WALL }],
	openings: [],
	// A unit change empties the roll size (docs/calculators/wallpaper-calculator.md §2); empty is this form's
	// "no value yet".
	rollWidth: '',
	rollLength: '',
	pattern: 'none',
	patternRepeat: '0',
	includeWastage: true,
	wastagePercentage: String(WALLPAPER_WASTAGE_PERCENTAGE),
}

/** The pattern repeat text after choosing a pattern (docs/calculators/wallpaper-calculator.md §2). */
export function defaultRepeat(unit: UnitSystem, pattern: Pattern) {
	return formatEntered(PATTERN_REPEAT_DEFAULTS[unit][pattern])
}

/**
 * A unit or metric unit change resets the walls to one, removes the openings and empties the roll size
 * (docs/calculators/wallpaper-calculator.md §2); the pattern stays, its repeat the default in the new unit (cm or in).
 */
export function resetWallpaperForUnit(previous: WallpaperValues, selection: Partial<WallpaperValues>) {
	const next = valuesForNewUnit(WALLPAPER_DEFAULTS, previous, selection, [
		'pattern',
		'includeWastage',
		'wastagePercentage',
	])
	return { ...next, patternRepeat: defaultRepeat(next.unit, next.pattern) }
}

/**
 * Whether an excluded skirting's height is still empty. The schema reads a skirting height only
 * once its wall's own sizes are valid, so an empty one is not always among the errors; Calculate
 * still waits for it to be filled in (docs/calculators/site-rules.md §6).
 */
export function hasEmptySkirting(values: Pick<WallpaperValues, 'walls'>) {
	return values.walls.some((wall) => !wall.includeSkirting && wall.skirtingHeight.trim() === '')
}

/**
 * Every wall needs a length and height above 0, and the roll a width and length above 0. An excluded skirting
 * needs a height below the wall's. A strip longer than the roll is an error on the roll length
 * (docs/calculators/wallpaper-calculator.md §2); the wastage percentage counts only when wastage is ticked.
 */
export function createWallpaperSchema(values: Pick<WallpaperValues, 'unit' | 'metricUnit' | 'includeWastage'>) {
	const unit = typedLengthUnit(values)
	const { small, rollLength } = rollUnits(values.unit)
	const limits = ROLL_LIMITS[values.unit]
	const wall = { length: finish.finishLength(unit), height: finish.finishLength(unit) }
	const form = v.object({
		unit: finish.unitSystemSchema,
		metricUnit: v.picklist(['m', 'cm', 'mm']),
		walls: finish.surfacesSchema(
			v.pipe(
				finish.entrySchema({ ...wall, includeSkirting: v.boolean(), skirtingHeight: v.string() }),
				v.rawTransform(({ dataset: { value: entry }, addIssue, NEVER }) => {
					// The skirting height counts only when it is excluded from the paper
					// (docs/calculators/wallpaper-calculator.md §3).
					if (entry.includeSkirting) return { ...entry, skirtingHeight: 0 }
					const parsed = parseDecimal(entry.skirtingHeight, { min: 0, max: limits.small.max, unit: small })
					const isBelowWall =
						parsed.ok &&
						smallLengthToBase(parsed.value, values.unit) < toBaseLength(entry.height, values.unit, values.metricUnit)
					if (parsed.ok && isBelowWall) return { ...entry, skirtingHeight: parsed.value }
					const message = parsed.ok ? 'Must be less than the wall height' : parsed.message
					addIssue({
						message,
						path: pathTo(entry, 'skirtingHeight'),
					})
					return NEVER
				}),
			),
			'Add at least one wall',
		),
		openings: finish.openingsSchema(unit, 'height'),
		rollWidth: decimal({ ...limits.width, unit: small }),
		rollLength: decimal({ ...limits.length, unit: rollLength }),
		pattern: v.picklist(PATTERN_IDS),
		patternRepeat: decimal({ min: 0, max: limits.small.max, unit: small }),
		includeWastage: v.boolean(),
		wastagePercentage: values.includeWastage
			? decimal(WASTAGE_BOUNDS)
			: v.pipe(
					v.string(),
					v.transform(() => 0),
				),
	})
	return v.pipe(
		form,
		finish.openingsFit(
			(input) => ({
				walls: input.walls.map((wall) => wall.length * wall.height),
				openings: input.openings.map((opening) => opening.length * opening.height),
			}),
			'wall',
		),
		v.rawCheck(({ dataset, addIssue }) => {
			if (!dataset.typed) return
			const input = dataset.value
			if (input.walls.every((wall) => dropHeight(wall, input) <= input.rollLength * (1 + 1e-9))) return
			addIssue({
				message: STRIPS_LONGER_THAN_ROLL,
				path: pathTo(input, 'rollLength'),
			})
		}),
	)
}

export type WallpaperInput = v.InferOutput<ReturnType<typeof createWallpaperSchema>>
