import { Plus, X } from '#app/components/icons.tsx'
import {
	type ComponentType,
	memo,
	type ReactNode,
	useCallback,
	useEffect,
	useId,
	useLayoutEffect,
	useMemo,
	useRef,
} from 'react'
import { type Entry, entryLabel, removeEntry, updateEntry } from '#app/lib/entries.ts'
import type { FieldErrors } from '#app/lib/number-input.ts'
import { MAX_ENTRIES } from '#app/kept-state/address.ts'
import styles from './fields.module.css'

export type AddAction<T extends Entry> = { label: string; create: (entries: ReadonlyArray<T>) => T }

/** What an entry's own fields get: the entry, a way to change it, its name, its errors and the list's context. */
export type EntryFieldsProps<T extends Entry, TContext> = {
	entry: T
	update: (patch: Partial<T>) => void
	/** The entry's name for accessible names ('Wall 2'), or the list name and position while it is blank. */
	label: string
	/** This entry's errors, by path below it: 'length', 'openings.0.width'. */
	errors: FieldErrors
	/** The first entry: its first field takes focus after 'Start New Calculation'. */
	isFirst: boolean
	/** What every entry's fields need from the form (the unit, say). Compared field by field. */
	context: TContext
}

const NO_ERRORS: FieldErrors = {}

function shallowEqual(a: object, b: object) {
	if (a === b) return true
	const aKeys = Object.keys(a)
	return (
		aKeys.length === Object.keys(b).length &&
		aKeys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
	)
}

/** Each entry's errors, keyed below the entry ('walls.2.height' → entry 2, 'height'), in one pass. */
function errorsByEntry(errors: FieldErrors, errorPath: string) {
	const byIndex = new Map<number, FieldErrors>()
	const prefix = `${errorPath}.`
	for (const [path, message] of Object.entries(errors)) {
		if (!path.startsWith(prefix)) continue
		const rest = path.slice(prefix.length)
		const dot = rest.indexOf('.')
		const index = Number(dot === -1 ? rest : rest.slice(0, dot))
		const entryErrors = byIndex.get(index) ?? {}
		entryErrors[dot === -1 ? '' : rest.slice(dot + 1)] = message
		byIndex.set(index, entryErrors)
	}
	return byIndex
}

function nameInputIdOf(listId: string, entryId: string) {
	return `${listId}-${entryId}-name`
}

type EntryRowProps<T extends Entry, TContext> = {
	entry: T
	label: string
	nameInputId: string
	canRemove: boolean
	isFirst: boolean
	errors: FieldErrors
	context: TContext
	onUpdate: (id: string, patch: Partial<T>) => void
	onRemove: (id: string) => void
	Fields: ComponentType<EntryFieldsProps<T, TContext>>
}

function areRowPropsEqual<T extends Entry, TContext>(
	before: EntryRowProps<T, TContext>,
	after: EntryRowProps<T, TContext>,
) {
	return (
		before.entry === after.entry &&
		before.label === after.label &&
		before.canRemove === after.canRemove &&
		before.isFirst === after.isFirst &&
		before.Fields === after.Fields &&
		before.nameInputId === after.nameInputId &&
		shallowEqual(before.errors, after.errors) &&
		shallowEqual(before.context as object, after.context as object)
	)
}

/**
 * One entry. Memoised: while another entry is edited its props compare equal, so typing in one of
 * two hundred entries re-renders only that one.
 */
const EntryRow = memo(function EntryRow<T extends Entry, TContext>({
	entry,
	label,
	nameInputId,
	canRemove,
	isFirst,
	errors,
	context,
	onUpdate,
	onRemove,
	Fields,
}: EntryRowProps<T, TContext>) {
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
						<X size={18} />
						<span className="visually-hidden">{`Remove ${label}`}</span>
					</button>
				) : null}
			</div>
			<div className={styles.entryFields}>
				<Fields entry={entry} update={update} label={label} errors={errors} isFirst={isFirst} context={context} />
			</div>
		</li>
	)
}, areRowPropsEqual) as <T extends Entry, TContext>(props: EntryRowProps<T, TContext>) => ReactNode

/**
 * A repeatable list of named entries: add buttons, an editable name, and a remove button shown
 * only while more than `minEntries` exist. `Fields` (a component declared once, outside any other)
 * draws each entry's own inputs with its label, its errors (from `errors` under `errorPath`) and
 * `context`.
 */
export function EntryList<T extends Entry, TContext extends object = Record<string, never>>({
	legend,
	entries,
	onEntriesChange,
	addActions,
	minEntries = 0,
	emptyMessage,
	errors = NO_ERRORS,
	errorPath = '',
	Fields,
	context = {} as TContext,
}: {
	legend: string
	entries: ReadonlyArray<T>
	onEntriesChange: (entries: ReadonlyArray<T>) => void
	addActions: ReadonlyArray<AddAction<T>>
	minEntries?: number
	emptyMessage?: string
	/** The form's errors; each entry gets those under `${errorPath}.${index}`. */
	errors?: FieldErrors
	errorPath?: string
	Fields: ComponentType<EntryFieldsProps<T, TContext>>
	context?: TContext
}) {
	const listId = useId()
	const entryErrors = useMemo(() => errorsByEntry(errors, errorPath), [errors, errorPath])
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
					<EntryRow<T, TContext>
						key={entry.id}
						entry={entry}
						label={entryLabel(entry, legend, index)}
						nameInputId={nameInputIdOf(listId, entry.id)}
						canRemove={entries.length > minEntries}
						isFirst={index === 0}
						errors={entryErrors.get(index) ?? NO_ERRORS}
						context={context}
						onUpdate={update}
						onRemove={remove}
						Fields={Fields}
					/>
				))}
			</ul>
			{/* As many as a link, a draft and the project keep (decision 070). */}
			{entries.length >= MAX_ENTRIES ? <p className={styles.help}>{`At most ${MAX_ENTRIES} in one list.`}</p> : null}
			<div className={styles.addActions}>
				{addActions.map((action, index) => (
					<button
						key={action.label}
						ref={index === 0 ? firstAddButton : undefined}
						type="button"
						className="button button--secondary"
						disabled={entries.length >= MAX_ENTRIES}
						onClick={() => onEntriesChange([...entries, action.create(entries)])}
					>
						<Plus size={18} />
						{action.label}
					</button>
				))}
			</div>
		</fieldset>
	)
}
