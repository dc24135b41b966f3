import styles from './results.module.css'

export type SummaryItem = { label: string; value: string }

/** What the result was calculated from, as submitted. */
export function InputSummary({ items, title = 'Your Inputs' }: { items: ReadonlyArray<SummaryItem>; title?: string }) {
	return (
		<div className={styles.block}>
			<h3>{title}</h3>
			<dl className={styles.summary}>
				{items.map((item) => (
					<div key={item.label} className={styles.summaryRow}>
						<dt>{item.label}</dt>
						<dd>{item.value}</dd>
					</div>
				))}
			</dl>
		</div>
	)
}
