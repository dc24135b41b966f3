import type { Entry } from '#app/lib/entries.ts'
import type { FieldsOf } from './entry-actions.ts'
import type { EntryFieldsProps } from './entry-list.tsx'
import { NumberField } from './number-field.tsx'

/** A value of a field's declaration, or a function of the list's context (the unit, say). */
type OfContext<TContext, TValue> = TValue | ((context: TContext) => TValue)

/** The keys of an entry whose values are text. */
type EntryTextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string

/** One number field of an entry, as data. Its accessible name carries the entry's name: 'Wall 2' + 'Height'. */
export type EntryNumberSpec<T extends Entry, TContext> = {
	key: EntryTextKey<T>
	label: OfContext<TContext, string>
	unit?: OfContext<TContext, string | undefined>
	min?: number
	max?: number
	step?: number
	help?: string
	/** The first entry's field that takes focus after 'Start New Calculation'. */
	focusOnStartNew?: boolean
}

/** The unit of a list's lengths, 'm' or 'ft', handed to every entry in the context. */
export function contextUnit({ unit }: { unit: string }) {
	return unit
}

function ofContext<TContext, TValue>(value: OfContext<TContext, TValue>, context: TContext) {
	return typeof value === 'function' ? (value as (context: TContext) => TValue)(context) : value
}

/** An entry's number fields drawn from their declarations, for a Fields component that adds more of its own. */
export function EntryNumberFields<T extends Entry, TContext>({
	fields,
	...props
}: EntryFieldsProps<T, TContext> & { fields: ReadonlyArray<EntryNumberSpec<T, TContext>> }) {
	return fields.map((field) => (
		<NumberField
			key={field.key}
			label={ofContext(field.label, props.context)}
			context={props.label}
			unit={field.unit === undefined ? undefined : ofContext(field.unit, props.context)}
			value={props.entry[field.key] as string}
			onValueChange={(value) => props.update({ [field.key]: value } as Partial<T>)}
			error={props.errors[field.key]}
			min={field.min}
			max={field.max}
			step={field.step}
			help={field.help}
			focusOnStartNew={field.focusOnStartNew === true && props.isFirst}
		/>
	))
}

/** An EntryList's Fields made of number fields only; call it once, at module level. */
export function numberFields<T extends Entry, TContext>(
	fields: ReadonlyArray<EntryNumberSpec<T, TContext>>,
): FieldsOf<T, TContext> {
	return function NumberFields(props: EntryFieldsProps<T, TContext>) {
		return <EntryNumberFields {...props} fields={fields} />
	}
}
