/**
 * `load`, fetched at most once: callers share the one fetch and its result. A failed fetch (no connection yet) is
 * forgotten, so the next call tries again.
 */
export function fetchOnce<T>(load: () => Promise<T>): () => Promise<T> {
	let loading: Promise<T> | undefined
	return () =>
		(loading ??= load().catch((error: unknown) => {
			loading = undefined
			throw error
		}))
}
