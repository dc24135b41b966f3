import { CalculatorForm } from '#app/components/calculator/calculator-form.tsx'
import styles from '#app/components/calculator/calculator.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { type UnitSelection, UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import type { FieldErrors } from '#app/lib/number-input.ts'
import { convertedHint, DECK_FIELD_LABELS, type DeckFieldName } from './fields.ts'
import { DECK_LENGTH_FIELDS, type DeckInput, type DeckValues, deckLengthUnit } from './schema.ts'

type DeckFormProps = {
	values: DeckValues
	/** Parsed numbers of the fields that are valid so far (for the converted hints). */
	parsed: Partial<DeckInput>
	errors: FieldErrors
	isCalculating: boolean
	focusFirstField: boolean
	onFieldChange: (field: DeckFieldName, value: string) => void
	onUnitChange: (selection: UnitSelection) => void
	onSubmit: () => void
}

export function DeckForm({
	values,
	parsed,
	errors,
	isCalculating,
	focusFirstField,
	onFieldChange,
	onUnitChange,
	onSubmit,
}: DeckFormProps) {
	const unit = deckLengthUnit(values)
	const allFields = [...DECK_LENGTH_FIELDS, 'wastePercentage'] as const
	const hasEmptyField = allFields.some((field) => values[field].trim() === '')
	const visibleError = (field: DeckFieldName) => (values[field].trim() === '' ? undefined : errors[field])
	const isReady = allFields.every((field) => !errors[field])

	return (
		<CalculatorForm
			isReady={isReady}
			isCalculating={isCalculating}
			pendingMessage={
				hasEmptyField ? 'Fill in all six fields to calculate.' : 'Correct the highlighted fields to calculate.'
			}
			onSubmit={onSubmit}
		>
			<UnitSystemField value={values} onChange={onUnitChange} />
			<div className={styles.fields}>
				{DECK_LENGTH_FIELDS.map((field, index) => {
					const number = parsed[field]
					return (
						<NumberField
							key={field}
							label={DECK_FIELD_LABELS[field]}
							unit={unit}
							value={values[field]}
							onValueChange={(value) => onFieldChange(field, value)}
							min={0}
							step={unit === 'mm' ? 1 : 0.01}
							hint={number === undefined ? undefined : convertedHint(number, unit)}
							error={visibleError(field)}
							// Focus returns here after 'Start New Calculation'.
							// eslint-disable-next-line jsx-a11y/no-autofocus
							autoFocus={focusFirstField && index === 0}
						/>
					)
				})}
				<NumberField
					label={DECK_FIELD_LABELS.wastePercentage}
					unit="%"
					value={values.wastePercentage}
					onValueChange={(value) => onFieldChange('wastePercentage', value)}
					min={0}
					max={50}
					step={1}
					help="Add 10-15% for cuts and waste"
					error={visibleError('wastePercentage')}
				/>
			</div>
		</CalculatorForm>
	)
}
