import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { MetricOrImperialField } from '#app/components/form/unit-system-field.tsx'
import { lengthHint } from '#app/lib/length-hint.ts'
import {
	AVAILABLE_RUN_HELP,
	GOING_MODE_OPTIONS,
	LOFT_LABEL,
	OPENING_HELP,
	RULES_OPTIONS,
	STAIR_LABELS,
} from './fields.ts'
import { STAIR_BOUNDS, STAIR_STEP, STAIR_UNIT, type StairLength, type StairValues } from './schema.ts'

export function StairForm(form: FormProps<StairValues>) {
	const { values, update } = form
	const unit = STAIR_UNIT[values.unit]
	const bounds = STAIR_BOUNDS[values.unit]
	/** A length field in the form's unit, with its converted value under it. */
	const lengthField = (name: StairLength, extra: { help?: string; focusOnStartNew?: boolean } = {}) => (
		<NumberField
			label={STAIR_LABELS[name]}
			unit={unit}
			{...textField(form, name)}
			min={bounds[name][0]}
			max={bounds[name][1]}
			step={STAIR_STEP[values.unit]}
			hint={(value) => lengthHint(value, unit, 'mm')}
			{...extra}
		/>
	)
	return (
		<>
			<MetricOrImperialField value={values.unit} onChange={(system) => form.changeUnit({ unit: system })} />
			<RadioGroup
				legend="Rules"
				options={RULES_OPTIONS}
				value={values.rules}
				onValueChange={(rules) => update({ rules })}
			/>
			{values.rules === 'uk' ? (
				<CheckboxField label={LOFT_LABEL} checked={values.loft} onCheckedChange={(loft) => update({ loft })} />
			) : null}
			<div className={styles.fields}>{lengthField('totalRise', { focusOnStartNew: true })}</div>
			<RadioGroup
				legend="Going from"
				options={GOING_MODE_OPTIONS}
				value={values.goingMode}
				onValueChange={(goingMode) => update({ goingMode })}
			/>
			<div className={styles.fields}>
				{values.goingMode === 'choose' ? lengthField('going') : null}
				{lengthField('availableRun', { help: AVAILABLE_RUN_HELP[values.goingMode] })}
				{lengthField('nosing')}
				{lengthField('floorDepth')}
				{lengthField('opening', { help: OPENING_HELP })}
			</div>
		</>
	)
}
