import { type Bindable, textField } from '#app/calculator-runtime/bind.ts'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { convertTyped } from '#app/lib/unit-change.ts'
import { FT_PER_M, M_PER_FT } from '#app/lib/units.ts'
import { type LengthUnit, OTHER_SYSTEM, PHASE_OPTIONS, type SupplyValues, SYSTEM_OPTIONS } from './standard.ts'

type SupplyFieldProps = Bindable<SupplyValues>

/** The System select (docs/calculators/wire-size-calculator.md §2); Other… adds Phase and Voltage. */
export function SystemFields(fields: SupplyFieldProps) {
	const { values, errors, update } = fields
	return (
		<>
			<SelectField
				label="System"
				options={SYSTEM_OPTIONS[values.standard]}
				value={values.system}
				onValueChange={(system) => update({ system })}
				error={errors.system}
			/>
			{values.system === OTHER_SYSTEM ? (
				<>
					<RadioGroup
						legend="Phase"
						options={PHASE_OPTIONS}
						value={values.phase}
						onValueChange={(phase) => update({ phase })}
					/>
					<NumberField label="Voltage" unit="V" {...textField(fields, 'voltage')} min={12} max={1000} />
				</>
			) : null}
		</>
	)
}

const LENGTH_UNIT_OPTIONS: ReadonlyArray<{ value: LengthUnit; label: string }> = [
	{ value: 'ft', label: 'Feet (ft)' },
	{ value: 'm', label: 'Meters (m)' },
]

/**
 * One-way length (docs/calculators/wire-size-calculator.md §2): source to load, with its ft / m select (a change
 * converts the typed length).
 */
export function LengthFields(fields: SupplyFieldProps) {
	const { values, update } = fields
	const changeUnit = (lengthUnit: LengthUnit) =>
		update({
			lengthUnit,
			length: convertTyped(values.length, (length) => length * (lengthUnit === 'm' ? M_PER_FT : FT_PER_M)),
		})
	return (
		<>
			<NumberField
				label="One-way length"
				unit={values.lengthUnit}
				help="From the supply to the load"
				{...textField(fields, 'length')}
				step={values.lengthUnit === 'ft' ? 10 : 5}
				min={0}
			/>
			<SelectField
				label="Length unit"
				options={LENGTH_UNIT_OPTIONS}
				value={values.lengthUnit}
				onValueChange={changeUnit}
			/>
		</>
	)
}
