import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { MetricOrImperialField } from '#app/components/form/unit-system-field.tsx'
import { AIRFLOW_UNIT_OPTIONS, DUCT_LABELS, FRICTION_HELP, METHOD_OPTIONS, VELOCITY_HELP } from './fields.ts'
import { airflowBounds, ductFieldBounds, type DuctValues } from './schema.ts'

export function DuctForm(form: FormProps<DuctValues>) {
	const { values, update } = form
	const isMetric = values.unit === 'metric'
	const bounds = ductFieldBounds(values.unit)
	const boundedField = (name: 'friction' | 'velocity' | 'fixedSide', step: number, help?: string) => (
		<NumberField
			label={DUCT_LABELS[name]}
			unit={bounds[name].unit}
			{...textField(form, name)}
			min={bounds[name].min}
			max={bounds[name].max}
			step={step}
			help={help}
		/>
	)
	return (
		<>
			<MetricOrImperialField value={values.unit} onChange={(unit) => form.changeUnit({ unit })} />
			<div className={styles.fields}>
				<NumberField
					label={DUCT_LABELS.airflow}
					unit={airflowBounds(values).unit}
					{...textField(form, 'airflow')}
					min={0}
					step={isMetric ? 1 : 10}
					focusOnStartNew
				/>
				{isMetric ? (
					<SelectField
						label={DUCT_LABELS.airflowUnit}
						options={AIRFLOW_UNIT_OPTIONS}
						value={values.airflowUnit}
						onValueChange={(airflowUnit) => form.changeUnit({ airflowUnit })}
					/>
				) : null}
			</div>
			<RadioGroup
				legend={DUCT_LABELS.method}
				options={METHOD_OPTIONS}
				value={values.method}
				onValueChange={(method) => update({ method })}
			/>
			<div className={styles.fields}>
				{values.method === 'friction'
					? boundedField('friction', isMetric ? 0.1 : 0.01, FRICTION_HELP)
					: boundedField('velocity', isMetric ? 0.1 : 50, VELOCITY_HELP)}
			</div>
			<CheckboxField
				label={DUCT_LABELS.hasRectangular}
				checked={values.hasRectangular}
				onCheckedChange={(hasRectangular) => update({ hasRectangular })}
			/>
			{values.hasRectangular ? (
				<div className={styles.fields}>{boundedField('fixedSide', isMetric ? 25 : 1)}</div>
			) : null}
		</>
	)
}
