import { useId } from 'react'
import styles from './fields.module.css'

export type PlaceholderSelectOption<TValue extends string> = { value: TValue; label: string }

/** A labelled native select with an empty first choice ('Select size'), for long fixed lists such as rebar sizes. */
export function PlaceholderSelectField<TValue extends string>({
	label,
	context,
	options,
	value,
	onValueChange,
	placeholder,
	error,
}: {
	label: string
	/** Entry name read before the label by assistive tech only: 'Rebar 2' + 'Size'. */
	context?: string
	options: ReadonlyArray<PlaceholderSelectOption<TValue>>
	value: TValue | ''
	onValueChange: (value: TValue | '') => void
	placeholder: string
	error?: string
}) {
	const id = useId()
	return (
		<div className={styles.field} data-invalid={error ? true : undefined}>
			<label htmlFor={id} className={styles.label}>
				{context ? <span className="visually-hidden">{`${context} `}</span> : null}
				{label}
			</label>
			<select
				id={id}
				className={`${styles.input} ${styles.select}`}
				value={value}
				onChange={(event) => onValueChange(event.target.value as TValue | '')}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : undefined}
			>
				<option value="">{placeholder}</option>
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
			{error ? (
				<p id={`${id}-error`} className={styles.error}>
					{error}
				</p>
			) : null}
		</div>
	)
}
