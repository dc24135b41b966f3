import type { SelectOption } from '#app/components/form/select-field.tsx'
import type { Metal } from '#app/calculators/electrical/shared/conductor-choices.ts'
import { aluminumWord, type Standard } from '#app/calculators/electrical/shared/standard.ts'
import { type ColumnChoice, LOAD_MODES, type LoadMode } from './schema.ts'

/** The inputs' labels (docs/calculators/wire-size-calculator.md §2). */
export const WIRE_SIZE_LABELS = {
	loadMode: 'Load given as',
	current: 'Load current',
	power: 'Load power',
	powerFactor: 'Power factor',
	material: 'Conductor material',
	column: 'Insulation temperature column',
	isContinuous: 'Continuous load, 3 h or more',
	cableType: 'Cable type',
	method: 'Installation method',
	maxDrop: 'Maximum voltage drop',
} as const

export const LOAD_MODE_OPTIONS: ReadonlyArray<SelectOption<LoadMode>> = LOAD_MODES.map((value) => ({
	value,
	label: value === 'current' ? 'Current (A)' : `Power (${value})`,
}))

/**
 * The column choices, each naming the wiring it suits (docs/calculators/wire-size-calculator.md §2): NM-B and UF
 * cable are rated by the 60 °C column (NEC 334.80, 340.80); 75 °C needs 75 °C conductors and terminations; 90 °C is
 * for correction and adjustment only (NEC 110.14(C)).
 */
export const COLUMN_OPTIONS: ReadonlyArray<SelectOption<ColumnChoice>> = [
	{ value: 'circuit', label: 'By circuit size – 60 °C up to 100 A, 75 °C above' },
	{ value: '60', label: '60 °C – NM-B (Romex), UF cable' },
	{ value: '75', label: '75 °C – THWN, XHHW in conduit, 75 °C terminals' },
	{ value: '90', label: '90 °C – THHN, XHHW-2: for derating only' },
]

/** The column as 'Your inputs' names it: 'column by circuit size', '75 °C column'. */
export function columnChoiceText(column: ColumnChoice) {
	return column === 'circuit' ? 'column by circuit size' : `${column} °C column`
}

/** Warnings, shown when true (NEC 2023 110.14(C): a higher-rated conductor's column is for correction and adjustment). */
export const COLUMN_90_WARNING =
	'90 °C ampacity is for derating only: NEC 110.14(C) lets a 90 °C conductor start its correction and adjustment from the 90 °C column, but the final ampacity may not exceed the terminals’ rating, usually 60 °C or 75 °C. This calculator applies no derating: size the wire from the 60 °C or 75 °C column.'
export const ALUMINUM_WARNING = 'Use terminals marked AL/CU and follow the maker’s torque and antioxidant rules.'

/** The tips: the first differs by standard; the third names the metal as the page spells it. */
export function wireSizeTips(standard: Standard) {
	return [
		standard === 'imperial'
			? 'Terminations decide the column (NEC 110.14(C)); NM-B (Romex) cable must use the 60 °C column (334.80).'
			: 'A twin and earth cable totally surrounded by insulation for more than 0.5 m can need about half its clipped-direct rating (BS 7671 523.9).',
		'More than three current-carrying conductors together, hot lofts, attics and rooftops, or ambient above 30 °C reduce the rating (NEC 310.15(B)/(C); BS 7671 Tables 4B1, 4C1); this calculator applies no derating, so check with an electrician.',
		`Voltage drop uses the running current; motors also need their starting current checked. On long runs compare a larger ${aluminumWord(standard)} conductor (US) or a higher-voltage supply before paying for heavy copper.`,
	]
}

/**
 * UK mode is copper only (docs/calculators/wire-size-calculator.md §2); the material select shows this and is disabled.
 */
export const UK_MATERIAL_OPTIONS: ReadonlyArray<SelectOption<Metal>> = [
	{ value: 'copper', label: 'Copper (UK tables are copper)' },
]
