import { textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { MetricOrImperialField } from '#app/components/form/unit-system-field.tsx'
import { convertPitch, PITCH_LABELS } from '#app/calculators/construction/shared/roof-pitch.ts'
import { COVERING_OPTIONS, PITCH_MODE_OPTIONS, SHAPE_OPTIONS, TILE_TYPE_OPTIONS } from './fields.ts'
import { ROOFING_SYSTEMS, UNDERLAY_CHIPS } from './options.ts'
import roofingStyles from './roofing.module.css'
import { type RoofingValues, withShape } from './schema.ts'

export function RoofingForm(form: FormProps<RoofingValues>) {
	const { values, update } = form
	const system = ROOFING_SYSTEMS[values.unit]
	const isTiles = values.covering === 'tiles'
	return (
		<>
			<MetricOrImperialField value={values.unit} onChange={(unit) => form.changeUnit({ unit })} />
			<RadioGroup
				legend="Roof shape"
				options={SHAPE_OPTIONS}
				value={values.shape}
				onValueChange={(shape) => update(withShape(values, shape))}
			/>
			<div className={styles.fields}>
				<NumberField
					label="Building length"
					unit={system.lengthUnit}
					{...textField(form, 'length')}
					step={0.01}
					help="Gable: along the ridge"
					focusOnStartNew
				/>
				<NumberField label="Building width" unit={system.lengthUnit} {...textField(form, 'width')} step={0.01} />
				<NumberField
					label="Eaves overhang"
					unit={system.overhangUnit}
					{...textField(form, 'overhang')}
					min={0}
					step={values.unit === 'metric' ? 0.01 : 0.5}
					help="All sides"
				/>
			</div>
			<RadioGroup
				legend="Pitch entered as"
				options={PITCH_MODE_OPTIONS}
				value={values.pitchMode}
				onValueChange={(pitchMode) =>
					update({ pitchMode, pitch: convertPitch(values.pitch, values.pitchMode, pitchMode) })
				}
			/>
			<NumberField
				label={PITCH_LABELS[values.pitchMode]}
				unit={values.pitchMode === 'degrees' ? '°' : undefined}
				{...textField(form, 'pitch')}
				step={values.pitchMode === 'degrees' ? 0.5 : 0.25}
			/>
			<RadioGroup
				legend="Roof covering"
				options={COVERING_OPTIONS}
				value={values.covering}
				onValueChange={(covering) => update({ covering })}
			/>
			{isTiles ? (
				<SelectField
					label="Tile type"
					options={TILE_TYPE_OPTIONS}
					value={values.tileType}
					onValueChange={(tileType) => update({ tileType })}
				/>
			) : null}
			{isTiles && values.tileType === 'custom' ? (
				<div className={styles.fields}>
					<NumberField label="Tiles per m²" {...textField(form, 'tilesPerM2')} step={0.01} />
					<NumberField label="Batten gauge" unit="mm" {...textField(form, 'battenGauge')} step={1} />
				</div>
			) : null}
			<div className={styles.fields}>
				<div>
					<NumberField
						label="Underlay coverage per roll"
						unit={system.areaUnit}
						{...textField(form, 'underlayCoverage')}
						step={0.1}
					/>
					{values.unit === 'imperial' ? (
						<div className={roofingStyles.chips} role="group" aria-label="Underlayment rolls">
							{UNDERLAY_CHIPS.map((chip) => (
								<button
									key={chip.value}
									type="button"
									className="button button--secondary"
									aria-pressed={values.underlayCoverage === chip.value}
									onClick={() => update({ underlayCoverage: chip.value })}
								>
									{chip.label}
								</button>
							))}
						</div>
					) : null}
				</div>
				<NumberField label="Waste" unit="%" {...textField(form, 'waste')} min={0} max={30} />
			</div>
		</>
	)
}
