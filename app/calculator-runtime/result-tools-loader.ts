import { lazy } from 'react'
import { ResultToolsUnavailable } from '#app/components/results/result-tools-unavailable.tsx'

/**
 * The tools that serve only a result (working, prices, project, CSV, text, print, Copy link, Share)
 * are not part of the page's first load (decision 071; issue #30 takes this further): the calculator
 * fetches them once the page is idle after hydrating, and again on Calculate if that failed. The
 * service worker precaches their chunk too, so a page opened offline has them.
 */
export function loadResultTools() {
	return import('./result-tools.tsx')
}

/** Starts fetching the result tools; a failure shows up where they render (ResultToolsUnavailable). */
export function preloadResultTools() {
	loadResultTools().catch(() => undefined)
}

// Fetched after the page is idle; if the connection dropped first, the results still show, with a note.
export const LazyResultTools = lazy(() =>
	loadResultTools().then(
		({ ResultTools }) => ({ default: ResultTools }),
		() => ({ default: ResultToolsUnavailable }),
	),
)
