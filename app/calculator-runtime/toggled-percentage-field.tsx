import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { type TextKey, textField } from './bind.ts'
import type { FormProps } from './define-calculator.ts'

/** The keys of an object whose values are true or false. */
type ToggleKey<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string

/**
 * A toggle and the percentage it switches on ('Include Wastage' and 'Wastage Percentage'): the
 * percentage field shows only while the toggle is on, and its arrow keys stop at its bounds.
 */
export function ToggledPercentageField<TValues>({
	form,
	toggle,
	percentage,
	label,
	percentageLabel,
	bounds,
	help,
	role,
}: {
	form: FormProps<TValues>
	toggle: ToggleKey<TValues>
	percentage: TextKey<TValues>
	label: string
	percentageLabel: string
	bounds: { min: number; max: number }
	help: string
	role?: 'switch'
}) {
	const isOn = form.values[toggle] as boolean
	return (
		<>
			<CheckboxField
				label={label}
				role={role}
				checked={isOn}
				onCheckedChange={(checked) => form.update({ [toggle]: checked } as Partial<TValues>)}
			/>
			{isOn ? (
				<NumberField
					label={percentageLabel}
					unit="%"
					{...textField(form, percentage)}
					min={bounds.min}
					max={bounds.max}
					step={1}
					help={help}
				/>
			) : null}
		</>
	)
}
