import styles from './results.module.css'

/** The buying or usage tips under a result (docs/decisions/015-shared-fields-and-tips.md). */
export function TipsList({ tips, title = 'Tips' }: { tips: ReadonlyArray<string>; title?: string }) {
	return (
		<div className={styles.block}>
			<h3>{title}</h3>
			<ul className={styles.tips}>
				{tips.map((tip) => (
					<li key={tip}>{tip}</li>
				))}
			</ul>
		</div>
	)
}
