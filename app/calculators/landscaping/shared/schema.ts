import * as v from 'valibot'
import { decimal } from '#app/lib/number-input.ts'
import { convertTyped, valuesForNewUnit } from '#app/lib/unit-change.ts'
import { type DepthUnit, depthToM, mToDepth, typedLengthUnit, type UnitSystem } from '#app/lib/units.ts'
import type { LayerMaterial } from './compute.ts'

export const LAYER_MEASUREMENTS = ['length', 'width', 'depth'] as const
export type LayerMeasurement = (typeof LAYER_MEASUREMENTS)[number]

/** What the form holds: text as typed, plus the choices. */
export type LayerValues<TType extends string> = Record<LayerMeasurement, string> & {
	unit: UnitSystem
	depthUnit: DepthUnit
	includeWastage: boolean
	materialType: TType
}

/**
 * Defaults (docs/calculators/topsoil-calculator.md §2; mulch and gravel alike): metric, depth in cm, wastage on, the
 * material's default type.
 */
export function layerDefaults<TType extends string>(material: LayerMaterial<TType>): LayerValues<TType> {
	return {
		unit: 'metric',
		depthUnit: 'cm',
		length: '',
		width: '',
		depth: '',
		includeWastage: true,
		materialType: material.defaultType,
	}
}

/**
 * docs/calculators/topsoil-calculator.md §2: 'Start New Calculation' clears the measurements and keeps unit, type and
 * toggles.
 */
export function resetLayerValues<TType extends string>(values: LayerValues<TType>): LayerValues<TType> {
	return { ...values, length: '', width: '', depth: '' }
}

/**
 * The unit system radio (length and width) follows the one unit rule: length and width start again;
 * depth has its own unit, so it stays with the type and the wastage choice.
 */
export function layerValuesForUnit<TType extends string>(
	material: LayerMaterial<TType>,
	values: LayerValues<TType>,
	unit: UnitSystem,
): LayerValues<TType> {
	return valuesForNewUnit(layerDefaults(material), values, { unit }, [
		'depthUnit',
		'depth',
		'materialType',
		'includeWastage',
	])
}

/**
 * The depth unit sits beside the one depth field, so changing it converts the typed depth
 * (docs/calculators/topsoil-calculator.md §2).
 */
export function layerValuesForDepthUnit<TType extends string>(values: LayerValues<TType>, depthUnit: DepthUnit) {
	return {
		...values,
		depthUnit,
		depth: convertTyped(values.depth, (depth) => mToDepth(depthToM(depth, values.depthUnit), depthUnit)),
	}
}

/** A change of either unit radio: the depth unit converts the depth, the unit system starts length and width again. */
export function layerValuesForUnitChange<TType extends string>(
	material: LayerMaterial<TType>,
	values: LayerValues<TType>,
	selection: Partial<Pick<LayerValues<TType>, 'unit' | 'depthUnit'>>,
): LayerValues<TType> {
	if (selection.depthUnit) return layerValuesForDepthUnit(values, selection.depthUnit)
	return selection.unit ? layerValuesForUnit(material, values, selection.unit) : values
}

/**
 * Upper bounds of the site's choosing (docs/calculators/topsoil-calculator.md §2): 1 km of length, 2 m of depth; beyond
 * that is a typo.
 */
const MAX_LENGTH: Record<UnitSystem, number> = { metric: 1000, imperial: 3280 }
const MAX_DEPTH: Record<DepthUnit, number> = { cm: 200, mm: 2000, in: 80 }

/**
 * docs/calculators/topsoil-calculator.md §2: length and width minimum 0.1, depth minimum 1 (in the units chosen);
 * all three required.
 * The steps (0.1 and 1) are arrow-key steps: a 7.5 cm mulch layer is a normal answer.
 * The output is the whole input compute takes, the wastage toggle included.
 */
export function createLayerSchema<TType extends string>(
	values: Pick<LayerValues<TType>, 'unit' | 'depthUnit'>,
	material: LayerMaterial<TType>,
) {
	const length = decimal({ min: 0.1, max: MAX_LENGTH[values.unit], unit: typedLengthUnit(values) })
	const typeIds = Object.keys(material.types) as Array<TType>
	return v.object({
		unit: v.picklist(['metric', 'imperial']),
		depthUnit: v.picklist(['in', 'cm', 'mm']),
		length,
		width: length,
		depth: decimal({ min: 1, max: MAX_DEPTH[values.depthUnit], unit: values.depthUnit }),
		includeWastage: v.boolean(),
		materialType: v.picklist(typeIds),
	})
}
