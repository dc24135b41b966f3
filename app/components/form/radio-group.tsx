import { useId } from 'react'
import styles from './fields.module.css'

export type RadioOption<TValue extends string> = { value: TValue; label: string }

export function RadioGroup<TValue extends string>({
	legend,
	options,
	value,
	onValueChange,
}: {
	legend: string
	options: ReadonlyArray<RadioOption<TValue>>
	value: TValue
	onValueChange: (value: TValue) => void
}) {
	const name = useId()
	return (
		<fieldset className={styles.fieldset}>
			<legend className={styles.label}>{legend}</legend>
			<div className={styles.segmented}>
				{options.map((option) => (
					<label key={option.value} className={styles.segment}>
						<input
							type="radio"
							name={name}
							value={option.value}
							checked={option.value === value}
							onChange={() => onValueChange(option.value)}
						/>
						<span>{option.label}</span>
					</label>
				))}
			</div>
		</fieldset>
	)
}
