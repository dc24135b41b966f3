import { useId } from 'react'
import styles from './fields.module.css'
import { RadioInput } from './radio-input.tsx'

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
						<RadioInput name={name} value={option.value} groupValue={value} onValueChange={onValueChange} />
						<span>{option.label}</span>
					</label>
				))}
			</div>
		</fieldset>
	)
}
