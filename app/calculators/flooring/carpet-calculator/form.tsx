import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { SelectField } from '#app/components/form/select-field.tsx'
import { DOORWAY_WIDTH_FIELD } from '#app/calculators/flooring/shared/fields.ts'
import { FlooringForm, UnderlayFields } from '#app/calculators/flooring/shared/flooring-form.tsx'
import { SpecField } from '#app/calculators/flooring/shared/spec-field.tsx'
import { CARPET_FIELDS, CARPET_ROOMS, ROLL_WIDTH_OPTIONS } from './fields.ts'
import type { CarpetValues } from './schema.ts'

export function CarpetForm(form: FormProps<CarpetValues>) {
	const { values, update } = form
	const fields = CARPET_FIELDS[values.unit]
	return (
		<FlooringForm form={form} rooms={CARPET_ROOMS[values.unit]} hasDoorways>
			<div className={styles.fields}>
				<SelectField
					label="Roll width"
					options={ROLL_WIDTH_OPTIONS[values.unit]}
					value={values.rollWidth}
					onValueChange={(rollWidth) => update({ rollWidth })}
				/>
				<SpecField
					form={form}
					name="trimAllowance"
					spec={fields.trimAllowance}
					help="Added to every drop for trimming at the walls"
				/>
				<SpecField form={form} name="gripperLength" spec={fields.gripperLength} />
				<SpecField form={form} name="doorwayWidth" spec={DOORWAY_WIDTH_FIELD[values.unit]} />
				<SpecField form={form} name="price" spec={fields.price} />
			</div>
			<UnderlayFields form={form} spec={fields.underlayCoverage} />
		</FlooringForm>
	)
}
