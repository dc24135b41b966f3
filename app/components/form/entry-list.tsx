import { Plus, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { type Entry, removeEntry, updateEntry } from '#app/lib/entries.ts'
import styles from './fields.module.css'

type AddAction<T extends Entry> = { label: string; create: (entries: ReadonlyArray<T>) => T }

/**
 * A repeatable list of named entries: add buttons, an editable name, and a remove button shown
 * only while more than `minEntries` exist. `renderFields` draws the entry's own inputs.
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
	renderFields: (entry: T, update: (patch: Partial<T>) => void) => ReactNode
}) {
	return (
		<fieldset className={styles.fieldset}>
			<legend className={styles.label}>{legend}</legend>
			{entries.length === 0 && emptyMessage ? <p className={styles.help}>{emptyMessage}</p> : null}
			<ul className={styles.entries}>
				{entries.map((entry) => (
					<li key={entry.id} className={styles.entry}>
						<div className={styles.entryHeader}>
							<label className={styles.entryName}>
								<span className="visually-hidden">{`${entry.name} Name`}</span>
								<input
									type="text"
									value={entry.name}
									maxLength={60}
									onChange={(event) => onEntriesChange(updateEntry(entries, entry.id, { name: event.target.value } as Partial<T>))}
								/>
							</label>
							{entries.length > minEntries ? (
								<button
									type="button"
									className={styles.remove}
									onClick={() => onEntriesChange(removeEntry(entries, entry.id, minEntries))}
								>
									<X aria-hidden="true" size={18} />
									<span className="visually-hidden">{`Remove ${entry.name}`}</span>
								</button>
							) : null}
						</div>
						<div className={styles.entryFields}>
							{renderFields(entry, (patch) => onEntriesChange(updateEntry(entries, entry.id, patch)))}
						</div>
					</li>
				))}
			</ul>
			<div className={styles.addActions}>
				{addActions.map((action) => (
					<button
						key={action.label}
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
