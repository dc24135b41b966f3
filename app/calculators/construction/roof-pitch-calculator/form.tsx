import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { PITCH_BOUNDS, PITCH_LABELS } from '#app/calculators/construction/shared/roof-pitch.ts'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { MetricOrImperialField } from '#app/components/form/unit-system-field.tsx'
import { PITCH_ENTRY_OPTIONS, ROOF_TYPE_OPTIONS, spacingOptions } from './fields.ts'
import { ROOF_PITCH_SYSTEMS } from './options.ts'
import { type RoofPitchValues, withPitchEntry } from './schema.ts'

export function RoofPitchForm(form: FormProps<RoofPitchValues>) {
	const { values, update } = form
	const system = ROOF_PITCH_SYSTEMS[values.unit]
	const { bounds, steps } = system
	const isGable = values.roofType === 'gable'
	const pitchMode = values.pitchMode === 'riseRun' ? null : values.pitchMode
	return (
		<>
			<MetricOrImperialField value={values.unit} onChange={(unit) => form.changeUnit({ unit })} />
			<RadioGroup
				legend="Pitch entered as"
				options={PITCH_ENTRY_OPTIONS}
				value={values.pitchMode}
				onValueChange={(mode) => update(withPitchEntry(values, mode))}
			/>
			{pitchMode ? (
				<NumberField
					label={PITCH_LABELS[pitchMode]}
					unit={pitchMode === 'degrees' ? '°' : undefined}
					{...textField(form, 'pitch')}
					min={PITCH_BOUNDS[pitchMode].min}
					max={PITCH_BOUNDS[pitchMode].max}
					step={pitchMode === 'degrees' ? 0.5 : 0.25}
				/>
			) : (
				<div className={styles.fields}>
					<NumberField
						label="Rise"
						unit={system.fineUnit}
						{...textField(form, 'rise')}
						min={bounds.rise[0]}
						step={steps.riseRun}
					/>
					<NumberField
						label="Run"
						unit={system.fineUnit}
						{...textField(form, 'run')}
						min={bounds.run[0]}
						step={steps.riseRun}
					/>
				</div>
			)}
			<RadioGroup
				legend="Roof type"
				options={ROOF_TYPE_OPTIONS}
				value={values.roofType}
				onValueChange={(roofType) => update({ roofType })}
			/>
			<div className={styles.fields}>
				<NumberField
					label="Span"
					unit={system.lengthUnit}
					{...textField(form, 'span')}
					min={bounds.span[0]}
					step={0.01}
					help="Outside of wall plate to outside of wall plate"
					focusOnStartNew
				/>
				{isGable ? (
					<NumberField
						label="Ridge board thickness"
						unit={system.fineUnit}
						{...textField(form, 'ridge')}
						min={0}
						step={steps.fine}
					/>
				) : null}
				<NumberField
					label="Eaves overhang"
					unit={system.overhangUnit}
					{...textField(form, 'overhang')}
					min={0}
					step={steps.overhang}
					help="Horizontal, beyond the wall"
				/>
				<NumberField
					label="Building length"
					unit={system.lengthUnit}
					{...textField(form, 'buildingLength')}
					min={bounds.buildingLength[0]}
					step={0.01}
					help="Along the ridge"
				/>
			</div>
			<div className={styles.fields}>
				<SelectField
					label="Rafter spacing (centres)"
					options={spacingOptions(values.unit)}
					value={values.spacing}
					onValueChange={(spacing) => update({ spacing })}
				/>
				<NumberField
					label="Rafter depth"
					unit={system.fineUnit}
					{...textField(form, 'rafterDepth')}
					min={bounds.rafterDepth[0]}
					step={steps.fine}
					help="Actual size, not nominal"
				/>
				<NumberField
					label="Birdsmouth seat length"
					unit={system.fineUnit}
					{...textField(form, 'seat')}
					min={0}
					step={steps.fine}
					help="Level bearing on the wall plate"
				/>
			</div>
		</>
	)
}
