import { listField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { EntryList } from '#app/components/form/entry-list.tsx'
import { RadioGroup } from '#app/components/form/radio-group.tsx'
import { WASTE_FIELD } from '#app/calculators/flooring/shared/fields.ts'
import { RoomFields } from '#app/calculators/flooring/shared/room-fields.tsx'
import { HARD_FLOOR_ROOMS, ROOM_ACTIONS } from '#app/calculators/flooring/shared/rooms.ts'
import { SpecField } from '#app/calculators/flooring/shared/spec-field.tsx'
import { FlooringUnitField } from '#app/calculators/flooring/shared/unit-field.tsx'
import { HARDWOOD_FIELDS, LAYOUT_OPTIONS } from './fields.ts'
import { type HardwoodValues, wasteAfterLayoutChange } from './schema.ts'

export function HardwoodForm(form: FormProps<HardwoodValues>) {
	const { values, update } = form
	const fields = HARDWOOD_FIELDS[values.unit]
	return (
		<>
			<FlooringUnitField value={values.unit} onChange={(unit) => form.changeUnit({ unit })} />
			<EntryList
				legend="Rooms"
				{...listField(form, 'rooms')}
				addActions={ROOM_ACTIONS}
				minEntries={1}
				Fields={RoomFields}
				context={{ specs: HARD_FLOOR_ROOMS[values.unit], hasDoorways: false }}
			/>
			<div className={styles.fields}>
				<SpecField form={form} name="coverage" spec={fields.coverage} help="As printed on the box" />
			</div>
			<RadioGroup
				legend="Layout"
				options={LAYOUT_OPTIONS}
				value={values.layout}
				onValueChange={(layout) =>
					update({ layout, waste: wasteAfterLayoutChange(values.waste, values.layout, layout) })
				}
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
			<CheckboxField
				label="Include underlay"
				checked={values.includeUnderlay}
				onCheckedChange={(includeUnderlay) => update({ includeUnderlay })}
			/>
			{values.includeUnderlay ? (
				<div className={styles.fields}>
					<SpecField form={form} name="underlayCoverage" spec={fields.underlayCoverage} />
				</div>
			) : null}
		</>
	)
}
