import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { EntryList } from '#app/components/form/entry-list.tsx'
import { UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { ObstructionSizeFields, SurfaceSizeFields } from './entry-size-fields.tsx'
import { NO_OBSTRUCTIONS_MESSAGE, OBSTRUCTION_ADD_ACTIONS, SURFACE_ADD_ACTIONS, WASTAGE_LABEL } from './fields.ts'
import { TileSizeFields } from './tile-size-fields.tsx'
import { OBSTRUCTIONS_LEGEND, SURFACES_LEGEND, type TileValues, tileLengthUnit } from './schema.ts'

export function TileForm(form: FormProps<TileValues>) {
	const { values, errors, update } = form
	const unit = tileLengthUnit(values)
	return (
		<>
			<UnitSystemField value={values} onChange={form.changeUnit} imperialLabel="Imperial (inches)" />
			<EntryList
				legend={SURFACES_LEGEND}
				entries={values.surfaces}
				onEntriesChange={(surfaces) => update({ surfaces })}
				addActions={SURFACE_ADD_ACTIONS}
				minEntries={1}
				errors={errors}
				errorPath="surfaces"
				Fields={SurfaceSizeFields}
				context={{ unit }}
			/>
			<EntryList
				legend={OBSTRUCTIONS_LEGEND}
				entries={values.obstructions}
				onEntriesChange={(obstructions) => update({ obstructions })}
				addActions={OBSTRUCTION_ADD_ACTIONS}
				emptyMessage={NO_OBSTRUCTIONS_MESSAGE}
				errors={errors}
				errorPath="obstructions"
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
