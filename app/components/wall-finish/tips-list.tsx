import styles from '#app/components/results/results.module.css'

/** Buying and usage tips under a result (seed 001 §1). */
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
