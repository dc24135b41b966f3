import { useId } from 'react'
import { Link } from 'react-router'
import { MAX_LABEL_LENGTH, type ProjectEntry } from '#app/kept-state/project-entries.ts'
import { formatMoney } from './money.ts'
import { quantityText } from './quantity-text.ts'
import { calculatorName, entryList } from './project-list.ts'
import { totalText } from './shown-list.ts'
import styles from './project-page.module.css'

/**
 * One estimate: its calculator (the heading takes focus when the estimate before it is removed), an
 * editable label, its figures, what it buys and its cost, the link back, and Remove.
 */
export function EntryCard({
	entry,
	number,
	onLabel,
	onRemove,
}: {
	entry: ProjectEntry
	number: number
	onLabel: (label: string) => void
	onRemove: () => void
}) {
	const labelId = useId()
	const name = `Estimate ${number}`
	const list = entryList(entry)
	const total = list.totals[0]
	return (
		<li className={styles.entry}>
			<h2 tabIndex={-1}>{calculatorName(entry.calculatorId)}</h2>
			<label htmlFor={labelId}>
				<span className="visually-hidden">{`${name} `}</span>Label
			</label>
			<input
				id={labelId}
				type="text"
				value={entry.label}
				maxLength={MAX_LABEL_LENGTH}
				onChange={(event) => onLabel(event.target.value)}
			/>
			<dl className={styles.figures}>
				{entry.figures.map((figure, index) => (
					<div key={`figure-${index}`}>
						<dt>{figure.label}</dt>
						<dd>{figure.value}</dd>
					</div>
				))}
				{list.lines.map((line, index) => (
					<div key={`line-${index}`}>
						<dt>{line.item}</dt>
						<dd>{quantityText(line.quantity, line.unit)}</dd>
					</div>
				))}
				{list.lines.length ? (
					<div>
						<dt>Cost</dt>
						<dd>{total ? totalText(total, formatMoney) : 'not priced'}</dd>
					</div>
				) : null}
			</dl>
			<div className={styles.entryActions}>
				<Link to={entry.href} className="button button--secondary">
					Open<span className="visually-hidden">{` ${name}`}</span>
				</Link>
				<button type="button" className="button button--secondary" onClick={onRemove}>
					Remove<span className="visually-hidden">{` ${name}`}</span>
				</button>
			</div>
		</li>
	)
}
