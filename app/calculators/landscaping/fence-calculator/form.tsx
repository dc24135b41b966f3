import { listField, textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { EntryList } from '#app/components/form/entry-list.tsx'
import fieldStyles from '#app/components/form/fields.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { MetricOrImperialField } from '#app/components/form/unit-system-field.tsx'
import { fenceOptions, SECTIONS_HELP, STYLE_OPTIONS } from './fields.ts'
import { FENCE_SYSTEMS, RAILS_BOUNDS, WASTE_BOUNDS } from './options.ts'
import type { FenceValues } from './schema.ts'
import { SECTIONS } from './sections-field.tsx'

/** A message about the job under a list or a checkbox, which have no field of their own to carry it. */
function JobMessage({ message }: { message: string | undefined }) {
	return message ? <p className={fieldStyles.error}>{message}</p> : null
}

/** The panel fields, shown with Panels: width, and height from the standard panels. */
function PanelFields({ form }: { form: FormProps<FenceValues> }) {
	const { values, update } = form
	const system = FENCE_SYSTEMS[values.unit]
	return (
		<div className={styles.fields}>
			<NumberField
				label="Panel width"
				unit={system.lengthUnit}
				{...textField(form, 'panelWidth')}
				step={system.lengthStep}
			/>
			<SelectField
				label="Panel height"
				options={fenceOptions(values.unit).panelHeights}
				value={values.panelHeight}
				onValueChange={(panelHeight) => update({ panelHeight })}
			/>
		</div>
	)
}

/** The board fields, shown with Boards on rails: height, board width and gap, rails, post spacing. */
function BoardFields({ form }: { form: FormProps<FenceValues> }) {
	const { values, update } = form
	const system = FENCE_SYSTEMS[values.unit]
	return (
		<div className={styles.fields}>
			<NumberField
				label="Fence height"
				unit={system.lengthUnit}
				{...textField(form, 'fenceHeight')}
				step={system.lengthStep}
				help="The height of the boards"
			/>
			<NumberField
				label="Board / picket width"
				unit={system.smallUnit}
				{...textField(form, 'boardWidth')}
				step={system.smallStep}
				help="For overlapping featheredge, the width each board covers"
			/>
			<NumberField
				label="Gap between boards"
				unit={system.smallUnit}
				{...textField(form, 'boardGap')}
				min={0}
				step={system.smallStep}
			/>
			<NumberField label="Rails per bay" {...textField(form, 'railsPerBay')} {...RAILS_BOUNDS} />
			<SelectField
				label="Maximum post spacing"
				options={fenceOptions(values.unit).spacings}
				value={values.postSpacing}
				onValueChange={(postSpacing) => update({ postSpacing })}
			/>
		</div>
	)
}

export function FenceForm(form: FormProps<FenceValues>) {
	const { values, errors, update } = form
	const system = FENCE_SYSTEMS[values.unit]
	const options = fenceOptions(values.unit)
	const isPanels = values.style === 'panels'
	return (
		<>
			<MetricOrImperialField value={values.unit} onChange={(unit) => form.changeUnit({ unit })} />
			<RadioGroup
				legend="Fence style"
				options={STYLE_OPTIONS}
				value={values.style}
				onValueChange={(style) => update({ style })}
			/>
			<div>
				<EntryList {...SECTIONS} {...listField(form, 'sections')} context={{ unit: system.lengthUnit }} />
				<p className={fieldStyles.help}>{SECTIONS_HELP}</p>
				<JobMessage message={errors.sections} />
			</div>
			<CheckboxField
				label="Closed loop"
				checked={values.closedLoop}
				onCheckedChange={(closedLoop) => update({ closedLoop })}
			>
				<JobMessage message={errors.closedLoop} />
			</CheckboxField>
			{isPanels ? <PanelFields form={form} /> : <BoardFields form={form} />}
			<CheckboxField
				label={system.gravelBoardLabel}
				checked={values.gravelBoards}
				onCheckedChange={(gravelBoards) => update({ gravelBoards })}
			/>
			<div className={styles.fields}>
				<SelectField
					label="Post size"
					options={options.posts}
					value={values.postSize}
					onValueChange={(postSize) => update({ postSize })}
				/>
				<NumberField
					label="Post hole diameter"
					unit={system.smallUnit}
					{...textField(form, 'holeDiameter')}
					step={system.smallStep}
				/>
				<NumberField
					label="Post hole depth"
					unit={system.smallUnit}
					{...textField(form, 'holeDepth')}
					step={system.smallStep}
				/>
				<SelectField
					label="Concrete bag"
					options={options.bags}
					value={values.bag}
					onValueChange={(bag) => update({ bag })}
				/>
				{isPanels ? null : (
					<NumberField
						label="Waste on boards / pickets"
						unit="%"
						{...textField(form, 'waste')}
						min={WASTE_BOUNDS.min}
						max={WASTE_BOUNDS.max}
					/>
				)}
			</div>
		</>
	)
}
