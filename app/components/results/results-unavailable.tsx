import styles from './results.module.css'

/**
 * Shown in place of the results when their code could not be fetched (the connection dropped before the page had
 * it): a reload, once online, shows them, and the inputs are kept (they are in the address and the drafts).
 */
export function ResultsUnavailable({ onStartNew }: { onStartNew: () => void }) {
	return (
		<div role="status">
			<p className={styles.note}>No connection: the results did not load. Reload when online (your inputs are kept).</p>
			<button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
				Reload
			</button>
			<button type="button" className="button button--secondary" onClick={onStartNew}>
				Back to the form
			</button>
		</div>
	)
}
