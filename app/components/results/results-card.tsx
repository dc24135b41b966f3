import { type ReactNode, useContext, useEffect, useId, useRef } from 'react'
import styles from './results.module.css'
import { ResultToolsContext } from './tools-context.ts'

/**
 * The results view: a separated card with the key figure big, the details, and 'Start New
 * Calculation'. Focus moves to its heading so keyboard and screen-reader users land on the answer.
 */
export function ResultsCard({
	headlineLabel,
	headlineValue,
	isHeadlineMessage = false,
	onStartNew,
	children,
}: {
	headlineLabel: string
	headlineValue: string
	/** The headline is a sentence in place of the key figure ('No standard round size above 36 in: …'). */
	isHeadlineMessage?: boolean
	onStartNew: () => void
	children: ReactNode
}) {
	const headingRef = useRef<HTMLHeadingElement>(null)
	const headingId = useId()
	const resultTools = useContext(ResultToolsContext)
	useEffect(() => {
		headingRef.current?.focus()
	}, [])
	return (
		<section className={styles.results} aria-labelledby={headingId}>
			<h2 id={headingId} ref={headingRef} tabIndex={-1}>
				Results
			</h2>
			<dl className={styles.headline}>
				<dt>{headlineLabel}</dt>
				<dd className={isHeadlineMessage ? styles.headlineMessage : undefined}>{headlineValue}</dd>
			</dl>
			{children}
			{resultTools}
			<button type="button" className="button no-print" onClick={onStartNew}>
				Start New Calculation
			</button>
		</section>
	)
}
