import * as v from 'valibot'
import { useCalculatorState } from '#app/components/calculator/use-calculator-state.ts'
import { fieldErrors } from '#app/lib/number-input.ts'
import { computeGrassSeed } from './compute.ts'
import { GrassSeedForm } from './form.tsx'
import { GrassSeedResults } from './results.tsx'
import {
	createGrassSeedSchema,
	GRASS_SEED_DEFAULTS,
	type GrassSeedInput,
	type GrassSeedValues,
	resetGrassSeedValues,
} from './schema.ts'

export function GrassSeedCalculator() {
	const { values, flow, hasStartedNew, update, startNew } = useCalculatorState<GrassSeedValues, GrassSeedInput>(
		GRASS_SEED_DEFAULTS,
	)
	const validation = v.safeParse(createGrassSeedSchema(values), values)

	if (flow.phase === 'results' && flow.submitted) {
		return (
			<GrassSeedResults
				input={flow.submitted}
				result={computeGrassSeed(flow.submitted)}
				onStartNew={() => startNew(resetGrassSeedValues)}
			/>
		)
	}

	return (
		<GrassSeedForm
			values={values}
			errors={fieldErrors(validation)}
			isCalculating={flow.isCalculating}
			focusFirstField={hasStartedNew}
			onChange={update}
			onSubmit={() => {
				if (validation.success) flow.submit({ ...validation.output, isOverseeding: values.isOverseeding })
			}}
		/>
	)
}
