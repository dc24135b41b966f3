/**
 * The header's count of the project's estimates: what /project lists, read by project-store.ts. That
 * reader (valibot and the schema) is not on every page: it loads once there is a stored project.
 *
 *   PROJECT_KEY, PROJECT_CHANGED
 *   subscribeToProject(onChange): () => void     this tab's changes and other tabs'
 *   useProjectCount(): number                    0 while pre-rendered, hydrating or loading the reader
 */
import { useSyncExternalStore } from 'react'
import type * as ProjectStore from './project-store.ts'

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

let store: typeof ProjectStore | undefined

function countEntries() {
	if (store) return store.loadProject().entries.length
	try {
		// The reader loads once there is a project to count; its change event then counts it.
		if (window.localStorage.getItem(PROJECT_KEY)) {
			import('./project-store.ts').then(
				(loaded) => {
					store = loaded
					window.dispatchEvent(new Event(PROJECT_CHANGED))
				},
				() => {},
			)
		}
	} catch {
		// Storage switched off: nothing to count.
	}
	return 0
}

/** How many estimates /project lists; 0 while the page is pre-rendered and hydrating. */
export function useProjectCount() {
	return useSyncExternalStore(subscribeToProject, countEntries, () => 0)
}
