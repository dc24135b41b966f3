import { listField, textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { EntryList } from '#app/components/form/entry-list.tsx'
import fieldStyles from '#app/components/form/fields.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { MetricOrImperialField } from '#app/components/form/unit-system-field.tsx'
import { AREAS } from './areas-field.tsx'
import { AREAS_HELP, BEDDING_OPTIONS, MIX_OPTIONS, PATTERN_OPTIONS, paverOptions } from './fields.ts'
import { ALLOWANCE_BOUNDS, CUSTOM_ID, PAVER_SYSTEMS, WASTE_BOUNDS } from './options.ts'
import { type PaverValues, withPaver, withPattern } from './schema.ts'

/** A field's spinner bounds from its [min, max]. */
function bounded([min, max]: readonly [number, number]) {
	return { min, max }
}

export function PaverForm(form: FormProps<PaverValues>) {
	const { values, update } = form
	const system = PAVER_SYSTEMS[values.unit]
	const small = { unit: system.smallUnit, step: system.smallStep }
	return (
		<>
			<MetricOrImperialField value={values.unit} onChange={(unit) => form.changeUnit({ unit })} />
			<div>
				<EntryList {...AREAS} {...listField(form, 'areas')} context={{ unit: system.lengthUnit }} />
				<p className={fieldStyles.help}>{AREAS_HELP}</p>
			</div>
			<div className={styles.fields}>
				<div>
					<SelectField
						label="Paver or slab"
						options={paverOptions(values.unit)}
						value={values.paver}
						onValueChange={(paver) => update(withPaver(values, paver))}
					/>
					<p className={fieldStyles.help}>Actual face size, length × width</p>
				</div>
				{values.paver === CUSTOM_ID ? (
					<>
						<NumberField
							label="Custom length"
							{...small}
							{...textField(form, 'customLength')}
							{...bounded(system.customBounds)}
						/>
						<NumberField
							label="Custom width"
							{...small}
							{...textField(form, 'customWidth')}
							{...bounded(system.customBounds)}
						/>
					</>
				) : null}
				<NumberField label="Joint width" {...small} {...textField(form, 'joint')} {...bounded(system.jointBounds)} />
				<SelectField
					label="Laying pattern"
					options={PATTERN_OPTIONS}
					value={values.pattern}
					onValueChange={(pattern) => update(withPattern(values, pattern))}
				/>
				<NumberField
					label="Waste on pavers"
					unit="%"
					{...textField(form, 'waste')}
					min={WASTE_BOUNDS.min}
					max={WASTE_BOUNDS.max}
					help="Follows the pattern until you type your own"
				/>
				<NumberField
					label="Sub-base depth"
					{...small}
					{...textField(form, 'subBaseDepth')}
					{...bounded(system.subBaseBounds)}
					help="Compacted; 0 for none"
				/>
			</div>
			<RadioGroup
				legend="Bedding"
				options={BEDDING_OPTIONS}
				value={values.bedding}
				onValueChange={(bedding) => update({ bedding })}
			/>
			<div className={styles.fields}>
				<NumberField
					label="Bedding depth"
					{...small}
					{...textField(form, 'beddingDepth')}
					{...bounded(system.beddingBounds)}
					help="As spread, before the pavers are bedded in"
				/>
				{values.bedding === 'mortar' ? (
					<SelectField
						label="Mortar bed mix (sand : cement)"
						options={MIX_OPTIONS}
						value={values.mix}
						onValueChange={(mix) => update({ mix })}
					/>
				) : null}
				<NumberField
					label="Allowance on sub-base and bedding"
					unit="%"
					{...textField(form, 'allowance')}
					min={ALLOWANCE_BOUNDS.min}
					max={ALLOWANCE_BOUNDS.max}
				/>
				<NumberField
					label="Edges not needing restraint"
					unit={system.lengthUnit}
					{...textField(form, 'edgesWithoutRestraint')}
					{...bounded(system.edgeBounds)}
					step={system.lengthStep}
					help="Against walls, steps"
				/>
			</div>
		</>
	)
}
