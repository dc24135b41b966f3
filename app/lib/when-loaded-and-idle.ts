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

/**
 * Runs `loads` one after another, each once the page has loaded and the main thread is idle, so that fetching and
 * compiling one chunk is its own short task instead of all of them making one long one. Returns a function that
 * cancels what has not started.
 */
export function loadEachWhenIdle(loads: ReadonlyArray<(() => Promise<unknown>) | undefined>) {
	let isCancelled = false
	let cancelNext = () => {}
	const loadFrom = (index: number) => {
		if (isCancelled || index >= loads.length) return
		cancelNext = whenLoadedAndIdle(() => {
			void Promise.resolve(loads[index]?.())
				.catch(() => undefined)
				.then(() => loadFrom(index + 1))
		})
	}
	loadFrom(0)
	return () => {
		isCancelled = true
		cancelNext()
	}
}
