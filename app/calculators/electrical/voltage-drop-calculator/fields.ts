import type { SelectOption } from '#app/components/form/select-field.tsx'
import { ukSizeName } from '#app/calculators/electrical/shared/bs7671-tables.ts'
import { US_CONDUCTORS } from '#app/calculators/electrical/shared/nec-tables.ts'
import type { Limit } from './schema.ts'

/** The inputs' labels (docs/calculators/voltage-drop-calculator.md §2). */
export const VOLTAGE_DROP_LABELS = {
	usSize: 'Conductor size',
	material: 'Material',
	cableType: 'Cable type',
	ukSize: 'Cable size',
	current: 'Load current',
	limit: 'Limit for headline',
} as const

export const US_SIZE_OPTIONS: ReadonlyArray<SelectOption<string>> = US_CONDUCTORS.map(({ size }) => ({
	value: size,
	label: size,
}))

export function ukSizeOptions(sizes: ReadonlyArray<string>): ReadonlyArray<SelectOption<string>> {
	return sizes.map((size) => ({ value: size, label: ukSizeName(size) }))
}

export const LIMIT_OPTIONS: ReadonlyArray<SelectOption<Limit>> = [
	{ value: '3', label: '3 %' },
	{ value: '5', label: '5 %' },
]

export const VOLTAGE_DROP_TIPS = [
	'The NEC’s 3 % (branch) / 5 % (feeder + branch) figures are recommendations in informational notes (210.19, 215.2); BS 7671 Appendix 4 gives 3 % for lighting and 5 % for other uses from a public supply. Add feeder and final-circuit drops for the total.',
	'The same load at double the voltage draws half the current, so the percentage drop falls to a quarter: run long loads at 240 V rather than 120 V where the equipment allows.',
	'US figures use DC resistance at 75 °C, UK figures the tabulated values at 70 °C; large AC conductors (1/0 AWG, 25 mm² and up) at low power factor can drop a little more because of reactance.',
]

export const SUPPLY_WARNING =
	'The voltage drop equals or exceeds the supply voltage: use a larger conductor or a shorter run.'
