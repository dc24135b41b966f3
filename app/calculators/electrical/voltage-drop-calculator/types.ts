import type { Phase, Standard } from '#app/calculators/electrical/shared/standard.ts'
import type { VoltageDropInput } from './schema.ts'
import type { Metal, TemperatureColumn } from '#app/calculators/electrical/shared/conductor-choices.ts'

/** The conductor the drop was worked for, with the figure its drop comes from. */
export type VoltageDropConductor =
	| {
			standard: 'imperial'
			size: string
			metal: Metal
			cmil: number
			/** ≈ mm² = cmil × π/4 × 0.0254². */
			mm2: number
			/** Chapter 9 Table 8, Ω/kft. */
			ohmsPerKft: number
	  }
	| {
			standard: 'metric'
			size: string
			cableType: VoltageDropInput['cableType']
			/** BS 7671 Table 4D5, or 4D1B for the phase, mV/A/m. */
			mVPerAm: number
	  }

/**
 * The reference rating the current is checked against (warning only; docs/calculators/voltage-drop-calculator.md §3
 * step 6).
 */
export type ReferenceRating = {
	amps: number
	/** US: the Table 310.16 column, 60 °C for a load of 100 A or less, else 75 °C (NEC 110.14(C)(1)); UK: null (Method C). */
	column: TemperatureColumn | null
	/** US: 240.4(D) lowers the column's value. */
	isLimitedBy2404D: boolean
	phase: Phase
}

export type VoltageDropFigures = {
	standard: Standard
	voltage: number
	phase: Phase
	/** Phase factor: 2 (single-phase or DC) or √3 (three-phase). */
	k: number
	current: number
	length: { ft: number; m: number }
	conductor: VoltageDropConductor
	dropV: number
	dropPercent: number
	/** max(0, V − VD). */
	loadV: number
	/** VD ≥* V: the drop equals or exceeds the supply voltage. */
	isDropAtLeastSupply: boolean
	/** Pass at p % ⇔ VD% ≤* p. */
	passes3: boolean
	passes5: boolean
	limitPercent: number
	isWithinLimit: boolean
	/** Maximum one-way length for the headline limit, ft and m. */
	maxLength: { ft: number; m: number }
	reference: ReferenceRating
	/** I >* reference rating. */
	isOverReference: boolean
}
