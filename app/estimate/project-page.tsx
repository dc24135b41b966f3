import { Fragment, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import { subscribeToProject } from '#app/kept-state/project-count.ts'
import {
	discardSetAside,
	loadProject,
	relabelEntry,
	removeEntry,
	setAsideUnreadable,
	storedProject,
} from '#app/kept-state/project-store.ts'
import { ProjectActions } from './project-actions.tsx'
import { EntryCard } from './project-entry-card.tsx'
import { entryName, projectExport } from './project-list.ts'
import { ShoppingList } from './shopping-list.tsx'
import { useSharedProject } from './use-shared-project.ts'
import styles from './project-page.module.css'

function EmptyProject({ focusRef }: { focusRef?: React.Ref<HTMLParagraphElement> }) {
	return (
		<>
			<p ref={focusRef} tabIndex={-1}>
				No estimates yet. On a calculator’s results, press ‘Add to project’ to collect them here.
			</p>
			<p>
				<Link to="/calculators">All calculators</Link>
			</p>
		</>
	)
}

/** What could not be read of the stored project: kept apart, until the person discards it. */
function SetAsideNotice({ count, onDiscard }: { count: number; onDiscard: () => void }) {
	return (
		<div className={`${styles.notice} no-print`}>
			<p>
				{count === 1
					? '1 saved estimate could not be read and was set aside.'
					: `${count} saved estimates could not be read and were set aside.`}{' '}
				It is kept on this device until you discard it.
			</p>
			<button type="button" className="button button--secondary" onClick={onDiscard}>
				Discard them<span className="visually-hidden"> (the estimates that could not be read)</span>
			</button>
		</div>
	)
}

/**
 * The project list (issue #17): every estimate added on this device, one shopping list that adds up
 * the same product across them, its total, and the ways to take it away. A 'Share project' link
 * carries the whole list; opening it adds the list to this device's.
 */
export function ProjectPage() {
	// Null while pre-rendered and hydrating: the list is this device's.
	const stored = useSyncExternalStore(
		subscribeToProject,
		() => storedProject(),
		() => null,
	)
	const project = useMemo(() => (stored === null ? null : loadProject()), [stored])
	const [status, setStatus] = useState('')
	const focusAfter = useRef<{ index: number; removedId: string } | null>(null)
	const listRef = useRef<HTMLOListElement>(null)
	const emptyRef = useRef<HTMLParagraphElement>(null)
	useSharedProject(setStatus)

	// What cannot be read is moved under its own key, so the list itself holds only estimates.
	useEffect(() => {
		if (project?.unreadable) setAsideUnreadable()
	}, [project])

	// After a Remove, focus goes to the estimate now in its place, the one before it, or the empty state.
	useEffect(() => {
		const after = focusAfter.current
		if (!after || project?.entries.some((entry) => entry.id === after.removedId)) return
		const headings = listRef.current?.querySelectorAll('h2') ?? []
		;(headings[Math.min(after.index, headings.length - 1)] ?? emptyRef.current)?.focus()
		focusAfter.current = null
	}, [project])

	const exported = useMemo(() => projectExport(project?.entries ?? []), [project])

	function remove(id: string, index: number) {
		focusAfter.current = { index, removedId: id }
		const removed = removeEntry(id)
		if (removed) return setStatus(`Removed ${entryName(removed, index + 1)}`)
		focusAfter.current = null
		setStatus('Could not save: this browser’s storage is off or full')
	}

	function discard() {
		focusAfter.current = { index: 0, removedId: '' }
		const count = discardSetAside()
		setStatus(`Discarded ${count} unreadable ${count === 1 ? 'estimate' : 'estimates'}`)
	}

	let content: React.ReactNode
	// Pre-rendered, the list is unknown: the empty state holds its place unseen, so nothing below
	// it moves when the list or the empty state appears (Lighthouse counted the footer's jump).
	if (!project) {
		content = (
			<div className={styles.pending} inert>
				<EmptyProject />
			</div>
		)
	} else {
		const { entries } = project
		const setAside = project.unreadable + project.setAside
		content = (
			<>
				{setAside ? <SetAsideNotice count={setAside} onDiscard={discard} /> : null}
				{entries.length ? (
					<>
						<ol ref={listRef} className={styles.entries} aria-label="Estimates">
							{entries.map((entry, index) => (
								<EntryCard
									key={entry.id}
									entry={entry}
									number={index + 1}
									onLabel={(label) => {
										if (!relabelEntry(entry.id, label)) setStatus('Could not save the label')
									}}
									onRemove={() => remove(entry.id, index)}
								/>
							))}
						</ol>
						{exported.list.lines.length ? (
							<ShoppingList caption="Shopping list" list={exported.list} totalLabel={exported.totalLabel} />
						) : null}
						<ProjectActions entries={entries} exported={exported} onStatus={setStatus} />
					</>
				) : (
					<EmptyProject focusRef={emptyRef} />
				)}
			</>
		)
	}
	return (
		<>
			<Fragment key="content">{content}</Fragment>
			<p key="status" role="status" className="no-print">
				{status}
			</p>
		</>
	)
}
