import { entryTextField, type TextKey } from '#app/calculator-runtime/bind.ts'
import type { EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import type { Entry } from '#app/lib/entries.ts'
import { lengthHint } from '#app/lib/length-hint.ts'
import type { FinishLengthUnit } from './entries.ts'

/**
 * What the length fields of every wall, surface and opening share, as an EntryList context of
 * primitives: the unit, the arrow-key step, and whether the converted value shows under the field
 * (primer and wallpaper; paint shows none: §2 of their docs/calculators/ files).
 */
export type LengthContext = { unit: FinishLengthUnit; step: number; hints: boolean }

/**
 * entryTextField for the entries of these lists, whose second size is a type parameter ('height' or
 * 'width'): TextKey cannot be worked out for a generic entry, so the key is any key of the entry.
 */
export function entryField<T extends Entry, TContext>(props: EntryFieldsProps<T, TContext>, name: keyof T & string) {
	return entryTextField(props, name as TextKey<T>)
}

/** A length of one entry, to spread onto a NumberField: value, change handler, error, unit, step and hint. */
export function lengthField<T extends Entry, TContext extends LengthContext>(
	props: EntryFieldsProps<T, TContext>,
	name: keyof T & string,
) {
	const { unit, step, hints } = props.context
	return {
		...entryField(props, name),
		unit,
		min: 0,
		step,
		hint: hints ? (value: number) => lengthHint(value, unit, 'cm') : undefined,
	}
}
