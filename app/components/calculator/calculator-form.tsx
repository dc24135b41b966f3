import type { ReactNode } from 'react'
import { CalculateButton } from './calculate-button.tsx'
import styles from './calculator.module.css'

/** A calculator's form: its fields, then Calculate; submitting does nothing until the form is ready. */
export function CalculatorForm({
	isReady,
	isCalculating,
	pendingMessage,
	onSubmit,
	children,
}: {
	isReady: boolean
	isCalculating: boolean
	pendingMessage: string
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
			<CalculateButton isCalculating={isCalculating} isReady={isReady} pendingMessage={pendingMessage} />
		</form>
	)
}
