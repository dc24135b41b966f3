import { textField } from '#app/calculator-runtime/bind.ts'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { ToggledPercentageField } from '#app/calculator-runtime/toggled-percentage-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { priceUnits } from './fields.ts'
import { LAP_SPLICE_BOUNDS, type RebarValues, WASTAGE_BOUNDS } from './schema.ts'

/** The two allowances, each a switch and the percentage it turns on. */
const ALLOWANCES = [
	{
		toggle: 'includeLapSplice',
		percentage: 'lapSplicePercentage',
		label: 'Include Lap Splice',
		percentageLabel: 'Lap Splice Percentage',
		bounds: LAP_SPLICE_BOUNDS,
		help: 'Extra length where bars overlap, 0-50%',
	},
	{
		toggle: 'includeWastage',
		percentage: 'wastagePercentage',
		label: 'Include Wastage',
		percentageLabel: 'Wastage Percentage',
		bounds: WASTAGE_BOUNDS,
		help: 'Offcuts and damaged bars, 0-20%',
	},
] as const

/** Lap splice and wastage toggles with their percentages, and the optional price per ton. */
export function OptionsFields(form: FormProps<RebarValues>) {
	const prices = priceUnits(form.values.unit)
	return (
		<>
			{ALLOWANCES.map((allowance) => (
				<ToggledPercentageField key={allowance.toggle} form={form} {...allowance} role="switch" />
			))}
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
