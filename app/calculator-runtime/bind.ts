import type { EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import type { Entry } from '#app/lib/entries.ts'
import type { FieldErrors } from '#app/lib/number-input.ts'
import type { FormProps } from './define-calculator.ts'

/** The keys of an object whose values are text. */
export type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string

type Bindable<T> = { values: T; errors: FieldErrors; update: (patch: Partial<T>) => void }

function bind<T>({ values, errors, update }: Bindable<T>, name: TextKey<T>) {
	return {
		value: values[name] as string,
		onValueChange: (value: string) => update({ [name]: value } as Partial<T>),
		error: errors[name],
	}
}

/** A text field of a calculator's form: its value, change handler and error, to spread onto a NumberField. */
export function textField<TValues>(form: FormProps<TValues>, name: TextKey<TValues>) {
	return bind(form, name)
}

/** A text field of one entry of a list (EntryList's Fields). */
export function entryTextField<T extends Entry, TContext>(fields: EntryFieldsProps<T, TContext>, name: TextKey<T>) {
	return bind({ values: fields.entry, errors: fields.errors, update: fields.update }, name)
}
