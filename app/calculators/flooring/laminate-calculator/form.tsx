import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { BOARD_WIDTH_FIELD, DOORWAY_WIDTH_FIELD, WASTE_FIELD } from '#app/calculators/flooring/shared/fields.ts'
import { FlooringForm } from '#app/calculators/flooring/shared/flooring-form.tsx'
import { HARD_FLOOR_ROOMS } from '#app/calculators/flooring/shared/rooms.ts'
import { SpecField } from '#app/calculators/flooring/shared/spec-field.tsx'
import { LAMINATE_FIELDS } from './fields.ts'
import type { LaminateValues } from './schema.ts'

export function LaminateForm(form: FormProps<LaminateValues>) {
	const { values } = form
	const fields = LAMINATE_FIELDS[values.unit]
	return (
		<FlooringForm form={form} rooms={HARD_FLOOR_ROOMS[values.unit]} hasDoorways>
			<div className={styles.fields}>
				<SpecField form={form} name="packCoverage" spec={fields.packCoverage} help="As printed on the pack" />
				<SpecField form={form} name="waste" spec={WASTE_FIELD} help="10% covers cuts and rejects" />
				<SpecField form={form} name="gap" spec={fields.gap} help="Left at every wall; 0 for a glued-down floor" />
				<SpecField
					form={form}
					name="boardWidth"
					spec={BOARD_WIDTH_FIELD[values.unit]}
					help="Face width of one board; it sets the rows, not the packs"
				/>
				<SpecField form={form} name="doorwayWidth" spec={DOORWAY_WIDTH_FIELD[values.unit]} />
				<SpecField form={form} name="underlayCoverage" spec={fields.underlayCoverage} />
				<SpecField form={form} name="trimLength" spec={fields.trimLength} />
			</div>
		</FlooringForm>
	)
}
