import type { SupplySystem } from '#app/calculators/electrical/shared/standard.ts'

/**
 * The largest load current this calculator takes, A (typed, or derived from a power;
 * docs/calculators/wire-size-calculator.md §2).
 */
export const MAX_CURRENT_A = 1000

/**
 * docs/calculators/wire-size-calculator.md §3 step 1, power mode: I = P / (V × PF) single-phase or DC,
 * P / (√3 × V × PF) three-phase, A.
 */
export function loadCurrent(watts: number, system: SupplySystem, powerFactor: number) {
	return watts / ((system.phase === 'three' ? Math.sqrt(3) : 1) * system.voltage * powerFactor)
}
