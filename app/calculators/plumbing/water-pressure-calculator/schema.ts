import * as v from 'valibot'
import { NOT_ASKED, pipeEntries, type PipeValues } from '#app/calculators/plumbing/shared/pipe-schema.ts'
import { CUSTOM_HAZEN_C, DEFAULT_PIPE, findPipeFamily } from '#app/calculators/plumbing/shared/pipe-sizes.ts'
import { decimal } from '#app/lib/number-input.ts'
import { convertTyped, valuesForNewUnit } from '#app/lib/unit-change.ts'
import { KPA_PER_BAR, type UnitSystem } from '#app/lib/units.ts'

export const PRESSURE_MODES = ['pressure', 'height', 'loss'] as const
export type WaterPressureMode = (typeof PRESSURE_MODES)[number]

export const FITTINGS = ['elbows90', 'elbows45', 'teesRun', 'teesBranch', 'valves'] as const
export type Fitting = (typeof FITTINGS)[number]

export const PRESSURE_NUMBER_FIELDS = [
	'head',
	'pressure',
	'inletPressure',
	'flowRate',
	'hazenC',
	'pipeLength',
	...FITTINGS,
	'otherLength',
	'outletHeight',
] as const
export type PressureNumberField = (typeof PRESSURE_NUMBER_FIELDS)[number]

export type PressureUnit = 'bar' | 'kPa'

export type WaterPressureValues = PipeValues &
	Record<PressureNumberField, string> & {
		unit: UnitSystem
		mode: WaterPressureMode
		/** The unit of the Pressure field (metric only; imperial is psi). */
		pressureUnit: PressureUnit
	}

/** The number fields each mode asks for (the loss mode also asks for the pipe). */
export const PRESSURE_MODE_FIELDS: Record<WaterPressureMode, ReadonlyArray<PressureNumberField>> = {
	pressure: ['head'],
	height: ['pressure'],
	loss: ['inletPressure', 'flowRate', 'hazenC', 'pipeLength', ...FITTINGS, 'otherLength', 'outletHeight'],
}

type Bounds = { min: number; max: number; unit?: string; isWhole?: boolean }

const COUNT: Bounds = { min: 0, max: 100, isWhole: true }
const FITTING_BOUNDS = Object.fromEntries(FITTINGS.map((fitting) => [fitting, COUNT])) as Record<Fitting, Bounds>

/**
 * Bounds (inclusive) of docs/calculators/water-pressure-calculator.md §2: the pressure field's in bar, kPa (metric) or
 * psi.
 */
export const PRESSURE_BOUNDS: Record<UnitSystem, Record<Exclude<PressureNumberField, 'pressure'>, Bounds>> = {
	metric: {
		head: { min: 0.01, max: 1000, unit: 'm' },
		inletPressure: { min: 0.05, max: 16, unit: 'bar' },
		flowRate: { min: 0.1, max: 6000, unit: 'L/min' },
		hazenC: { min: 60, max: 160 },
		pipeLength: { min: 0.1, max: 10_000, unit: 'm' },
		...FITTING_BOUNDS,
		otherLength: { min: 0, max: 10_000, unit: 'm' },
		outletHeight: { min: -300, max: 300, unit: 'm' },
	},
	imperial: {
		head: { min: 0.03, max: 3300, unit: 'ft' },
		inletPressure: { min: 1, max: 230, unit: 'psi' },
		flowRate: { min: 0.03, max: 1500, unit: 'US gpm' },
		hazenC: { min: 60, max: 160 },
		pipeLength: { min: 0.3, max: 30_000, unit: 'ft' },
		...FITTING_BOUNDS,
		otherLength: { min: 0, max: 30_000, unit: 'ft' },
		outletHeight: { min: -1000, max: 1000, unit: 'ft' },
	},
}

const PRESSURE_FIELD_BOUNDS = {
	bar: { min: 0.001, max: 100, unit: 'bar' },
	kPa: { min: 0.1, max: 10_000, unit: 'kPa' },
	psi: { min: 0.01, max: 1500, unit: 'psi' },
}

/** The Pressure field's bounds and unit: bar or kPa (metric), psi (imperial). */
export function pressureFieldBounds(values: Pick<WaterPressureValues, 'unit' | 'pressureUnit'>) {
	return PRESSURE_FIELD_BOUNDS[values.unit === 'metric' ? values.pressureUnit : 'psi']
}

export function fieldBounds(values: Pick<WaterPressureValues, 'unit' | 'pressureUnit'>, field: PressureNumberField) {
	return field === 'pressure' ? pressureFieldBounds(values) : PRESSURE_BOUNDS[values.unit][field]
}

/**
 * A pipe type's Hazen-Williams C from the pipe table (docs/calculators/pipe-calculator.md §2); a custom pipe's starts
 * at 140.
 */
export function hazenCFor(pipeType: string) {
	return String(findPipeFamily(pipeType)?.hazenC ?? CUSTOM_HAZEN_C)
}

const DEFAULT_NUMBERS: Record<UnitSystem, Record<Exclude<PressureNumberField, 'hazenC' | Fitting>, string>> = {
	metric: {
		head: '10',
		pressure: '3',
		inletPressure: '3',
		flowRate: '20',
		pipeLength: '20',
		otherLength: '0',
		outletHeight: '3',
	},
	imperial: {
		head: '33',
		pressure: '45',
		inletPressure: '50',
		flowRate: '5',
		pipeLength: '60',
		otherLength: '0',
		outletHeight: '10',
	},
}

/**
 * Defaults of a unit system (docs/calculators/water-pressure-calculator.md §2): pressure from height; the loss mode's
 * pipe UK copper 22 mm or US copper type L 3/4".
 */
export function waterPressureDefaults(unit: UnitSystem): WaterPressureValues {
	return {
		unit,
		mode: 'pressure',
		pressureUnit: 'bar',
		...DEFAULT_PIPE[unit],
		customDiameter: unit === 'metric' ? '20' : '0.75',
		hazenC: hazenCFor(DEFAULT_PIPE[unit].pipeType),
		...DEFAULT_NUMBERS[unit],
		elbows90: '4',
		elbows45: '0',
		teesRun: '1',
		teesBranch: '1',
		valves: '1',
	}
}

export const WATER_PRESSURE_DEFAULTS = waterPressureDefaults('metric')

/**
 * A unit change: the bar / kPa select converts the typed pressure (docs/calculators/water-pressure-calculator.md §2);
 * the unit system gives that system's defaults in the same mode (docs/decisions/059-plumbing-choices.md).
 */
export function waterPressureValuesForUnit(
	values: WaterPressureValues,
	selection: Partial<WaterPressureValues>,
): WaterPressureValues {
	const { pressureUnit } = selection
	if (pressureUnit && pressureUnit !== values.pressureUnit) {
		const convert = (value: number) => (pressureUnit === 'kPa' ? value * KPA_PER_BAR : value / KPA_PER_BAR)
		return { ...values, pressureUnit, pressure: convertTyped(values.pressure, convert) }
	}
	return valuesForNewUnit(waterPressureDefaults(selection.unit ?? values.unit), values, selection, ['mode'])
}

/**
 * Only the mode's fields are validated (docs/calculators/water-pressure-calculator.md §2); the others are read as 0.
 */
export function createWaterPressureSchema(
	values: Pick<WaterPressureValues, 'unit' | 'mode' | 'pressureUnit' | 'pipeType'>,
) {
	const asked = PRESSURE_MODE_FIELDS[values.mode] ?? []
	const number = (field: PressureNumberField) =>
		asked.includes(field) ? decimal({ ...fieldBounds(values, field) }) : NOT_ASKED
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		mode: v.picklist(PRESSURE_MODES),
		pressureUnit: v.picklist(['bar', 'kPa']),
		...pipeEntries(values.pipeType, values.unit, values.mode === 'loss' ? 'pipe' : 'nothing'),
		...(Object.fromEntries(PRESSURE_NUMBER_FIELDS.map((field) => [field, number(field)])) as Record<
			PressureNumberField,
			ReturnType<typeof number>
		>),
	})
}

/** In the chosen system: m, bar or kPa, L/min (metric); ft, psi, US gpm (imperial); unasked fields are 0. */
export type WaterPressureInput = v.InferOutput<ReturnType<typeof createWaterPressureSchema>>
