import * as v from 'valibot'
import { valuesForNewUnit } from '#app/lib/unit-change.ts'
import { useState } from 'react'
import { useCalculationFlow } from '#app/components/calculator/use-calculation-flow.ts'
import { fieldErrors } from '#app/lib/number-input.ts'
import { computeDeckBoards } from './compute.ts'
import type { DeckFieldName } from './fields.ts'
import { DeckForm } from './form.tsx'
import { DeckResults } from './results.tsx'
import { createDeckSchema, DECK_DEFAULTS, DECK_LENGTH_FIELDS, type DeckInput, type DeckValues } from './schema.ts'

/** Numbers of the fields that parse on their own, for the converted hints. */
function parseEachField(values: DeckValues) {
	const schema = createDeckSchema(values)
	const parsed: Partial<DeckInput> = {}
	for (const field of DECK_LENGTH_FIELDS) {
		const result = v.safeParse(schema.entries[field], values[field])
		if (result.success) parsed[field] = result.output
	}
	return parsed
}

export function DeckBoardCalculator() {
	const [values, setValues] = useState<DeckValues>(DECK_DEFAULTS)
	const [hasStartedNew, setHasStartedNew] = useState(false)
	const flow = useCalculationFlow<DeckInput>()
	const validation = v.safeParse(createDeckSchema(values), values)

	if (flow.phase === 'results' && flow.submitted) {
		return (
			<DeckResults
				input={flow.submitted}
				result={computeDeckBoards(flow.submitted)}
				onStartNew={() => {
					setValues(DECK_DEFAULTS)
					setHasStartedNew(true)
					flow.startNew()
				}}
			/>
		)
	}

	return (
		<DeckForm
			values={values}
			parsed={parseEachField(values)}
			errors={fieldErrors(validation)}
			isCalculating={flow.isCalculating}
			focusFirstField={hasStartedNew}
			onFieldChange={(field: DeckFieldName, value) => setValues((previous) => ({ ...previous, [field]: value }))}
			// Seed 000 §4: a unit change clears the measurements (and so their hints); the waste percentage stays.
			onUnitChange={(selection) =>
				setValues((previous) => valuesForNewUnit(DECK_DEFAULTS, previous, selection, ['wastePercentage']))
			}
			onSubmit={() => {
				if (validation.success) flow.submit(validation.output)
			}}
		/>
	)
}
