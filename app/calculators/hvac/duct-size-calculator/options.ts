import type { UnitSystem } from '#app/lib/units.ts'

export type SizingMethod = 'friction' | 'velocity'
export type MetricAirflowUnit = 'ls' | 'm3h'

export const SIZING_METHODS = ['friction', 'velocity'] as const satisfies ReadonlyArray<SizingMethod>
export const METRIC_AIRFLOW_UNITS = ['ls', 'm3h'] as const satisfies ReadonlyArray<MetricAirflowUnit>

function range(from: number, to: number, step: number) {
	return Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step)
}

/**
 * docs/calculators/duct-size-calculator.md §3 steps 2 and 4: standard round duct sizes (imperial inches: common stock
 * sizes; metric mm: EN 1506 plus its additional 150, 300, 355 and 450) and the rectangular widths
 * tried against the fixed side (even inches 4–60; 50 mm steps 100–2,000).
 */
export const ROUND_SIZES: Record<UnitSystem, ReadonlyArray<number>> = {
	imperial: [4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36],
	metric: [80, 100, 125, 150, 160, 200, 250, 300, 315, 355, 400, 450, 500, 560, 630, 710, 800, 900, 1000],
}

export const RECTANGULAR_WIDTHS: Record<UnitSystem, ReadonlyArray<number>> = {
	imperial: range(4, 60, 2),
	metric: range(100, 2000, 50),
}

/** Size units: duct diameters and sides in inches or millimetres. */
export const SIZE_UNITS = { imperial: 'in', metric: 'mm' } as const satisfies Record<UnitSystem, string>

/** Above this a duct is noisy in a home: 900 fpm, the same limit in metres per second (4.572 m/s). */
export const MAIN_DUCT_VELOCITY_FPM = 900

/** Rectangular ducts flatter than 4:1 cost more metal and fan power. */
export const MAX_ASPECT_RATIO = 4
