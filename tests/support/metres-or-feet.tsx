import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { RadioGroup } from '#app/components/form/radio-group.tsx'

/** The unit radios of the small test calculators: 'Unit', Metres or Feet, switched with changeUnit. */
export function MetresOrFeet<TValues extends { unit: 'm' | 'ft' }>({ form }: { form: FormProps<TValues> }) {
	return (
		<RadioGroup
			legend="Unit"
			options={[
				{ value: 'm', label: 'Metres' },
				{ value: 'ft', label: 'Feet' },
			]}
			value={form.values.unit}
			onValueChange={(unit) => form.changeUnit({ unit } as Partial<TValues>)}
		/>
	)
}
