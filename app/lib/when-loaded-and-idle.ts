/**
 * Runs `callback` once the page has loaded and the main thread is idle, so it costs no blocking
 * time. Returns a function that cancels it.
 */
export function whenLoadedAndIdle(callback: () => void) {
	let cancelled = false
	const run = () => {
		if (!cancelled) callback()
	}
	// Safari has no requestIdleCallback.
	const schedule = () =>
		window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000)
	if (document.readyState === 'complete') schedule()
	else window.addEventListener('load', schedule, { once: true })
	return () => {
		cancelled = true
		window.removeEventListener('load', schedule)
	}
}
