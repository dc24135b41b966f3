import type { SelectOption } from '#app/components/form/select-field.tsx'
import type { MetricAirflowUnit, SizingMethod } from './options.ts'

/** The inputs' labels and choices (docs/calculators/duct-size-calculator.md §2). */
export const DUCT_LABELS = {
	airflow: 'Airflow',
	airflowUnit: 'Airflow unit',
	method: 'Sizing method',
	friction: 'Friction rate',
	velocity: 'Velocity limit',
	hasRectangular: 'Also size a rectangular duct',
	fixedSide: 'Fixed side (height available)',
} as const

/**
 * The spec's choices, with 'By': the fields they show keep the spec's 'Friction rate' and 'Velocity limit', and a
 * choice named like its field gave two controls one name (issue #26).
 */
export const METHOD_OPTIONS: ReadonlyArray<SelectOption<SizingMethod>> = [
	{ value: 'friction', label: 'By friction rate (equal friction)' },
	{ value: 'velocity', label: 'By velocity limit' },
]

export const AIRFLOW_UNIT_OPTIONS: ReadonlyArray<SelectOption<MetricAirflowUnit>> = [
	{ value: 'ls', label: 'L/s' },
	{ value: 'm3h', label: 'm³/h' },
]

export const FRICTION_HELP =
	'0.08–0.10 in. w.c./100 ft is the usual residential range (about 0.65–0.8 Pa/m); CIBSE low-velocity work uses about 1 Pa/m.'
export const VELOCITY_HELP = 'Residential: 700–900 fpm (3.6–4.6 m/s) in mains, 500–700 fpm (2.5–3.6 m/s) in branches.'

export const TOO_FAST_WARNING = 'Above the usual residential main-duct velocity: expect air noise.'
export const TOO_FLAT_WARNING = 'Aspect ratio over 4:1 raises friction and cost'
