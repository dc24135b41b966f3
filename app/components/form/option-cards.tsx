import { useId } from 'react'
import styles from './fields.module.css'

export type OptionCard<TValue extends string> = { value: TValue; name: string; description?: string; detail?: string }

/** A radio group drawn as cards (grass types, drywall boards, concrete shapes). */
export function OptionCards<TValue extends string>({
	legend,
	options,
	value,
	onValueChange,
	error,
}: {
	legend: string
	options: ReadonlyArray<OptionCard<TValue>>
	value: TValue | null
	onValueChange: (value: TValue) => void
	error?: string
}) {
	const name = useId()
	return (
		<fieldset className={styles.fieldset} aria-describedby={error ? `${name}-error` : undefined}>
			<legend className={styles.label}>{legend}</legend>
			{error ? (
				<p id={`${name}-error`} className={styles.error}>
					{error}
				</p>
			) : null}
			<div className={styles.cards}>
				{options.map((option) => (
					<label key={option.value} className={styles.card}>
						<input
							type="radio"
							name={name}
							value={option.value}
							checked={option.value === value}
							onChange={() => onValueChange(option.value)}
						/>
						<span className={styles.cardName}>{option.name}</span>
						{option.description ? <span className={styles.cardDescription}>{option.description}</span> : null}
						{option.detail ? <span className={styles.cardDetail}>{option.detail}</span> : null}
					</label>
				))}
			</div>
		</fieldset>
	)
}
