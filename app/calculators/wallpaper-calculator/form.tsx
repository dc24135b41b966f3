import { UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { FinishForm, hasEmptyEntryField, pendingMessageFor } from '#app/components/wall-finish/finish-form.tsx'
import { lengthHint } from '#app/components/wall-finish/length-hint.ts'
import { OpeningList } from '#app/components/wall-finish/opening-list.tsx'
import type { FinishFormProps } from '#app/components/wall-finish/use-finish-calculator.ts'
import { WastageField } from '#app/components/wall-finish/wastage-field.tsx'
import type { MetricSubUnit } from '#app/lib/units.ts'
import { finishLengthUnit } from '#app/lib/wall-finish-entries.ts'
import { FINISH_LENGTH_LIMITS } from '#app/lib/wall-finish-schema.ts'
import { RollFields } from './roll-fields.tsx'
import { defaultRepeat, WALLPAPER_METRIC_UNITS, WALLPAPER_WASTAGE_PERCENTAGE, type WallpaperValues } from './schema.ts'
import { WallList } from './wall-list.tsx'

function hasEmptyWallpaperField(values: WallpaperValues) {
	return (
		hasEmptyEntryField([...values.walls, ...values.openings], ['length', 'height']) ||
		hasEmptyEntryField(
			values.walls.filter((wall) => !wall.includeSkirting),
			['skirtingHeight'],
		) ||
		hasEmptyEntryField([values], ['rollWidth', 'rollLength', 'patternRepeat'])
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
		<FinishForm
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
			<WastageField
				percentage={WALLPAPER_WASTAGE_PERCENTAGE}
				checked={values.includeWastage}
				onChange={(includeWastage) => onChange({ includeWastage })}
			/>
		</FinishForm>
	)
}
