import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import {
	SINGLE_CORE_METHOD_OPTIONS,
	TWIN_AND_EARTH_METHOD_OPTIONS,
} from '#app/calculators/electrical/shared/conductor-choices.ts'
import { CABLE_TYPE_OPTIONS, MATERIAL_OPTIONS } from '#app/calculators/electrical/shared/conductor-options.ts'
import { StandardField } from '#app/calculators/electrical/shared/standard-field.tsx'
import { LengthFields, SystemFields } from '#app/calculators/electrical/shared/supply-fields.tsx'
import { COLUMN_OPTIONS, LOAD_MODE_OPTIONS, UK_MATERIAL_OPTIONS, WIRE_SIZE_LABELS as LABELS } from './fields.ts'
import { defaultMethod, type UkMethod, type WireSizeValues } from './schema.ts'

function LoadFields(form: FormProps<WireSizeValues>) {
	const { loadMode } = form.values
	if (loadMode === 'current') {
		return <NumberField label={LABELS.current} unit="A" {...textField(form, 'current')} min={0} focusOnStartNew />
	}
	return (
		<>
			<NumberField label={LABELS.power} unit={loadMode} {...textField(form, 'power')} min={0} focusOnStartNew />
			<NumberField label={LABELS.powerFactor} {...textField(form, 'powerFactor')} min={0.5} max={1} step={0.01} />
		</>
	)
}

/**
 * The metal (UK: copper only, shown disabled, docs/calculators/wire-size-calculator.md §2); US: Table 310.16 column
 * (by circuit size first), continuous load; UK: cable and method.
 */
function ConductorFields({ values, update }: FormProps<WireSizeValues>) {
	const isUk = values.standard === 'metric'
	return (
		<>
			<SelectField
				label={LABELS.material}
				options={isUk ? UK_MATERIAL_OPTIONS : MATERIAL_OPTIONS}
				value={values.material}
				onValueChange={(material) => update({ material })}
				disabled={isUk}
			/>
			{isUk ? (
				<>
					<SelectField
						label={LABELS.cableType}
						options={CABLE_TYPE_OPTIONS}
						value={values.cableType}
						onValueChange={(cableType) => update({ cableType, method: defaultMethod(cableType) })}
					/>
					<SelectField<UkMethod>
						label={LABELS.method}
						options={values.cableType === 'twin-and-earth' ? TWIN_AND_EARTH_METHOD_OPTIONS : SINGLE_CORE_METHOD_OPTIONS}
						value={values.method}
						onValueChange={(method) => update({ method })}
					/>
				</>
			) : (
				<>
					<SelectField
						label={LABELS.column}
						options={COLUMN_OPTIONS}
						value={values.column}
						onValueChange={(column) => update({ column })}
					/>
					<CheckboxField
						label={LABELS.isContinuous}
						checked={values.isContinuous}
						onCheckedChange={(isContinuous) => update({ isContinuous })}
					/>
				</>
			)}
		</>
	)
}

export function WireSizeForm(form: FormProps<WireSizeValues>) {
	const { values, update } = form
	return (
		<>
			<StandardField value={values.standard} onChange={(standard) => form.changeUnit({ standard })} />
			<RadioGroup
				legend={LABELS.loadMode}
				options={LOAD_MODE_OPTIONS}
				value={values.loadMode}
				onValueChange={(loadMode) => update({ loadMode })}
			/>
			<div className={styles.fields}>
				<LoadFields {...form} />
				<SystemFields {...form} />
			</div>
			<div className={styles.fields}>
				<ConductorFields {...form} />
			</div>
			<div className={styles.fields}>
				<LengthFields {...form} />
				<NumberField label={LABELS.maxDrop} unit="%" {...textField(form, 'maxDrop')} min={0.5} max={10} step={0.5} />
			</div>
		</>
	)
}
