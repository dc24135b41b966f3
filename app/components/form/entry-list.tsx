import { Plus, X } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { type Entry, entryLabel, removeEntry, updateEntry } from '#app/lib/entries.ts'
import styles from './fields.module.css'

type AddAction<T extends Entry> = { label: string; create: (entries: ReadonlyArray<T>) => T }

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
	renderFields: (entry: T, update: (patch: Partial<T>) => void, label: string) => ReactNode
}) {
	const listId = useId()
	const firstAddButton = useRef<HTMLButtonElement>(null)
	// After a removal, focus goes to the next entry's name (or the add button) instead of the page body.
	const focusAfterRemoval = useRef<string | null>(null)
	const nameInputId = (entry: T) => `${listId}-${entry.id}-name`

	useEffect(() => {
		if (focusAfterRemoval.current === null) return
		const target = focusAfterRemoval.current ? document.getElementById(focusAfterRemoval.current) : null
		;(target ?? firstAddButton.current)?.focus()
		focusAfterRemoval.current = null
	})

	function remove(entry: T) {
		const index = entries.indexOf(entry)
		const remaining = removeEntry(entries, entry.id, minEntries)
		const next = remaining[index] ?? remaining[index - 1]
		focusAfterRemoval.current = next ? nameInputId(next) : ''
		onEntriesChange(remaining)
	}

	return (
		<fieldset className={styles.fieldset}>
			<legend className={styles.label}>{legend}</legend>
			{entries.length === 0 && emptyMessage ? <p className={styles.help}>{emptyMessage}</p> : null}
			<ul className={styles.entries}>
				{entries.map((entry, index) => {
					const label = entryLabel(entry, index, legend)
					return (
						<li key={entry.id} className={styles.entry}>
							<div className={styles.entryHeader}>
								<label className={styles.entryName}>
									<span className="visually-hidden">{`${label} Name`}</span>
									<input
										id={nameInputId(entry)}
										type="text"
										value={entry.name}
										maxLength={60}
										onChange={(event) =>
											onEntriesChange(updateEntry(entries, entry.id, { name: event.target.value } as Partial<T>))
										}
									/>
								</label>
								{entries.length > minEntries ? (
									<button type="button" className={styles.remove} onClick={() => remove(entry)}>
										<X aria-hidden="true" size={18} />
										<span className="visually-hidden">{`Remove ${label}`}</span>
									</button>
								) : null}
							</div>
							<div className={styles.entryFields}>
								{renderFields(entry, (patch) => onEntriesChange(updateEntry(entries, entry.id, patch)), label)}
							</div>
						</li>
					)
				})}
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
