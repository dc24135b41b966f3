import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { MetricOrImperialField } from '#app/components/form/unit-system-field.tsx'
import { lengthHint } from '#app/lib/length-hint.ts'
import { parseDecimal } from '#app/lib/parse-decimal.ts'
import {
	ACH_PRESET_OPTIONS,
	CFM_LABELS,
	KITCHEN_FAN_OPTIONS,
	MODE_OPTIONS,
	OPERATION_OPTIONS,
	ROOM_OPTIONS,
	RULES_OPTIONS,
} from './fields.ts'
import { ACH_PRESETS, type AchPreset } from './options.ts'
import { ACH_BOUNDS, asksForFixtures, type CfmValues, FIXTURE_BOUNDS, FIXTURE_KEYS, LENGTH_UNITS } from './schema.ts'

/** A preset fills in its rate; typing a rate that is not the preset's makes it Custom (decision 062). */
function presetFor(preset: AchPreset, typed: string): AchPreset {
	if (preset === 'custom') return preset
	const read = parseDecimal(typed, ACH_BOUNDS)
	return read.ok && read.value === ACH_PRESETS[preset] ? preset : 'custom'
}

export function CfmForm(form: FormProps<CfmValues>) {
	const { values, update } = form
	const unit = LENGTH_UNITS[values.unit]
	const isExtract = values.mode === 'extract'
	return (
		<>
			<MetricOrImperialField value={values.unit} onChange={(system) => form.changeUnit({ unit: system })} />
			<RadioGroup
				legend={CFM_LABELS.mode}
				options={MODE_OPTIONS}
				value={values.mode}
				onValueChange={(mode) => update({ mode })}
			/>
			<div className={styles.fields}>
				{(['length', 'width', 'height'] as const).map((field, index) => (
					<NumberField
						key={field}
						label={CFM_LABELS[field]}
						unit={unit}
						{...textField(form, field)}
						min={0}
						step={values.unit === 'imperial' ? 0.5 : 0.1}
						hint={(value) => lengthHint(value, unit, 'mm')}
						focusOnStartNew={index === 0}
					/>
				))}
			</div>
			{isExtract ? (
				<>
					<div className={styles.fields}>
						<SelectField
							label={CFM_LABELS.rules}
							options={RULES_OPTIONS}
							value={values.rules}
							onValueChange={(rules) => update({ rules })}
						/>
						<SelectField
							label={CFM_LABELS.room}
							options={ROOM_OPTIONS}
							value={values.room}
							onValueChange={(room) => update({ room })}
						/>
					</div>
					<RadioGroup
						legend={CFM_LABELS.operation}
						options={OPERATION_OPTIONS}
						value={values.operation}
						onValueChange={(operation) => update({ operation })}
					/>
					{values.room === 'kitchen' && values.operation === 'intermittent' ? (
						<RadioGroup
							legend={CFM_LABELS.kitchenFan}
							options={KITCHEN_FAN_OPTIONS}
							value={values.kitchenFan}
							onValueChange={(kitchenFan) => update({ kitchenFan })}
						/>
					) : null}
					{asksForFixtures(values) ? (
						<div className={styles.fields}>
							{FIXTURE_KEYS.map((key) => (
								<NumberField
									key={key}
									label={CFM_LABELS[key]}
									{...textField(form, key)}
									min={FIXTURE_BOUNDS.min}
									max={FIXTURE_BOUNDS.max}
									step={1}
									help={key === 'toilets' ? 'Over 100 ft² (9.29 m²), HVI counts the fixtures' : undefined}
								/>
							))}
						</div>
					) : null}
				</>
			) : (
				<div className={styles.fields}>
					<SelectField
						label={CFM_LABELS.achPreset}
						options={ACH_PRESET_OPTIONS}
						value={values.achPreset}
						onValueChange={(achPreset) =>
							update(achPreset === 'custom' ? { achPreset } : { achPreset, ach: String(ACH_PRESETS[achPreset]) })
						}
					/>
					<NumberField
						label={CFM_LABELS.ach}
						{...textField(form, 'ach')}
						onValueChange={(ach) => update({ ach, achPreset: presetFor(values.achPreset, ach) })}
						min={ACH_BOUNDS.min}
						max={ACH_BOUNDS.max}
						step={0.5}
					/>
				</div>
			)}
		</>
	)
}
