import { ResultToolsUnavailable } from '#app/components/results/result-tools-unavailable.tsx'
import { lazyView } from './lazy-view.tsx'

/**
 * The tools that serve only a result (working, prices, project, CSV, text, print, Copy link, Share)
 * are not part of the page's first load (decisions 071, 077): the calculator fetches them once the page
 * is idle after hydrating, and again on Calculate if that failed. The service worker precaches their
 * chunk too, so a page opened offline has them; if the connection dropped first, the results still
 * show, with a note.
 */
export const LazyResultTools = lazyView(() => import('./result-tools.tsx'), 'ResultTools', ResultToolsUnavailable)

/** Starts fetching the result tools; a failure shows up where they render (ResultToolsUnavailable). */
export function preloadResultTools() {
	return LazyResultTools.preload()
}
