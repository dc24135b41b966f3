import { listField } from '#app/calculator-runtime/bind.ts'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { EntryList } from '#app/components/form/entry-list.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { MODE_OPTIONS, UNIT_OPTIONS } from './fields.ts'
import { GridFields } from './grid-fields.tsx'
import { ENTRY_ACTIONS, RebarEntryFields } from './individual-fields.tsx'
import { OptionsFields } from './options-fields.tsx'
import type { RebarValues } from './schema.ts'

export function RebarForm(form: FormProps<RebarValues>) {
	const { values, update } = form
	return (
		<>
			<RadioGroup
				legend="Units"
				options={UNIT_OPTIONS}
				value={values.unit}
				onValueChange={(unit) => form.changeUnit({ unit })}
			/>
			{/* Switching mode keeps what was typed in the other mode, so switching back loses nothing. */}
			<RadioGroup
				legend="Calculation Mode"
				options={MODE_OPTIONS}
				value={values.mode}
				onValueChange={(mode) => update({ mode })}
			/>
			{values.mode === 'individual' ? (
				// Individual pieces: 'Add Rebar Size'; an entry can be removed while more than one exists.
				<EntryList
					legend="Rebar Specifications"
					{...listField(form, 'entries')}
					addActions={ENTRY_ACTIONS}
					minEntries={1}
					Fields={RebarEntryFields}
					context={{ unit: values.unit }}
				/>
			) : (
				<GridFields {...form} />
			)}
			<OptionsFields {...form} />
		</>
	)
}
