/** A new build that has installed in the background and waits for the visitor. */
export type WaitingUpdate = {
	/** Lets the waiting worker take over, then reloads the page once it controls it. */
	activate: () => void
}

/** Hands the page to the waiting worker and reloads when it has taken over (at once if none waits). */
function activateWaitingWorker(registration: ServiceWorkerRegistration) {
	// Another tab's Reload may have activated it already.
	if (!registration.waiting) return window.location.reload()
	navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
	// scripts/service-worker-source.js listens for this.
	registration.waiting.postMessage({ type: 'SKIP_WAITING' })
}

/**
 * Registers /sw.js (scripts/service-worker-source.js) and calls `onUpdate` when a new build waits,
 * whether it was found on an earlier visit or while this page is open. A first install never waits
 * (the page has no worker yet), so only updates are offered. Nothing reloads until the visitor asks.
 * A page left open, such as the installed app, looks for a new build each time it is shown again.
 */
export async function registerServiceWorker(onUpdate: (update: WaitingUpdate) => void) {
	const registration = await navigator.serviceWorker.register('/sw.js')
	const offerIfWaiting = () => {
		if (registration.waiting && navigator.serviceWorker.controller) {
			onUpdate({ activate: () => activateWaitingWorker(registration) })
		}
	}
	const watch = (worker: ServiceWorker | null) =>
		worker?.addEventListener('statechange', () => {
			if (worker.state === 'installed') offerIfWaiting()
		})
	offerIfWaiting()
	watch(registration.installing)
	registration.addEventListener('updatefound', () => watch(registration.installing))
	document.addEventListener('visibilitychange', () => {
		if (document.visibilityState === 'visible') registration.update().catch(() => {})
	})
}
