import { Link } from 'react-router'
import { type CalculatorEntry, type CalculatorId, calculatorPath } from '#app/catalogue/calculators.ts'
import { calculatorDescriptions } from '#app/catalogue/descriptions.ts'
import styles from './calculator-link-list.module.css'

export function CalculatorLinkList({ entries }: { entries: ReadonlyArray<CalculatorEntry> }) {
	return (
		<ul className={styles.list}>
			{entries.map((entry) => (
				<li key={entry.id}>
					<Link to={calculatorPath(entry.id)} className={styles.link}>
						<span className={styles.name}>
							{entry.name}
							{entry.isBuilt ? null : <span className={styles.badge}>Coming soon</span>}
						</span>
						<span className={styles.description}>{calculatorDescriptions[entry.id as CalculatorId]}</span>
					</Link>
				</li>
			))}
		</ul>
	)
}
