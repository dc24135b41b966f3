/**
 * The project list on this device (decision 072): read and written here only, in any Storage-like
 * object (localStorage unless told). Every call reads what is stored now, so another tab's changes
 * count; none throws. Entries are read one by one (project-entries.ts): what cannot be read is moved,
 * as it was, under a key of its own, where it stays until the person discards it.
 *
 *   loadProject(storage?): { entries, unreadable, setAside }     unreadable: still in the list
 *   storedProject(storage?): string                              what is stored, to tell a change
 *   addToProject(estimate: unknown, storage?, newId?): { added: true } | { added: false; message }
 *   relabelEntry(id, label, storage?): boolean
 *   removeEntry(id, storage?): ProjectEntry | null               the entry removed
 *   importEntries(shared, storage?, newId?): ImportResult | null null: not saved
 *   setAsideUnreadable(storage?): boolean
 *   discardSetAside(storage?): number                            how many were discarded
 */
import { PROJECT_CHANGED, PROJECT_KEY } from './project-count.ts'
import {
	contentOf,
	MAX_ENTRIES,
	MAX_FIGURES,
	type ProjectEntry,
	readEntries,
	readEntry,
	readSharedEntry,
	type SharedEntry,
} from './project-entries.ts'
import { deviceStorage as browserStorage, readItem, type StorageLike } from './storage.ts'

/** What could not be read of the project, as it was: a list. */
export const SET_ASIDE_KEY = 'calcwright:project-set-aside'

const NO_STORAGE: StorageLike = {
	getItem: () => null,
	setItem: () => {
		throw new Error('No storage on this device')
	},
	removeItem: () => {},
}

/** This browser's localStorage, or none where it is switched off (or on the server). */
function deviceStorage(): StorageLike {
	return browserStorage() ?? NO_STORAGE
}

/** A stored value: its JSON, the text itself when it is not JSON, undefined when there is none. */
function parseStored(text: string | null): unknown {
	if (text === null) return undefined
	try {
		return JSON.parse(text) as unknown
	} catch {
		return text
	}
}

function setAsideList(storage: StorageLike): unknown[] {
	const stored = parseStored(readItem(storage, SET_ASIDE_KEY))
	if (stored === undefined) return []
	return Array.isArray(stored) ? stored : [stored]
}

function readStored(storage: StorageLike) {
	return readEntries(parseStored(readItem(storage, PROJECT_KEY)))
}

function announceChange() {
	if (typeof window !== 'undefined') window.dispatchEvent(new Event(PROJECT_CHANGED))
}

/**
 * Saves the list, moving what could not be read of the stored one aside first. When the set-aside
 * cannot be written, those items stay in the list, unread: nothing is lost without the person's say.
 */
function save(storage: StorageLike, entries: ReadonlyArray<ProjectEntry>, unreadable: ReadonlyArray<unknown>) {
	const asideBefore = readItem(storage, SET_ASIDE_KEY)
	let kept = unreadable
	try {
		if (unreadable.length) {
			storage.setItem(SET_ASIDE_KEY, JSON.stringify([...setAsideList(storage), ...unreadable]))
			kept = []
		}
	} catch {
		// Full: they stay where they are.
	}
	try {
		const list = [...entries, ...kept]
		if (list.length) storage.setItem(PROJECT_KEY, JSON.stringify(list))
		else storage.removeItem(PROJECT_KEY)
	} catch {
		try {
			if (kept !== unreadable) {
				if (asideBefore === null) storage.removeItem(SET_ASIDE_KEY)
				else storage.setItem(SET_ASIDE_KEY, asideBefore)
			}
		} catch {
			// Both copies stay: a duplicate in the set-aside, never a loss.
		}
		return false
	}
	announceChange()
	return true
}

export function loadProject(storage = deviceStorage()) {
	const { entries, unreadable } = readStored(storage)
	return { entries, unreadable: unreadable.length, setAside: setAsideList(storage).length }
}

export function storedProject(storage = deviceStorage()) {
	return `${readItem(storage, PROJECT_KEY) ?? ''}\n${readItem(storage, SET_ASIDE_KEY) ?? ''}`
}

export type AddResult = { added: true } | { added: false; message: string }

/**
 * Adds an estimate with a fresh id, checked as it will be read: one that could not be read back is
 * refused, saying why. It keeps its first MAX_FIGURES figures, where the results' headline ones are.
 */
export function addToProject(
	candidate: unknown,
	storage = deviceStorage(),
	newId: () => string = () => crypto.randomUUID(),
): AddResult {
	const { figures } = (candidate ?? {}) as { figures?: unknown }
	const estimate = readSharedEntry(
		Array.isArray(figures) ? { ...(candidate as object), figures: figures.slice(0, MAX_FIGURES) } : candidate,
	)
	if (!estimate) {
		return {
			added: false,
			message: 'Not added: this estimate is larger than a project keeps. Download CSV or Copy link keeps it instead.',
		}
	}
	const { entries, unreadable } = readStored(storage)
	if (entries.length >= MAX_ENTRIES) {
		return {
			added: false,
			message: `Not added: a project keeps at most ${MAX_ENTRIES} estimates. Remove one on the Project page first.`,
		}
	}
	return save(storage, [...entries, { ...estimate, id: newId() }], unreadable)
		? { added: true }
		: { added: false, message: 'Not added: this browser’s storage is off or full.' }
}

export function relabelEntry(id: string, label: string, storage = deviceStorage()) {
	const { entries, unreadable } = readStored(storage)
	const index = entries.findIndex((entry) => entry.id === id)
	const relabelled = readEntry({ ...entries[index], label })
	if (!relabelled) return false
	return save(
		storage,
		entries.map((entry, at) => (at === index ? relabelled : entry)),
		unreadable,
	)
}

export function removeEntry(id: string, storage = deviceStorage()) {
	const { entries, unreadable } = readStored(storage)
	const removed = entries.find((entry) => entry.id === id)
	if (!removed) return null
	return save(
		storage,
		entries.filter((entry) => entry !== removed),
		unreadable,
	)
		? removed
		: null
}

export type ImportResult = { added: number; alreadyThere: number; didNotFit: number }

/** Adds a shared project's estimates, each with an id of its own, leaving out those already here (by content). */
export function importEntries(
	shared: ReadonlyArray<SharedEntry>,
	storage = deviceStorage(),
	newId: () => string = () => crypto.randomUUID(),
): ImportResult | null {
	const { entries, unreadable } = readStored(storage)
	// A multiset: two alike estimates in the link match two alike here, not one.
	const here = new Map<string, number>()
	for (const entry of entries) here.set(contentOf(entry), (here.get(contentOf(entry)) ?? 0) + 1)
	const added: ProjectEntry[] = []
	let alreadyThere = 0
	for (const entry of shared) {
		const content = contentOf(entry)
		const matches = here.get(content) ?? 0
		if (matches > 0) {
			here.set(content, matches - 1)
			alreadyThere += 1
		} else added.push({ ...entry, id: newId() })
	}
	const fitting = added.slice(0, Math.max(0, MAX_ENTRIES - entries.length))
	const result = { added: fitting.length, alreadyThere, didNotFit: added.length - fitting.length }
	return fitting.length === 0 || save(storage, [...entries, ...fitting], unreadable) ? result : null
}

/** Moves what cannot be read of the stored list under SET_ASIDE_KEY; false when nothing was moved. */
export function setAsideUnreadable(storage = deviceStorage()) {
	const { entries, unreadable } = readStored(storage)
	return unreadable.length > 0 && save(storage, entries, unreadable)
}

export function discardSetAside(storage = deviceStorage()) {
	const count = setAsideList(storage).length
	try {
		storage.removeItem(SET_ASIDE_KEY)
	} catch {
		return 0
	}
	announceChange()
	return count
}
