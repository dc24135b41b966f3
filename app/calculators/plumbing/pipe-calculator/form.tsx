import { listField, textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { EntryList } from '#app/components/form/entry-list.tsx'
import fieldStyles from '#app/components/form/fields.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { PlumbingUnitField } from '#app/calculators/plumbing/shared/results-parts.tsx'
import { EXTRA_VOLUME_HELP } from './fields.ts'
import { RUN_ACTIONS, RunFields } from './run-fields.tsx'
import { EXTRA_VOLUME_BOUNDS, MAX_RUNS, type PipeCalculatorValues } from './schema.ts'

export function PipeCalculatorForm(form: FormProps<PipeCalculatorValues>) {
	const { values } = form
	const { unit } = values
	const extra = EXTRA_VOLUME_BOUNDS[unit]
	return (
		<>
			<PlumbingUnitField value={unit} onChange={(system) => form.changeUnit({ unit: system })} />
			<EntryList
				legend="Pipe runs"
				{...listField(form, 'runs')}
				addActions={values.runs.length < MAX_RUNS ? RUN_ACTIONS[unit] : []}
				minEntries={1}
				Fields={RunFields}
				context={{ unit }}
			/>
			{form.errors.runs ? <p className={fieldStyles.error}>{form.errors.runs}</p> : null}
			<div className={styles.fields}>
				<NumberField
					label="Extra volume"
					unit={extra.unit}
					{...textField(form, 'extraVolume')}
					min={extra.min}
					max={extra.max}
					step={1}
					help={EXTRA_VOLUME_HELP}
				/>
			</div>
		</>
	)
}
