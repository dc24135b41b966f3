import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react'
import { START_FIELD_ATTRIBUTE } from '#app/components/form/start-field.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import styles from './calculator.module.css'

/** Under Calculate until the scripts have arrived (issue #37): what the form holds is not known yet, so not what is missing. */
export const LOADING_MESSAGE = 'The page is still loading: Calculate works once it has.'

/**
 * A calculator's form: its fields, then Calculate (disabled until the form is ready and while
 * calculating, with a line saying what is missing), then an alert line for what stops a
 * calculation on submit (the tile calculator's missing surface, a compute error the seed names).
 * The browser's own validation is off: each field says what is wrong.
 */
export function CalculatorForm({
	isReady,
	isCalculating,
	pendingMessage,
	alert,
	focusStartField = false,
	formRef,
	onSubmit,
	children,
}: {
	isReady: boolean
	isCalculating: boolean
	pendingMessage: string
	alert?: string | null
	/** After 'Start New Calculation': focus goes to the field marked as the start. */
	focusStartField?: boolean
	/** The form element, for the runtime to read what was typed before the page woke up. */
	formRef?: RefObject<HTMLFormElement | null>
	onSubmit: () => void
	children: ReactNode
}) {
	const ownRef = useRef<HTMLFormElement>(null)
	const form = formRef ?? ownRef
	const pendingId = useId()
	const isHydrated = useHydrated()
	const isPending = !isHydrated || (!isReady && !isCalculating)

	useEffect(() => {
		if (focusStartField) form.current?.querySelector<HTMLElement>(`[${START_FIELD_ATTRIBUTE}]`)?.focus()
	}, [focusStartField, form])

	return (
		<form
			ref={form}
			className={styles.form}
			noValidate
			onSubmit={(event) => {
				event.preventDefault()
				if (isReady && !isCalculating) onSubmit()
			}}
		>
			{children}
			<div className={styles.submit}>
				<div className={styles.actions}>
					<button
						type="submit"
						className={`button ${styles.calculate}`}
						disabled={!isHydrated || isCalculating || !isReady}
						aria-describedby={isPending ? pendingId : undefined}
					>
						{isCalculating ? 'Calculating...' : 'Calculate'}
					</button>
					<p id={pendingId} className={styles.pending} aria-live="polite">
						{isHydrated ? (isPending ? pendingMessage : null) : LOADING_MESSAGE}
					</p>
				</div>
				{/* Always in the page, so screen readers announce the text when it appears. */}
				<p role="alert" className={styles.alert}>
					{alert}
				</p>
			</div>
		</form>
	)
}
