import { KPA_PER_BAR, KPA_PER_PSI } from '#app/lib/units.ts'

/** One pressure in bar, kPa and psi. */
export type Pressures = { bar: number; kPa: number; psi: number }

export function fromKPa(kPa: number): Pressures {
	return { bar: kPa / KPA_PER_BAR, kPa, psi: kPa / KPA_PER_PSI }
}

export function fromPsi(psi: number): Pressures {
	const kPa = psi * KPA_PER_PSI
	return { bar: kPa / KPA_PER_BAR, kPa, psi }
}
