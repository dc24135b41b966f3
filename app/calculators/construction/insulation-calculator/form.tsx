import { listField, textField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { EntryList } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { MetricOrImperialField } from '#app/components/form/unit-system-field.tsx'
import { AREAS, OPENINGS } from './entries.tsx'
import {
	CLIMATE_ZONE_OPTIONS,
	climateZoneHelp,
	CONDUCTIVITY_OPTIONS,
	locationOptions,
	PRODUCT_R_OPTIONS,
	ROLL_THICKNESS_OPTIONS,
	TARGET_MODE_OPTIONS,
} from './fields.ts'
import { FIELD_BOUNDS } from './options.ts'
import { type InsulationValues, withClimateZone, withLocation, withRollThickness } from './schema.ts'

/** A field's spinner bounds. */
function bounded(name: keyof typeof FIELD_BOUNDS) {
	return { min: FIELD_BOUNDS[name].min, max: FIELD_BOUNDS[name].max }
}

export function InsulationForm(form: FormProps<InsulationValues>) {
	const { values, update } = form
	const isMetric = values.unit === 'metric'
	const context = { unit: isMetric ? 'm' : 'ft', isWalls: values.location === 'walls' }
	return (
		<>
			<MetricOrImperialField value={values.unit} onChange={(unit) => form.changeUnit({ unit })} />
			<RadioGroup
				legend="Where"
				options={locationOptions(values.unit)}
				value={values.location}
				onValueChange={(location) => update(withLocation(values, location))}
			/>
			<EntryList {...AREAS} {...listField(form, 'areas')} context={context} />
			<EntryList
				{...OPENINGS}
				{...listField(form, 'openings')}
				emptyMessage="No openings. Add the windows and doors in a wall to take them off the area."
				context={context}
			/>
			{isMetric ? (
				<>
					<RadioGroup
						legend="Target set by"
						options={TARGET_MODE_OPTIONS}
						value={values.targetMode}
						onValueChange={(targetMode) => update({ targetMode })}
					/>
					<div className={styles.fields}>
						{values.targetMode === 'thickness' ? (
							<NumberField
								label="Target thickness"
								unit="mm"
								{...textField(form, 'targetThickness')}
								{...bounded('targetThickness')}
								step={5}
							/>
						) : (
							<NumberField
								label="Target U-value"
								unit="W/m²K"
								{...textField(form, 'targetU')}
								{...bounded('targetU')}
								step={0.01}
							/>
						)}
						<SelectField
							label="Conductivity λ"
							options={CONDUCTIVITY_OPTIONS}
							value={values.conductivity}
							onValueChange={(conductivity) => update({ conductivity })}
						/>
						<SelectField
							label="Roll thickness"
							options={ROLL_THICKNESS_OPTIONS}
							value={values.rollThickness}
							onValueChange={(rollThickness) => update(withRollThickness(values, rollThickness))}
						/>
						<NumberField
							label="Coverage per roll"
							unit="m²"
							{...textField(form, 'rollCoverage')}
							{...bounded('rollCoverage')}
							step={0.01}
							help="Printed on the roll's label"
						/>
					</div>
				</>
			) : (
				<div className={styles.fields}>
					{/* US only: the IECC is a US code; UK targets come from Part L (decision 083). */}
					<SelectField
						label="Climate zone"
						options={CLIMATE_ZONE_OPTIONS}
						value={values.climateZone}
						onValueChange={(climateZone) => update(withClimateZone(values, climateZone))}
						help={climateZoneHelp(values.climateZone, values.location)}
					/>
					<NumberField
						label="Target R-value"
						{...textField(form, 'targetR')}
						{...bounded('targetR')}
						step={1}
						help="ft²·°F·h/BTU"
					/>
					<SelectField
						label="Batt/roll R-value"
						options={PRODUCT_R_OPTIONS}
						value={values.productR}
						onValueChange={(productR) => update({ productR })}
					/>
					<NumberField
						label="Coverage per pack"
						unit="ft²"
						{...textField(form, 'packCoverage')}
						{...bounded('packCoverage')}
						step={0.01}
						help="Printed on the pack"
					/>
				</div>
			)}
			<div className={styles.fields}>
				<NumberField
					label="Existing insulation"
					unit={isMetric ? 'mm' : undefined}
					{...textField(form, 'existing')}
					{...bounded(isMetric ? 'existingMm' : 'existingR')}
					step={isMetric ? 5 : 1}
					help={isMetric ? 'Treated as λ 0.044' : 'R-value'}
				/>
				<NumberField label="Waste" unit="%" {...textField(form, 'waste')} {...bounded('waste')} />
			</div>
		</>
	)
}
