import { useCallback, useState } from 'react'
import { useCalculationFlow } from '#app/components/calculator/use-calculation-flow.ts'
import type { UnitSelection } from '#app/components/form/unit-system-field.tsx'
import { computeTile, TileInputError } from './compute.ts'
import { fieldNameOf, incompleteEntriesMessage, withUnit } from './fields.ts'
import { TileForm } from './form.tsx'
import { TileResults } from './results.tsx'
import {
	FIRST_SURFACE_ID,
	readTileValues,
	TILE_DEFAULTS,
	type TileInput,
	type TileSubmission,
	type TileValues,
} from './schema.ts'

/** Why a valid form cannot be calculated yet: seed 000 §8's alert first, then entries with one length only. */
function submitProblem(submission: Extract<TileSubmission, { ok: true }>) {
	try {
		computeTile(submission.input)
	} catch (error) {
		if (error instanceof TileInputError) return error.message
		throw error
	}
	return submission.incomplete.length > 0 ? incompleteEntriesMessage(submission.incomplete) : null
}

export function TileCalculator() {
	const [values, setValues] = useState<TileValues>(TILE_DEFAULTS)
	// Set by a Calculate that could not go ahead; the alert then says why until it is put right.
	const [hasAttempted, setHasAttempted] = useState(false)
	const [focusEntryId, setFocusEntryId] = useState<string | null>(null)
	const flow = useCalculationFlow<TileInput>()
	const onChange = useCallback((patch: Partial<TileValues>) => setValues((previous) => ({ ...previous, ...patch })), [])
	const onUnitChange = useCallback(
		(selection: UnitSelection) => setValues((previous) => withUnit(previous, selection)),
		[],
	)

	if (flow.phase === 'results' && flow.submitted) {
		return (
			<TileResults
				input={flow.submitted}
				result={computeTile(flow.submitted)}
				onStartNew={() => {
					// Seed 000 §4: one surface 'Wall 1', no obstructions, 300 × 300 mm; the unit and wastage choice stay.
					setValues((previous) => ({
						...TILE_DEFAULTS,
						unit: previous.unit,
						metricUnit: previous.metricUnit,
						includeWastage: previous.includeWastage,
					}))
					setFocusEntryId(FIRST_SURFACE_ID)
					setHasAttempted(false)
					flow.startNew()
				}}
			/>
		)
	}

	const submission = readTileValues(values)
	const issues = submission.ok ? [] : submission.issues
	const tileSizeError = (key: 'tileLength' | 'tileWidth') => issues.find((issue) => issue.path[0] === key)?.message
	const firstIssue = issues[0]
	const fitErrors = issues
		.filter((issue) => issue.path[0] === 'obstructions')
		.map((issue) => `${values.obstructions[Number(issue.path[1])]?.id}:${issue.message}`)
		.join('\n')

	return (
		<TileForm
			values={values}
			tileSizeErrors={{ tileLength: tileSizeError('tileLength'), tileWidth: tileSizeError('tileWidth') }}
			fitErrors={fitErrors}
			invalidFieldName={firstIssue ? (fieldNameOf(values, firstIssue.path) ?? 'the highlighted fields') : null}
			alert={hasAttempted && submission.ok ? submitProblem(submission) : null}
			isCalculating={flow.isCalculating}
			focusEntryId={focusEntryId}
			onChange={onChange}
			onUnitChange={onUnitChange}
			onSubmit={() => {
				if (!submission.ok) return
				const problem = submitProblem(submission)
				setHasAttempted(problem !== null)
				if (problem !== null) return
				flow.submit(submission.input)
			}}
		/>
	)
}
