import { useEffect, useState } from 'react'
import { whenLoadedAndIdle } from '#app/lib/when-loaded-and-idle.ts'
import type { WaitingUpdate } from './register-service-worker.ts'
import styles from './update-prompt.module.css'

/**
 * Registers the service worker after hydration, once the page has loaded and is idle, and says so
 * when a new version is waiting. The bar is fixed to the bottom of the window, so it moves nothing;
 * the message appears in a live region, so screen readers announce it; nothing reloads unless Reload
 * is pressed.
 */
export function UpdatePrompt() {
	const [update, setUpdate] = useState<WaitingUpdate | null>(null)

	useEffect(() => {
		if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
		// A browser that refuses the worker (private mode, a blocked origin) still has the whole site online.
		// Its code is fetched then too: no page needs it to show or calculate.
		const register = () =>
			void import('./register-service-worker.ts')
				.then(({ registerServiceWorker }) => registerServiceWorker(setUpdate))
				.catch(() => {})
		// With no connection the worker's script cannot be fetched; the next connection registers it.
		return whenLoadedAndIdle(() => {
			if (navigator.onLine) register()
			else window.addEventListener('online', register, { once: true })
		})
	}, [])

	return (
		<div className={styles.prompt} data-open={update ? 'true' : undefined}>
			{/* A live region that exists from the start, so the message is announced when it appears; the
			    status itself exists only while there is one, so the page has no empty status. */}
			<div aria-live="polite">
				{update ? (
					<p role="status" className={styles.message}>
						A new version is available.
					</p>
				) : null}
			</div>
			{update ? (
				<div className={styles.actions}>
					<button type="button" className="button" onClick={update.activate}>
						Reload
					</button>
					<button type="button" className="button button--secondary" onClick={() => setUpdate(null)}>
						Not now
					</button>
				</div>
			) : null}
		</div>
	)
}
