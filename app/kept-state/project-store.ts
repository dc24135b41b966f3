import { PROJECT_CHANGED, PROJECT_KEY } from './project-count.ts'
import type { ProjectEntry } from '#app/estimate/project.ts'

/** Most estimates a project keeps. */
export const MAX_ENTRIES = 100

/** The project as stored: a string, so React can tell when it changed. */
export function storedProject() {
	try {
		return window.localStorage.getItem(PROJECT_KEY) ?? '[]'
	} catch {
		return '[]'
	}
}

/** Saves the list and tells the header's count; false when storage is off or full. */
export function saveProject(entries: ReadonlyArray<unknown>) {
	try {
		if (entries.length) window.localStorage.setItem(PROJECT_KEY, JSON.stringify(entries))
		else window.localStorage.removeItem(PROJECT_KEY)
		window.dispatchEvent(new Event(PROJECT_CHANGED))
		return true
	} catch {
		return false
	}
}

/**
 * Adds an estimate to the list on this device. The list is checked where it is read (the project page),
 * so a calculator page need not carry the checking code.
 */
export function addToProject(entry: ProjectEntry) {
	let entries: unknown
	try {
		entries = JSON.parse(storedProject())
	} catch {
		entries = []
	}
	const list = Array.isArray(entries) ? entries : []
	return list.length < MAX_ENTRIES && saveProject([...list, entry])
}
