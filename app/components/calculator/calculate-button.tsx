import { useId } from 'react'
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
	const pendingId = useId()
	const isPending = !isReady && !isCalculating && Boolean(pendingMessage)
	return (
		<div className={styles.actions}>
			<button
				type="submit"
				className={`button ${styles.calculate}`}
				disabled={isCalculating || !isReady}
				aria-describedby={isPending ? pendingId : undefined}
			>
				{isCalculating ? 'Calculating...' : 'Calculate'}
			</button>
			<p id={pendingId} className={styles.pending} aria-live="polite">
				{isPending ? pendingMessage : null}
			</p>
		</div>
	)
}
