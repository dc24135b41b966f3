import type { ReactNode } from 'react'
import { createEntryId, type Entry, nextEntryName } from '#app/lib/entries.ts'
import type { AddAction, EntryFieldsProps } from './entry-list.tsx'

/** What draws one entry's fields in an EntryList: a component declared once, at module level. */
export type FieldsOf<T extends Entry, TContext> = (props: EntryFieldsProps<T, TContext>) => ReactNode

/** 'Add Wall': a blank entry named one past the highest 'Wall N' in use, with an id of its own ('wall-…'). */
export function addAction<T extends Entry>(label: string, prefix: string, blank: Omit<T, 'id' | 'name'>): AddAction<T> {
	return {
		label,
		create: (entries) =>
			({ id: createEntryId(prefix.toLowerCase()), name: nextEntryName(entries, prefix), ...blank }) as T,
	}
}

/**
 * A list of entries as data, to spread onto EntryList beside the entries, their change and errors
 * (`listField`) and the context: its legend, one 'Add <item>' button ('Wall' gives 'Add Wall' and
 * 'Wall 2') and each entry's Fields.
 */
export function entryList<T extends Entry, TContext>(
	legend: string,
	item: string,
	Fields: FieldsOf<T, TContext>,
	blank: Omit<T, 'id' | 'name'>,
	minEntries = 0,
) {
	return { legend, addActions: [addAction<T>(`Add ${item}`, item, blank)], minEntries, Fields }
}

/** The walls of a room (drywall, lumber, wallpaper): at least one, each with the Fields its calculator declares. */
export function wallList<T extends Entry, TContext>(Fields: FieldsOf<T, TContext>, blank: Omit<T, 'id' | 'name'>) {
	return entryList('Walls', 'Wall', Fields, blank, 1)
}
