import { listField } from '#app/calculator-runtime/bind.ts'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { ToggledPercentageField } from '#app/calculator-runtime/toggled-percentage-field.tsx'
import { wallList } from '#app/components/form/entry-actions.ts'
import { EntryList } from '#app/components/form/entry-list.tsx'
import { UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { openingList } from '#app/calculators/painting/shared/opening-fields.tsx'
import { FINISH_LENGTH_LIMITS } from '#app/calculators/painting/shared/schema.ts'
import { typedLengthUnit } from '#app/lib/units.ts'
import { RollFields } from './roll-fields.tsx'
import {
	BLANK_WALLPAPER_WALL,
	rollUnits,
	WALLPAPER_METRIC_UNITS,
	type WallpaperValues,
	WASTAGE_BOUNDS,
} from './schema.ts'
import { WallFields } from './wall-fields.tsx'

const WALLS = wallList(WallFields, BLANK_WALLPAPER_WALL)
const OPENINGS = openingList('height')

export function WallpaperForm(form: FormProps<WallpaperValues>) {
	const { values } = form
	const unit = typedLengthUnit(values)
	const lengths = { unit, step: FINISH_LENGTH_LIMITS[unit].step, hints: true }
	return (
		<>
			<UnitSystemField value={values} metricUnits={WALLPAPER_METRIC_UNITS} onChange={form.changeUnit} />
			<RollFields {...form} />
			<EntryList
				{...WALLS}
				{...listField(form, 'walls')}
				context={{ ...lengths, small: rollUnits(values.unit).small }}
			/>
			<EntryList {...OPENINGS} {...listField(form, 'openings')} context={{ ...lengths, sizeKey: 'height' as const }} />
			<ToggledPercentageField
				form={form}
				toggle="includeWastage"
				percentage="wastagePercentage"
				label="Include Wastage"
				percentageLabel="Wastage Percentage"
				bounds={WASTAGE_BOUNDS}
				help="Trimming, pattern matching and mistakes: 15% is usual, 0-50%"
			/>
		</>
	)
}
