import { entryTextField } from '#app/calculator-runtime/bind.ts'
import type { AddAction, EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { createEntryId, nextEntryName } from '#app/lib/entries.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { sizeOptions } from './fields.ts'
import { rebarUnits } from './options.ts'
import type { RebarEntryValues } from './schema.ts'

/** What every entry's fields need from the form: the unit system, for the sizes and the length unit. */
export type EntryContext = { unit: UnitSystem }

export const ENTRY_ACTIONS: ReadonlyArray<AddAction<RebarEntryValues>> = [
	{
		label: 'Add Rebar Size',
		create: (entries) => ({
			id: createEntryId('rebar'),
			name: nextEntryName(entries, 'Rebar'),
			size: '',
			quantity: '',
			length: '',
		}),
	},
]

/** One individual entry: size, quantity and length. */
export function RebarEntryFields(props: EntryFieldsProps<RebarEntryValues, EntryContext>) {
	const { unit } = props.context
	return (
		<>
			<SelectField
				label="Size"
				context={props.label}
				options={sizeOptions(unit)}
				value={props.entry.size}
				onValueChange={(size) => props.update({ size })}
				placeholder="Select size"
			/>
			<NumberField
				label="Quantity"
				context={props.label}
				{...entryTextField(props, 'quantity')}
				min={1}
				step={1}
				focusOnStartNew={props.isFirst}
			/>
			<NumberField
				label="Length"
				context={props.label}
				unit={rebarUnits(unit).length}
				{...entryTextField(props, 'length')}
				min={0.1}
				step={0.1}
			/>
		</>
	)
}
