/**
 * Code that serves only a calculation's extras (the drawings, decision 078) waits here for the first Calculate, or a
 * link that opens results, rather than loading when the page is idle: a page that is only looked at never fetches
 * it. Calculate's 500 ms 'Calculating...' leaves time to fetch it before the results show.
 */
const waiting = new Set<() => void>()
let hasCalculated = false

/** Runs `load` at the first calculation, or at once when one has happened (a results view loaded after it). */
export function loadOnCalculate(load: () => void) {
	if (hasCalculated) load()
	else waiting.add(load)
}

/** A calculation started: what waits for one starts loading. */
export function calculationStarted() {
	hasCalculated = true
	for (const load of waiting) load()
	waiting.clear()
}
