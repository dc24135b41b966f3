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

function countEntries() {
	try {
		const entries: unknown = JSON.parse(window.localStorage.getItem(PROJECT_KEY) ?? '[]')
		return Array.isArray(entries) ? entries.length : 0
	} catch {
		return 0
	}
}

/** How many estimates the project holds; 0 while the page is pre-rendered and hydrating. */
export function useProjectCount() {
	return useSyncExternalStore(subscribeToProject, countEntries, () => 0)
}
