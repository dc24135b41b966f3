import { type ReactNode, useContext, useEffect, useId, useRef } from 'react'
import styles from './results.module.css'
import { ResultToolsContext } from './tools-context.ts'

/**
 * The results view: a separated card with the key figure big, the details, and 'Start New
 * Calculation'. Focus moves to its heading so keyboard and screen-reader users land on the answer.
 */
export function ResultsCard({
	headline,
	onStartNew,
	children,
}: {
	/** The key figure; `isMessage`: a sentence in its place ('No standard round size above 36 in: …'). */
	headline: { label: string; value: string; isMessage?: boolean | undefined }
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
				<dt>{headline.label}</dt>
				<dd className={headline.isMessage ? styles.headlineMessage : undefined}>{headline.value}</dd>
			</dl>
			{children}
			{resultTools}
			<button type="button" className="button no-print" onClick={onStartNew}>
				Start New Calculation
			</button>
		</section>
	)
}
