import type { ReactNode } from 'react'
import styles from './calculator.module.css'

/**
 * A calculator's form. The browser's own validation is off (each field says what is wrong);
 * Enter or Calculate submits only when `canSubmit`, so a pending calculation is never doubled.
 */
export function CalculatorForm({
	canSubmit,
	onSubmit,
	children,
}: {
	canSubmit: boolean
	onSubmit: () => void
	children: ReactNode
}) {
	return (
		<form
			className={styles.form}
			noValidate
			onSubmit={(event) => {
				event.preventDefault()
				if (canSubmit) onSubmit()
			}}
		>
			{children}
		</form>
	)
}
