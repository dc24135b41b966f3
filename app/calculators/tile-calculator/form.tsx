import { type ReactNode, useCallback } from 'react'
import { CalculatorForm } from '#app/components/calculator/calculator-form.tsx'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { EntryList } from '#app/components/form/entry-list.tsx'
import { type UnitSelection, UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { EntrySizeFields } from './entry-size-fields.tsx'
import { NO_OBSTRUCTIONS_MESSAGE, OBSTRUCTION_ADD_ACTIONS, SURFACE_ADD_ACTIONS, WASTAGE_LABEL } from './fields.ts'
import { TileSizeFields } from './tile-size-fields.tsx'
import {
	OBSTRUCTIONS_LEGEND,
	SURFACES_LEGEND,
	type TileEntryValues,
	type TileObstructionValues,
	type TileSurfaceValues,
	type TileValues,
	tileLengthUnit,
} from './schema.ts'

type TileFormProps = {
	values: TileValues
	/** Tile size errors by field name. */
	tileSizeErrors: { tileLength?: string; tileWidth?: string }
	/** Set when a field holds a value that cannot be used: names the first such field. */
	invalidFieldName: string | null
	/** Obstructions that do not fit the surfaces: 'id:message' pairs joined by newlines (a string, so rows stay memoised). */
	fitErrors: string
	/** The alert under Calculate: no usable surface, or entries with one length only. */
	alert: string | null
	isCalculating: boolean
	/** The entry whose length takes focus (after 'Start New Calculation'). */
	focusEntryId: string | null
	onChange: (patch: Partial<TileValues>) => void
	onUnitChange: (selection: UnitSelection) => void
	onSubmit: () => void
}

type UpdateEntry<TType extends string> = (patch: Partial<TileEntryValues<TType>>) => void

function readFitError(fitErrors: string, id: string) {
	const line = fitErrors.split('\n').find((pair) => pair.startsWith(`${id}:`))
	return line?.slice(id.length + 1)
}

export function TileForm({
	values,
	tileSizeErrors,
	invalidFieldName,
	fitErrors,
	alert,
	isCalculating,
	focusEntryId,
	onChange,
	onUnitChange,
	onSubmit,
}: TileFormProps) {
	const unit = tileLengthUnit(values)
	const isReady = invalidFieldName === null
	// Stable while typing, so the memoised entry rows of the other entries are skipped.
	const renderSizeFields = useCallback(
		<TType extends string>(entry: TileEntryValues<TType>, update: UpdateEntry<TType>, label: string): ReactNode => (
			<EntrySizeFields
				entry={entry}
				update={update}
				label={label}
				unit={unit}
				takesFocus={entry.id === focusEntryId}
				fitError={readFitError(fitErrors, entry.id)}
			/>
		),
		[unit, focusEntryId, fitErrors],
	)

	return (
		<CalculatorForm
			isReady={isReady}
			isCalculating={isCalculating}
			pendingMessage={`Correct ${invalidFieldName ?? 'the highlighted fields'} to calculate.`}
			alert={alert}
			onSubmit={onSubmit}
		>
			<UnitSystemField value={values} onChange={onUnitChange} imperialLabel="Imperial (inches)" />
			<EntryList<TileSurfaceValues>
				legend={SURFACES_LEGEND}
				entries={values.surfaces}
				onEntriesChange={(surfaces) => onChange({ surfaces })}
				addActions={SURFACE_ADD_ACTIONS}
				minEntries={1}
				renderFields={renderSizeFields}
			/>
			<EntryList<TileObstructionValues>
				legend={OBSTRUCTIONS_LEGEND}
				entries={values.obstructions}
				onEntriesChange={(obstructions) => onChange({ obstructions })}
				addActions={OBSTRUCTION_ADD_ACTIONS}
				emptyMessage={NO_OBSTRUCTIONS_MESSAGE}
				renderFields={renderSizeFields}
			/>
			<TileSizeFields values={values} errors={tileSizeErrors} onChange={onChange} />
			<CheckboxField
				label={WASTAGE_LABEL}
				checked={values.includeWastage}
				onCheckedChange={(includeWastage) => onChange({ includeWastage })}
			/>
		</CalculatorForm>
	)
}
