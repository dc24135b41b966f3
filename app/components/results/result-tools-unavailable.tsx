import styles from './results.module.css'

/**
 * Shown in place of what serves a result when its code could not be fetched (the connection dropped before the page
 * had it): the result tools under complete figures, or the results view itself (with a way back to the form). A
 * reload, once online, brings it, and keeps the inputs (they are in the address and the drafts).
 */
export function ResultToolsUnavailable({ what = 'working, prices and sharing', onStartNew }: NotLoaded) {
	return (
		<div className="no-print" role="status">
			<p className={styles.note}>No connection: {what} did not load. Reload when online (your inputs are kept).</p>
			<button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
				Reload
			</button>
			{onStartNew ? (
				<button type="button" className="button button--secondary" onClick={onStartNew}>
					Back to the form
				</button>
			) : null}
		</div>
	)
}

type NotLoaded = { what?: string; onStartNew?: () => void }

/** In place of a results view that could not be fetched. */
export function ResultsUnavailable({ onStartNew }: { onStartNew: () => void }) {
	return <ResultToolsUnavailable what="the results" onStartNew={onStartNew} />
}
