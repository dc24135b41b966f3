import type { ReactNode } from 'react'
import type { TextKey } from '#app/calculator-runtime/bind.ts'
import styles from '#app/calculator-runtime/calculator.module.css'
import type { FormProps } from '#app/calculator-runtime/define-calculator.ts'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { addAction } from '#app/components/form/entry-actions.ts'
import { EntryList } from '#app/components/form/entry-list.tsx'
import { MetricOrImperialField } from '#app/components/form/unit-system-field.tsx'
import type { UnitSystem } from '#app/lib/units.ts'
import type { FieldSpec } from './fields.ts'
import { type Room, RoomFields } from './room-fields.tsx'
import { DEFAULT_DOORWAYS, type RoomSpecs } from './rooms.ts'
import { SpecField } from './spec-field.tsx'

type FlooringValues = { unit: UnitSystem; rooms: ReadonlyArray<Room> }

const ROOM_ACTIONS = [addAction<Room>('Add Room', 'Room', { length: '', width: '' })]
const DOORWAY_ROOM_ACTIONS = [
	addAction<Room>('Add Room', 'Room', { length: '', width: '', doorways: DEFAULT_DOORWAYS }),
]

/**
 * The one flooring form (carpet, hardwood, laminate; §2 of their docs/calculators/ files): the unit radio,
 * Metric | Imperial, and the rooms, at least one, with their doorways where the calculator asks for them; then
 * the calculator's own fields (`children`).
 */
export function FlooringForm<TValues extends FlooringValues>({
	form,
	rooms,
	hasDoorways,
	children,
}: {
	form: FormProps<TValues>
	rooms: RoomSpecs
	hasDoorways: boolean
	children: ReactNode
}) {
	return (
		<>
			<MetricOrImperialField
				value={form.values.unit}
				onChange={(unit) => form.changeUnit({ unit } as Partial<TValues>)}
			/>
			<EntryList
				legend="Rooms"
				entries={form.values.rooms}
				onEntriesChange={(entries) => form.update({ rooms: entries } as Partial<TValues>)}
				addActions={hasDoorways ? DOORWAY_ROOM_ACTIONS : ROOM_ACTIONS}
				minEntries={1}
				errors={form.errors}
				errorPath="rooms"
				Fields={RoomFields}
				context={{ specs: rooms, hasDoorways }}
			/>
			{children}
		</>
	)
}

type UnderlayValues = { includeUnderlay: boolean; underlayCoverage: string }

/** 'Include underlay', and the underlay's coverage while it is on (carpet, hardwood). */
export function UnderlayFields<TValues extends UnderlayValues>({
	form,
	spec,
}: {
	form: FormProps<TValues>
	spec: FieldSpec
}) {
	const { includeUnderlay } = form.values
	return (
		<>
			<CheckboxField
				label="Include underlay"
				checked={includeUnderlay}
				onCheckedChange={(checked) => form.update({ includeUnderlay: checked } as Partial<TValues>)}
			/>
			{includeUnderlay ? (
				<div className={styles.fields}>
					<SpecField form={form} name={'underlayCoverage' as TextKey<TValues>} spec={spec} />
				</div>
			) : null}
		</>
	)
}
