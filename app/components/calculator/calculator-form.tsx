import type { ReactNode } from 'react'
import styles from './calculator.module.css'

/** The calculator's form: Enter in any field calculates, but only when the inputs are ready and not already calculating. */
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
