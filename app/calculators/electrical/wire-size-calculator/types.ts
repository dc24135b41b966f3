import type { Phase, Standard } from '#app/calculators/electrical/shared/standard.ts'
import type { TemperatureColumn } from '#app/calculators/electrical/shared/conductor-choices.ts'

/**
 * One size of the walk (docs/calculators/wire-size-calculator.md §3 step 4): its rating, its drop at the load current,
 * and the two checks.
 */
export type SizeCheck = {
	/** As Tables A–C name it: '6 AWG', '250 kcmil', '10 mm²'. */
	name: string
	/** US A_use (column, 240.4(D)) or UK I_t (method, phase), A. */
	rating: number
	/** US: 240.4(D) lowers the table value. */
	isLimitedBy2404D: boolean
	/** US: Chapter 9 Table 8 area, cmil. */
	cmil: number
	/** US: Table 8 Ω/kft, or UK: the tabulated mV/A/m. */
	figure: { ohmsPerKft: number } | { mVPerAm: number }
	dropV: number
	dropPercent: number
	/** rating ≥* I_n. */
	passesRating: boolean
	/** VD% ≤* the maximum. */
	passesDrop: boolean
}

export type WireSizeFigures = {
	standard: Standard
	voltage: number
	phase: Phase
	/** I, A. */
	current: number
	/** I_d: I × 1.25 for a US continuous load, else I, A. */
	designCurrent: number
	isContinuous: boolean
	length: { ft: number; m: number }
	/** §3 step 3: the smallest Table D rating ≥* I_d, A; null beyond the largest (600 A US, 125 A UK). */
	deviceRating: number | null
	/**
	 * US, §3 step 4: the Table 310.16 column the ratings are read from, chosen or by circuit size (60 °C for a breaker
	 * of 100 A or less, else 75 °C; NEC 110.14(C)(1)).
	 */
	column: TemperatureColumn
	/** Whether the column came from the breaker ('By circuit size') rather than being chosen. */
	isColumnByCircuit: boolean
	/** Every size of the table walked, smallest first (none when the device is beyond the table). */
	sizes: ReadonlyArray<SizeCheck>
	/** Indexes into `sizes` (−1: none): the first passing both checks, the rating alone, the drop alone. */
	recommended: number
	byRating: number
	byDrop: number
	/** 'current rating' when the recommended size is the size by rating alone, else 'voltage drop'. */
	governing: 'current rating' | 'voltage drop'
}
