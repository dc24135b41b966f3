import type { ReactNode } from 'react'
import { CalculateButton } from '#app/components/calculator/calculate-button.tsx'
import styles from '#app/components/calculator/calculator.module.css'
import fieldStyles from '#app/components/form/fields.module.css'

/** The form around a wall-finish calculator's fields, ending in Calculate. */
export function FinishForm({
	isReady,
	isCalculating,
	pendingMessage,
	alert,
	onSubmit,
	children,
}: {
	isReady: boolean
	isCalculating: boolean
	pendingMessage: string
	alert: string | null
	onSubmit: () => void
	children: ReactNode
}) {
	return (
		<form
			className={styles.form}
			noValidate
			onSubmit={(event) => {
				event.preventDefault()
				if (isReady && !isCalculating) onSubmit()
			}}
		>
			{children}
			{alert ? (
				<p role="alert" className={fieldStyles.error}>
					{alert}
				</p>
			) : null}
			<CalculateButton isCalculating={isCalculating} isReady={isReady} pendingMessage={pendingMessage} />
		</form>
	)
}

/** What Calculate is waiting for: empty fields first, then fields to correct. */
export function pendingMessageFor(hasEmptyField: boolean, emptyMessage: string) {
	return hasEmptyField ? emptyMessage : 'Correct the highlighted fields to calculate.'
}

/** Whether any of the named text fields of any entry is still empty. */
export function hasEmptyEntryField<TKey extends string>(
	entries: ReadonlyArray<Partial<Record<TKey, unknown>>>,
	keys: ReadonlyArray<TKey>,
) {
	return entries.some((entry) => keys.some((key) => typeof entry[key] === 'string' && entry[key].trim() === ''))
}
