import styles from './calculator.module.css'

/** Calculate, disabled until the form is complete and while calculating; `pendingMessage` says what is missing. */
export function CalculateButton({
	isCalculating,
	isReady,
	pendingMessage,
}: {
	isCalculating: boolean
	isReady: boolean
	pendingMessage?: string
}) {
	return (
		<div className={styles.actions}>
			<button type="submit" className={`button ${styles.calculate}`} disabled={isCalculating || !isReady}>
				{isCalculating ? 'Calculating...' : 'Calculate'}
			</button>
			<p className={styles.pending} aria-live="polite">
				{!isReady && !isCalculating ? pendingMessage : null}
			</p>
		</div>
	)
}
