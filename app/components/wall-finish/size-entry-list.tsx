import type { ReactNode } from 'react'
import { EntryList } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { type Entry, nextEntryName } from '#app/lib/entries.ts'
import type { FieldErrors } from '#app/lib/number-input.ts'
import { readHint } from './length-hint.ts'

/** One numeric field of every entry: 'Length', 'Height', 'Coats'. */
export type SizeField<TKey extends string> = {
	key: TKey
	label: string
	unit?: string
	step: number
	min?: number
	max?: number
	/** Converted value under the field, e.g. '= 240 cm'; shown only while the text is a number. */
	hint?: (value: number) => string
}

/**
 * The walls, surfaces or openings of a wall-finish calculator: a named entry list whose entries
 * hold the same numeric fields. Errors are looked up as `${errorPath}.${index}.${key}` (valibot paths)
 * and shown only once the field is not empty.
 */
export function SizeEntryList<TKey extends string, TEntry extends Entry & Record<TKey, string>>({
	legend,
	prefix,
	addLabel,
	entries,
	onEntriesChange,
	createEntry,
	fields,
	errors,
	errorPath,
	minEntries,
	emptyMessage,
	focusFirstField = false,
	renderExtra,
}: {
	legend: string
	/** New entries are named `${prefix} N`. */
	prefix: string
	addLabel: string
	entries: ReadonlyArray<TEntry>
	onEntriesChange: (entries: ReadonlyArray<TEntry>) => void
	createEntry: (name: string) => TEntry
	fields: ReadonlyArray<SizeField<TKey>>
	errors: FieldErrors
	errorPath: string
	minEntries?: number
	emptyMessage?: string
	focusFirstField?: boolean
	renderExtra?: (entry: TEntry, update: (patch: Partial<TEntry>) => void, label: string, index: number) => ReactNode
}) {
	return (
		<EntryList<TEntry>
			legend={legend}
			entries={entries}
			onEntriesChange={onEntriesChange}
			addActions={[{ label: addLabel, create: (current) => createEntry(nextEntryName(current, prefix)) }]}
			minEntries={minEntries}
			emptyMessage={emptyMessage}
			renderFields={(entry, update, label) => {
				const index = entries.indexOf(entry)
				return (
					<>
						{fields.map((field, fieldIndex) => {
							const text = entry[field.key]
							const error = text.trim() === '' ? undefined : errors[`${errorPath}.${index}.${field.key}`]
							return (
								<NumberField
									key={field.key}
									label={field.label}
									context={label}
									unit={field.unit}
									value={text}
									onValueChange={(value) => update({ [field.key]: value } as Partial<TEntry>)}
									min={field.min ?? 0}
									max={field.max}
									step={field.step}
									hint={error || !field.hint ? undefined : readHint(text, field.hint)}
									error={error}
									// Focus returns here after 'Start New Calculation'.
									// eslint-disable-next-line jsx-a11y/no-autofocus
									autoFocus={focusFirstField && index === 0 && fieldIndex === 0}
								/>
							)
						})}
						{renderExtra?.(entry, update, label, index)}
					</>
				)
			}}
		/>
	)
}
