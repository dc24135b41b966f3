import type { UnitSystem } from '#app/lib/units.ts'

// The standard toggle and safety note are on all three electrical pages; conduit fill needs only these, not
// the supply system's (standard.ts), so they are modules of their own.

/** `imperial` = US – NEC (AWG, ft), the default; `metric` = UK – BS 7671 (mm², m). */
export const STANDARD_OPTIONS: ReadonlyArray<{ value: UnitSystem; label: string }> = [
	{ value: 'imperial', label: 'US – NEC (AWG, ft)' },
	{ value: 'metric', label: 'UK – BS 7671 (mm², m)' },
]
