import { CalculatorForm } from '#app/components/calculator/calculator-form.tsx'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import fieldStyles from '#app/components/form/fields.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { OptionCards } from '#app/components/form/option-cards.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { type FieldErrors, hasEmptyField, visibleError } from '#app/lib/number-input.ts'
import { METERS_OR_FEET_OPTIONS } from '#app/components/form/unit-system-field.tsx'
import { BOARD_SIZE_CARDS, DRYWALL_TYPE_CARDS } from './fields.ts'
import drywallStyles from './drywall.module.css'
import { OpeningsField } from './openings-field.tsx'
import { BOARD_SIZE_MESSAGE, DRYWALL_TYPE_MESSAGE, type DrywallValues, drywallLengthUnit } from './schema.ts'
import { WallsField } from './walls-field.tsx'

type DrywallFormProps = {
	values: DrywallValues
	errors: FieldErrors
	isReady: boolean
	isCalculating: boolean
	focusFirstField: boolean
	/** A calculation failure the seed names ('Board size is required'), shown as an alert by Calculate. */
	alert?: string
	onValuesChange: (patch: Partial<DrywallValues>) => void
	onUnitChange: (unit: DrywallValues['unit']) => void
	onSubmit: () => void
}

function pendingMessage(values: DrywallValues, isMissing: boolean) {
	if (!values.drywallType || !values.boardSize) return 'Select a drywall type and a board size to calculate.'
	if (isMissing) return 'Fill in every length, height, width and opening to calculate.'
	return 'Correct the highlighted fields to calculate.'
}

export function DrywallForm({
	values,
	errors,
	isReady,
	isCalculating,
	focusFirstField,
	alert,
	onValuesChange,
	onUnitChange,
	onSubmit,
}: DrywallFormProps) {
	const unit = drywallLengthUnit(values.unit)
	const errorAt = (path: string) => visibleError(errors, path)
	const { ceiling } = values

	return (
		<CalculatorForm
			isCalculating={isCalculating}
			isReady={isReady}
			pendingMessage={pendingMessage(values, hasEmptyField(errors))}
			alert={alert}
			onSubmit={onSubmit}
		>
			<RadioGroup
				legend="Unit System"
				options={METERS_OR_FEET_OPTIONS}
				value={values.unit}
				onValueChange={onUnitChange}
			/>
			<OptionCards
				legend="Drywall Type"
				options={DRYWALL_TYPE_CARDS}
				value={values.drywallType}
				onValueChange={(drywallType) => onValuesChange({ drywallType })}
				error={values.drywallType ? undefined : DRYWALL_TYPE_MESSAGE}
			/>
			<OptionCards
				legend="Board Size"
				options={BOARD_SIZE_CARDS}
				value={values.boardSize}
				onValueChange={(boardSize) => onValuesChange({ boardSize })}
				error={values.boardSize ? undefined : BOARD_SIZE_MESSAGE}
			/>
			<WallsField
				walls={values.walls}
				unit={unit}
				errorFor={(path) => errorAt(`walls.${path}`)}
				focusFirstField={focusFirstField}
				onWallsChange={(walls) => onValuesChange({ walls })}
			/>
			<CheckboxField
				label="Include Ceiling"
				role="switch"
				checked={values.includeCeiling}
				onCheckedChange={(includeCeiling) => onValuesChange({ includeCeiling })}
			/>
			{values.includeCeiling ? (
				<div className={drywallStyles.ceiling} role="group" aria-label="Ceiling">
					<NumberField
						label="Ceiling Length"
						unit={unit}
						value={ceiling.length}
						onValueChange={(length) => onValuesChange({ ceiling: { ...ceiling, length } })}
						min={0.1}
						step={0.1}
						error={errorAt('ceiling.length')}
					/>
					<NumberField
						label="Ceiling Width"
						unit={unit}
						value={ceiling.width}
						onValueChange={(width) => onValuesChange({ ceiling: { ...ceiling, width } })}
						min={0.1}
						step={0.1}
						error={errorAt('ceiling.width')}
					/>
					<OpeningsField
						owner="Ceiling"
						second="length"
						openings={ceiling.openings}
						unit={unit}
						errorFor={(index, field) => errorAt(`ceiling.openings.${index}.${field}`)}
						onOpeningsChange={(openings) => onValuesChange({ ceiling: { ...ceiling, openings } })}
					/>
				</div>
			) : null}
			<CheckboxField
				label="Include Wastage"
				role="switch"
				checked={values.includeWastage}
				onCheckedChange={(includeWastage) => onValuesChange({ includeWastage })}
			>
				<p className={fieldStyles.help}>Adds 10% to boards, screws, tape, compound and weight for cuts and breakage</p>
			</CheckboxField>
			<CheckboxField
				label="Include Tape and Mud"
				role="switch"
				checked={values.includeTapeAndMud}
				onCheckedChange={(includeTapeAndMud) => onValuesChange({ includeTapeAndMud })}
			/>
		</CalculatorForm>
	)
}
