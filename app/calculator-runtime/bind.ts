import type { EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import type { Entry } from '#app/lib/entries.ts'
import type { FieldErrors } from '#app/lib/number-input.ts'
import type { FormProps } from './define-calculator.ts'

/** The keys of an object whose values are text. */
export type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string

/** What a text field binds to: a calculator's form, or a part of it a family's fields are given. */
export type Bindable<T> = { values: T; errors: FieldErrors; update: (patch: Partial<T>) => void }

/** `path`: where the field's error is, when it is not its name ('ceiling.length'). */
function bind<T>({ values, errors, update }: Bindable<T>, name: TextKey<T>, path: string = name) {
	return {
		value: values[name] as string,
		onValueChange: (value: string) => update({ [name]: value } as Partial<T>),
		error: errors[path],
	}
}

/** A text field of a calculator's form: its value, change handler and error, to spread onto a NumberField. */
export function textField<TValues>(form: Bindable<TValues>, name: TextKey<TValues>) {
	return bind(form, name)
}

/** A text field of one entry of a list (EntryList's Fields). */
export function entryTextField<T extends Entry, TContext>(fields: EntryFieldsProps<T, TContext>, name: TextKey<T>) {
	return bind({ values: fields.entry, errors: fields.errors, update: fields.update }, name)
}

/** The keys of an object whose values are objects: sections of a form (the drywall ceiling, the rebar grid). */
export type SectionKey<T> = { [K in keyof T]: T[K] extends object ? K : never }[keyof T] & string

/** A text field of a section of a calculator's form ('ceiling' → 'length'): its error is at 'ceiling.length'. */
export function sectionTextField<TValues, TSection extends SectionKey<TValues>>(
	form: FormProps<TValues>,
	section: TSection,
	name: TextKey<TValues[TSection]>,
) {
	const values = form.values[section]
	const update = (patch: Partial<TValues[TSection]>) =>
		form.update({ [section]: { ...values, ...patch } } as Partial<TValues>)
	return bind({ values, errors: form.errors, update }, name, `${section}.${name}`)
}

/** The keys of an object whose values are lists of entries. */
export type ListKey<T> = { [K in keyof T]: T[K] extends ReadonlyArray<Entry> ? K : never }[keyof T] & string

type EntryOf<TList> = TList extends ReadonlyArray<infer TEntry extends Entry> ? TEntry : never

/** A list of a calculator's form, to spread onto an EntryList: its entries, change handler and errors. */
export function listField<TValues, TKey extends ListKey<TValues>>(form: FormProps<TValues>, name: TKey) {
	type TEntry = EntryOf<TValues[TKey]>
	return {
		entries: form.values[name] as ReadonlyArray<TEntry>,
		onEntriesChange: (entries: ReadonlyArray<TEntry>) =>
			form.update({ [name]: entries } as unknown as Partial<TValues>),
		errors: form.errors,
		errorPath: name as string,
	}
}
