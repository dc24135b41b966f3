/**
 * The header's count of the project's estimates: what /project lists, read by project-store.ts. That
 * reader (valibot and the schema) is not on every page: it loads once there is a stored project.
 *
 *   PROJECT_KEY, PROJECT_CHANGED
 *   subscribeToProject(onChange): () => void     this tab's changes and other tabs'
 *   useProjectCount(): number                    0 while pre-rendered, hydrating or loading the reader
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

function storedText() {
	try {
		return window.localStorage.getItem(PROJECT_KEY)
	} catch {
		return null
	}
}

let countListed: (() => number) | null = null
let isLoading = false

function loadReaderIfNeeded() {
	if (countListed || isLoading || !storedText()) return
	isLoading = true
	import('./project-store.ts').then(
		({ loadProject }) => {
			countListed = () => loadProject().entries.length
			window.dispatchEvent(new Event(PROJECT_CHANGED))
		},
		() => {
			isLoading = false
		},
	)
}

function subscribeToCount(onChange: () => void) {
	loadReaderIfNeeded()
	return subscribeToProject(() => {
		loadReaderIfNeeded()
		onChange()
	})
}

let counted = { text: '', count: 0 }

function countEntries() {
	const text = storedText()
	if (!text || !countListed) return 0
	if (counted.text !== text) counted = { text, count: countListed() }
	return counted.count
}

/** How many estimates /project lists; 0 while the page is pre-rendered and hydrating. */
export function useProjectCount() {
	return useSyncExternalStore(subscribeToCount, countEntries, () => 0)
}
