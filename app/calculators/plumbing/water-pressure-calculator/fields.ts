import type { RadioOption } from '#app/components/form/radio-group.tsx'
import type { SelectOption } from '#app/components/form/select-field.tsx'
import type { PressureNumberField, PressureUnit, WaterPressureMode } from './schema.ts'

export const PRESSURE_MODE_OPTIONS: ReadonlyArray<RadioOption<WaterPressureMode>> = [
	{ value: 'pressure', label: 'Pressure from height' },
	{ value: 'height', label: 'Height from pressure' },
	{ value: 'loss', label: 'Pressure loss along a pipe' },
]

export const PRESSURE_UNIT_OPTIONS: ReadonlyArray<SelectOption<PressureUnit>> = [
	{ value: 'bar', label: 'bar' },
	{ value: 'kPa', label: 'kPa' },
]

export const PRESSURE_FIELD_LABELS: Record<PressureNumberField, string> = {
	head: 'Height of water (head)',
	pressure: 'Pressure',
	inletPressure: 'Inlet (supply) pressure',
	flowRate: 'Flow rate',
	hazenC: 'Hazen-Williams C',
	pipeLength: 'Pipe length',
	elbows90: '90° elbows',
	elbows45: '45° elbows',
	teesRun: 'Tees (flow through run)',
	teesBranch: 'Tees (flow through branch)',
	valves: 'Valves (gate/ball, open)',
	otherLength: 'Other equivalent length',
	outletHeight: 'Outlet height above inlet',
}

/** Arrow-key steps; any value within the bounds is valid, counts whole. */
export function pressureFieldStep(field: PressureNumberField) {
	if (field === 'inletPressure' || field === 'pressure') return 0.1
	return field === 'head' || field.endsWith('Length') || field === 'outletHeight' ? 0.1 : 1
}

export const PRESSURE_FIELD_HELP: Partial<Record<PressureNumberField, string>> = {
	hazenC: 'From the pipe type; 100 for old or galvanised steel',
	otherLength: 'Globe and check valves, meters: their equivalent length',
	outletHeight: 'Negative when the outlet is lower than the inlet',
}

export const WATER_PRESSURE_TIPS = [
	'Each 10 m of height is about 1 bar (each 2.31 ft, 1 psi): a loft tank 3 m above a shower gives only about 0.3 bar.',
	'Measure the supply pressure with the taps shut (static) and flowing (dynamic); size against the flowing figure.',
	'Hazen-Williams suits cold and warm water (about 4–25 °C / 40–75 °F, LMNO) in full pipes; for very hot water or other fluids use Darcy-Weisbach.',
]
