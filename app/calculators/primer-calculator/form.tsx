import { OptionCards } from '#app/components/form/option-cards.tsx'
import { UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { CoatedFinishFields } from '#app/components/wall-finish/coated-finish-fields.tsx'
import { CalculatorForm } from '#app/components/calculator/calculator-form.tsx'
import { hasEmptyEntryField, pendingMessageFor } from '#app/components/wall-finish/pending-message.ts'
import { lengthHint } from '#app/components/wall-finish/length-hint.ts'
import type { FinishFormProps } from '#app/components/wall-finish/use-finish-calculator.ts'
import { createEntryId } from '#app/lib/entries.ts'
import type { MetricSubUnit } from '#app/lib/units.ts'
import { finishLengthUnit } from '#app/families/wall-finish/entries.ts'
import { FINISH_LENGTH_LIMITS } from '#app/families/wall-finish/schema.ts'
import { PRIMER_TYPE_OPTIONS } from './fields.ts'
import {
	createPrimerSurface,
	PRIMER_MAX_COATS,
	PRIMER_METRIC_UNITS,
	PRIMER_WASTAGE_PERCENTAGE,
	type PrimerValues,
} from './schema.ts'

export function PrimerForm({
	values,
	errors,
	focusFirstField,
	onChange,
	onUnitChange,
	...flow
}: FinishFormProps<PrimerValues>) {
	const unit = finishLengthUnit(values)
	const hasEmptyField = hasEmptyEntryField([...values.surfaces, ...values.openings], ['length', 'width', 'coats'])
	return (
		<CalculatorForm
			{...flow}
			pendingMessage={pendingMessageFor(hasEmptyField, 'Fill in the size of every surface and opening to calculate.')}
		>
			<UnitSystemField<MetricSubUnit> value={values} metricUnits={PRIMER_METRIC_UNITS} onChange={onUnitChange} />
			<OptionCards
				legend="Primer Type"
				options={PRIMER_TYPE_OPTIONS}
				value={values.primerType}
				onValueChange={(primerType) => onChange({ primerType })}
			/>
			<CoatedFinishFields
				values={values}
				errors={errors}
				focusFirstField={focusFirstField}
				onChange={onChange}
				legend="Surfaces"
				prefix="Surface"
				sizeKey="width"
				createSurface={(name) => createPrimerSurface(name, createEntryId('surface'))}
				unit={unit}
				step={FINISH_LENGTH_LIMITS[unit].step}
				hint={(value) => lengthHint(value, unit)}
				maxCoats={PRIMER_MAX_COATS}
				wastagePercentage={PRIMER_WASTAGE_PERCENTAGE}
			/>
		</CalculatorForm>
	)
}
