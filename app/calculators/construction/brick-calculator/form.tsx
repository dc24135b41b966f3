import { listField, textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { EntryList } from '#app/components/form/entry-list.tsx'
import fieldStyles from '#app/components/form/fields.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { MetricOrImperialField } from '#app/components/form/unit-system-field.tsx'
import { OPENINGS, WALLS } from './entries.tsx'
import { BED_DEPTH_HELP, BLOCK_THICKNESS_OPTIONS, CONSTRUCTION_OPTIONS, mixOptions, presetOptions } from './fields.ts'
import { BRICK_BOUNDS, MORTAR_WASTE_BOUNDS, WASTE_BOUNDS } from './options.ts'
import type { BrickValues } from './schema.ts'

/** A field's unit and spinner bounds. */
function bounded({ min, max, unit }: { min: number; max: number; unit: string }) {
	return { min, max, unit }
}

/** The unit's own sizes, shown only for a Custom unit (docs/calculators/brick-calculator.md §2). */
function CustomSizeFields({ form }: { form: FormProps<BrickValues> }) {
	const bounds = BRICK_BOUNDS[form.values.unit]
	const step = form.values.unit === 'metric' ? 1 : 0.0625
	return (
		<>
			<NumberField
				label="Custom length"
				{...textField(form, 'customLength')}
				{...bounded(bounds.customSize)}
				step={step}
			/>
			<NumberField
				label="Custom height"
				{...textField(form, 'customHeight')}
				{...bounded(bounds.customSize)}
				step={step}
			/>
			<NumberField
				label="Custom mortar bed depth"
				{...textField(form, 'customBedDepth')}
				{...bounded(bounds.customBedDepth)}
				step={step}
				help={BED_DEPTH_HELP}
			/>
		</>
	)
}

export function BrickForm(form: FormProps<BrickValues>) {
	const { values, errors, update } = form
	const isMetric = values.unit === 'metric'
	const bounds = BRICK_BOUNDS[values.unit]
	const context = { unit: isMetric ? 'm' : 'ft' }
	return (
		<>
			<MetricOrImperialField value={values.unit} onChange={(unit) => form.changeUnit({ unit })} />
			<div className={styles.fields}>
				<SelectField
					label="Unit"
					options={presetOptions(values.unit)}
					value={values.preset}
					onValueChange={(preset) => update({ preset })}
				/>
				{values.preset === 'uk-block' ? (
					<SelectField
						label="Block thickness"
						options={BLOCK_THICKNESS_OPTIONS}
						value={values.blockThickness}
						onValueChange={(blockThickness) => update({ blockThickness })}
					/>
				) : null}
				{values.preset === 'custom' ? <CustomSizeFields form={form} /> : null}
				<NumberField
					label="Joint thickness"
					{...textField(form, 'joint')}
					{...bounded(bounds.joint)}
					step={isMetric ? 1 : 0.0625}
				/>
			</div>
			<RadioGroup
				legend="Wall construction"
				options={CONSTRUCTION_OPTIONS}
				value={values.construction}
				onValueChange={(construction) => update({ construction })}
			/>
			<EntryList {...WALLS} {...listField(form, 'walls')} context={context} />
			<div>
				<EntryList
					{...OPENINGS}
					{...listField(form, 'openings')}
					emptyMessage="No openings. Add the windows and doors to take them off the walls."
					context={context}
				/>
				{errors.openings ? <p className={fieldStyles.error}>{errors.openings}</p> : null}
			</div>
			<div className={styles.fields}>
				<NumberField label="Waste on bricks / blocks" {...textField(form, 'waste')} {...bounded(WASTE_BOUNDS)} />
				<NumberField label="Mortar waste" {...textField(form, 'mortarWaste')} {...bounded(MORTAR_WASTE_BOUNDS)} />
				<SelectField
					label="Mortar mix (1 : n by volume)"
					options={mixOptions(values.unit)}
					value={values.mix}
					onValueChange={(mix) => update({ mix })}
				/>
			</div>
		</>
	)
}
