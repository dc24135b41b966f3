/**
 * What the Wire Size and Voltage Drop calculators share (docs/calculators/wire-size-calculator.md and
 * docs/calculators/voltage-drop-calculator.md §2–§4): the standard, the supply system,
 * the one-way length, the metal's spelling, the display rules and the fixed texts of every results view.
 */
import { formatEntered, formatNumber } from '#app/lib/format.ts'
import { FT_PER_M, M_PER_FT, type UnitSystem } from '#app/lib/units.ts'

/** `imperial` = US – NEC (AWG, ft), the default; `metric` = UK – BS 7671 (mm², m). */
export type Standard = UnitSystem

export const DEFAULT_STANDARD: Standard = 'imperial'

/** `single` = single-phase or DC (k = 2); `three` = three-phase, V line-to-line (k = √3). */
export type Phase = 'single' | 'three'

export const PHASE_OPTIONS: ReadonlyArray<{ value: Phase; label: string }> = [
	{ value: 'single', label: 'Single-phase or DC' },
	{ value: 'three', label: 'Three-phase' },
]

export const OTHER_SYSTEM = 'other'

const PRESET_SYSTEMS = {
	'120-single': { voltage: 120, phase: 'single' },
	'240-single': { voltage: 240, phase: 'single' },
	'208-three': { voltage: 208, phase: 'three' },
	'480-three': { voltage: 480, phase: 'three' },
	'230-single': { voltage: 230, phase: 'single' },
	'400-three': { voltage: 400, phase: 'three' },
} as const satisfies Record<string, SupplySystem>

export type SupplySystem = { voltage: number; phase: Phase }
export type SystemChoice = keyof typeof PRESET_SYSTEMS | typeof OTHER_SYSTEM

export const SYSTEM_CHOICES = [...(Object.keys(PRESET_SYSTEMS) as Array<keyof typeof PRESET_SYSTEMS>), OTHER_SYSTEM]

const PHASE_WORDS: Record<Phase, string> = { single: 'single-phase', three: 'three-phase' }

function systemOption(value: SystemChoice) {
	if (value === OTHER_SYSTEM) return { value, label: 'Other…' }
	const { voltage, phase } = PRESET_SYSTEMS[value]
	return { value, label: `${voltage} V ${PHASE_WORDS[phase]}` }
}

/** The System select (docs/calculators/wire-size-calculator.md §2): the standard's options, the default first. */
export const SYSTEM_OPTIONS: Readonly<Record<Standard, ReadonlyArray<{ value: SystemChoice; label: string }>>> = {
	imperial: (['120-single', '240-single', '208-three', '480-three', OTHER_SYSTEM] as const).map(systemOption),
	metric: (['230-single', '400-three', OTHER_SYSTEM] as const).map(systemOption),
}

export function defaultSystem(standard: Standard): SystemChoice {
	return standard === 'imperial' ? '120-single' : '230-single'
}

/** Other…'s Voltage (V) bounds, inclusive. */
export const OTHER_VOLTAGE_BOUNDS = { min: 12, max: 1000 }

/** The voltage and phase of a choice; `other` is the typed phase and voltage. */
export function supplySystem(choice: SystemChoice, other: SupplySystem): SupplySystem {
	return choice === OTHER_SYSTEM ? other : PRESET_SYSTEMS[choice]
}

/** The system as the input summary names it: '240 V single-phase', '12 V single-phase or DC'. */
export function describeSystem(choice: SystemChoice, system: SupplySystem) {
	if (choice !== OTHER_SYSTEM) return systemOption(choice).label
	return `${formatEntered(system.voltage)} V ${system.phase === 'three' ? PHASE_WORDS.three : 'single-phase or DC'}`
}

/** Phase factor k: 2 for single-phase or DC (out and back), √3 for three-phase. */
export function phaseFactor(phase: Phase) {
	return phase === 'three' ? Math.sqrt(3) : 2
}

export type LengthUnit = 'ft' | 'm'

/** The length unit the standard uses; the unit select follows it while the length field is empty. */
export function lengthUnitOf(standard: Standard): LengthUnit {
	return standard === 'imperial' ? 'ft' : 'm'
}

/** One-way length bounds (docs/calculators/wire-size-calculator.md §2): 0 < L ≤ 10,000 ft or 0 < L ≤ 3,000 m. */
export const LENGTH_MAX: Readonly<Record<LengthUnit, number>> = { ft: 10_000, m: 3000 }

/** A one-way length in both units: L_ft (= L_m × 3.28084) and L_m (= L_ft × 0.3048). */
export function lengthInBoth(length: number, unit: LengthUnit) {
	return unit === 'ft' ? { ft: length, m: length * M_PER_FT } : { ft: length * FT_PER_M, m: length }
}

/** A length in both units for the results, the standard's first: '140.00 ft (42.67 m)'. */
export function formatLengthBoth(length: { ft: number; m: number }, standard: Standard) {
	const ft = `${formatNumber(length.ft)} ft`
	const m = `${formatNumber(length.m)} m`
	return standard === 'imperial' ? `${ft} (${m})` : `${m} (${ft})`
}

/** Page text spells the metal 'aluminum' in US mode and 'aluminium' in UK mode. */
export function aluminumWord(standard: Standard) {
	return standard === 'imperial' ? 'aluminum' : 'aluminium'
}

/**
 * A figure to 3 significant figures, trailing zeros kept (docs/calculators/wire-size-calculator.md §4: Ω/km 1.61,
 * 0.278, 0.0846, 6.50; every Table 8 resistance is printed that way too, 0.100 included). The site rule applies: cut to
 * 12 significant digits, then round half away from zero.
 */
export function formatSignificant3(value: number) {
	if (!Number.isFinite(value) || value <= 0) return formatNumber(value)
	const decimalsFor = (magnitude: number) => Math.max(0, 2 - Math.floor(Math.log10(magnitude)))
	const text = formatNumber(value, decimalsFor(Number(value.toPrecision(12))))
	// 9.996 rounds up to 10.0: one decimal fewer keeps it to three figures.
	const rounded = Number(text.replace(/,/g, ''))
	return decimalsFor(rounded) < decimalsFor(value) ? formatNumber(value, decimalsFor(rounded)) : text
}

/** Ω/km = Ω/kft × 3.28084, shown to 3 significant figures. */
export function ohmsPerKm(ohmsPerKft: number) {
	return ohmsPerKft * FT_PER_M
}

/** The safety note: on every result page, above the tips, styled as a warning, exact text. */

/** The assumptions line under the results table: the conditions docs/calculators/wire-size-calculator.md §5 names. */
export const ASSUMPTIONS: Readonly<Record<Standard, string>> = {
	imperial: 'NEC Table 310.16: 30 °C (86 °F) ambient, not more than three current-carrying conductors, no derating.',
	metric:
		'BS 7671 Appendix 4: 30 °C ambient, no grouping, protective device an MCB/RCBO (not a BS 3036 rewirable fuse).',
}

/** The form values both calculators share: the standard, the supply and the one-way length as typed. */
export type SupplyValues = {
	standard: Standard
	system: SystemChoice
	/** Other…'s phase and voltage (text as typed). */
	phase: Phase
	voltage: string
	length: string
	lengthUnit: LengthUnit
}

export function supplyDefaults(standard: Standard): SupplyValues {
	return {
		standard,
		system: defaultSystem(standard),
		phase: 'single',
		voltage: '',
		length: '',
		lengthUnit: lengthUnitOf(standard),
	}
}

/**
 * A standard switch (docs/calculators/wire-size-calculator.md §2) resets the standard's selects (system, Other…'s
 * phase) and keeps every typed number; the length unit follows the standard while the length is empty, and a typed
 * length keeps its unit.
 */
export function supplyForStandard(values: SupplyValues, standard: Standard): SupplyValues {
	return {
		...values,
		standard,
		system: defaultSystem(standard),
		phase: 'single',
		lengthUnit: values.length.trim() === '' ? lengthUnitOf(standard) : values.lengthUnit,
	}
}
