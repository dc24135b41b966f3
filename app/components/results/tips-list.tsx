import styles from './results.module.css'

/** Buying, seeding or usage tips under the results. */
export function TipsList({ title, tips }: { title: string; tips: ReadonlyArray<string> }) {
	return (
		<div className={styles.block}>
			<h3>{title}</h3>
			<ul>
				{tips.map((tip) => (
					<li key={tip}>{tip}</li>
				))}
			</ul>
		</div>
	)
}
