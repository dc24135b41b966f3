import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import fieldStyles from '#app/components/form/fields.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { MetricOrImperialField } from '#app/components/form/unit-system-field.tsx'
import { formatEntered } from '#app/lib/format.ts'
import { ft2ToM2, m2ToFt2 } from '#app/lib/units.ts'
import {
	BTU_LABELS,
	CLIMATE_OPTIONS,
	INSULATION_OPTIONS,
	LOAD_OPTIONS,
	ROOM_OPTIONS,
	SUN_OPTIONS,
	WHOLE_HOUSE_NOTE,
} from './fields.ts'
import { AREA_UNITS, type BtuValues, HEIGHT_UNITS, OCCUPANT_BOUNDS } from './schema.ts'

export function BtuForm(form: FormProps<BtuValues>) {
	const { values, update } = form
	const isImperial = values.unit === 'imperial'
	const areaHint = (area: number) =>
		isImperial ? `= ${formatEntered(ft2ToM2(area))} m²` : `= ${formatEntered(m2ToFt2(area))} ft²`
	return (
		<>
			<MetricOrImperialField value={values.unit} onChange={(unit) => form.changeUnit({ unit })} />
			<RadioGroup
				legend={BTU_LABELS.load}
				options={LOAD_OPTIONS}
				value={values.load}
				onValueChange={(load) => update({ load })}
			/>
			<p className={fieldStyles.help}>{WHOLE_HOUSE_NOTE}</p>
			<div className={styles.fields}>
				<NumberField
					label={BTU_LABELS.area}
					unit={AREA_UNITS[values.unit]}
					{...textField(form, 'area')}
					min={0}
					step={isImperial ? 10 : 1}
					hint={areaHint}
					focusOnStartNew
				/>
				<NumberField
					label={BTU_LABELS.height}
					unit={HEIGHT_UNITS[values.unit]}
					{...textField(form, 'height')}
					min={0}
					step={isImperial ? 0.5 : 0.1}
				/>
			</div>
			<RadioGroup
				legend={BTU_LABELS.sun}
				options={SUN_OPTIONS}
				value={values.sun}
				onValueChange={(sun) => update({ sun })}
			/>
			{values.load === 'cooling' ? (
				<>
					<div className={styles.fields}>
						<NumberField
							label={BTU_LABELS.occupants}
							{...textField(form, 'occupants')}
							min={OCCUPANT_BOUNDS.min}
							max={OCCUPANT_BOUNDS.max}
							help="Two are in the chart; each one more adds 600 BTU/h"
						/>
					</div>
					<CheckboxField
						label={BTU_LABELS.hasKitchen}
						checked={values.hasKitchen}
						onCheckedChange={(hasKitchen) => update({ hasKitchen })}
					>
						<p className={fieldStyles.help}>A kitchen adds 4,000 BTU/h</p>
					</CheckboxField>
				</>
			) : (
				<>
					<div className={styles.fields}>
						<SelectField
							label={BTU_LABELS.roomType}
							options={ROOM_OPTIONS}
							value={values.roomType}
							onValueChange={(roomType) => update({ roomType })}
						/>
						<SelectField
							label={BTU_LABELS.insulation}
							options={INSULATION_OPTIONS}
							value={values.insulation}
							onValueChange={(insulation) => update({ insulation })}
						/>
						<SelectField
							label={BTU_LABELS.climate}
							options={CLIMATE_OPTIONS}
							value={values.climate}
							onValueChange={(climate) => update({ climate })}
						/>
					</div>
					<CheckboxField
						label={BTU_LABELS.hasLargeGlazing}
						checked={values.hasLargeGlazing}
						onCheckedChange={(hasLargeGlazing) => update({ hasLargeGlazing })}
					/>
				</>
			)}
		</>
	)
}
