import { OptionCards } from '#app/components/form/option-cards.tsx'
import { UnitSystemField } from '#app/components/form/unit-system-field.tsx'
import { CoatedFinishFields } from '#app/components/wall-finish/coated-finish-fields.tsx'
import { CalculatorForm } from '#app/components/calculator/calculator-form.tsx'
import { hasEmptyEntryField, pendingMessageFor } from '#app/components/wall-finish/pending-message.ts'
import type { FinishFormProps } from '#app/components/wall-finish/use-finish-calculator.ts'
import { createEntryId } from '#app/lib/entries.ts'
import { paintTypeOptions } from './fields.ts'
import {
	createPaintSurface,
	PAINT_MAX_COATS,
	PAINT_WASTAGE_PERCENTAGE,
	type PaintValues,
	paintLengthUnit,
} from './schema.ts'

/** Seed 001 §5: paint inputs step by 0.1. */
const PAINT_STEP = 0.1

export function PaintForm({
	values,
	errors,
	focusFirstField,
	onChange,
	onUnitChange,
	...flow
}: FinishFormProps<PaintValues>) {
	const hasEmptyField = hasEmptyEntryField([...values.surfaces, ...values.openings], ['length', 'height', 'coats'])
	return (
		<CalculatorForm
			{...flow}
			pendingMessage={pendingMessageFor(hasEmptyField, 'Fill in the size of every wall and opening to calculate.')}
		>
			<UnitSystemField<'m'> value={values} metricUnits={['m']} onChange={onUnitChange} />
			<OptionCards
				legend="Paint Type"
				options={paintTypeOptions(values.unit)}
				value={values.paintType}
				onValueChange={(paintType) => onChange({ paintType })}
			/>
			<CoatedFinishFields
				values={values}
				errors={errors}
				focusFirstField={focusFirstField}
				onChange={onChange}
				legend="Walls"
				prefix="Wall"
				sizeKey="height"
				createSurface={(name) => createPaintSurface(name, createEntryId('wall'))}
				unit={paintLengthUnit(values)}
				step={PAINT_STEP}
				maxCoats={PAINT_MAX_COATS}
				wastagePercentage={PAINT_WASTAGE_PERCENTAGE}
			/>
		</CalculatorForm>
	)
}
