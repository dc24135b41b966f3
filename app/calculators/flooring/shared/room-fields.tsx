import type { EntryFieldsProps } from '#app/components/form/entry-list.tsx'
import { NumberField } from '#app/components/form/number-field.tsx'
import type { FieldSpec } from './fields.ts'
import type { RoomSpecs, RoomValues } from './rooms.ts'

/** What every room's fields need: the specs of the chosen system, and whether doorways are asked for. */
export type RoomContext = { specs: RoomSpecs; hasDoorways: boolean }

/** A room as typed, with its doorways where the calculator asks for them. */
export type Room = RoomValues & { doorways?: string }

/** One room's Length and Width (and Doorways); accessible names carry the room's name: 'Room 2 Width'. */
export function RoomFields(props: EntryFieldsProps<Room, RoomContext>) {
	const { specs, hasDoorways } = props.context
	const field = (name: 'length' | 'width' | 'doorways', spec: FieldSpec, isFirst = false) => (
		<NumberField
			label={spec.label}
			context={props.label}
			unit={spec.unit}
			value={props.entry[name] ?? ''}
			onValueChange={(value) => props.update({ [name]: value })}
			error={props.errors[name]}
			min={spec.min}
			max={spec.max}
			step={spec.step}
			focusOnStartNew={isFirst}
		/>
	)
	return (
		<>
			{field('length', specs.length, props.isFirst)}
			{field('width', specs.width)}
			{hasDoorways ? field('doorways', specs.doorways) : null}
		</>
	)
}
