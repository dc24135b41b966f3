import { defineCalculator } from '#app/calculator-runtime/define-calculator.ts'
import { lazyResults } from '#app/calculator-runtime/lazy-results.tsx'
import type { CalculatorId } from '#app/catalogue/calculators.ts'
import type { EstimatedLayer, LayerInput, LayerMaterial } from './compute.ts'
import { materialLayerForm } from './form.tsx'
import { createLayerSchema, layerDefaults, layerValuesForUnitChange, resetLayerValues } from './schema.ts'

/**
 * Topsoil, mulch and gravel: one calculator, three materials. The material is data; `compute` is
 * the calculator's own pure function (it applies that material's densities and bag rules).
 */
export function materialLayerCalculator<TType extends string>({
	id,
	material,
	compute,
}: {
	id: CalculatorId
	material: LayerMaterial<TType>
	compute: (input: LayerInput<TType>) => EstimatedLayer
}) {
	return defineCalculator({
		id,
		defaults: layerDefaults(material),
		schema: (values) => createLayerSchema(values, material),
		compute,
		reset: {
			startNew: resetLayerValues,
			unitChange: (values, selection) => layerValuesForUnitChange(material, values, selection),
		},
		messages: { empty: 'Fill in length, width and depth to calculate.' },
		Form: materialLayerForm(material),
		Results: lazyResults(
			() => import('./results.tsx').then((module) => ({ Results: module.materialLayerResults(material) })),
			'Results',
		),
	})
}
