import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { OptionCards } from '#app/components/form/option-cards.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { AREA_UNIT_OPTIONS, BAG_UNIT_OPTIONS, OVERSEEDING_LABEL, seedingRateText } from './fields.ts'
import { GRASS_TYPE_IDS, GRASS_TYPES } from './grass-types.ts'
import { AREA_UNIT_SYMBOLS, type GrassSeedValues } from './schema.ts'

const GRASS_CARDS = GRASS_TYPE_IDS.map((id) => ({
	value: id,
	name: GRASS_TYPES[id].name,
	description: GRASS_TYPES[id].description,
	detail: seedingRateText(GRASS_TYPES[id].rate),
}))

export function GrassSeedForm(form: FormProps<GrassSeedValues>) {
	const { values, update, changeUnit } = form
	return (
		<>
			<div className={styles.fields}>
				<NumberField
					label="Area"
					unit={AREA_UNIT_SYMBOLS[values.unit]}
					{...textField(form, 'area')}
					min={0}
					step={0.01}
					focusOnStartNew
				/>
				<SelectField
					label="Area Unit"
					options={AREA_UNIT_OPTIONS}
					value={values.unit}
					onValueChange={(unit) => changeUnit({ unit })}
				/>
			</div>
			<OptionCards
				legend="Grass Type"
				options={GRASS_CARDS}
				value={values.grassType}
				onValueChange={(grassType) => update({ grassType })}
			/>
			<CheckboxField
				label={OVERSEEDING_LABEL}
				checked={values.isOverseeding}
				onCheckedChange={(isOverseeding) => update({ isOverseeding })}
			/>
			<div className={styles.fields}>
				<NumberField label="Bag Size" unit={values.bagUnit} {...textField(form, 'bagSize')} min={0.1} step={0.1} />
				<SelectField
					label="Bag Unit"
					options={BAG_UNIT_OPTIONS}
					value={values.bagUnit}
					onValueChange={(bagUnit) => changeUnit({ bagUnit })}
				/>
			</div>
		</>
	)
}
