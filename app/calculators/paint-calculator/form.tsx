import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { OptionCards } from '#app/components/form/option-cards.tsx'
import { UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { FinishForm, hasEmptyEntryField, pendingMessageFor } from '#app/components/wall-finish/finish-form.tsx'
import { OpeningList } from '#app/components/wall-finish/opening-list.tsx'
import { SizeEntryList } from '#app/components/wall-finish/size-entry-list.tsx'
import { createEntryId } from '#app/lib/entries.ts'
import type { FieldErrors } from '#app/lib/number-input.ts'
import type { UnitSystem } from '#app/lib/units.ts'
import { paintTypeOptions } from './fields.ts'
import { createPaintSurface, PAINT_WASTAGE_PERCENTAGE, type PaintValues, paintLengthUnit } from './schema.ts'

/** Seed 001 §5: paint inputs step by 0.1. */
const PAINT_STEP = 0.1

export function PaintForm({
	values,
	errors,
	isReady,
	isCalculating,
	focusFirstField,
	onChange,
	onUnitChange,
	onSubmit,
}: {
	values: PaintValues
	errors: FieldErrors
	isReady: boolean
	isCalculating: boolean
	focusFirstField: boolean
	onChange: (patch: Partial<PaintValues>) => void
	onUnitChange: (unit: UnitSystem) => void
	onSubmit: () => void
}) {
	const unit = paintLengthUnit(values)
	const hasEmptyField = hasEmptyEntryField([...values.surfaces, ...values.openings], ['length', 'height', 'coats'])
	return (
		<FinishForm
			isReady={isReady}
			isCalculating={isCalculating}
			pendingMessage={pendingMessageFor(hasEmptyField, 'Fill in the size of every wall and opening to calculate.')}
			onSubmit={onSubmit}
		>
			<UnitSystemField<'m'> value={values} metricUnits={['m']} onChange={(selection) => onUnitChange(selection.unit)} />
			<OptionCards
				legend="Paint Type"
				options={paintTypeOptions(values.unit)}
				value={values.paintType}
				onValueChange={(paintType) => onChange({ paintType })}
			/>
			<SizeEntryList
				legend="Walls"
				prefix="Wall"
				addLabel="Add Wall"
				entries={values.surfaces}
				onEntriesChange={(surfaces) => onChange({ surfaces })}
				createEntry={(name) => createPaintSurface(name, createEntryId('wall'))}
				fields={[
					{ key: 'length', label: 'Length', unit, step: PAINT_STEP },
					{ key: 'height', label: 'Height', unit, step: PAINT_STEP },
					{ key: 'coats', label: 'Coats', step: 1, min: 1 },
				]}
				errors={errors}
				errorPath="surfaces"
				minEntries={1}
				focusFirstField={focusFirstField}
			/>
			<OpeningList
				sizeKey="height"
				entries={values.openings}
				onEntriesChange={(openings) => onChange({ openings })}
				unit={unit}
				step={PAINT_STEP}
				errors={errors}
			/>
			<CheckboxField
				label={`Include ${PAINT_WASTAGE_PERCENTAGE}% extra for wastage`}
				checked={values.includeWastage}
				onCheckedChange={(includeWastage) => onChange({ includeWastage })}
			/>
		</FinishForm>
	)
}
