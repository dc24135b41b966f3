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
				{values.method === 'friction' ? (
					<NumberField
						label={DUCT_LABELS.friction}
						unit={bounds.friction.unit}
						{...textField(form, 'friction')}
						min={bounds.friction.min}
						max={bounds.friction.max}
						step={isMetric ? 0.1 : 0.01}
						help={FRICTION_HELP}
					/>
				) : (
					<NumberField
						label={DUCT_LABELS.velocity}
						unit={bounds.velocity.unit}
						{...textField(form, 'velocity')}
						min={bounds.velocity.min}
						max={bounds.velocity.max}
						step={isMetric ? 0.1 : 50}
						help={VELOCITY_HELP}
					/>
				)}
			</div>
			<CheckboxField
				label={DUCT_LABELS.hasRectangular}
				checked={values.hasRectangular}
				onCheckedChange={(hasRectangular) => update({ hasRectangular })}
			/>
			{values.hasRectangular ? (
				<div className={styles.fields}>
					<NumberField
						label={DUCT_LABELS.fixedSide}
						unit={bounds.fixedSide.unit}
						{...textField(form, 'fixedSide')}
						min={bounds.fixedSide.min}
						max={bounds.fixedSide.max}
						step={isMetric ? 25 : 1}
					/>
				</div>
			) : null}
		</>
	)
}
