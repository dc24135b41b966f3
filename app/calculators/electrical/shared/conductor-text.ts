/**
 * Choices and texts about conductors that more than one electrical calculator shows
 * (docs/calculators/wire-size-calculator.md and docs/calculators/voltage-drop-calculator.md): the metal and UK
 * cable-type options and the twin-and-earth three-phase message (§2 of those files), and the conductor figures of a
 * results table (area, resistance, as their §4 shows them).
 */
import { formatCount, formatEntered, formatNumber } from '#app/lib/format.ts'
import { MM2_PER_CMIL } from '#app/lib/units.ts'
import type { CableType } from './conductor-choices.ts'
import { formatSignificant3, OTHER_SYSTEM, ohmsPerKm, type SupplyValues } from './standard.ts'

/**
 * The cross-field message on System (docs/calculators/wire-size-calculator.md §2,
 * docs/calculators/voltage-drop-calculator.md §2).
 */
export const TWIN_AND_EARTH_THREE_PHASE_MESSAGE =
	'Twin and earth is single-phase only; choose single-core cables for three-phase.'

/** Whether the chosen system is three-phase (a preset, or Other… with Three-phase). */
export function isThreePhaseChoice(values: Pick<SupplyValues, 'system' | 'phase'>) {
	return values.system === OTHER_SYSTEM ? values.phase === 'three' : values.system.endsWith('-three')
}

/** The UK cable type as a headline names it: 'twin and earth', 'single-core'. */
export function cableTypeWords(cableType: CableType) {
	return cableType === 'twin-and-earth' ? 'twin and earth' : 'single-core'
}

/** '26,240 cmil (≈ 13.30 mm²)': cmil × π/4 × 0.0254² mm². */
export function conductorAreaText(cmil: number) {
	return `${formatCount(cmil)} cmil (≈ ${formatNumber(cmil * MM2_PER_CMIL)} mm²)`
}

/** '0.491 Ω/kft (1.61 Ω/km)' (US, Table 8) or '4.4 mV/A/m' (UK, as tabulated). */
export function resistanceText(figure: { ohmsPerKft: number } | { mVPerAm: number }) {
	if ('mVPerAm' in figure) return `${formatEntered(figure.mVPerAm)} mV/A/m`
	return `${formatSignificant3(figure.ohmsPerKft)} Ω/kft (${formatSignificant3(ohmsPerKm(figure.ohmsPerKft))} Ω/km)`
}
