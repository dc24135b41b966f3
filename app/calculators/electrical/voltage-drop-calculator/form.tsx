import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { StandardField } from '#app/calculators/electrical/shared/standard-field.tsx'
import { LengthFields, SystemFields } from '#app/calculators/electrical/shared/supply-fields.tsx'
import { CABLE_TYPE_OPTIONS, MATERIAL_OPTIONS } from '#app/calculators/electrical/shared/conductor-options.ts'
import { LIMIT_OPTIONS, US_SIZE_OPTIONS, ukSizeOptions, VOLTAGE_DROP_LABELS } from './fields.ts'
import { ukSizeForCableType, ukSizesOf, type VoltageDropValues } from './schema.ts'

function ConductorFields({ values, errors, update }: FormProps<VoltageDropValues>) {
	if (values.standard === 'imperial') {
		return (
			<>
				<SelectField
					label={VOLTAGE_DROP_LABELS.usSize}
					options={US_SIZE_OPTIONS}
					value={values.usSize}
					onValueChange={(usSize) => update({ usSize })}
					error={errors.usSize}
				/>
				<SelectField
					label={VOLTAGE_DROP_LABELS.material}
					options={MATERIAL_OPTIONS}
					value={values.material}
					onValueChange={(material) => update({ material })}
				/>
			</>
		)
	}
	return (
		<>
			<SelectField
				label={VOLTAGE_DROP_LABELS.cableType}
				options={CABLE_TYPE_OPTIONS}
				value={values.cableType}
				onValueChange={(cableType) => update({ cableType, ukSize: ukSizeForCableType(cableType, values.ukSize) })}
			/>
			<SelectField
				label={VOLTAGE_DROP_LABELS.ukSize}
				options={ukSizeOptions(ukSizesOf(values.cableType))}
				value={values.ukSize}
				onValueChange={(ukSize) => update({ ukSize })}
			/>
		</>
	)
}

export function VoltageDropForm(form: FormProps<VoltageDropValues>) {
	const { values, update } = form
	return (
		<>
			<StandardField value={values.standard} onChange={(standard) => form.changeUnit({ standard })} />
			<div className={styles.fields}>
				<ConductorFields {...form} />
				<NumberField
					label={VOLTAGE_DROP_LABELS.current}
					unit="A"
					{...textField(form, 'current')}
					min={0}
					max={1000}
					focusOnStartNew
				/>
				<SystemFields {...form} />
				<LengthFields {...form} />
			</div>
			<RadioGroup
				legend={VOLTAGE_DROP_LABELS.limit}
				options={LIMIT_OPTIONS}
				value={values.limit}
				onValueChange={(limit) => update({ limit })}
			/>
		</>
	)
}
