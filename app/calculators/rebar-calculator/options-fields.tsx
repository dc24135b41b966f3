import { textField } from '#app/calculator-runtime/bind.ts'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { priceUnits } from './fields.ts'
import type { RebarValues } from './schema.ts'

/** Lap splice and wastage toggles with their percentages, and the optional price per ton. */
export function OptionsFields(form: FormProps<RebarValues>) {
	const { values, update } = form
	const prices = priceUnits(values.unit)
	return (
		<>
			<CheckboxField
				label="Include Lap Splice"
				role="switch"
				checked={values.includeLapSplice}
				onCheckedChange={(includeLapSplice) => update({ includeLapSplice })}
			/>
			{values.includeLapSplice ? (
				<NumberField
					label="Lap Splice Percentage"
					unit="%"
					{...textField(form, 'lapSplicePercentage')}
					min={0}
					max={50}
					step={1}
					help="Extra length where bars overlap, 0-50%"
				/>
			) : null}
			<CheckboxField
				label="Include Wastage"
				role="switch"
				checked={values.includeWastage}
				onCheckedChange={(includeWastage) => update({ includeWastage })}
			/>
			{values.includeWastage ? (
				<NumberField
					label="Wastage Percentage"
					unit="%"
					{...textField(form, 'wastagePercentage')}
					min={0}
					max={20}
					step={1}
					help="Offcuts and damaged bars, 0-20%"
				/>
			) : null}
			<NumberField
				label={prices.perTonLabel}
				unit={prices.perTon}
				{...textField(form, 'pricePerTon')}
				min={0}
				step={1}
			/>
		</>
	)
}
