import * as v from 'valibot'
import { decimal, hiddenField } from '#app/lib/number-input.ts'
import { convertTyped, valuesForNewUnit } from '#app/lib/unit-change.ts'
import { M3H_PER_LS, type UnitSystem } from '#app/lib/units.ts'
import {
	METRIC_AIRFLOW_UNITS,
	type MetricAirflowUnit,
	SIZE_UNITS,
	SIZING_METHODS,
	type SizingMethod,
} from './options.ts'

export type DuctValues = {
	unit: UnitSystem
	airflow: string
	/** The select beside Airflow in metric: L/s or m³/h (imperial is CFM). */
	airflowUnit: MetricAirflowUnit
	method: SizingMethod
	friction: string
	velocity: string
	hasRectangular: boolean
	fixedSide: string
}

type Bounds = { min: number; max: number; unit: string }

/**
 * Each field's default and bounds, per unit (airflow per metric unit too): docs/calculators/duct-size-calculator.md §2.
 */
const AIRFLOW: Record<'ls' | 'm3h' | 'cfm', Bounds & { default: string }> = {
	ls: { default: '100', min: 0.5, max: 25_000, unit: 'L/s' },
	m3h: { default: '360', min: 1.8, max: 90_000, unit: 'm³/h' },
	cfm: { default: '400', min: 1, max: 50_000, unit: 'CFM' },
}

const FIELDS: Record<UnitSystem, Record<'friction' | 'velocity' | 'fixedSide', Bounds & { default: string }>> = {
	metric: {
		friction: { default: '0.8', min: 0.1, max: 8, unit: 'Pa/m' },
		velocity: { default: '3.5', min: 0.5, max: 20, unit: 'm/s' },
		fixedSide: { default: '200', min: 75, max: 2000, unit: SIZE_UNITS.metric },
	},
	imperial: {
		friction: { default: '0.1', min: 0.01, max: 1, unit: 'in. w.c./100 ft' },
		velocity: { default: '700', min: 100, max: 4000, unit: 'fpm' },
		fixedSide: { default: '8', min: 3, max: 60, unit: SIZE_UNITS.imperial },
	},
}

/** The airflow field's bounds and unit: CFM in imperial, the chosen L/s or m³/h in metric. */
export function airflowBounds(values: Pick<DuctValues, 'unit' | 'airflowUnit'>) {
	return AIRFLOW[values.unit === 'imperial' ? 'cfm' : values.airflowUnit]
}

export function ductFieldBounds(unit: UnitSystem) {
	return FIELDS[unit]
}

/** The form before anything is typed, in a unit system: the spec's defaults (metric airflow in L/s). */
export function ductDefaults(unit: UnitSystem): DuctValues {
	const fields = FIELDS[unit]
	return {
		unit,
		airflow: AIRFLOW[unit === 'imperial' ? 'cfm' : 'ls'].default,
		airflowUnit: 'ls',
		method: 'friction',
		friction: fields.friction.default,
		velocity: fields.velocity.default,
		hasRectangular: false,
		fixedSide: fields.fixedSide.default,
	}
}

export const DUCT_DEFAULTS = ductDefaults('metric')

/**
 * The airflow, the chosen method's rate, and the fixed side when a rectangular duct is asked for;
 * the other method's field and a fixed side not asked for are hidden and not validated.
 */
export function createDuctSchema(values: Pick<DuctValues, 'unit' | 'airflowUnit' | 'method' | 'hasRectangular'>) {
	const fields = FIELDS[values.unit]
	const field = ({ min, max, unit }: Bounds) => decimal({ min, max, unit })
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		airflow: field(airflowBounds(values)),
		airflowUnit: v.picklist(METRIC_AIRFLOW_UNITS),
		method: v.picklist(SIZING_METHODS),
		friction: values.method === 'friction' ? field(fields.friction) : hiddenField(0),
		velocity: values.method === 'velocity' ? field(fields.velocity) : hiddenField(0),
		hasRectangular: v.boolean(),
		fixedSide: values.hasRectangular ? field(fields.fixedSide) : hiddenField(0),
	})
}

/**
 * Airflow in CFM (imperial) or the chosen L/s or m³/h (metric); friction in in. w.c./100 ft or Pa/m;
 * velocity in fpm or m/s; the fixed side in inches or mm; a hidden field is 0.
 */
export type DuctInput = v.InferOutput<ReturnType<typeof createDuctSchema>>

/**
 * A unit change (decision 036): the airflow unit select converts the airflow typed beside it (×3.6 or ÷3.6,
 * docs/calculators/duct-size-calculator.md §2); the unit system starts the numbers again from the new system's defaults
 * and keeps the method and the rectangular choice.
 */
export function ductValuesForUnits(values: DuctValues, selection: Partial<DuctValues>): DuctValues {
	if (selection.airflowUnit && selection.airflowUnit !== values.airflowUnit) {
		const toLs = selection.airflowUnit === 'ls'
		const convert = (flow: number) => (toLs ? flow / M3H_PER_LS : flow * M3H_PER_LS)
		return { ...values, airflowUnit: selection.airflowUnit, airflow: convertTyped(values.airflow, convert) }
	}
	if (!selection.unit || selection.unit === values.unit) return values
	return valuesForNewUnit(ductDefaults(selection.unit), values, selection, ['method', 'hasRectangular'])
}
