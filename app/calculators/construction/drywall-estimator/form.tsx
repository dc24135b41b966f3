import { listField, sectionTextField } from '#app/calculator-runtime/bind.ts'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { EntryList } from '#app/components/form/entry-list.tsx'
import fieldStyles from '#app/components/form/fields.module.css'
import { NumberField } from '#app/components/form/number-field.tsx'
import { OptionCards } from '#app/components/form/option-cards.tsx'
import { MetersOrFeetField } from '#app/components/form/unit-system-field.tsx'
import { typedLengthUnit } from '#app/lib/units.ts'
import drywallStyles from './drywall.module.css'
import { BOARD_SIZE_CARDS, DRYWALL_TYPE_CARDS } from './fields.ts'
import { OpeningsField } from './openings-field.tsx'
import type { DrywallValues } from './schema.ts'
import { WALLS } from './walls-field.tsx'

/** The ceiling's length and width, and its openings (width × length); shown while it is included. */
function CeilingFields({ form, unit }: { form: FormProps<DrywallValues>; unit: string }) {
	const { ceiling } = form.values
	return (
		<div className={drywallStyles.ceiling} role="group" aria-label="Ceiling">
			<NumberField
				label="Ceiling Length"
				unit={unit}
				{...sectionTextField(form, 'ceiling', 'length')}
				min={0.1}
				step={0.1}
			/>
			<NumberField
				label="Ceiling Width"
				unit={unit}
				{...sectionTextField(form, 'ceiling', 'width')}
				min={0.1}
				step={0.1}
			/>
			<OpeningsField
				owner="Ceiling"
				second="length"
				openings={ceiling.openings}
				unit={unit}
				errors={form.errors}
				errorPath="ceiling.openings"
				onOpeningsChange={(openings) => form.update({ ceiling: { ...ceiling, openings } })}
			/>
		</div>
	)
}

export function DrywallForm(form: FormProps<DrywallValues>) {
	const { values, errors, update } = form
	const unit = typedLengthUnit(values)
	return (
		<>
			<MetersOrFeetField value={values.unit} onChange={(system) => form.changeUnit({ unit: system })} />
			<OptionCards
				legend="Drywall Type"
				options={DRYWALL_TYPE_CARDS}
				value={values.drywallType}
				onValueChange={(drywallType) => update({ drywallType })}
				error={errors.drywallType}
			/>
			<OptionCards
				legend="Board Size"
				options={BOARD_SIZE_CARDS}
				value={values.boardSize}
				onValueChange={(boardSize) => update({ boardSize })}
				error={errors.boardSize}
			/>
			<EntryList {...WALLS} {...listField(form, 'walls')} context={{ unit }} />
			<CheckboxField
				label="Include Ceiling"
				role="switch"
				checked={values.includeCeiling}
				onCheckedChange={(includeCeiling) => update({ includeCeiling })}
			/>
			{values.includeCeiling ? <CeilingFields form={form} unit={unit} /> : null}
			<CheckboxField
				label="Include Wastage"
				role="switch"
				checked={values.includeWastage}
				onCheckedChange={(includeWastage) => update({ includeWastage })}
			>
				<p className={fieldStyles.help}>Adds 10% to boards, screws, tape, compound and weight for cuts and breakage</p>
			</CheckboxField>
			<CheckboxField
				label="Include Tape and Mud"
				role="switch"
				checked={values.includeTapeAndMud}
				onCheckedChange={(includeTapeAndMud) => update({ includeTapeAndMud })}
			/>
		</>
	)
}
