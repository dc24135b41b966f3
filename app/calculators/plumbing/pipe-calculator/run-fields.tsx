import { entryTextField } from '#app/calculator-runtime/bind.ts'
import type { AddAction, EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { PipeFields } from '#app/calculators/plumbing/shared/pipe-fields.tsx'
import { createEntryId, nextEntryName } from '#app/lib/entries.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { pipeCalculatorDefaults, type PipeRunValues, RUN_BOUNDS } from './schema.ts'

export type RunContext = { unit: UnitSystem }

/** 'Add run': the pipe of the last run (or the default), its length still to measure. */
function addRun(unit: UnitSystem): ReadonlyArray<AddAction<PipeRunValues>> {
	return [
		{
			label: 'Add run',
			create: (runs) =>
				({
					...(runs.at(-1) ?? pipeCalculatorDefaults(unit).runs[0]),
					id: createEntryId('run'),
					name: nextEntryName(runs, 'Run'),
					length: '',
				}) as PipeRunValues,
		},
	]
}

export const RUN_ACTIONS: Record<UnitSystem, ReadonlyArray<AddAction<PipeRunValues>>> = {
	metric: addRun('metric'),
	imperial: addRun('imperial'),
}

/** One run: its pipe (type, then size or custom diameter) and length; accessible names carry the run's name. */
export function RunFields(props: EntryFieldsProps<PipeRunValues, RunContext>) {
	const { unit } = props.context
	const bounds = RUN_BOUNDS[unit]
	return (
		<>
			<PipeFields
				values={props.entry}
				errors={props.errors}
				onChange={props.update}
				system={unit}
				context={props.label}
			/>
			<NumberField
				label="Length"
				context={props.label}
				unit={bounds.unit}
				{...entryTextField(props, 'length')}
				min={bounds.min}
				max={bounds.max}
				step={unit === 'metric' ? 0.1 : 1}
				focusOnStartNew={props.isFirst}
			/>
		</>
	)
}
