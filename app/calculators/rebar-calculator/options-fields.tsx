import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { priceUnits } from './fields.ts'
import type { RebarValues } from './schema.ts'

type OptionValues = Pick<
	RebarValues,
	'unit' | 'includeLapSplice' | 'lapSplicePercentage' | 'includeWastage' | 'wastagePercentage' | 'pricePerTon'
>

/** Lap splice and wastage toggles with their percentages, and the optional price per ton. */
export function OptionsFields({
	values,
	errorFor,
	onValuesChange,
}: {
	values: OptionValues
	errorFor: (path: string) => string | undefined
	onValuesChange: (patch: Partial<OptionValues>) => void
}) {
	const prices = priceUnits(values.unit)
	return (
		<>
			<CheckboxField
				label="Include Lap Splice"
				role="switch"
				checked={values.includeLapSplice}
				onCheckedChange={(includeLapSplice) => onValuesChange({ includeLapSplice })}
			/>
			{values.includeLapSplice ? (
				<NumberField
					label="Lap Splice Percentage"
					unit="%"
					value={values.lapSplicePercentage}
					onValueChange={(lapSplicePercentage) => onValuesChange({ lapSplicePercentage })}
					min={0}
					max={50}
					step={1}
					help="Extra length where bars overlap, 0-50%"
					error={errorFor('lapSplicePercentage')}
				/>
			) : null}
			<CheckboxField
				label="Include Wastage"
				role="switch"
				checked={values.includeWastage}
				onCheckedChange={(includeWastage) => onValuesChange({ includeWastage })}
			/>
			{values.includeWastage ? (
				<NumberField
					label="Wastage Percentage"
					unit="%"
					value={values.wastagePercentage}
					onValueChange={(wastagePercentage) => onValuesChange({ wastagePercentage })}
					min={0}
					max={20}
					step={1}
					help="Offcuts and damaged bars, 0-20%"
					error={errorFor('wastagePercentage')}
				/>
			) : null}
			<NumberField
				label={prices.perTonLabel}
				unit={prices.perTon}
				value={values.pricePerTon}
				onValueChange={(pricePerTon) => onValuesChange({ pricePerTon })}
				min={0}
				step={1}
				error={errorFor('pricePerTon')}
			/>
		</>
	)
}
