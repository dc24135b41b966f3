import { type TextKey, textField } from '#app/calculator-runtime/bind.ts'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { NumberField } from '#app/components/form/number-field.tsx'
import type { FieldSpec } from './fields.ts'

/** A number field of the form drawn from its FieldSpec: the label, unit, spinner bounds and step. */
export function SpecField<TValues>({
	form,
	name,
	spec,
	help,
}: {
	form: FormProps<TValues>
	name: TextKey<TValues>
	spec: FieldSpec
	help?: string
}) {
	return (
		<NumberField
			label={spec.label}
			unit={spec.unit}
			{...textField(form, name)}
			min={spec.min}
			max={spec.max}
			step={spec.step}
			help={help}
		/>
	)
}
