import { EntryList } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { PlaceholderSelectField } from '#app/components/form/placeholder-select-field.tsx'
import { createEntryId, nextEntryName } from '#app/lib/entries.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { sizeOptions } from './fields.ts'
import { rebarUnits } from './options.ts'
import type { RebarEntryValues } from './schema.ts'

/** Individual pieces: size, quantity and length per entry; 'Add Rebar Size'; remove while more than one. */
export function IndividualFields({
	unit,
	entries,
	errorFor,
	focusFirstField,
	onEntriesChange,
}: {
	unit: UnitSystem
	entries: ReadonlyArray<RebarEntryValues>
	/** The visible error of an entry's field, e.g. '0.quantity'. */
	errorFor: (path: string) => string | undefined
	focusFirstField: boolean
	onEntriesChange: (entries: ReadonlyArray<RebarEntryValues>) => void
}) {
	const options = sizeOptions(unit)
	const { length } = rebarUnits(unit)
	return (
		<EntryList<RebarEntryValues>
			legend="Rebar Specifications"
			entries={entries}
			onEntriesChange={onEntriesChange}
			minEntries={1}
			addActions={[
				{
					label: 'Add Rebar Size',
					create: (current) => ({
						id: createEntryId('rebar'),
						name: nextEntryName(current, 'Rebar'),
						size: '',
						quantity: '',
						length: '',
					}),
				},
			]}
			renderFields={(entry, update, label) => {
				const index = entries.indexOf(entry)
				return (
					<>
						<PlaceholderSelectField
							label="Size"
							context={label}
							options={options}
							value={entry.size}
							onValueChange={(size) => update({ size })}
							placeholder="Select size"
						/>
						<NumberField
							label="Quantity"
							context={label}
							value={entry.quantity}
							onValueChange={(quantity) => update({ quantity })}
							min={1}
							step={1}
							error={errorFor(`${index}.quantity`)}
							// Focus returns here after 'Start New Calculation'.
							// eslint-disable-next-line jsx-a11y/no-autofocus
							autoFocus={focusFirstField && index === 0}
						/>
						<NumberField
							label="Length"
							context={label}
							unit={length}
							value={entry.length}
							onValueChange={(value) => update({ length: value })}
							min={0.1}
							step={0.1}
							error={errorFor(`${index}.length`)}
						/>
					</>
				)
			}}
		/>
	)
}
