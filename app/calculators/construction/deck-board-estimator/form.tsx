import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { NumberField } from '#app/components/form/number-field.tsx'
import { UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { lengthHint } from '#app/lib/length-hint.ts'
import { DECK_FIELD_LABELS } from './fields.ts'
import { DECK_LENGTH_FIELDS, type DeckValues, deckLengthUnit, WASTE_BOUNDS } from './schema.ts'

export function DeckForm(form: FormProps<DeckValues>) {
	const unit = deckLengthUnit(form.values)
	return (
		<>
			<UnitSystemField value={form.values} onChange={form.changeUnit} />
			<div className={styles.fields}>
				{DECK_LENGTH_FIELDS.map((field, index) => (
					<NumberField
						key={field}
						label={DECK_FIELD_LABELS[field]}
						unit={unit}
						{...textField(form, field)}
						min={0}
						step={unit === 'mm' ? 1 : 0.01}
						hint={(value) => lengthHint(value, unit, 'mm')}
						focusOnStartNew={index === 0}
					/>
				))}
				<NumberField
					label={DECK_FIELD_LABELS.wastePercentage}
					unit="%"
					{...textField(form, 'wastePercentage')}
					min={WASTE_BOUNDS.min}
					max={WASTE_BOUNDS.max}
					step={1}
					help="Add 10-15% for cuts and waste"
				/>
			</div>
		</>
	)
}
