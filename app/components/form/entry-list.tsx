import { Plus, X } from 'lucide-react'
import { memo, type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react'
import { type Entry, entryLabel, removeEntry, updateEntry } from '#app/lib/entries.ts'
import styles from './fields.module.css'

type AddAction<T extends Entry> = { label: string; create: (entries: ReadonlyArray<T>) => T }

type RenderFields<T extends Entry> = (entry: T, update: (patch: Partial<T>) => void, label: string) => ReactNode

function nameInputIdOf(listId: string, entryId: string) {
	return `${listId}-${entryId}-name`
}

type EntryRowProps<T extends Entry> = {
	entry: T
	label: string
	nameInputId: string
	canRemove: boolean
	onUpdate: (id: string, patch: Partial<T>) => void
	onRemove: (id: string) => void
	renderFields: RenderFields<T>
}

/**
 * One entry. Memoised: its props stay the same object while another entry is edited, so typing
 * in one of a hundred entries re-renders only that one (pass a stable `renderFields`).
 */
const EntryRow = memo(function EntryRow<T extends Entry>({
	entry,
	label,
	nameInputId,
	canRemove,
	onUpdate,
	onRemove,
	renderFields,
}: EntryRowProps<T>) {
	const update = useCallback((patch: Partial<T>) => onUpdate(entry.id, patch), [entry.id, onUpdate])
	return (
		<li className={styles.entry}>
			<div className={styles.entryHeader}>
				<label className={styles.entryName}>
					<span className="visually-hidden">{`${label} Name`}</span>
					<input
						id={nameInputId}
						type="text"
						value={entry.name}
						maxLength={60}
						onChange={(event) => update({ name: event.target.value } as Partial<T>)}
					/>
				</label>
				{canRemove ? (
					<button type="button" className={styles.remove} onClick={() => onRemove(entry.id)}>
						<X aria-hidden="true" size={18} />
						<span className="visually-hidden">{`Remove ${label}`}</span>
					</button>
				) : null}
			</div>
			<div className={styles.entryFields}>{renderFields(entry, update, label)}</div>
		</li>
	)
}) as <T extends Entry>(props: EntryRowProps<T>) => ReactNode

/**
 * A repeatable list of named entries: add buttons, an editable name, and a remove button shown
 * only while more than `minEntries` exist. `renderFields` draws the entry's own inputs and gets the
 * entry's label (its name, or 'Surfaces 2' while the name is blank) for their accessible names.
 */
export function EntryList<T extends Entry>({
	legend,
	entries,
	onEntriesChange,
	addActions,
	minEntries = 0,
	emptyMessage,
	renderFields,
}: {
	legend: string
	entries: ReadonlyArray<T>
	onEntriesChange: (entries: ReadonlyArray<T>) => void
	addActions: ReadonlyArray<AddAction<T>>
	minEntries?: number
	emptyMessage?: string
	renderFields: RenderFields<T>
}) {
	const listId = useId()
	const firstAddButton = useRef<HTMLButtonElement>(null)
	// After a removal, focus goes to the next entry's name (or the add button) instead of the page body.
	const focusAfterRemoval = useRef<string | null>(null)
	// The rows' callbacks stay the same functions across renders and read the latest list from here.
	const latest = useRef({ entries, onEntriesChange, minEntries })
	useLayoutEffect(() => {
		latest.current = { entries, onEntriesChange, minEntries }
	})

	useEffect(() => {
		if (focusAfterRemoval.current === null) return
		const target = focusAfterRemoval.current ? document.getElementById(focusAfterRemoval.current) : null
		;(target ?? firstAddButton.current)?.focus()
		focusAfterRemoval.current = null
	})

	const update = useCallback((id: string, patch: Partial<T>) => {
		const current = latest.current
		current.onEntriesChange(updateEntry(current.entries, id, patch))
	}, [])

	const remove = useCallback(
		(id: string) => {
			const current = latest.current
			const index = current.entries.findIndex((entry) => entry.id === id)
			const remaining = removeEntry(current.entries, id, current.minEntries)
			const next = remaining[index] ?? remaining[index - 1]
			focusAfterRemoval.current = next ? nameInputIdOf(listId, next.id) : ''
			current.onEntriesChange(remaining)
		},
		[listId],
	)

	return (
		<fieldset className={styles.fieldset}>
			<legend className={styles.label}>{legend}</legend>
			{entries.length === 0 && emptyMessage ? <p className={styles.help}>{emptyMessage}</p> : null}
			<ul className={styles.entries}>
				{entries.map((entry, index) => (
					<EntryRow<T>
						key={entry.id}
						entry={entry}
						label={entryLabel(entry, legend, index)}
						nameInputId={nameInputIdOf(listId, entry.id)}
						canRemove={entries.length > minEntries}
						onUpdate={update}
						onRemove={remove}
						renderFields={renderFields}
					/>
				))}
			</ul>
			<div className={styles.addActions}>
				{addActions.map((action, index) => (
					<button
						key={action.label}
						ref={index === 0 ? firstAddButton : undefined}
						type="button"
						className="button button--secondary"
						onClick={() => onEntriesChange([...entries, action.create(entries)])}
					>
						<Plus aria-hidden="true" size={18} />
						{action.label}
					</button>
				))}
			</div>
		</fieldset>
	)
}
