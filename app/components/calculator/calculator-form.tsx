import type { ReactNode } from 'react'
import { CalculateButton } from './calculate-button.tsx'
import styles from './calculator.module.css'

/**
 * A calculator's form: its fields, then Calculate, then an alert line for errors found on submit
 * (the tile calculator's missing surface, a compute error the seed names). The browser's own
 * validation is off (each field says what is wrong); submitting does nothing until the form is ready.
 */
export function CalculatorForm({
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
	alert?: ReactNode
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
			<div className={styles.submit}>
				<CalculateButton isCalculating={isCalculating} isReady={isReady} pendingMessage={pendingMessage} />
				{/* Always in the page, so screen readers announce the text when it appears. */}
				<p role="alert" className={styles.alert}>
					{alert}
				</p>
			</div>
		</form>
	)
}
