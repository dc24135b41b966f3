import { L_PER_US_GAL, LITRES_PER_M3, M_PER_IN, PSI_PER_FT_WATER, SECONDS_PER_MINUTE } from '#app/lib/units.ts'
import type { Fitting } from './schema.ts'

/** Table F: fitting equivalent lengths in pipe diameters (Crane TP-410 via Entegris). */
export const FITTING_LENGTH_IN_DIAMETERS: Record<Fitting, number> = {
	elbows90: 30,
	elbows45: 16,
	teesRun: 20,
	teesBranch: 60,
	valves: 8,
}

/** Hazen-Williams, SI form: h_f = 10.67 · L · Q^1.852 / (C^1.852 · d^4.8704), m, with Q in m³/s and d in m. */
export const HAZEN_WILLIAMS_SI = 10.67
export const FLOW_EXPONENT = 1.852
export const DIAMETER_EXPONENT = 4.8704
/**
 * The same equation in US gpm, inches and psi, so both systems agree (4.526978; NFPA 13 rounds it to 4.52):
 * 10.67 × (3.785411784 / 60000)^1.852 / 0.0254^4.8704 × PSI_PER_FT.
 */
export const K_US =
	((HAZEN_WILLIAMS_SI * (L_PER_US_GAL / (SECONDS_PER_MINUTE * LITRES_PER_M3)) ** FLOW_EXPONENT) /
		M_PER_IN ** DIAMETER_EXPONENT) *
	PSI_PER_FT_WATER
