import { PROJECT_CHANGED, PROJECT_KEY } from './project-count.ts'
import { MAX_ENTRIES, type ProjectEntry, readProject } from './project.ts'

/** The project list on this device (localStorage); nothing leaves it but a link the person shares. */
export function loadProject(): ProjectEntry[] {
	try {
		return readProject(JSON.parse(window.localStorage.getItem(PROJECT_KEY) ?? '[]'))
	} catch {
		return []
	}
}

/** Saves the list and tells the header's count; false when storage is off or full. */
export function saveProject(entries: ReadonlyArray<ProjectEntry>) {
	try {
		if (entries.length) window.localStorage.setItem(PROJECT_KEY, JSON.stringify(entries))
		else window.localStorage.removeItem(PROJECT_KEY)
		window.dispatchEvent(new Event(PROJECT_CHANGED))
		return true
	} catch {
		return false
	}
}

export function addToProject(entry: ProjectEntry) {
	const entries = loadProject()
	return entries.length < MAX_ENTRIES && saveProject([...entries, entry])
}
