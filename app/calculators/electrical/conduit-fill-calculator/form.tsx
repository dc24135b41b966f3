import { listField, textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { EntryList } from '#app/components/form/entry-list.tsx'
import fieldStyles from '#app/components/form/fields.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import {
	BENDS_HELP,
	CONDUIT_FILL_LABELS,
	CONDUIT_TYPE_OPTIONS,
	DIAMETER_OPTIONS,
	ROW_NAMES,
	TRADE_SIZE_OPTIONS,
} from './fields.ts'
import { ConductorRowFields, ROW_ACTIONS } from './row-fields.tsx'
import { type ConduitFillValues, MAX_ROWS } from './schema.ts'
import { StandardField } from '#app/calculators/electrical/shared/standard-field.tsx'

export function ConduitFillForm(form: FormProps<ConduitFillValues>) {
	const { values, update } = form
	const { standard } = values
	return (
		<>
			<StandardField value={standard} onChange={(next) => form.changeUnit({ standard: next })} />
			{standard === 'imperial' ? (
				<div className={styles.fields}>
					<SelectField
						label={CONDUIT_FILL_LABELS.conduitType}
						options={CONDUIT_TYPE_OPTIONS}
						value={values.conduitType}
						onValueChange={(conduitType) => update({ conduitType })}
					/>
					<SelectField
						label={CONDUIT_FILL_LABELS.tradeSize}
						options={TRADE_SIZE_OPTIONS}
						value={values.tradeSize}
						onValueChange={(tradeSize) => update({ tradeSize })}
					/>
				</div>
			) : (
				<div className={styles.fields}>
					<SelectField
						label={CONDUIT_FILL_LABELS.diameter}
						options={DIAMETER_OPTIONS}
						value={values.diameter}
						onValueChange={(diameter) => update({ diameter })}
					/>
					<NumberField
						label={CONDUIT_FILL_LABELS.runLength}
						unit="m"
						{...textField(form, 'runLength')}
						min={0}
						max={10}
						step={0.5}
						help="Up to 10 m; over 10 m, add a draw-in box and check each section."
					/>
					<NumberField
						label={CONDUIT_FILL_LABELS.bends}
						{...textField(form, 'bends')}
						min={0}
						max={4}
						step={1}
						help={BENDS_HELP}
					/>
				</div>
			)}
			<EntryList
				legend={ROW_NAMES[standard].legend}
				{...listField(form, 'rows')}
				addActions={values.rows.length < MAX_ROWS ? ROW_ACTIONS[standard] : []}
				minEntries={1}
				Fields={ConductorRowFields}
				context={{ standard }}
			/>
			{form.errors.rows ? <p className={fieldStyles.error}>{form.errors.rows}</p> : null}
		</>
	)
}
