import { useSyncExternalStore } from 'react'

function subscribe() {
	return () => {}
}

/**
 * False while rendering the pre-rendered HTML and during hydration, true afterwards. Pages that
 * depend on the query string read it only once hydrated, so hydration matches the static HTML.
 */
export function useHydrated() {
	return useSyncExternalStore(
		subscribe,
		() => true,
		() => false,
	)
}
