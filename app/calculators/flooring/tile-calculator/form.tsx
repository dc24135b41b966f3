import { listField } from '#app/calculator-runtime/bind.ts'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { EntryList } from '#app/components/form/entry-list.tsx'
import { UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { ObstructionSizeFields, SurfaceSizeFields } from './entry-size-fields.tsx'
import { NO_OBSTRUCTIONS_MESSAGE, OBSTRUCTION_ADD_ACTIONS, SURFACE_ADD_ACTIONS, WASTAGE_LABEL } from './fields.ts'
import { TileSizeFields } from './tile-size-fields.tsx'
import { OBSTRUCTIONS_LEGEND, SURFACES_LEGEND, type TileValues, tileLengthUnit } from './schema.ts'

export function TileForm(form: FormProps<TileValues>) {
	const { values, update } = form
	const unit = tileLengthUnit(values)
	return (
		<>
			<UnitSystemField value={values} onChange={form.changeUnit} imperialLabel="Imperial (inches)" />
			<EntryList
				legend={SURFACES_LEGEND}
				{...listField(form, 'surfaces')}
				addActions={SURFACE_ADD_ACTIONS}
				minEntries={1}
				Fields={SurfaceSizeFields}
				context={{ unit }}
			/>
			<EntryList
				legend={OBSTRUCTIONS_LEGEND}
				{...listField(form, 'obstructions')}
				addActions={OBSTRUCTION_ADD_ACTIONS}
				emptyMessage={NO_OBSTRUCTIONS_MESSAGE}
				Fields={ObstructionSizeFields}
				context={{ unit }}
			/>
			<TileSizeFields {...form} />
			<CheckboxField
				label={WASTAGE_LABEL}
				checked={values.includeWastage}
				onCheckedChange={(includeWastage) => update({ includeWastage })}
			/>
		</>
	)
}
