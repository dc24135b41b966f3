import { useId } from 'react'
import styles from './calculator.module.css'

/**
 * Calculate, disabled until the form is complete and while calculating; `pendingMessage` says what is
 * missing, and `alert` is a calculation failure the seeds name ('Board size is required'), read out at once.
 */
export function CalculateButton({
	isCalculating,
	isReady,
	pendingMessage,
	alert,
}: {
	isCalculating: boolean
	isReady: boolean
	pendingMessage?: string
	alert?: string
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
			{alert && !isCalculating ? (
				<p role="alert" className={styles.alert}>
					{alert}
				</p>
			) : null}
			<p id={pendingId} className={styles.pending} aria-live="polite">
				{isPending ? pendingMessage : null}
			</p>
		</div>
	)
}
