/**
 * The header's count of the project's estimates, on every page.
 *
 *   PROJECT_KEY, PROJECT_CHANGED
 *   subscribeToProject(onChange): () => void     this tab's changes and other tabs'
 *   useProjectCount(): number                    0 while pre-rendered and hydrating
 */
import { useSyncExternalStore } from 'react'

export const PROJECT_KEY = 'calcwright:project'
/** Fired on this page when the project changes; other tabs hear the 'storage' event. */
export const PROJECT_CHANGED = 'calcwright:project-changed'

/** Calls back when the project changes, here or in another tab. */
export function subscribeToProject(onChange: () => void) {
	window.addEventListener(PROJECT_CHANGED, onChange)
	window.addEventListener('storage', onChange)
	return () => {
		window.removeEventListener(PROJECT_CHANGED, onChange)
		window.removeEventListener('storage', onChange)
	}
}

/**
 * The estimates stored, less anything plainly not one. The full check (valibot and the schema) stays
 * off the pages that show only this count: /project and every write to the project set aside what it
 * refuses, and the count follows (decision 072).
 */
function countEntries() {
	try {
		const stored: unknown = JSON.parse(window.localStorage.getItem(PROJECT_KEY) ?? '[]')
		if (!Array.isArray(stored)) return 0
		return stored.filter((entry) => typeof (entry as { id?: unknown } | null)?.id === 'string').length
	} catch {
		return 0
	}
}

/** How many estimates /project lists; 0 while the page is pre-rendered and hydrating. */
export function useProjectCount() {
	return useSyncExternalStore(subscribeToProject, countEntries, () => 0)
}
