/**
 * The tools that serve only a result (working, prices, project, CSV, text, print, Copy link, Share)
 * load when the first Calculate starts, not with the page (decision 070; issue #30 takes this
 * further). The service worker precaches their chunk, so offline use is unchanged.
 */
export function loadResultTools() {
	return import('./result-tools.tsx').then(({ ResultTools }) => ({ default: ResultTools }))
}
