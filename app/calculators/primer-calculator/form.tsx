import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { OptionCards } from '#app/components/form/option-cards.tsx'
import { type UnitSelection, UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { FinishForm, hasEmptyEntryField, pendingMessageFor } from '#app/components/wall-finish/finish-form.tsx'
import { lengthHint } from '#app/components/wall-finish/length-hint.ts'
import { OpeningList } from '#app/components/wall-finish/opening-list.tsx'
import { SizeEntryList } from '#app/components/wall-finish/size-entry-list.tsx'
import { createEntryId } from '#app/lib/entries.ts'
import type { FieldErrors } from '#app/lib/number-input.ts'
import type { MetricSubUnit } from '#app/lib/units.ts'
import { finishLengthUnit } from '#app/lib/wall-finish.ts'
import { FINISH_LENGTH_LIMITS } from '#app/lib/wall-finish-schema.ts'
import { PRIMER_TYPE_OPTIONS } from './fields.ts'
import { createPrimerSurface, PRIMER_METRIC_UNITS, PRIMER_WASTAGE_PERCENTAGE, type PrimerValues } from './schema.ts'

export function PrimerForm({
	values,
	errors,
	isReady,
	isCalculating,
	focusFirstField,
	onChange,
	onUnitChange,
	onSubmit,
}: {
	values: PrimerValues
	errors: FieldErrors
	isReady: boolean
	isCalculating: boolean
	focusFirstField: boolean
	onChange: (patch: Partial<PrimerValues>) => void
	onUnitChange: (selection: UnitSelection<MetricSubUnit>) => void
	onSubmit: () => void
}) {
	const unit = finishLengthUnit(values)
	const { step } = FINISH_LENGTH_LIMITS[unit]
	const hint = (value: number) => lengthHint(value, unit)
	const hasEmptyField = hasEmptyEntryField([...values.surfaces, ...values.openings], ['length', 'width', 'coats'])
	return (
		<FinishForm
			isReady={isReady}
			isCalculating={isCalculating}
			pendingMessage={pendingMessageFor(hasEmptyField, 'Fill in the size of every surface and opening to calculate.')}
			onSubmit={onSubmit}
		>
			<UnitSystemField<MetricSubUnit> value={values} metricUnits={PRIMER_METRIC_UNITS} onChange={onUnitChange} />
			<OptionCards
				legend="Primer Type"
				options={PRIMER_TYPE_OPTIONS}
				value={values.primerType}
				onValueChange={(primerType) => onChange({ primerType })}
			/>
			<SizeEntryList
				legend="Surfaces"
				prefix="Surface"
				addLabel="Add Surface"
				entries={values.surfaces}
				onEntriesChange={(surfaces) => onChange({ surfaces })}
				createEntry={(name) => createPrimerSurface(name, createEntryId('surface'))}
				fields={[
					{ key: 'length', label: 'Length', unit, step, hint },
					{ key: 'width', label: 'Width', unit, step, hint },
					{ key: 'coats', label: 'Coats', step: 1, min: 1 },
				]}
				errors={errors}
				errorPath="surfaces"
				minEntries={1}
				focusFirstField={focusFirstField}
			/>
			<OpeningList
				sizeKey="width"
				entries={values.openings}
				onEntriesChange={(openings) => onChange({ openings })}
				unit={unit}
				step={step}
				hint={hint}
				errors={errors}
			/>
			<CheckboxField
				label={`Include ${PRIMER_WASTAGE_PERCENTAGE}% extra for wastage`}
				checked={values.includeWastage}
				onCheckedChange={(includeWastage) => onChange({ includeWastage })}
			/>
		</FinishForm>
	)
}
