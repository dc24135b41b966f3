import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { PipeFields } from '#app/calculators/plumbing/shared/pipe-fields.tsx'
import type { PipeValues } from '#app/calculators/plumbing/shared/pipe-schema.ts'
import { PlumbingUnitField } from '#app/calculators/plumbing/shared/results-parts.tsx'
import {
	PRESSURE_FIELD_HELP,
	PRESSURE_FIELD_LABELS,
	PRESSURE_MODE_OPTIONS,
	PRESSURE_UNIT_OPTIONS,
	pressureFieldStep,
} from './fields.ts'
import {
	fieldBounds,
	hazenCFor,
	PRESSURE_MODE_FIELDS,
	type PressureNumberField,
	type WaterPressureValues,
} from './schema.ts'

export function WaterPressureForm(form: FormProps<WaterPressureValues>) {
	const { values, update } = form
	const [first, second, ...rest] = PRESSURE_MODE_FIELDS[values.mode]
	const field = (name: PressureNumberField | undefined) => {
		if (!name) return null
		const bounds = fieldBounds(values, name)
		return (
			<NumberField
				key={name}
				label={PRESSURE_FIELD_LABELS[name]}
				unit={bounds.unit}
				{...textField(form, name)}
				min={bounds.min}
				max={bounds.max}
				step={pressureFieldStep(name)}
				help={PRESSURE_FIELD_HELP[name]}
				focusOnStartNew={name === first}
			/>
		)
	}
	// The pipe type's C (docs/calculators/water-pressure-calculator.md §2) is refilled when the pipe type changes.
	const changePipe = (patch: Partial<PipeValues>) =>
		update(
			patch.pipeType && patch.pipeType !== values.pipeType ? { ...patch, hazenC: hazenCFor(patch.pipeType) } : patch,
		)
	return (
		<>
			<PlumbingUnitField value={values.unit} onChange={(unit) => form.changeUnit({ unit })} />
			<RadioGroup
				legend="Mode"
				options={PRESSURE_MODE_OPTIONS}
				value={values.mode}
				onValueChange={(mode) => update({ mode })}
			/>
			<div className={styles.fields}>
				{field(first)}
				{values.mode === 'height' && values.unit === 'metric' ? (
					<SelectField
						label="Pressure unit"
						options={PRESSURE_UNIT_OPTIONS}
						value={values.pressureUnit}
						onValueChange={(pressureUnit) => form.changeUnit({ pressureUnit })}
					/>
				) : null}
				{field(second)}
				{values.mode === 'loss' ? (
					<PipeFields values={values} errors={form.errors} onChange={changePipe} system={values.unit} />
				) : null}
				{rest.map(field)}
			</div>
		</>
	)
}
