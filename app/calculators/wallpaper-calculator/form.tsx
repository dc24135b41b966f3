import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { type UnitSelection, UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { FinishForm, hasEmptyEntryField, pendingMessageFor } from '#app/components/wall-finish/finish-form.tsx'
import { lengthHint } from '#app/components/wall-finish/length-hint.ts'
import { OpeningList } from '#app/components/wall-finish/opening-list.tsx'
import type { FieldErrors } from '#app/lib/number-input.ts'
import type { MetricSubUnit } from '#app/lib/units.ts'
import { finishLengthUnit } from '#app/lib/wall-finish.ts'
import { FINISH_LENGTH_LIMITS } from '#app/lib/wall-finish-schema.ts'
import { RollFields } from './roll-fields.tsx'
import { type Pattern, WALLPAPER_METRIC_UNITS, WALLPAPER_WASTAGE_PERCENTAGE, type WallpaperValues } from './schema.ts'
import { WallList } from './wall-list.tsx'

export function WallpaperForm({
	values,
	errors,
	isReady,
	isCalculating,
	focusFirstField,
	onChange,
	onPatternChange,
	onUnitChange,
	onSubmit,
}: {
	values: WallpaperValues
	errors: FieldErrors
	isReady: boolean
	isCalculating: boolean
	focusFirstField: boolean
	onChange: (patch: Partial<WallpaperValues>) => void
	onPatternChange: (pattern: Pattern) => void
	onUnitChange: (selection: UnitSelection<MetricSubUnit>) => void
	onSubmit: () => void
}) {
	const unit = finishLengthUnit(values)
	const hasEmptyField =
		hasEmptyEntryField([...values.walls, ...values.openings], ['length', 'height']) ||
		hasEmptyEntryField(
			values.walls.filter((wall) => !wall.includeSkirting),
			['skirtingHeight'],
		) ||
		hasEmptyEntryField([values], ['rollWidth', 'rollLength', 'patternRepeat'])
	return (
		<FinishForm
			isReady={isReady}
			isCalculating={isCalculating}
			pendingMessage={pendingMessageFor(
				hasEmptyField,
				'Fill in the roll size and the size of every wall and opening to calculate.',
			)}
			onSubmit={onSubmit}
		>
			<UnitSystemField<MetricSubUnit> value={values} metricUnits={WALLPAPER_METRIC_UNITS} onChange={onUnitChange} />
			<RollFields
				values={values}
				errors={errors}
				onFieldChange={(field, value) => onChange({ [field]: value })}
				onPatternChange={onPatternChange}
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
				label={`Include ${WALLPAPER_WASTAGE_PERCENTAGE}% extra for wastage`}
				checked={values.includeWastage}
				onCheckedChange={(includeWastage) => onChange({ includeWastage })}
			/>
		</FinishForm>
	)
}
