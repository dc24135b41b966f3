import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { BOARD_WIDTH_FIELD, WASTE_FIELD } from '#app/calculators/flooring/shared/fields.ts'
import { FlooringForm, UnderlayFields } from '#app/calculators/flooring/shared/flooring-form.tsx'
import { HARD_FLOOR_ROOMS } from '#app/calculators/flooring/shared/rooms.ts'
import { SpecField } from '#app/calculators/flooring/shared/spec-field.tsx'
import { HARDWOOD_FIELDS, LAYOUT_OPTIONS } from './fields.ts'
import { type HardwoodValues, wasteForLayout } from './schema.ts'

export function HardwoodForm(form: FormProps<HardwoodValues>) {
	const { values, update } = form
	const fields = HARDWOOD_FIELDS[values.unit]
	return (
		<FlooringForm form={form} rooms={HARD_FLOOR_ROOMS[values.unit]} hasDoorways={false}>
			<div className={styles.fields}>
				<SpecField form={form} name="coverage" spec={fields.coverage} help="As printed on the box" />
				<SpecField
					form={form}
					name="boardWidth"
					spec={BOARD_WIDTH_FIELD[values.unit]}
					help="Face width of one board; it sets the rows, not the boxes"
				/>
			</div>
			<RadioGroup
				legend="Layout"
				options={LAYOUT_OPTIONS}
				value={values.layout}
				onValueChange={(layout) => update({ layout, waste: wasteForLayout(values, layout) })}
			/>
			<div className={styles.fields}>
				<SpecField
					form={form}
					name="waste"
					spec={WASTE_FIELD}
					help="10% for straight, 15% for diagonal or herringbone"
				/>
				<SpecField form={form} name="price" spec={fields.price} />
			</div>
			<UnderlayFields form={form} spec={fields.underlayCoverage} />
		</FlooringForm>
	)
}
