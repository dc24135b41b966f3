import { CalculatorForm } from '#app/components/calculator/calculator-form.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { type FieldErrors, hasEmptyField, visibleError } from '#app/lib/number-input.ts'
import { MODE_OPTIONS, UNIT_OPTIONS } from './fields.ts'
import { GridFields } from './grid-fields.tsx'
import { IndividualFields } from './individual-fields.tsx'
import { OptionsFields } from './options-fields.tsx'
import { INCOMPLETE_ENTRIES_MESSAGE, type RebarValues, SELECT_SIZE_MESSAGE } from './schema.ts'

type RebarFormProps = {
	values: RebarValues
	errors: FieldErrors
	isReady: boolean
	isCalculating: boolean
	focusFirstField: boolean
	/** A calculation failure the seed names ('Invalid rebar size'), shown as an alert by Calculate. */
	alert?: string
	onValuesChange: (patch: Partial<RebarValues>) => void
	onUnitChange: (unit: RebarValues['unit']) => void
	onSubmit: () => void
}

/** The seed's hint while the active mode's inputs are incomplete; otherwise what else stops Calculate. */
function pendingMessage(values: RebarValues, errors: FieldErrors) {
	const prefix = values.mode === 'grid' ? 'grid.' : 'entries.'
	const isSizeMissing = Object.entries(errors).some(
		([path, message]) => message === SELECT_SIZE_MESSAGE && path.startsWith(prefix),
	)
	if (isSizeMissing || hasEmptyField(errors, prefix)) {
		return values.mode === 'grid'
			? 'Please fill in the slab length, slab width, rebar spacing, edge spacing, rebar size and single rebar length to calculate.'
			: INCOMPLETE_ENTRIES_MESSAGE
	}
	return hasEmptyField(errors) ? 'Fill in the percentage to calculate.' : 'Correct the highlighted fields to calculate.'
}

export function RebarForm({
	values,
	errors,
	isReady,
	isCalculating,
	focusFirstField,
	alert,
	onValuesChange,
	onUnitChange,
	onSubmit,
}: RebarFormProps) {
	const errorAt = (prefix: string) => (path: string) => visibleError(errors, `${prefix}${path}`)
	return (
		<CalculatorForm
			isCalculating={isCalculating}
			isReady={isReady}
			pendingMessage={pendingMessage(values, errors)}
			alert={alert}
			onSubmit={onSubmit}
		>
			<RadioGroup legend="Units" options={UNIT_OPTIONS} value={values.unit} onValueChange={onUnitChange} />
			<RadioGroup
				legend="Calculation Mode"
				options={MODE_OPTIONS}
				value={values.mode}
				onValueChange={(mode) => onValuesChange({ mode })}
			/>
			{values.mode === 'individual' ? (
				<IndividualFields
					unit={values.unit}
					entries={values.entries}
					errorFor={errorAt('entries.')}
					focusFirstField={focusFirstField}
					onEntriesChange={(entries) => onValuesChange({ entries })}
				/>
			) : (
				<GridFields
					values={values}
					errorFor={errorAt('grid.')}
					focusFirstField={focusFirstField}
					onValuesChange={onValuesChange}
				/>
			)}
			<OptionsFields values={values} errorFor={errorAt('')} onValuesChange={onValuesChange} />
		</CalculatorForm>
	)
}
