import { useState } from 'react'
import { useCalculationFlow } from '#app/components/calculator/use-calculation-flow.ts'
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
	const [values, setValues] = useState<GrassSeedValues>(GRASS_SEED_DEFAULTS)
	const [hasStartedNew, setHasStartedNew] = useState(false)
	const flow = useCalculationFlow<GrassSeedInput>()
	const validation = createGrassSeedSchema(values).safeParse(values)

	if (flow.phase === 'results' && flow.submitted) {
		return (
			<GrassSeedResults
				input={flow.submitted}
				result={computeGrassSeed(flow.submitted)}
				onStartNew={() => {
					setValues(resetGrassSeedValues)
					setHasStartedNew(true)
					flow.startNew()
				}}
			/>
		)
	}

	return (
		<GrassSeedForm
			values={values}
			errors={fieldErrors(validation)}
			isCalculating={flow.isCalculating}
			focusFirstField={hasStartedNew}
			onChange={(patch) => setValues((previous) => ({ ...previous, ...patch }))}
			onSubmit={() => {
				if (validation.success) flow.submit({ ...validation.data, isOverseeding: values.isOverseeding })
			}}
		/>
	)
}
