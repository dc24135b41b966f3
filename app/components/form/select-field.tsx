import { useId } from 'react'
import styles from './fields.module.css'

export type SelectOption<TValue extends string> = { value: TValue; label: string }

/** A labelled native select (area unit, bag unit): small, and every phone knows how to use it. */
export function SelectField<TValue extends string>({
	label,
	options,
	value,
	onValueChange,
}: {
	label: string
	options: ReadonlyArray<SelectOption<TValue>>
	value: TValue
	onValueChange: (value: TValue) => void
}) {
	const id = useId()
	return (
		<div className={styles.field}>
			<label htmlFor={id} className={styles.label}>
				{label}
			</label>
			<select
				id={id}
				className={styles.input}
				value={value}
				onChange={(event) => {
					const next = options.find((option) => option.value === event.target.value)
					if (next) onValueChange(next.value)
				}}
			>
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</div>
	)
}
