import { CalculatorForm } from '#app/components/calculator/calculator-form.tsx'
import styles from '#app/calculator-runtime/calculator.module.css'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import fieldStyles from '#app/components/form/fields.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { OptionCards } from '#app/components/form/option-cards.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { type FieldErrors, hasEmptyField, visibleError } from '#app/lib/number-input.ts'
import { METERS_OR_FEET_OPTIONS } from '#app/components/form/unit-system-field.tsx'
import { DIMENSION_LABELS, dimensionHelp, SHAPE_CARDS, TYPE_CARDS } from './fields.ts'
import { type ConcreteValues, concreteDimensions, concreteLengthUnit } from './schema.ts'

type ConcreteFormProps = {
	values: ConcreteValues
	errors: FieldErrors
	isReady: boolean
	isCalculating: boolean
	focusFirstField: boolean
	onValuesChange: (patch: Partial<ConcreteValues>) => void
	onUnitChange: (unit: ConcreteValues['unit']) => void
	onSubmit: () => void
}

export function ConcreteForm({
	values,
	errors,
	isReady,
	isCalculating,
	focusFirstField,
	onValuesChange,
	onUnitChange,
	onSubmit,
}: ConcreteFormProps) {
	const unit = concreteLengthUnit(values.unit)
	const dimensions = concreteDimensions(values.shape)

	return (
		<CalculatorForm
			isCalculating={isCalculating}
			isReady={isReady}
			pendingMessage={
				hasEmptyField(errors)
					? `Fill in the ${values.shape === 'column' ? 'diameter' : 'length, width'} and height to calculate.`
					: 'Correct the highlighted fields to calculate.'
			}
			onSubmit={onSubmit}
		>
			<RadioGroup
				legend="Unit System"
				options={METERS_OR_FEET_OPTIONS}
				value={values.unit}
				onValueChange={onUnitChange}
			/>
			<OptionCards
				legend="Structure Shape"
				options={SHAPE_CARDS}
				value={values.shape}
				onValueChange={(shape) => onValuesChange({ shape })}
			/>
			<OptionCards
				legend="Concrete Type"
				options={TYPE_CARDS}
				value={values.concreteType}
				onValueChange={(concreteType) => onValuesChange({ concreteType })}
			/>
			<div className={styles.fields}>
				{dimensions.map((dimension, index) => (
					<NumberField
						key={dimension}
						label={DIMENSION_LABELS[dimension]}
						unit={unit}
						value={values[dimension]}
						onValueChange={(value) => onValuesChange({ [dimension]: value })}
						min={0.1}
						step={0.1}
						help={dimensionHelp(values.shape, dimension)}
						error={visibleError(errors, dimension)}
						// Focus returns here after 'Start New Calculation'.
						// eslint-disable-next-line jsx-a11y/no-autofocus
						autoFocus={focusFirstField && index === 0}
					/>
				))}
			</div>
			<CheckboxField
				label="Include Wastage"
				role="switch"
				checked={values.includeWastage}
				onCheckedChange={(includeWastage) => onValuesChange({ includeWastage })}
			>
				<p className={fieldStyles.help}>Adds 10% for spillage and uneven ground</p>
			</CheckboxField>
			<CheckboxField
				label="Include Reinforcement"
				role="switch"
				checked={values.includeReinforcement}
				onCheckedChange={(includeReinforcement) => onValuesChange({ includeReinforcement })}
			>
				<p className={fieldStyles.help}>12 mm bars, 300 mm apart</p>
			</CheckboxField>
		</CalculatorForm>
	)
}
