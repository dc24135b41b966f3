import styles from './results.module.css'

/**
 * Shown in place of the result tools when their code could not be fetched (the connection dropped
 * before the page had them): the figures above are complete; a reload, once online, brings the rest
 * and keeps the inputs (they are in the address and the drafts).
 */
export function ResultToolsUnavailable() {
	return (
		<div className="no-print">
			<p className={styles.note} role="status">
				No connection: working, prices and sharing did not load. The results above are complete; reload when online for
				the rest (your inputs are kept).
			</p>
			<button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
				Reload
			</button>
		</div>
	)
}
