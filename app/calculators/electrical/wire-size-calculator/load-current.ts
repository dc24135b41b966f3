import type { SupplySystem } from '#app/calculators/electrical/shared/standard.ts'

/** §1: the largest load current this calculator takes, A (typed, or derived from a power). */
export const MAX_CURRENT_A = 1000

/** Step 1, power mode: I = P / (V × PF) single-phase or DC, P / (√3 × V × PF) three-phase, A. */
export function loadCurrent(watts: number, system: SupplySystem, powerFactor: number) {
	return watts / ((system.phase === 'three' ? Math.sqrt(3) : 1) * system.voltage * powerFactor)
}
