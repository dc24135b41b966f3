import { UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { CalculatorForm } from '#app/components/calculator/calculator-form.tsx'
import { hasEmptyEntryField, pendingMessageFor } from '#app/components/wall-finish/pending-message.ts'
import { lengthHint } from '#app/components/wall-finish/length-hint.ts'
import { OpeningList } from '#app/components/wall-finish/opening-list.tsx'
import type { FinishFormProps } from '#app/components/wall-finish/use-finish-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import { visibleError } from '#app/lib/number-input.ts'
import type { MetricSubUnit } from '#app/lib/units.ts'
import { finishLengthUnit } from '#app/families/wall-finish/entries.ts'
import { FINISH_LENGTH_LIMITS } from '#app/families/wall-finish/schema.ts'
import { RollFields } from './roll-fields.tsx'
import { defaultRepeat, WALLPAPER_METRIC_UNITS, WASTAGE_BOUNDS, type WallpaperValues } from './schema.ts'
import { WallList } from './wall-list.tsx'

function hasEmptyWallpaperField(values: WallpaperValues) {
	return (
		hasEmptyEntryField([...values.walls, ...values.openings], ['length', 'height']) ||
		hasEmptyEntryField(
			values.walls.filter((wall) => !wall.includeSkirting),
			['skirtingHeight'],
		) ||
		hasEmptyEntryField([values], ['rollWidth', 'rollLength', 'patternRepeat']) ||
		(values.includeWastage && values.wastagePercentage.trim() === '')
	)
}

export function WallpaperForm({
	values,
	errors,
	focusFirstField,
	onChange,
	onUnitChange,
	...flow
}: FinishFormProps<WallpaperValues>) {
	const unit = finishLengthUnit(values)
	return (
		<CalculatorForm
			{...flow}
			pendingMessage={pendingMessageFor(
				hasEmptyWallpaperField(values),
				'Fill in the roll size and the size of every wall and opening to calculate.',
			)}
		>
			<UnitSystemField<MetricSubUnit> value={values} metricUnits={WALLPAPER_METRIC_UNITS} onChange={onUnitChange} />
			<RollFields
				values={values}
				errors={errors}
				onFieldChange={(field, value) => onChange({ [field]: value })}
				// Seed 001 §4: choosing a pattern sets the repeat to that pattern's default.
				onPatternChange={(pattern) => onChange({ pattern, patternRepeat: defaultRepeat(values.unit, pattern) })}
			/>
			<WallList
				values={values}
				errors={errors}
				focusFirstField={focusFirstField}
				onWallsChange={(walls) => onChange({ walls })}
			/>
			<OpeningList
				sizeKey="height"
				entries={values.openings}
				onEntriesChange={(openings) => onChange({ openings })}
				unit={unit}
				step={FINISH_LENGTH_LIMITS[unit].step}
				hint={(value) => lengthHint(value, unit)}
				errors={errors}
			/>
			<CheckboxField
				label="Include Wastage"
				checked={values.includeWastage}
				onCheckedChange={(includeWastage) => onChange({ includeWastage })}
			/>
			{values.includeWastage ? (
				<NumberField
					label="Wastage Percentage"
					unit="%"
					value={values.wastagePercentage}
					onValueChange={(wastagePercentage) => onChange({ wastagePercentage })}
					min={WASTAGE_BOUNDS.min}
					max={WASTAGE_BOUNDS.max}
					step={1}
					help="Trimming, pattern matching and mistakes: 15% is usual, 0-50%"
					error={visibleError(errors, 'wastagePercentage')}
				/>
			) : null}
		</CalculatorForm>
	)
}
