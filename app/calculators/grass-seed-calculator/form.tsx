import { CalculatorForm } from '#app/components/calculator/calculator-form.tsx'
import styles from '#app/calculator-runtime/calculator.module.css'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { OptionCards } from '#app/components/form/option-cards.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import type { FieldErrors } from '#app/lib/number-input.ts'
import { AREA_UNIT_OPTIONS, BAG_UNIT_OPTIONS, OVERSEEDING_LABEL, seedingRateText } from './fields.ts'
import { GRASS_TYPE_IDS, GRASS_TYPES } from './grass-types.ts'
import { AREA_UNIT_SYMBOLS, type GrassSeedValues, grassValuesForAreaUnit, grassValuesForBagUnit } from './schema.ts'

const GRASS_CARDS = GRASS_TYPE_IDS.map((id) => ({
	value: id,
	name: GRASS_TYPES[id].name,
	description: GRASS_TYPES[id].description,
	detail: seedingRateText(GRASS_TYPES[id].rate),
}))

type GrassSeedFormProps = {
	values: GrassSeedValues
	errors: FieldErrors
	isCalculating: boolean
	focusFirstField: boolean
	onChange: (patch: Partial<GrassSeedValues>) => void
	onSubmit: () => void
}

export function GrassSeedForm({
	values,
	errors,
	isCalculating,
	focusFirstField,
	onChange,
	onSubmit,
}: GrassSeedFormProps) {
	const textFields = ['area', 'bagSize'] as const
	const isReady = textFields.every((field) => !errors[field])
	const visibleError = (field: (typeof textFields)[number]) => (values[field].trim() === '' ? undefined : errors[field])
	const pendingMessage =
		values.area.trim() === '' || values.bagSize.trim() === ''
			? 'Enter the area and the bag size to calculate.'
			: 'Correct the highlighted fields to calculate.'

	return (
		<CalculatorForm isReady={isReady} isCalculating={isCalculating} pendingMessage={pendingMessage} onSubmit={onSubmit}>
			<div className={styles.fields}>
				<NumberField
					label="Area"
					unit={AREA_UNIT_SYMBOLS[values.unit]}
					value={values.area}
					onValueChange={(area) => onChange({ area })}
					min={0}
					step={0.01}
					error={visibleError('area')}
					// Focus returns here after 'Start New Calculation'.
					// eslint-disable-next-line jsx-a11y/no-autofocus
					autoFocus={focusFirstField}
				/>
				<SelectField
					label="Area Unit"
					options={AREA_UNIT_OPTIONS}
					value={values.unit}
					onValueChange={(unit) => onChange(grassValuesForAreaUnit(values, unit))}
				/>
			</div>
			<OptionCards
				legend="Grass Type"
				options={GRASS_CARDS}
				value={values.grassType}
				onValueChange={(grassType) => onChange({ grassType })}
			/>
			<CheckboxField
				label={OVERSEEDING_LABEL}
				checked={values.isOverseeding}
				onCheckedChange={(isOverseeding) => onChange({ isOverseeding })}
			/>
			<div className={styles.fields}>
				<NumberField
					label="Bag Size"
					unit={values.bagUnit}
					value={values.bagSize}
					onValueChange={(bagSize) => onChange({ bagSize })}
					min={0.1}
					step={0.1}
					error={visibleError('bagSize')}
				/>
				<SelectField
					label="Bag Unit"
					options={BAG_UNIT_OPTIONS}
					value={values.bagUnit}
					onValueChange={(bagUnit) => onChange(grassValuesForBagUnit(values, bagUnit))}
				/>
			</div>
		</CalculatorForm>
	)
}
