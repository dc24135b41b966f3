import type { FieldErrors } from '#app/lib/number-input.ts'
import type { CoatedSurfaceValues } from '#app/families/wall-finish/entries.ts'
import { type SizeField, SizeEntryList } from './size-entry-list.tsx'

const SIZE_LABELS = { height: 'Height', width: 'Width' } as const

/**
 * Paint walls and primer surfaces: a length, a height (primer: width) and a number of coats
 * each; at least one entry, the first named '{prefix} 1'.
 */
export function CoatedSurfaceList<TSize extends 'height' | 'width', TEntry extends CoatedSurfaceValues<TSize>>({
	legend,
	prefix,
	sizeKey,
	entries,
	onEntriesChange,
	createEntry,
	unit,
	step,
	hint,
	errors,
	focusFirstField,
	maxCoats,
}: {
	legend: string
	prefix: string
	sizeKey: TSize
	entries: ReadonlyArray<TEntry>
	onEntriesChange: (entries: ReadonlyArray<TEntry>) => void
	createEntry: (name: string) => TEntry
	unit: string
	step: number
	hint?: (value: number) => string
	errors: FieldErrors
	focusFirstField: boolean
	maxCoats: number
}) {
	const fields: ReadonlyArray<SizeField<'length' | 'coats' | TSize>> = [
		{ key: 'length', label: 'Length', unit, step, hint },
		{ key: sizeKey, label: SIZE_LABELS[sizeKey], unit, step, hint },
		{ key: 'coats', label: 'Coats', step: 1, min: 1, max: maxCoats },
	]
	return (
		<SizeEntryList<'length' | 'coats' | TSize, TEntry>
			legend={legend}
			prefix={prefix}
			addLabel={`Add ${prefix}`}
			entries={entries}
			onEntriesChange={onEntriesChange}
			createEntry={createEntry}
			fields={fields}
			errors={errors}
			errorPath="surfaces"
			minEntries={1}
			focusFirstField={focusFirstField}
		/>
	)
}
