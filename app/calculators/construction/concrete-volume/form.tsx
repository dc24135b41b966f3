import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import fieldStyles from '#app/components/form/fields.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { OptionCards } from '#app/components/form/option-cards.tsx'
import { MetersOrFeetField } from '#app/components/form/unit-system-field.tsx'
import { typedLengthUnit } from '#app/lib/units.ts'
import { DIMENSION_LABELS, dimensionHelp, SHAPE_CARDS, TYPE_CARDS } from './fields.ts'
import { type ConcreteValues, concreteDimensions } from './schema.ts'

export function ConcreteForm(form: FormProps<ConcreteValues>) {
	const { values, update } = form
	const unit = typedLengthUnit(values)
	return (
		<>
			<MetersOrFeetField value={values.unit} onChange={(system) => form.changeUnit({ unit: system })} />
			<OptionCards
				legend="Structure Shape"
				options={SHAPE_CARDS}
				value={values.shape}
				onValueChange={(shape) => update({ shape })}
			/>
			<OptionCards
				legend="Concrete Type"
				options={TYPE_CARDS}
				value={values.concreteType}
				onValueChange={(concreteType) => update({ concreteType })}
			/>
			<div className={styles.fields}>
				{concreteDimensions(values.shape).map((dimension, index) => (
					<NumberField
						key={dimension}
						label={DIMENSION_LABELS[dimension]}
						unit={unit}
						{...textField(form, dimension)}
						min={0.1}
						step={0.1}
						help={dimensionHelp(values.shape, dimension)}
						focusOnStartNew={index === 0}
					/>
				))}
			</div>
			<CheckboxField
				label="Include Wastage"
				role="switch"
				checked={values.includeWastage}
				onCheckedChange={(includeWastage) => update({ includeWastage })}
			>
				<p className={fieldStyles.help}>Adds 10% for spillage and uneven ground</p>
			</CheckboxField>
			<CheckboxField
				label="Include Reinforcement"
				role="switch"
				checked={values.includeReinforcement}
				onCheckedChange={(includeReinforcement) => update({ includeReinforcement })}
			>
				<p className={fieldStyles.help}>12 mm bars, 300 mm apart</p>
			</CheckboxField>
		</>
	)
}
