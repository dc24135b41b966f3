import { lazy, type ReactNode, Suspense, useEffect, useId, useRef } from 'react'
import styles from './results.module.css'
import { loadResultTools } from './result-tools-loader.ts'
import { ResultToolsUnavailable } from './result-tools-unavailable.tsx'

// Fetched after the page is idle; if the connection dropped first, the results still show, with a note.
const ResultTools = lazy(() =>
	loadResultTools().then(
		({ ResultTools }) => ({ default: ResultTools }),
		() => ({ default: ResultToolsUnavailable }),
	),
)

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
			<Suspense fallback={null}>
				<ResultTools />
			</Suspense>
			<button type="button" className="button no-print" onClick={onStartNew}>
				Start New Calculation
			</button>
		</section>
	)
}
