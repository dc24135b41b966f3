import * as v from 'valibot'
import { useCalculatorState } from '#app/components/calculator/use-calculator-state.ts'
import type { LayerInput, LayerMaterial, LayerResult } from './compute.ts'
import { createLayerSchema, layerDefaults, type LayerValues, resetLayerValues, toLayerInput } from './schema.ts'
import { fieldErrors } from '#app/lib/number-input.ts'
import { MaterialLayerForm } from './form.tsx'
import { MaterialLayerResults } from './results.tsx'

/**
 * Topsoil, mulch and gravel: one calculator, three materials. The material is data; `compute` is
 * the calculator's own pure function (it applies that material's densities and bag rules).
 */
export function MaterialLayerCalculator<TType extends string>({
	material,
	compute,
}: {
	material: LayerMaterial<TType>
	compute: (input: LayerInput<TType>) => LayerResult
}) {
	const { values, flow, hasStartedNew, update, startNew } = useCalculatorState<LayerValues<TType>, LayerInput<TType>>(
		() => layerDefaults(material),
	)
	const validation = v.safeParse(createLayerSchema(values, material), values)

	if (flow.phase === 'results' && flow.submitted) {
		return (
			<MaterialLayerResults
				material={material}
				input={flow.submitted}
				result={compute(flow.submitted)}
				onStartNew={() => startNew(resetLayerValues)}
			/>
		)
	}

	return (
		<MaterialLayerForm
			material={material}
			values={values}
			errors={fieldErrors(validation)}
			isCalculating={flow.isCalculating}
			focusFirstField={hasStartedNew}
			onChange={update}
			onSubmit={() => {
				if (validation.success) flow.submit(toLayerInput(validation.output, values))
			}}
		/>
	)
}
