import { listField } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { EntryList } from '#app/components/form/entry-list.tsx'
import { SelectField } from '#app/components/form/select-field.tsx'
import { DOORWAY_WIDTH_FIELD } from '#app/calculators/flooring/shared/fields.ts'
import { RoomFields } from '#app/calculators/flooring/shared/room-fields.tsx'
import { DOORWAY_ROOM_ACTIONS } from '#app/calculators/flooring/shared/rooms.ts'
import { SpecField } from '#app/calculators/flooring/shared/spec-field.tsx'
import { FlooringUnitField } from '#app/calculators/flooring/shared/unit-field.tsx'
import { CARPET_FIELDS, CARPET_ROOMS, ROLL_WIDTH_OPTIONS } from './fields.ts'
import type { CarpetValues } from './schema.ts'

export function CarpetForm(form: FormProps<CarpetValues>) {
	const { values, update } = form
	const fields = CARPET_FIELDS[values.unit]
	return (
		<>
			<FlooringUnitField value={values.unit} onChange={(unit) => form.changeUnit({ unit })} />
			<EntryList
				legend="Rooms"
				{...listField(form, 'rooms')}
				addActions={DOORWAY_ROOM_ACTIONS}
				minEntries={1}
				Fields={RoomFields}
				context={{ specs: CARPET_ROOMS[values.unit], hasDoorways: true }}
			/>
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
