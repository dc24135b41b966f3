import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { PipeFields } from '#app/calculators/plumbing/shared/pipe-fields.tsx'
import { PlumbingUnitField } from '#app/calculators/plumbing/shared/results-parts.tsx'
import { FLOW_FIELD_LABELS, FLOW_FIELD_STEPS, FLOW_MODE_OPTIONS, VELOCITY_LIMIT_HELP } from './fields.ts'
import { FLOW_BOUNDS, MODE_FIELDS, MODE_PIPE, type WaterFlowValues, waterFlowValuesForMode } from './schema.ts'

export function WaterFlowForm(form: FormProps<WaterFlowValues>) {
	const { values, update } = form
	const bounds = FLOW_BOUNDS[values.unit]
	const asks = MODE_PIPE[values.mode]
	return (
		<>
			<PlumbingUnitField value={values.unit} onChange={(unit) => form.changeUnit({ unit })} />
			<RadioGroup
				legend="Mode"
				options={FLOW_MODE_OPTIONS}
				value={values.mode}
				onValueChange={(mode) => update(waterFlowValuesForMode(values, mode))}
			/>
			<div className={styles.fields}>
				{asks === 'nothing' ? null : (
					<PipeFields values={values} errors={form.errors} onChange={update} system={values.unit} asks={asks} />
				)}
				{MODE_FIELDS[values.mode].map((field, index) => (
					<NumberField
						key={field}
						label={FLOW_FIELD_LABELS[field]}
						unit={bounds[field].unit}
						{...textField(form, field)}
						min={bounds[field].min}
						max={bounds[field].max}
						step={FLOW_FIELD_STEPS[field]}
						help={field === 'velocityLimit' ? VELOCITY_LIMIT_HELP : undefined}
						focusOnStartNew={index === 0}
					/>
				))}
			</div>
		</>
	)
}
